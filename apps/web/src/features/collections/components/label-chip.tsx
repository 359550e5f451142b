import type { LabelChip as LabelChipData } from '@sciscope/contracts';
import { Badge, ColorSwatch } from '@mantine/core';
import { Link } from 'react-router';
import { textColorOn } from '../../../app/contrast';

/** A label on an article row: its colour and name, linking to the label's page. */
export function LabelChip({ label }: { label: LabelChipData }) {
  return (
    <Badge
      component={Link}
      to={`/collections/${label.id}/`}
      color={label.color}
      // Black or white, whichever reads better on the label's colour (Mantine's autoContrast
      // keeps white up to a luminance where it reads at 3.55:1, e.g. on #228be6).
      c={textColorOn(label.color)}
      variant="filled"
      size="sm"
      tt="none"
      style={{ cursor: 'pointer' }}
      title={`Label: ${label.name}`}
    >
      {label.name}
    </Badge>
  );
}

/** A label's colour as a small round swatch (lists, menus, headings). */
export function LabelSwatch({ color, size = 14 }: { color: string; size?: number }) {
  return <ColorSwatch color={color} size={size} withShadow={false} aria-hidden />;
}

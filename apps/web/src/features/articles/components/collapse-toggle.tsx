import { Anchor } from '@mantine/core';

export interface CollapseToggleProps {
  expanded: boolean;
  /** Items hidden while collapsed, for 'show N more →'. */
  hiddenCount: number;
  onToggle: () => void;
  /** What the toggle expands, for screen readers (e.g. 'authors'). */
  of?: string;
}

/** The toggle of a collapsible list: 'show N more →' and '← collapse' (spec 01 section 4). */
export function CollapseToggle({ expanded, hiddenCount, onToggle, of }: CollapseToggleProps) {
  const text = expanded ? '← collapse' : `show ${hiddenCount} more →`;
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={of ? `${text} ${of}` : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Anchor>
  );
}

import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../app/contrast';
import { renderStatic } from '../../../testing/render-static';
import { LabelChip } from './label-chip';

/** The text colour a chip of `color` is drawn with. */
function chipTextColor(color: string): string {
  const html = renderStatic(<LabelChip label={{ id: 1, name: 'Robot reading', color }} />);
  return /<a [^>]*style="[^"]*(?:^|;)color:(#[0-9a-f]{6})/i.exec(html)?.[1] ?? '';
}

describe('a label chip', () => {
  it('writes its name in black or white, whichever reads at AA contrast on the label’s colour', () => {
    // #228be6 (the first palette colour): white would be 3.55:1.
    for (const color of ['#228be6', '#e64980', '#fab005', '#12b886', '#1c7ed6', '#343a40']) {
      const text = chipTextColor(color);
      expect(text, color).toMatch(/^#(000000|ffffff)$/);
      expect(contrastRatio(text, color), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

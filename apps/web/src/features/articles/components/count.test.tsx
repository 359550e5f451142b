import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { formatExactCount } from '../format';
import { Count } from './count';

describe('Count', () => {
  it('abbreviates counts of 100 or more with a plus and keeps the exact number as the title', () => {
    const html = renderStatic(<Count value={12_345} />);
    expect(textOf(html)).toBe('12k+');
    expect(html).toContain('title="12,345"');
    expect(textOf(renderStatic(<Count value={100} />))).toBe('100+');
  });

  it('shows a count below 100 as it is, with no title', () => {
    const html = renderStatic(<Count value={99} />);
    expect(textOf(html)).toBe('99');
    expect(html).not.toContain('title=');
  });

  it('takes another format, with a title only where it differs from the exact count', () => {
    const html = renderStatic(<Count value={1234} format={formatExactCount} />);
    expect(textOf(html)).toBe('1,234');
    expect(html).not.toContain('title=');
  });
});

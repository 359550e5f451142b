import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { UNKNOWN_CITATIONS_EXPLANATION, formatCount, knownCountLabel } from '../format';
import { KnownCount } from './known-count';

describe('KnownCount', () => {
  it('formats a known count, 0 included', () => {
    expect(textOf(renderStatic(<KnownCount value={1234} />))).toBe('1,234');
    expect(textOf(renderStatic(<KnownCount value={1234} format={formatCount} />))).toBe('1.2k+');
    expect(textOf(renderStatic(<KnownCount value={0} />))).toBe('0');
  });

  it('carries the exact count as its title when the format abbreviates it', () => {
    const html = renderStatic(<KnownCount value={1234} format={formatCount} />);
    expect(html).toContain('title="1,234"');
    expect(renderStatic(<KnownCount value={99} format={formatCount} />)).not.toContain('title=');
  });

  it('reads "unknown" with the reason as its title for null', () => {
    const html = renderStatic(<KnownCount value={null} />);
    expect(textOf(html)).toBe('unknown');
    expect(html).toContain(`title="${UNKNOWN_CITATIONS_EXPLANATION}"`);
  });
});

describe('knownCountLabel', () => {
  it('puts a known count before its noun and "unknown" after it', () => {
    expect(knownCountLabel(1204, 'citations')).toBe('1,204 citations');
    expect(knownCountLabel(0, 'citations')).toBe('0 citations');
    expect(knownCountLabel(null, 'citations')).toBe('citations unknown');
  });
});

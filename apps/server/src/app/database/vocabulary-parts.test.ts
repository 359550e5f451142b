import { describe, expect, it } from 'vitest';
import { vocabularyParts } from './vocabulary-parts';

describe('vocabularyParts', () => {
  it('cuts after whole lines near the size and joins back to the table', () => {
    const table = Array.from({ length: 200 }, (_, i) => `${i}\tterm ${'x'.repeat(i % 13)}`).join('\n');
    const parts = vocabularyParts(table, 100);
    expect(parts.join('')).toBe(table);
    expect(parts.length).toBeGreaterThan(20);
    for (const part of parts.slice(0, -1)) {
      expect(part.endsWith('\n')).toBe(true);
      expect(part.length).toBeGreaterThanOrEqual(100);
      // At most one line past the size.
      expect(part.slice(0, -1).lastIndexOf('\n')).toBeLessThan(100);
    }
  });

  it('keeps a line longer than a part whole, and an empty table as one empty part', () => {
    const long = `7\t${'y'.repeat(500)}`;
    expect(vocabularyParts(`1\ta\n${long}\n2\tb`, 10)).toEqual([`1\ta\n${long}\n`, '2\tb']);
    expect(vocabularyParts(long, 10)).toEqual([long]);
    expect(vocabularyParts('', 10)).toEqual(['']);
    expect(vocabularyParts('1\ta', 10)).toEqual(['1\ta']);
  });
});

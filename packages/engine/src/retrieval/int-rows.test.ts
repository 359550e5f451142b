import { describe, expect, it } from 'vitest';
import { IntRows } from './int-rows';

describe('IntRows', () => {
  it('maps ids to rows, zero and negative ids included, and answers undefined for others', () => {
    const rows = new IntRows(4);
    const ids = [0, 7, -3, 2147483647, 123456];
    ids.forEach((id, row) => rows.set(id, row));
    ids.forEach((id, row) => expect(rows.get(id)).toBe(row));
    expect(rows.get(8)).toBeUndefined();
    expect(rows.size).toBe(ids.length);
    rows.set(7, 40);
    expect(rows.get(7)).toBe(40);
    expect(rows.size).toBe(ids.length);
  });

  it('grows past the size it was made for without losing a row', () => {
    const rows = new IntRows(1);
    for (let id = 0; id < 10_000; id++) rows.set(id * 31, id);
    expect(rows.size).toBe(10_000);
    for (let id = 0; id < 10_000; id++) expect(rows.get(id * 31)).toBe(id);
    expect(rows.get(1)).toBeUndefined();
  });

  it('refuses an id that is not a 32-bit integer', () => {
    const rows = new IntRows();
    expect(() => rows.set(1.5, 0)).toThrow(RangeError);
    expect(() => rows.set(2 ** 31, 0)).toThrow(RangeError);
    expect(() => rows.set(-(2 ** 31), 0)).toThrow(RangeError);
  });
});

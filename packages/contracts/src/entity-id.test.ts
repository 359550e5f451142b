import { describe, expect, it } from 'vitest';
import { entityIdSchema, MAX_ENTITY_ID } from './articles.contract';

describe('entityIdSchema', () => {
  it('takes positive whole numbers, as numbers or written in digits', () => {
    expect(entityIdSchema.parse('12')).toBe(12);
    expect(entityIdSchema.parse(12)).toBe(12);
    expect(entityIdSchema.parse(String(MAX_ENTITY_ID))).toBe(MAX_ENTITY_ID);
  });

  it('refuses what Number() would read but is not written as an id (walk 14: "1e3" was proposal 1000)', () => {
    for (const text of ['1e3', '0x1F', '1.0', ' 7', '7 ', '+7', '', 'abc', '-1', '0', String(MAX_ENTITY_ID + 1)]) {
      const result = entityIdSchema.safeParse(text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toBe('Invalid id.');
    }
    expect(entityIdSchema.safeParse(1.5).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { authorArticlesQuerySchema, genderLabel, setGenderQuerySchema } from '@sciscope/contracts';
import { academicAge } from '@sciscope/engine';

describe('author rules', () => {
  it('counts academic age in years including the first one (the engine definition), at least 1', () => {
    expect(academicAge({ firstYear: 2015, currentYear: 2025 })).toBe(11);
    expect(academicAge({ firstYear: 2025, currentYear: 2025 })).toBe(1);
    expect(academicAge({ firstYear: 2030, currentYear: 2025 })).toBe(1);
    expect(academicAge({ firstYear: null, currentYear: 2025 })).toBeNull();
  });

  it('labels gender values with the thresholds of the spec', () => {
    expect([-100, -80, -79, -20, -19, 0, 19, 20, 79, 80, 100].map(genderLabel)).toEqual([
      'F',
      'F',
      'f',
      'f',
      '?',
      '?',
      '?',
      'm',
      'm',
      'M',
      'M',
    ]);
  });

  it('reads the set-gender parameter as -100, 100 or null', () => {
    expect(setGenderQuerySchema.parse({ gender: '-100' })).toEqual({ gender: -100 });
    expect(setGenderQuerySchema.parse({ gender: '100' })).toEqual({ gender: 100 });
    expect(setGenderQuerySchema.parse({ gender: '' })).toEqual({ gender: null });
    expect(setGenderQuerySchema.parse({ gender: 'null' })).toEqual({ gender: null });
    expect(setGenderQuerySchema.safeParse({ gender: '50' }).success).toBe(false);
    expect(setGenderQuerySchema.safeParse({}).success).toBe(false);
  });

  it('parses the article-list query with defaults and a deduplicated concept list', () => {
    expect(authorArticlesQuerySchema.parse({})).toEqual({ sort: 'date', concepts: [], offset: 0 });
    expect(authorArticlesQuerySchema.parse({ sort: 'citations', concepts: '3, 1,3', offset: '40' })).toEqual({
      sort: 'citations',
      concepts: [3, 1],
      offset: 40,
    });
    expect(authorArticlesQuerySchema.parse({ concepts: ['4', '5'] }).concepts).toEqual([4, 5]);
    const tooMany = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect(authorArticlesQuerySchema.safeParse({ concepts: tooMany }).error?.issues[0]?.message).toBe(
      'At most 20 concepts can be combined.',
    );
  });
});

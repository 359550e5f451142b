import { describe, expect, it } from 'vitest';
import { contentTokens } from './affinity-text';

const porterStem = (word: string): string | null => contentTokens(word, 'porter')[0] ?? null;

describe('the porter stemmer of affinity text', () => {
  it('strips plurals and past/progressive forms as in Porter (1980) step 1', () => {
    expect(porterStem('caresses')).toBe('caress');
    expect(porterStem('ponies')).toBe('poni');
    expect(porterStem('agreed')).toBe('agre');
    expect(porterStem('plastered')).toBe('plaster');
    expect(porterStem('hopping')).toBe('hop');
    expect(porterStem('filing')).toBe('file');
    expect(porterStem('falling')).toBe('fall');
    expect(porterStem('happy')).toBe('happi');
  });

  it('conflates derivational suffixes (steps 2 to 5)', () => {
    expect(porterStem('relational')).toBe('relat');
    expect(porterStem('conditional')).toBe('condit');
    expect(porterStem('generalization')).toBe('gener');
    expect(porterStem('optimization')).toBe('optim');
    expect(porterStem('hopeful')).toBe('hope');
    expect(porterStem('goodness')).toBe('good');
    expect(porterStem('adjustment')).toBe('adjust');
    expect(porterStem('controll')).toBe('control');
  });

  it('leaves short words and words without a vowel before the suffix alone', () => {
    expect(porterStem('sky')).toBe('sky');
    expect(porterStem('sing')).toBe('sing');
    expect(porterStem('feed')).toBe('feed');
  });
});

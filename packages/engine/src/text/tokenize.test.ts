import { describe, expect, it } from 'vitest';
import { ENGLISH_STOP_WORDS, isStopWord } from './stop-words';
import {
  TOKEN_ABBREVIATION,
  TOKEN_ACRONYM,
  TOKEN_BREAK_BEFORE,
  TOKEN_JOINED_BEFORE,
  tokenize,
  tokenTerms,
} from './tokenize';

/** Surfaces of the tokens that carry `flag`. */
function flagged(text: string, flag: number): string[] {
  const tokens = tokenize(text);
  return tokens.surfaces.filter((_, i) => ((tokens.flags[i] as number) & flag) !== 0);
}

describe('tokenize', () => {
  it('splits on non-alphanumerics and keeps letter-digit tokens whole', () => {
    const tokens = tokenize('3D X-ray imaging, v2.');
    expect(tokens.count).toBe(5);
    expect(tokens.surfaces).toEqual(['3D', 'X', 'ray', 'imaging', 'v2']);
    expect(tokens.terms).toEqual(['3d', 'x', 'ray', 'imaging', 'v2']);
  });

  it('gives offsets into the original text', () => {
    const text = 'Deep  neural-networks!';
    const tokens = tokenize(text);
    const spans = tokens.terms.map((_, i) => text.slice(tokens.starts[i], tokens.ends[i]));
    expect(spans).toEqual(['Deep', 'neural', 'networks']);
    expect(Array.from(tokens.starts.subarray(0, tokens.count))).toEqual([0, 6, 13]);
  });

  it('normalises inflection so plural and singular give the same terms', () => {
    expect(tokenTerms('Neural Networks')).toEqual(tokenTerms('neural network'));
  });

  it('drops a possessive s after an apostrophe', () => {
    expect(tokenTerms("the model's output and Bayes\u2019s rule")).toEqual([
      'the',
      'model',
      'output',
      'and',
      'baye',
      'rule',
    ]);
  });

  it('keeps a lone s that is not possessive', () => {
    expect(tokenTerms('s and t')).toEqual(['s', 'and', 't']);
  });

  it('folds diacritics, including decomposed ones, and keeps offsets of the original', () => {
    const text = 'cafe\u0301 Gödel';
    const tokens = tokenize(text);
    expect(tokens.surfaces).toEqual(['cafe', 'Godel']);
    expect(tokens.ends[0]).toBe(5);
    expect(tokens.starts[1]).toBe(6);
  });

  it('splits a folded compatibility character into pieces sharing the original offsets', () => {
    const tokens = tokenize('a ½ b');
    expect(tokens.surfaces).toEqual(['a', '1', '2', 'b']);
    expect(tokens.starts[1]).toBe(2);
    expect(tokens.starts[2]).toBe(2);
    expect(tokens.ends[2]).toBe(3);
  });

  it('reads letters outside the basic plane and skips symbols there', () => {
    const text = '\u{1D431}-vector \u{1F600} model';
    const tokens = tokenize(text);
    expect(tokens.surfaces).toEqual(['x', 'vector', 'model']);
    expect(text.slice(tokens.starts[0], tokens.ends[0])).toBe('\u{1D431}');
    expect(tokens.starts[2]).toBe(text.indexOf('model'));
  });

  it('returns no tokens for text without letters or digits', () => {
    expect(tokenize(' -- ; ').count).toBe(0);
    expect(tokenize('').count).toBe(0);
  });

  it('handles more tokens than its initial buffer estimate', () => {
    const tokens = tokenize('½ ½ ½ ½ ½ ½');
    expect(tokens.count).toBe(12);
    expect(tokens.terms.join('')).toBe('121212121212');
    expect(tokens.starts[11]).toBe(10);
  });
});

describe('tokenize: abbreviations, punctuation and acronyms', () => {
  it('keeps dotted abbreviations whole and flags them', () => {
    const tokens = tokenize('Nets, i.e. CNNs (e.g. ResNet), in the U.S. and w.r.t. cost, i.e without stop.');
    expect(
      flagged('Nets, i.e. CNNs (e.g. ResNet), in the U.S. and w.r.t. cost, i.e without stop.', TOKEN_ABBREVIATION),
    ).toEqual(['i.e.', 'e.g.', 'U.S.', 'w.r.t.', 'i.e']);
    expect(tokens.terms).toContain('i.e.');
    expect(tokens.terms).not.toContain('ie');
  });

  it('flags both words of "et al." and keeps its period', () => {
    const tokens = tokenize('Smith et al. (2020) found');
    expect(tokens.surfaces).toEqual(['Smith', 'et', 'al.', '2020', 'found']);
    expect(flagged('Smith et al. (2020) found', TOKEN_ABBREVIATION)).toEqual(['et', 'al.']);
  });

  it('flags a lower-case word whose period does not end the sentence', () => {
    expect(flagged('see cf. the survey, apples vs. pears, tools etc., and the end. Next', TOKEN_ABBREVIATION)).toEqual([
      'cf.',
      'vs.',
      'etc.',
    ]);
  });

  it('does not take a single letter and a full stop for an abbreviation', () => {
    expect(flagged('We use vitamin A. Then it.', TOKEN_ABBREVIATION)).toEqual([]);
  });

  it('records punctuation and joints between tokens', () => {
    expect(flagged('deep learning, state-of-the-art (models) 802.11', TOKEN_BREAK_BEFORE)).toEqual([
      'deep',
      'state',
      'models',
      '802',
      '11',
    ]);
    expect(flagged('state-of-the-art and/or x ray', TOKEN_JOINED_BEFORE)).toEqual(['of', 'the', 'art', 'or']);
  });

  it('flags short acronyms, but not in lines written in capitals throughout', () => {
    expect(flagged('The MARS rover and SR images, CNNs and IEEE, not NASDAQ or Mars', TOKEN_ACRONYM)).toEqual([
      'MARS',
      'SR',
      'CNNs',
      'IEEE',
    ]);
    expect(flagged('A MISSION TO MARS\nThe MARS rover', TOKEN_ACRONYM)).toEqual(['MARS']);
  });
});

describe('stop words', () => {
  it('contains function words in raw and normalised form', () => {
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('its')).toBe(true);
    expect(ENGLISH_STOP_WORDS.has('were')).toBe(true);
    for (const term of tokenTerms('These were their own')) expect(isStopWord(term)).toBe(true);
  });

  it('does not contain topic words', () => {
    expect(isStopWord('network')).toBe(false);
    expect(isStopWord('learning')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { nameBlockKey, parseAuthorName } from './name-key';
import {
  authorQuerySpellings,
  authorsSearchText,
  matchTypedName,
  nameSearchWords,
  nameWordStarts,
  typedWordPrefixes,
} from './name-search';

const words = (text: string) => nameSearchWords(text);
const word = (text: string) => {
  const [only] = nameSearchWords(text);
  if (!only) throw new Error(`no word in ${text}`);
  return only;
};

describe('nameSearchWords', () => {
  it('folds diacritics and special letters and joins written-out umlauts in the key form', () => {
    expect(words('Bernhard Schölkopf')).toEqual([
      { folded: 'bernhard', key: 'bernhard' },
      { folded: 'scholkopf', key: 'scholkopf' },
    ]);
    expect(word('Schoelkopf')).toEqual({ folded: 'schoelkopf', key: 'scholkopf' });
    expect(word('Gauß')).toEqual({ folded: 'gauss', key: 'gauss' });
    expect(word('Mueller').key).toBe(word('Müller').key);
    expect(words('Klaus-Robert Müller').map((w) => w.folded)).toEqual(['klaus', 'robert', 'muller']);
  });

  it('holds surnames in the form of the name keys, so that a typed word meets the stored key', () => {
    for (const name of ['Bernhard Schölkopf', 'Bernhard Schoelkopf', 'Bernhard Scholkopf']) {
      expect(parseAuthorName(name).last).toBe(word('Schoelkopf').key);
    }
    expect(nameBlockKey('Carl Friedrich Gauß')).toBe(`${word('Gauss').key}_c`);
  });
});

const half = { halfTyped: true };
const whole = { halfTyped: false };

describe('typedWordPrefixes', () => {
  it('also looks a half-typed umlaut up without its "e"', () => {
    expect(typedWordPrefixes(word('Schoe'), half)).toEqual(['schoe', 'scho']);
    expect(typedWordPrefixes(word('Schue'), half)).toEqual(['schue', 'schu']);
    expect(typedWordPrefixes(word('Schoe'), whole)).toEqual(['schoe']);
    expect(typedWordPrefixes(word('Schoel'), half)).toEqual(['schol']);
    expect(typedWordPrefixes(word('Gauss'), half)).toEqual(['gauss']);
  });

  it('takes short words and pinyin finals as typed', () => {
    for (const name of ['Joe', 'Jae', 'Xue', 'Zhixue', 'Yajue']) {
      expect(typedWordPrefixes(word(name), half), name).toEqual([word(name).key]);
    }
  });
});

describe('nameWordStarts', () => {
  it('lets Schölkopf, Scholkopf and Schoelkopf find each other, whole or half typed', () => {
    const spellings = ['Schölkopf', 'Scholkopf', 'Schoelkopf'];
    for (const typed of spellings) {
      for (const stored of spellings) {
        expect(nameWordStarts(word(typed), word(stored), whole), `${typed} / ${stored}`).toBe(true);
      }
    }
    for (const typed of ['Schö', 'Schoe', 'Schoel', 'Schol', 'Schölk']) {
      for (const stored of spellings) {
        expect(nameWordStarts(word(typed), word(stored), half), `${typed} / ${stored}`).toBe(true);
      }
    }
  });

  it('meets Müller and Mueller, Gauß and Gauss, Jürgen and Juergen, Zoë and Zoe, René and Rene', () => {
    const pairs = [
      ['Müller', 'Mueller'],
      ['Gauß', 'Gauss'],
      ['Jürgen', 'Juergen'],
      ['Zoë', 'Zoe'],
      ['René', 'Rene'],
      ['Schäfer', 'Schaefer'],
    ] as const;
    for (const [a, b] of pairs) {
      expect(nameWordStarts(word(a), word(b), whole), `${a} / ${b}`).toBe(true);
      expect(nameWordStarts(word(b), word(a), whole), `${b} / ${a}`).toBe(true);
    }
  });

  it('does not find other names', () => {
    expect(nameWordStarts(word('Schölkopf'), word('Scholz'), half)).toBe(false);
    expect(nameWordStarts(word('Müller'), word('Miller'), half)).toBe(false);
    expect(nameWordStarts(word('Gauss'), word('Gaus'), half)).toBe(false);
    // Pinyin, Korean and English names keep their e, even while typed.
    expect(nameWordStarts(word('Xue'), word('Xu'), half)).toBe(false);
    expect(nameWordStarts(word('Jae'), word('Jan'), half)).toBe(false);
    expect(nameWordStarts(word('Joe'), word('John'), half)).toBe(false);
    expect(nameWordStarts(word('Rodriguez'), word('Rodriguz'), half)).toBe(false);
  });
});

describe('matchTypedName', () => {
  it('ranks the same folded spelling before a written-out one, and a prefix last', () => {
    const typed = words('Bernhard Schölkopf');
    expect(matchTypedName(typed, words('Bernhard Schölkopf'))).toBe('exact');
    expect(matchTypedName(typed, words('Bernhard Scholkopf'))).toBe('exact');
    expect(matchTypedName(typed, words('Bernhard Schoelkopf'))).toBe('spelling');
    expect(matchTypedName(words('B Schoelk'), words('Bernhard Schölkopf'))).toBe('prefix');
    expect(matchTypedName(words('Bernhard Scholz'), words('Bernhard Schölkopf'))).toBe('none');
    expect(matchTypedName(words('Carl Gauss'), words('Carl Friedrich Gauß'))).toBe('prefix');
    expect(matchTypedName(words('Carl Friedrich Gauss'), words('Carl Friedrich Gauß'))).toBe('exact');
    expect(matchTypedName([], words('Carl Friedrich Gauß'))).toBe('none');
  });
});

describe('authorQuerySpellings', () => {
  it('looks a name typed with an umlaut up folded and written out, any other as typed, folded', () => {
    expect(authorQuerySpellings('Bernhard Schölkopf')).toEqual(['bernhard scholkopf', 'bernhard schoelkopf']);
    expect(authorQuerySpellings('BERNHARD SCHÖLKOPF')).toEqual(['bernhard scholkopf', 'bernhard schoelkopf']);
    expect(authorQuerySpellings('Scholkopf')).toEqual(['scholkopf']);
    expect(authorQuerySpellings('Schoelkopf')).toEqual(['schoelkopf']);
    expect(authorQuerySpellings('Carl Friedrich Gauß')).toEqual(['carl friedrich gauss']);
    expect(authorQuerySpellings('B. Schölkopf')).toEqual(['b scholkopf', 'b schoelkopf']);
    expect(authorQuerySpellings('José')).toEqual(['jose']);
  });

  it('keeps names with a written-out "e" apart from the names without it', () => {
    expect(authorQuerySpellings('Michael')).toEqual(['michael']);
    expect(authorQuerySpellings('Michal')).toEqual(['michal']);
    expect(authorQuerySpellings('Joel Noel')).toEqual(['joel noel']);
  });

  it('gives Hangul back as syllables, not as the jamo folding decomposes it into', () => {
    expect(authorQuerySpellings('김민수')).toEqual(['김민수']);
  });
});

describe('authorsSearchText', () => {
  it('holds each name as given, and a name with an umlaut also folded and written out', () => {
    expect(authorsSearchText(['Bernhard Schoelkopf', 'Alice Martin', 'Thomas Müller', 'Michael Jordan'])).toBe(
      'Bernhard Schoelkopf, Alice Martin, Thomas Müller, thomas muller, thomas mueller, Michael Jordan',
    );
  });

  it('holds a name once however often it comes, and skips empty ones', () => {
    expect(authorsSearchText(['Bernhard Schölkopf', 'B. Schölkopf', 'bernhard scholkopf', null, '  ', undefined])).toBe(
      'Bernhard Schölkopf, bernhard scholkopf, bernhard schoelkopf, B. Schölkopf, b scholkopf, b schoelkopf',
    );
    expect(authorsSearchText([])).toBe('');
  });

  it('finds every spelling of a name written with an umlaut through one of the query spellings', () => {
    const held = new Set(authorsSearchText(['Bernhard Schölkopf']).split(', '));
    for (const typed of ['Bernhard Schölkopf', 'Bernhard Scholkopf', 'Bernhard Schoelkopf'])
      expect(authorQuerySpellings(typed).some((spelling) => held.has(spelling))).toBe(true);
  });
});

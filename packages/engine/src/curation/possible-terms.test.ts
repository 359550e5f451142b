import { describe, expect, it } from 'vitest';
import { parseConceptList } from './concept-list';
import { extractPossibleTerms, scorePossibleTerm } from './possible-terms';

describe('possible terms', () => {
  const text =
    'Graph sparsifiers approximate a graph. We build spectral graph sparsifiers in nearly linear time, ' +
    'and the theory of computation explains why (see e.g. prior work).';

  it('reads n-grams without stop words at the ends, grouped by their normalised words', () => {
    const terms = extractPossibleTerms({ text });
    const byName = new Map(terms.map((t) => [t.name, t]));
    expect(byName.get('graph sparsifiers')?.tf).toBe(2);
    expect(byName.get('spectral graph sparsifiers')?.words).toBe(3);
    expect(byName.get('theory of computation')).toBeDefined();
    expect(terms.some((t) => t.name.startsWith('the ') || t.name.endsWith(' of'))).toBe(false);
    // Punctuation ends a candidate; abbreviations and short words are none.
    expect(terms.some((t) => t.name.includes('approximate a'))).toBe(false);
    expect(terms.some((t) => /\be\.g\b/.test(t.name))).toBe(false);
    expect(byName.has('we')).toBe(false);
  });

  it('leaves out what an existing literal already matches', () => {
    const start = text.indexOf('spectral graph sparsifiers');
    const terms = extractPossibleTerms({
      text,
      covered: [{ start, end: start + 'spectral graph sparsifiers'.length }],
    });
    expect(terms.find((t) => t.name === 'spectral graph sparsifiers')).toBeUndefined();
    // The first sentence's occurrence is not covered.
    expect(terms.find((t) => t.name === 'graph sparsifiers')?.tf).toBe(1);
  });

  it('scores frequent, corpus-rare phrases highest', () => {
    const rare = scorePossibleTerm({ tf: 2, df: 3, corpusSize: 1000, words: 2 });
    const common = scorePossibleTerm({ tf: 2, df: 400, corpusSize: 1000, words: 2 });
    const word = scorePossibleTerm({ tf: 2, df: 3, corpusSize: 1000, words: 1 });
    expect(rare).toBeGreaterThan(common);
    expect(rare).toBeGreaterThan(word);
    expect(scorePossibleTerm({ tf: 1, df: 1000, corpusSize: 1000, words: 1 })).toBeCloseTo(0, 5);
  });
});

describe('concept list', () => {
  it('reads one concept per line, literals split by the separators, the first the name', () => {
    const rows = parseConceptList({
      text: 'food, drugs\n\nadministration\nSVM (support vector machine)',
      separators: '.,;()',
      format: 'lines',
    });
    expect(rows).toEqual([
      {
        line: 1,
        source: 'food, drugs',
        name: 'food',
        literals: [
          { name: 'food', isAmbiguous: false },
          { name: 'drugs', isAmbiguous: false },
        ],
      },
      {
        line: 3,
        source: 'administration',
        name: 'administration',
        literals: [{ name: 'administration', isAmbiguous: false }],
      },
      {
        line: 4,
        source: 'SVM (support vector machine)',
        name: 'SVM',
        literals: [
          { name: 'SVM', isAmbiguous: true },
          { name: 'support vector machine', isAmbiguous: false },
        ],
      },
    ]);
  });

  it('reads CSV cells as literals, skipping a header', () => {
    const rows = parseConceptList({
      text: 'name,literal\n"graph, sparse",sparsifier\n',
      separators: ';',
      format: 'csv',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      line: 2,
      name: 'graph, sparse',
      literals: [{ name: 'graph, sparse' }, { name: 'sparsifier' }],
    });
  });
});

describe('possible terms across two terms', () => {
  it('never repeats a word inside a candidate', () => {
    const terms = extractPossibleTerms({ text: 'Graph contrastive learning graph contrastive learning works' });
    expect(terms.some((t) => t.name.split(' ').length !== new Set(t.key.split(' ')).size)).toBe(false);
    expect(terms.find((t) => t.name === 'graph contrastive learning')?.tf).toBe(2);
  });
});

describe('possible term scores', () => {
  it('gives the phrase bonus only to phrases the corpus repeats', () => {
    const once = scorePossibleTerm({ tf: 1, df: 1, corpusSize: 1000, words: 4 });
    expect(once).toBeCloseTo(Math.log(1001 / 2), 5);
    expect(scorePossibleTerm({ tf: 1, df: 2, corpusSize: 1000, words: 3 })).toBeCloseTo(Math.log(1001 / 3) * 2, 5);
  });
});

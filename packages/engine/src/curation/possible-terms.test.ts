import { describe, expect, it } from 'vitest';
import { parseConceptList } from './concept-list';
import { extractPossibleTerms, scorePossibleTerm, withoutNestedTerms } from './possible-terms';
import { tagWordClasses, wordClassOf } from '../text/word-classes';

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

  it('keeps punctuation out of a term: words apart only by spaces, a hyphen or a possessive', () => {
    const names = extractPossibleTerms({
      text: "We give $\\epsilon$-differential privacy to science/status graphs by Newton's method on real-world data.",
    }).map((t) => t.name);
    expect(names).toContain('differential privacy');
    expect(names).toContain("Newton's method");
    expect(names).toContain('real-world data');
    expect(names.filter((n) => /[$/\\]/.test(n))).toEqual([]);
    expect(names.some((n) => n.startsWith('epsilon '))).toBe(false);
  });

  it('drops counts and phrases that start or end with a preposition or a generic adjective', () => {
    const names = extractPossibleTerms({
      text:
        'Experiments on three real-world datasets and two benchmarks show gains across various downstream tasks ' +
        'over existing privacy-preserving methods, with one-shot learning and three-dimensional displays.',
    }).map((t) => t.name);
    expect(names.filter((n) => /^(three|two|across|various|existing) /.test(n))).toEqual([]);
    expect(names).not.toContain('three');
    expect(names).toContain('real-world datasets');
    expect(names).toContain('downstream tasks');
    expect(names).toContain('privacy-preserving methods');
    // A number word joined by a hyphen is part of a term.
    expect(names).toContain('one-shot learning');
    expect(names).toContain('three-dimensional displays');
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

describe('possible terms shaped like terms', () => {
  const text =
    'Collision-free planning for legged robots\n' +
    'Existing methods often overlook dynamic obstacles. Our planner significantly improved ' +
    'receding horizon planning and handles moving obstacles.';

  it('with word classes, holds no verb or adverb and ends in a noun', () => {
    const names = extractPossibleTerms({ text, wordClasses: tagWordClasses(text) }).map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['dynamic obstacles', 'receding horizon planning', 'moving obstacles']),
    );
    for (const junk of [
      'methods often overlook',
      'often overlook dynamic',
      'planner significantly improved',
      'handles moving obstacles',
    ]) {
      expect(names).not.toContain(junk);
    }
    // Without word classes the same runs are candidates (what the classes change).
    const plain = extractPossibleTerms({ text }).map((t) => t.name);
    expect(plain).toContain('handles moving obstacles');
  });

  it('never runs from the title into the abstract', () => {
    const names = extractPossibleTerms({ text }).map((t) => t.name);
    expect(names.some((n) => n.includes('robots existing') || n.includes('robots Existing'))).toBe(false);
    // The abstract's first words are read from its own start ("Existing", a generic adjective,
    // starts no term since D15 of walk 7; the noun after it does).
    expect(names).toContain('methods');
    expect(names).not.toContain('existing methods');
  });

  it('leaves out a term found only inside a longer one, here and in the corpus', () => {
    const terms = [
      { key: 'collis free mpc', tf: 1, df: 1 },
      { key: 'free mpc', tf: 1, df: 1 },
      { key: 'video assist thoracoscop surgeri', tf: 1, df: 1 },
      // On its own in other articles of the corpus: a term of its own.
      { key: 'thoracoscop surgeri', tf: 1, df: 4 },
      // Twice here, once inside the longer term: stands on its own.
      { key: 'mpc', tf: 2, df: 1 },
    ];
    expect(withoutNestedTerms(terms).map((t) => t.key)).toEqual([
      'collis free mpc',
      'video assist thoracoscop surgeri',
      'thoracoscop surgeri',
      'mpc',
    ]);
  });
});

describe('word classes', () => {
  it('finds the class of the word at a character offset', () => {
    const text = 'Planners often overlook dynamic obstacles.';
    const classes = tagWordClasses(text);
    expect(classes.classAt(text.indexOf('often'))).toBe('adverb');
    expect(classes.classAt(text.indexOf('overlook') + 3)).toBe('verb');
    expect(classes.classAt(text.indexOf('obstacles'))).toBe('noun');
    expect(classes.classAt(text.indexOf('dynamic'))).toBe('modifier');
    expect(classes.classAt(text.length + 5)).toBeNull();
    expect(wordClassOf(['Verb', 'Gerund'])).toBe('modifier');
    expect(wordClassOf(['Adverb', 'Adjective'])).toBe('adverb');
    expect(wordClassOf(['Verb', 'PresentTense'], 'sketches')).toBe('nounOrVerb');
    expect(wordClassOf(['Verb', 'PresentTense'], 'address')).toBe('verb');
  });
});

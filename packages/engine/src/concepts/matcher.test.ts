import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { isAmbiguousLiteralName } from './ambiguity';
import { buildConceptMatcher } from './matcher';
import { countsById, literalCountsById, makeConcept } from './test-ontology.fixture';

describe('isAmbiguousLiteralName', () => {
  it('flags names entirely in upper case and longer than one character', () => {
    expect(isAmbiguousLiteralName('ICA')).toBe(true);
    expect(isAmbiguousLiteralName('3D')).toBe(true);
    expect(isAmbiguousLiteralName('IEEE 802.11')).toBe(true);
  });

  it('does not flag mixed case, single characters or names without letters', () => {
    expect(isAmbiguousLiteralName('Ica')).toBe(false);
    expect(isAmbiguousLiteralName('A')).toBe(false);
    expect(isAmbiguousLiteralName(' X ')).toBe(false);
    expect(isAmbiguousLiteralName('2012')).toBe(false);
    expect(isAmbiguousLiteralName('x-RAY')).toBe(false);
  });
});

describe('buildConceptMatcher: matching', () => {
  const networks = makeConcept({ id: 1, literals: ['Neural networks', 'neural net'] });
  const cnn = makeConcept({ id: 2, literals: ['Convolutional neural networks'], parentIds: [1] });
  const ml = makeConcept({ id: 3, literals: ['Machine learning'] });
  const theory = makeConcept({ id: 4, literals: ['Learning theory'] });
  const svm = makeConcept({ id: 5, literals: ['Support vector machines', 'support vector'] });
  const matcher = buildConceptMatcher({ concepts: [theory, svm, networks, cnn, ml] });

  it('matches singular and plural, any case, and counts occurrences', () => {
    const match = matcher.match('A neural network and two NEURAL NETWORKS; a neural net.');
    expect(countsById(match)).toEqual({ 1: 3 });
    expect(literalCountsById(match)).toEqual({ 10: 2, 11: 1 });
  });

  it('lets the longest literal win at a position, and counts the phrase it names inside', () => {
    const match = matcher.match('Convolutional neural networks beat neural networks.');
    expect(countsById(match)).toEqual({ 1: 2, 2: 1 });
    expect(countsById(matcher.match('Convolutional neural networks.'))).toEqual({ 1: 1, 2: 1 });
  });

  it('does not match overlapping literals once the leftmost has consumed the tokens', () => {
    expect(countsById(matcher.match('machine learning theory'))).toEqual({ 3: 1 });
    expect(countsById(matcher.match('statistical learning theory'))).toEqual({ 4: 1 });
  });

  it('falls back to a shorter literal when a longer one breaks off', () => {
    expect(literalCountsById(matcher.match('support vector regression and support vector machines'))).toEqual({
      50: 1,
      51: 1,
    });
  });

  it('does not match across a word outside the literals', () => {
    expect(matcher.match('neural deep networks').conceptIds.length).toBe(0);
  });

  it('reports concept ids ascending with parallel counts', () => {
    const match = matcher.match('learning theory, support vector machines, neural networks');
    expect(Array.from(match.conceptIds)).toEqual([1, 4, 5]);
    expect(Array.from(match.conceptCounts)).toEqual([1, 1, 1]);
  });

  it('gives the same result for pre-tokenised text and reuses its buffers between calls', () => {
    const text = 'Machine learning with convolutional neural networks.';
    expect(countsById(matcher.matchTokens(tokenize(text)))).toEqual(countsById(matcher.match(text)));
    expect(countsById(matcher.match('nothing to see'))).toEqual({});
    expect(countsById(matcher.match(text))).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it('exposes its dense concept and literal indexes', () => {
    expect(Array.from(matcher.conceptIds)).toEqual([1, 2, 3, 4, 5]);
    expect(Array.from(matcher.literalIds)).toEqual([10, 11, 20, 30, 40, 50, 51]);
    expect(matcher.stats.variants).toBe(7);
  });
});

describe('buildConceptMatcher: shared and duplicate literals', () => {
  it('counts a literal shared by two concepts for both', () => {
    const acm = makeConcept({ id: 1, literals: ['Computer vision'] });
    const ieee = makeConcept({ id: 2, literals: ['Computer vision', 'machine vision'] });
    const match = buildConceptMatcher({ concepts: [acm, ieee] }).match('Computer vision.');
    expect(countsById(match)).toEqual({ 1: 1, 2: 1 });
    expect(literalCountsById(match)).toEqual({ 10: 1, 20: 1 });
  });

  it('counts a concept once per span when two of its literals normalise alike', () => {
    const concept = makeConcept({ id: 1, literals: ['Neural network', 'neural networks'] });
    const match = buildConceptMatcher({ concepts: [concept] }).match('neural networks');
    expect(countsById(match)).toEqual({ 1: 1 });
    expect(literalCountsById(match)).toEqual({ 10: 1, 11: 1 });
  });

  it('never matches basic concepts', () => {
    const basic = makeConcept({ id: 1, literals: ['Method'], basic: true });
    const matcher = buildConceptMatcher({ concepts: [basic] });
    expect(matcher.match('A new method.').conceptIds.length).toBe(0);
    expect(matcher.conceptIds.length).toBe(0);
  });
});

describe('buildConceptMatcher: ambiguous literals', () => {
  const signal = makeConcept({ id: 1, literals: ['Signal processing'] });
  const ica = makeConcept({ id: 2, literals: ['Independent component analysis', 'ICA'], parentIds: [1] });
  const ann = makeConcept({ id: 3, literals: ['Artificial neural networks', 'ANN'] });
  const cnn = makeConcept({ id: 4, literals: ['Convolutional neural networks', 'CNN'], parentIds: [3] });
  const unrelated = makeConcept({ id: 5, literals: ['Graph theory'] });
  const matcher = buildConceptMatcher({ concepts: [signal, ica, ann, cnn, unrelated] });

  it('takes the stored flag from the literal', () => {
    expect(ica.literals[1]?.isAmbiguous).toBe(true);
  });

  it('ignores an ambiguous literal without other evidence', () => {
    expect(countsById(matcher.match('We apply ICA to graph theory.'))).toEqual({ 5: 1 });
  });

  it('counts an ambiguous literal when a non-ambiguous literal of the concept is present', () => {
    const match = matcher.match('Independent component analysis (ICA). ICAs are fast.');
    expect(countsById(match)).toEqual({ 2: 3 });
    expect(literalCountsById(match)).toEqual({ 20: 1, 21: 2 });
  });

  it('matches ambiguous literals case-sensitively', () => {
    const match = matcher.match('Independent component analysis; the ica and Ica of it.');
    expect(countsById(match)).toEqual({ 2: 1 });
    expect(literalCountsById(match)).toEqual({ 20: 1 });
  });

  it('accepts a parent concept as evidence', () => {
    expect(countsById(matcher.match('Signal processing with ICA.'))).toEqual({ 1: 1, 2: 1 });
  });

  it('accepts a child concept as evidence', () => {
    expect(countsById(matcher.match('An ANN, namely convolutional neural networks.'))).toEqual({ 3: 1, 4: 1 });
  });

  it('does not accept evidence that is itself only ambiguous', () => {
    expect(countsById(matcher.match('ANN and CNN'))).toEqual({});
  });

  it('does not accept an unrelated concept as evidence', () => {
    const match = matcher.match('Graph theory and ICA.');
    expect(countsById(match)).toEqual({ 5: 1 });
    expect(literalCountsById(match)).toEqual({ 50: 1 });
  });

  it('leaves the tokens to other literals when the case of an ambiguous literal does not hold', () => {
    const itSecurity = makeConcept({
      id: 8,
      literals: ['Information security', { name: 'IT security', ambiguous: true }],
    });
    const security = makeConcept({ id: 9, literals: ['security'] });
    const local = buildConceptMatcher({ concepts: [itSecurity, security] });
    expect(countsById(local.match('it security matters'))).toEqual({ 9: 1 });
    expect(countsById(local.match('Information security and IT security'))).toEqual({ 8: 2 });
  });

  it('respects a literal whose flag was cleared by hand, still matching it only as written', () => {
    const manual = makeConcept({ id: 7, literals: [{ name: 'LIDAR', ambiguous: false }] });
    const local = buildConceptMatcher({ concepts: [manual] });
    expect(countsById(local.match('LIDAR scans'))).toEqual({ 7: 1 });
    expect(countsById(local.match('lidar scans'))).toEqual({});
  });
});

describe('buildConceptMatcher: phrases nested in a longer literal', () => {
  const rl = makeConcept({ id: 1, literals: ['Reinforcement learning'] });
  const marl = makeConcept({ id: 2, literals: ['Multi-agent reinforcement learning'], parentIds: [1] });
  const supervised = makeConcept({ id: 3, literals: ['Supervised learning'] });
  const semi = makeConcept({ id: 4, literals: ['Semi-supervised learning'] });
  const networks = makeConcept({ id: 5, literals: ['Networks'] });
  const nn = makeConcept({ id: 6, literals: ['Neural networks'] });
  const deepNn = makeConcept({ id: 7, literals: ['Deep neural networks', 'deep neural nets'] });
  const learning = makeConcept({ id: 8, literals: ['Learning systems', 'reinforcement learning agents'] });
  const matcher = buildConceptMatcher({ concepts: [rl, marl, supervised, semi, networks, nn, deepNn, learning] });

  it('counts a broader concept named inside a longer literal', () => {
    const match = matcher.match('A multi-agent reinforcement learning framework.');
    expect(countsById(match)).toEqual({ 1: 1, 2: 1 });
    // The nested occurrence is a phrase of two tokens.
    expect(Array.from(match.conceptSpanTokens)).toEqual([2, 4]);
  });

  it('never counts a single word inside a phrase', () => {
    expect(countsById(matcher.match('Deep neural networks.'))).toEqual({ 6: 1, 7: 1 });
    expect(countsById(matcher.match('Neural networks.'))).toEqual({ 6: 1 });
  });

  it('does not count a phrase that starts or ends inside a hyphenated compound', () => {
    expect(countsById(matcher.match('Semi-supervised learning of policies.'))).toEqual({ 4: 1 });
  });

  it('does not count a nested phrase for a concept the longer literal already gave', () => {
    // "reinforcement learning agents" is a literal of concept 8, and names concept 1 inside.
    expect(countsById(matcher.match('Reinforcement learning agents.'))).toEqual({ 1: 1, 8: 1 });
    const selfNested = makeConcept({ id: 9, literals: ['Learning theory', 'statistical learning theory'] });
    const own = buildConceptMatcher({ concepts: [selfNested] });
    expect(countsById(own.match('Statistical learning theory.'))).toEqual({ 9: 1 });
  });

  it('shows the nested occurrence in explain, after the span holding it', () => {
    const text = 'Multi-agent reinforcement learning.';
    expect(matcher.explain(text).map((s) => [text.slice(s.start, s.end), s.conceptId])).toEqual([
      ['Multi-agent reinforcement learning', 2],
      ['reinforcement learning', 1],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize';
import { acronymDefinitions, acronymKey, expansionAgrees } from './acronym-definitions';
import { buildConceptMatcher } from './matcher';
import { countsById, makeConcept } from './test-ontology.fixture';

/** The definitions of `text`, each expansion as its words (every word its own id here). */
function definitionsOf(text: string): Record<string, string[]> {
  const tokens = tokenize(text);
  const ids = Int32Array.from({ length: tokens.count }, (_, i) => i);
  const out: Record<string, string[]> = {};
  for (const [key, words] of acronymDefinitions(tokens, ids)) out[key] = words.map((i) => tokens.surfaces[i] as string);
  return out;
}

describe('acronymDefinitions', () => {
  it('reads an acronym in parentheses after the words whose initials spell it', () => {
    expect(definitionsOf('We propose a deep image prior (DIP) for denoising.')).toEqual({
      DIP: ['deep', 'image', 'prior'],
    });
    expect(definitionsOf('Images at high-resolution (HR) and low-resolution (LR).')).toEqual({
      HR: ['high', 'resolution'],
      LR: ['low', 'resolution'],
    });
  });

  it('skips short lower-case words unless their initial is needed, and drops a plural s', () => {
    expect(definitionsOf('The structure of the data (SD) matters.')).toEqual({ SD: ['structure', 'data'] });
    expect(definitionsOf('Simultaneous localization and mapping (SLAM) on robots.')).toEqual({
      SLAM: ['Simultaneous', 'localization', 'and', 'mapping'],
    });
    expect(definitionsOf('Two convolutional neural networks (CNNs) are trained.')).toEqual({
      CNN: ['convolutional', 'neural', 'networks'],
    });
  });

  it('needs the initials right before the parentheses, within one clause', () => {
    expect(definitionsOf('A method (DIP) for images.')).toEqual({});
    expect(definitionsOf('Deep learning. Image priors (DIP) help.')).toEqual({});
    expect(definitionsOf('We use DIP here, a deep image prior.')).toEqual({});
    // Not set off on both sides: the acronym is used, not defined.
    expect(definitionsOf('a deep image prior (DIP-based) method')).toEqual({});
  });

  it('keeps the first definition of an acronym', () => {
    expect(definitionsOf('random forest (RF) and radio frequency (RF) signals')).toEqual({
      RF: ['random', 'forest'],
    });
  });
});

describe('acronymKey and expansionAgrees', () => {
  it('drops a plural s but not the last letter of a two-letter acronym', () => {
    expect(acronymKey('CNNs')).toBe('CNN');
    expect(acronymKey('IS')).toBe('IS');
  });

  it('agrees when at least half of the expansion’s words are the concept’s', () => {
    expect(expansionAgrees([1, 2, 3], new Set([2, 3]))).toBe(true);
    expect(expansionAgrees([1, 2, 3], new Set([3]))).toBe(false);
    expect(expansionAgrees([-1, -1], new Set([1]))).toBe(false);
  });
});

describe('buildConceptMatcher: acronyms the text defines', () => {
  // The acronyms are not ambiguous here, so that they count on their own but for this rule.
  const packaging = makeConcept({ id: 1, literals: ['Electronics packaging', { name: 'DIP', ambiguous: false }] });
  const cnn = makeConcept({ id: 2, literals: ['Convolutional neural networks', { name: 'CNN', ambiguous: false }] });
  const heart = makeConcept({ id: 3, literals: ['Heart rate', { name: 'HR', ambiguous: false }] });
  const matcher = buildConceptMatcher({ concepts: [packaging, cnn, heart] });

  it('does not read a concept off an acronym the text defines as something else', () => {
    const text = 'We propose a deep image prior (DIP). DIP restores images; the DIP network is small.';
    expect(countsById(matcher.match(text))).toEqual({});
    expect(matcher.explain(text)).toEqual([]);
    expect(countsById(matcher.match('Super-resolution maps low-resolution to high-resolution (HR) images.'))).toEqual(
      {},
    );
  });

  it('keeps the concept when the text defines the acronym as the concept, or not at all', () => {
    expect(countsById(matcher.match('Convolutional neural networks (CNN) classify. The CNN is deep.'))).toEqual({
      2: 3,
    });
    // Two of the three words are the concept's ("convolution" is not "convolutional").
    expect(countsById(matcher.match('Convolution neural networks (CNN) classify. The CNN is deep.'))).toEqual({ 2: 2 });
    expect(countsById(matcher.match('The DIP package and its HR monitor.'))).toEqual({ 1: 1, 3: 1 });
  });

  it('still counts the concept’s other literals in a text that defines the acronym otherwise', () => {
    expect(countsById(matcher.match('Electronics packaging with a deep image prior (DIP).'))).toEqual({ 1: 1 });
  });

  it('reads every occurrence when the corpus statistics ask (ignoreAmbiguity)', () => {
    const all = buildConceptMatcher({ concepts: [packaging], ignoreAmbiguity: true });
    expect(countsById(all.match('We propose a deep image prior (DIP).'))).toEqual({ 1: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { createLineJoiner } from './manuscript-hyphens';

/** Joins `parts` as lines of a document whose whole text is `parts` and then `elsewhere`. */
function join(parts: string[], elsewhere: string[] = []): string {
  return createLineJoiner([...parts, ...elsewhere].map((text) => ({ text })))(parts);
}

describe('joining lines broken by a hyphen', () => {
  it('mends a word the typesetter split, and keeps a compound that broke at its own hyphen', () => {
    const text = [
      'We propose a new meth-',
      'od for inverse distance-',
      'weighted interpolation.',
      'Each weighted term decays with the distance to the sample.',
    ];
    expect(join(text.slice(0, 3), text.slice(3))).toBe(
      'We propose a new method for inverse distance-weighted interpolation.',
    );
  });

  it('keeps the hyphen when the document writes the compound with one elsewhere', () => {
    expect(join(['a self-', 'supervised model'], ['Self-supervised learning helps.'])).toBe('a self-supervised model');
  });

  it('mends the word when the document writes it joined elsewhere, even when both halves are words', () => {
    // "with" and "out" are words of the text, but so is "without".
    expect(join(['results with-', 'out labels'], ['We train without labels and find out more.'])).toBe(
      'results without labels',
    );
  });

  it("follows the document's commoner spelling when it uses both", () => {
    const elsewhere = ['Multiscale models and multiscale data.', 'One multi-scale model.'];
    expect(join(['a multi-', 'scale method'], elsewhere)).toBe('a multiscale method');
    expect(join(['a multi-', 'scale method'], [...elsewhere, 'multi-scale', 'multi-scale'])).toBe(
      'a multi-scale method',
    );
  });

  it('mends the word when its halves are not words of the document', () => {
    expect(join(['A new meth-', 'od is shown.'])).toBe('A new method is shown.');
    expect(join(['the in-', 'formation gain'], ['formation in the wild'])).toBe('the information gain');
  });

  it('does not let the broken halves vouch for themselves', () => {
    // "distance" and "weighted" occur only at the break: no evidence for a compound.
    expect(join(['inverse distance-', 'weighted sums'])).toBe('inverse distanceweighted sums');
  });

  it('keeps the hyphen before a capital or a digit, and after one letter, a digit or an acronym', () => {
    expect(join(['in non-', 'Euclidean spaces'])).toBe('in non-Euclidean spaces');
    expect(join(['during the COVID-', '19 pandemic'])).toBe('during the COVID-19 pandemic');
    expect(join(['we run k-', 'means clustering'])).toBe('we run k-means clustering');
    expect(join(['for 3D-', 'printed parts'])).toBe('for 3D-printed parts');
    expect(join(['on RNA-', 'binding proteins'])).toBe('on RNA-binding proteins');
  });

  it('judges a line set in capitals by the evidence, not by its capitals', () => {
    const elsewhere = ['The method is fast.', 'A distance and a weighted sum.'];
    expect(join(['A NEW METH-', 'OD'], elsewhere)).toBe('A NEW METHOD');
    expect(join(['INVERSE DISTANCE-', 'WEIGHTED SUMS'], elsewhere)).toBe('INVERSE DISTANCE-WEIGHTED SUMS');
  });

  it('treats a soft hyphen as a break and a non-breaking hyphen as part of the word', () => {
    expect(join(['a meth\u00ad', 'od'])).toBe('a method');
    expect(join(['a long\u2011', 'term study'])).toBe('a long\u2011term study');
  });

  it('joins with a space after a dash, before punctuation, and lines without a hyphen', () => {
    expect(join(['results -', 'see below'])).toBe('results - see below');
    expect(join(['pre-', '(processed) data'])).toBe('pre- (processed) data');
    expect(join(['first line', 'second line'])).toBe('first line second line');
    expect(join(['only one-'])).toBe('only one-');
    expect(join([])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { conceptPagePath, conceptSearchPath, truncateConceptLabel } from './concept-links';

describe('truncateConceptLabel', () => {
  it('keeps labels of up to 70 characters', () => {
    const label = 'x'.repeat(70);
    expect(truncateConceptLabel(label)).toBe(label);
  });

  it('cuts longer labels to 70 characters ending in an ellipsis', () => {
    const cut = truncateConceptLabel(`${'a'.repeat(69)}bcdef`);
    expect(cut).toBe(`${'a'.repeat(69)}…`);
    expect(Array.from(cut)).toHaveLength(70);
  });

  it('takes another limit and never splits a character made of two code units', () => {
    expect(truncateConceptLabel('neural networks', 8)).toBe('neural…');
    expect(truncateConceptLabel('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('conceptPagePath', () => {
  it('joins the id and a slug of the name', () => {
    expect(conceptPagePath(12, 'Graph theory (mathematics)')).toBe('/ontology/concept/12-Graph-theory-mathematics');
  });

  it('cuts the slug at 120 characters without a trailing hyphen', () => {
    const path = conceptPagePath(5, `${'word '.repeat(30)}`);
    const slug = path.slice('/ontology/concept/5-'.length);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('word-word')).toBe(true);
  });

  it('leaves the slug out when the name has no word characters', () => {
    expect(conceptPagePath(7, '—')).toBe('/ontology/concept/7');
  });
});

describe('conceptSearchPath', () => {
  it('searches with the c: prefix', () => {
    expect(conceptSearchPath(3)).toBe('/search/?q=c:3');
  });
});

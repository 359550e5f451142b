import { describe, expect, it } from 'vitest';
import {
  articlePath,
  authorPath,
  conceptPagePath,
  conceptSearchPath,
  cutLabel,
  journalSearchPath,
  nameSlug,
  searchQueryPath,
} from './links';

describe('cutLabel', () => {
  it('leaves a label that fits and cuts a longer one to the limit, ending in an ellipsis', () => {
    expect(cutLabel('short', 65)).toBe('short');
    expect(cutLabel('x'.repeat(65), 65)).toBe('x'.repeat(65));
    expect(cutLabel('x'.repeat(66), 65)).toBe(`${'x'.repeat(64)}…`);
    expect(Array.from(cutLabel('y'.repeat(100), 70))).toHaveLength(70);
  });

  it('counts characters, not UTF-16 units, and drops a space before the ellipsis', () => {
    expect(cutLabel('𝛼𝛽𝛾𝛿', 3)).toBe('𝛼𝛽…');
    expect(cutLabel('😀😀😀😀', 3)).toBe('😀😀…');
    expect(cutLabel('ab cd', 4)).toBe('ab…');
    expect(cutLabel('neural networks', 8)).toBe('neural…');
  });
});

describe('nameSlug', () => {
  it('turns runs of non-word characters into one hyphen and trims hyphens at the ends', () => {
    expect(nameSlug('João F. Henriques')).toBe('João-F-Henriques');
    expect(nameSlug('  O’Brien, Ann  ')).toBe('O-Brien-Ann');
    expect(nameSlug('—')).toBe('');
  });
});

describe('authorPath', () => {
  it('is /author/{id}/ followed by the name slug when there is one (spec 01 section 2)', () => {
    expect(authorPath(7, 'Ada Quinn')).toBe('/author/7/Ada-Quinn');
    expect(authorPath(7, 'João F. Henriques')).toBe('/author/7/João-F-Henriques');
    expect(authorPath(7)).toBe('/author/7/');
    expect(authorPath(7, '...')).toBe('/author/7/');
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

describe('search paths', () => {
  it('percent-encodes a free query and writes concept and journal searches with their prefixes', () => {
    expect(searchQueryPath('title:"robot grasping"')).toBe('/search/?q=title%3A%22robot%20grasping%22');
    expect(conceptSearchPath(3)).toBe('/search/?q=c:3');
    expect(journalSearchPath(42)).toBe('/search/?q=j:42');
  });
});

describe('articlePath', () => {
  it('builds /article/{id}-{slug}/ with the slug cut at 120 characters, and /article/{id}/ without a usable title', () => {
    expect(articlePath(7, 'Graph neural networks: a survey')).toBe('/article/7-Graph-neural-networks-a-survey/');
    expect(articlePath(7, '???')).toBe('/article/7/');
    expect(articlePath(7)).toBe('/article/7/');
    expect(articlePath(7, `${'a'.repeat(119)} b`)).toBe(`/article/7-${'a'.repeat(119)}/`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LOAD_MIX,
  authorPaths,
  autocompletePaths,
  createRequestMix,
  queryWords,
  searchPaths,
} from './bench-load.support';

const TITLES = [
  'Graph attention networks for molecule property prediction',
  'Reinforcement learning of robot navigation policies in crowded scenes',
  'Graph attention networks for traffic forecasting',
  'A survey of semantic segmentation with transformers',
];

describe('load bench requests', () => {
  it('takes query words of four letters or more, without stop words', () => {
    expect(queryWords('A survey of Semantic segmentation with transformers')).toEqual([
      'survey',
      'semantic',
      'segmentation',
      'transformers',
    ]);
  });

  it('builds distinct searches of neighbouring title words, some as phrases or sorted by date or citations', () => {
    const paths = searchPaths(TITLES);
    expect(new Set(paths).size).toBe(paths.length);
    const queries = paths.map((p) => Object.fromEntries(new URLSearchParams(p.split('?')[1])));
    expect(queries[0]).toEqual({ q: 'graph attention', sort: 'relevance' });
    expect(queries.some((q) => q.q!.startsWith('"'))).toBe(true);
    expect(new Set(queries.map((q) => q.sort))).toEqual(new Set(['relevance', 'date', 'citations']));
    // The third title repeats the first one's pairs: they are not asked twice.
    expect(queries.filter((q) => q.q === 'graph attention')).toHaveLength(1);
  });

  it('builds distinct autocomplete calls from title words and author names', () => {
    const paths = autocompletePaths(TITLES, ['Ada Lovelace', 'Alan Turing']);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/api/autocomplete/search-input?type=authors&query=A+Lov');
    expect(paths.some((p) => p.startsWith('/api/autocomplete/concepts?query='))).toBe(true);
    expect(paths.some((p) => p.startsWith('/api/autocomplete/search-input?type=all&query=graph+at'))).toBe(true);
  });

  it('mixes 5 searches, 3 autocomplete calls and 2 author pages in every 10 requests, each used once', () => {
    const search = Array.from({ length: 50 }, (_, i) => `/s${i}`);
    const autocomplete = Array.from({ length: 30 }, (_, i) => `/c${i}`);
    const author = authorPaths(Array.from({ length: 20 }, (_, i) => i + 1));
    const mix = createRequestMix({ search, autocomplete, author });
    expect(mix.remaining).toBe(100);
    const sent: string[] = [];
    for (let path = mix.next(); path !== null; path = mix.next()) sent.push(path);
    expect(sent).toHaveLength(100);
    expect(new Set(sent).size).toBe(100);
    const firstTen = sent.slice(0, 10);
    expect(firstTen.filter((p) => p.startsWith('/s'))).toHaveLength(LOAD_MIX.search);
    expect(firstTen.filter((p) => p.startsWith('/c'))).toHaveLength(LOAD_MIX.autocomplete);
    expect(firstTen.filter((p) => p.startsWith('/api/authors/'))).toHaveLength(LOAD_MIX.author);
    expect(author[2]).toBe('/api/authors/3/full?sort=citations');
  });
});

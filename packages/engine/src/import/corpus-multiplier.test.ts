import { describe, expect, it } from 'vitest';
import { createCorpusMultiplier, invertedIndexOf, sentencesOf, type SeedWork } from './corpus-multiplier';
import { parseOpenAlexWorkObject } from './openalex-work';

const seeds: SeedWork[] = Array.from({ length: 40 }, (_, i) => ({
  title: `Learning ${['graphs', 'robots', 'images', 'speech'][i % 4]} with ${['kernels', 'networks', 'trees'][i % 3]} number ${i}`,
  abstract: `We study problem ${i}. Our method uses ${i % 2 ? 'kernels' : 'networks'}. Results improve by ${i} percent. Code is public.`,
  year: 2010 + (i % 8),
  venue: i % 2 ? 'ICML' : 'CVPR',
  venueType: 'conference',
  citations: i * 3,
  authors: [
    { name: `Ada${i % 7} Lovelace${i % 5}`, institutions: [{ name: 'ETH Zurich', countryCode: 'CH' }] },
    { name: `Bo${i % 3} Chen${i % 11}`, institutions: [] },
  ],
}));

describe('the corpus multiplier', () => {
  it('cuts abstracts into sentences and writes OpenAlex inverted indexes', () => {
    expect(sentencesOf('We study X. It works! Does it? 3 runs.')).toEqual([
      'We study X.',
      'It works!',
      'Does it?',
      '3 runs.',
    ]);
    expect(invertedIndexOf('a b a')).toEqual({ a: [0, 2], b: [1] });
  });

  it('writes new works the importer reads, same venue, year and team size as their real work', () => {
    const multiplier = createCorpusMultiplier({ seeds });
    const generated = multiplier.work(1, 5);
    const parsed = parseOpenAlexWorkObject(generated);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.work.venue?.name).toBe('ICML');
    expect(parsed.work.year).toBe(2015);
    expect(parsed.work.authorships).toHaveLength(2);
    expect(parsed.work.abstract?.split(/(?<=\.)\s/)).toHaveLength(4);
  });

  it('never repeats a title of the corpus or of another generated work', () => {
    const multiplier = createCorpusMultiplier({ seeds });
    const titles = new Set(seeds.map((s) => s.title.toLowerCase()));
    for (let copy = 1; copy < 10; copy++) {
      for (let i = 0; i < seeds.length; i++) {
        const title = String(multiplier.work(copy, i).title).toLowerCase();
        expect(titles.has(title)).toBe(false);
        titles.add(title);
      }
    }
  });

  it('gives each real author one new identity per copy, so nobody grows with the number of copies', () => {
    const multiplier = createCorpusMultiplier({ seeds, seed: 3 });
    const first = multiplier.work(2, 0);
    expect(createCorpusMultiplier({ seeds, seed: 3 }).work(2, 0)).toEqual(first);
    const names = (copy: number, i: number) =>
      (multiplier.work(copy, i).authorships as Array<{ author: { display_name: string } }>).map(
        (a) => a.author.display_name,
      );
    // Another seed with the same first author: in one copy that person has one new name.
    const shared = seeds.findIndex((s, i) => i > 0 && s.authors[0]!.name === seeds[0]!.authors[0]!.name);
    expect(shared).toBeGreaterThan(0);
    expect(names(2, shared)[0]).toBe(names(2, 0)[0]);
    expect(names(3, 0)[0]).not.toBe(names(2, 0)[0]);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AutocompleteSearchInputResponse } from '@sciscope/contracts';
import { createCorpusFactories, useImporterNameKeys } from '../../test-support/corpus-factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

// Walk: a search for "Schölkopf" did not find the profile spelt "Schoelkopf" (nor the other way round).
describeEachDatabase('author search across spellings of one name', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const corpus = createCorpusFactories({ db: t.db });
    const names = [
      ['Bernhard Schölkopf', 145],
      ['Bernhard Schoelkopf', 12],
      ['Bernhard Scholkopf', 10],
      ['Olaf Scholz', 300],
      ['Klaus-Robert Müller', 80],
      ['Klaus Mueller', 5],
      ['Jane Miller', 400],
      ['Carl Friedrich Gauß', 40],
      ['Carl Gauss', 2],
      ['Wei Xue', 30],
      ['Wei Xu', 90],
    ] as const;
    for (const [name, articlesCount] of names) ids[name] = (await corpus.author({ name, articlesCount })).id;
    // As the importer stores them: surname and first initial, the surname's umlauts joined.
    await useImporterNameKeys(t.db);
  });
  afterAll(async () => t.close());

  const authors = async (query: string, type = 'authors') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/autocomplete/search-input?type=${type}&query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AutocompleteSearchInputResponse;
    return body.results.filter((r) => r.type === 'author').map((r) => r.value);
  };

  it('finds Schölkopf, Scholkopf and Schoelkopf by any of the three spellings, the typed one first', async () => {
    expect(await authors('Bernhard Schölkopf')).toEqual([
      'Bernhard Schölkopf',
      'Bernhard Scholkopf',
      'Bernhard Schoelkopf',
    ]);
    expect(await authors('Bernhard Schoelkopf')).toEqual([
      'Bernhard Schoelkopf',
      'Bernhard Schölkopf',
      'Bernhard Scholkopf',
    ]);
    // A surname alone is a prefix of every full name: most articles first.
    expect(await authors('scholkopf')).toEqual(['Bernhard Schölkopf', 'Bernhard Schoelkopf', 'Bernhard Scholkopf']);
    // In the search box too, and while the name is still being typed.
    expect(await authors('Schoelkopf', 'all')).toEqual([
      'Bernhard Schölkopf',
      'Bernhard Schoelkopf',
      'Bernhard Scholkopf',
    ]);
    // (A half-typed "Schoe" may still become "Schölz", which folds to "Scholz", as "Schölkopf" folds to "Scholkopf".)
    expect(await authors('Schoe')).toEqual([
      'Olaf Scholz',
      'Bernhard Schölkopf',
      'Bernhard Schoelkopf',
      'Bernhard Scholkopf',
    ]);
    expect(await authors('Schoelk')).toEqual(['Bernhard Schölkopf', 'Bernhard Schoelkopf', 'Bernhard Scholkopf']);
    expect(await authors('Bernhard Schö')).toEqual(['Bernhard Schölkopf', 'Bernhard Schoelkopf', 'Bernhard Scholkopf']);
  });

  it('finds Müller as Mueller and Gauß as Gauss, and the other way round', async () => {
    expect(await authors('Mueller')).toEqual(['Klaus-Robert Müller', 'Klaus Mueller']);
    expect(await authors('Klaus Müller')).toEqual(['Klaus Mueller', 'Klaus-Robert Müller']);
    expect(await authors('Gauss')).toEqual(['Carl Friedrich Gauß', 'Carl Gauss']);
    expect(await authors('carl friedrich gauss')).toEqual(['Carl Friedrich Gauß']);
    expect(await authors('Gauß')).toEqual(['Carl Friedrich Gauß', 'Carl Gauss']);
  });

  it('does not bring other names: Scholz, Miller, or Xu for Xue', async () => {
    expect(await authors('Schölkopf')).not.toContain('Olaf Scholz');
    expect(await authors('Müller')).not.toContain('Jane Miller');
    expect(await authors('Wei Xue')).toEqual(['Wei Xue']);
    expect(await authors('Xu')).toEqual(['Wei Xu', 'Wei Xue']);
  });
});

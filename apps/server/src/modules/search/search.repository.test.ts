import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSearchQuery, planSearchQuery, type SearchPlan } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { loadSearchFixture, type SearchFixture } from '../../test-support/search.fixture';
import { createSearchRepository } from './search.repository';

function plan(q: string): SearchPlan {
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return planSearchQuery(parsed.query);
}

describeEachDatabase('search repository', (dialect) => {
  let db: Db;
  let f: SearchFixture;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    f = await loadSearchFixture(db);
  });
  afterAll(async () => db.close());

  it('pages through date order exactly as one long page lists it, unknown years last, with the total on every page', async () => {
    const repository = createSearchRepository({ db });
    for (const q of ['learning OR network OR robot', 'network', `c:${f.conceptId('Neural network')} OR robot`]) {
      const conceptIds = [f.conceptId('Neural network')];
      const whole = await repository.searchArticleIds({
        plan: plan(q),
        sort: 'date',
        offset: 0,
        limit: 50,
        conceptIds,
      });
      expect(whole.ids.length, q).toBe(whole.total);
      for (const size of [1, 2, 3]) {
        const paged: number[] = [];
        for (let offset = 0; offset < whole.total; offset += size) {
          const page = await repository.searchArticleIds({
            plan: plan(q),
            sort: 'date',
            offset,
            limit: size,
            conceptIds,
          });
          expect(page.total, `${q} @${offset}`).toBe(whole.total);
          paged.push(...page.ids);
        }
        expect(paged, `${q} by ${size}`).toEqual(whole.ids);
      }
      const past = await repository.searchArticleIds({
        plan: plan(q),
        sort: 'date',
        offset: whole.total + 5,
        limit: 2,
        conceptIds,
      });
      expect(past).toEqual({ ids: [], total: whole.total });
    }
    const years = new Map(
      (await db.kysely.selectFrom('articles').select(['id', 'year']).execute()).map((a) => [a.id, a.year]),
    );
    const whole = await repository.searchArticleIds({
      plan: plan('learning OR network OR robot'),
      sort: 'date',
      offset: 0,
      limit: 50,
      conceptIds: [],
    });
    const listed = whole.ids.map((id) => years.get(id) ?? null);
    const known = listed.filter((y): y is number => y !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(listed.slice(known.length).every((y) => y === null)).toBe(true);
  });

  it('continues past the reranked pool in text order, with no article missing or repeated across pages', async () => {
    const repository = createSearchRepository({ db });
    const query = plan('learning OR network OR robot');
    const whole = await repository.searchArticleIds({
      plan: query,
      sort: 'relevance',
      offset: 0,
      limit: 50,
      conceptIds: [],
      pool: 3,
    });
    expect(whole.total).toBe(10 - 2); // all but W8 (no match) and W9
    const paged: number[] = [];
    for (let offset = 0; offset < whole.total; offset += 2) {
      const page = await repository.searchArticleIds({
        plan: query,
        sort: 'relevance',
        offset,
        limit: 2,
        conceptIds: [],
        pool: 3,
      });
      expect(page.total).toBe(whole.total);
      paged.push(...page.ids);
    }
    expect(paged).toEqual(whole.ids);
    expect(new Set(paged).size).toBe(whole.total);
  });

  it('lifts articles carrying the query concepts within the pool', async () => {
    const repository = createSearchRepository({ db });
    const query = plan('reinforcement OR robot');
    const plain = await repository.searchArticleIds({
      plan: query,
      sort: 'relevance',
      offset: 0,
      limit: 50,
      conceptIds: [],
    });
    const robot = f.conceptId('Robot');
    const boosted = await repository.searchArticleIds({
      plan: query,
      sort: 'relevance',
      offset: 0,
      limit: 50,
      conceptIds: [robot],
    });
    // W6 ("reinforcement" in the title, 200 citations) leads W7 ("robot" in the title, 80
    // citations) on text and citations; the query's concept Robot, carried by W7, lifts W7.
    expect(plain.ids.map(f.keyOf)).toEqual(['W2', 'W6', 'W7', 'W10']);
    expect(boosted.ids.map(f.keyOf)).toEqual(['W2', 'W7', 'W6', 'W10']);
  });

  it('finds an article by a stored identifier and nothing for an unknown one', async () => {
    const repository = createSearchRepository({ db });
    expect(
      await repository.findArticleIdByIdentifier({
        identifier: { kind: 'identifier', idKind: 'pmc', value: 'PMC5502336' },
      }),
    ).toBe(f.id('W3'));
    expect(
      await repository.findArticleIdByIdentifier({
        identifier: { kind: 'identifier', idKind: 'doi', value: '10.1/none' },
      }),
    ).toBeNull();
  });

  it('changes the ontology fingerprint when a literal is added', async () => {
    const repository = createSearchRepository({ db });
    const before = await repository.ontologyFingerprint();
    expect(await repository.ontologyFingerprint()).toBe(before);
    await db.kysely
      .insertInto('conceptLiterals')
      .values({
        conceptId: f.conceptId('Robot'),
        name: 'Robotic arm',
        nameKey: 'robotic arm',
        composite: null,
        lang: 'en',
        isAmbiguous: 0,
      })
      .execute();
    expect(await repository.ontologyFingerprint()).not.toBe(before);
  });

  it('changes the ontology fingerprint when the corpus pass flags a literal, blocks a context or suggests a basic concept', async () => {
    const repository = createSearchRepository({ db });
    const literals = await db.kysely.selectFrom('conceptLiterals').select('id').orderBy('id').limit(2).execute();
    const [a, b] = literals.map((l) => l.id);
    const seen = new Set([await repository.ontologyFingerprint()]);
    const step = async (change: () => Promise<unknown>) => {
      await change();
      const fingerprint = await repository.ontologyFingerprint();
      expect(seen.has(fingerprint)).toBe(false);
      seen.add(fingerprint);
    };
    const literal = (id: number, set: { isAmbiguous?: 0 | 1; blockedContexts?: string | null }) => () =>
      db.kysely.updateTable('conceptLiterals').set(set).where('id', '=', id).execute();
    await step(literal(a!, { isAmbiguous: 1 }));
    // One flag cleared and another set: the same count of flags, another fingerprint.
    await step(async () => {
      await literal(a!, { isAmbiguous: 0 })();
      await literal(b!, { isAmbiguous: 1 })();
    });
    await step(literal(b!, { blockedContexts: JSON.stringify([{ before: '', after: 'slam' }]) }));
    await step(() =>
      db.kysely.updateTable('concepts').set({ basicSuggested: 1 }).where('id', '=', f.conceptId('Robot')).execute(),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchSort } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { createTestDb } from '../../test-support/test-db';
import { constructCases, loadSearchFixture, type SearchFixture } from '../../test-support/search.fixture';
import { createAccessRepository } from '../../app/access.repository';
import { createArticlesRepository } from '../articles/articles.repository';
import { getSearchConceptMatcher } from './search-concept-matcher';
import { createSearchLimitsRepository } from './search-limits.repository';
import { createSearchRepository } from './search.repository';
import { searchArticles } from './search.usecases';

const config = { guestSearchLimit: 100_000, userSearchLimit: 100_000, secret: 'test' };

// Needs both engines at once, so it runs only where PostgreSQL is configured.
describe.skipIf(!process.env.TEST_DATABASE_URL)('search on SQLite and PostgreSQL', () => {
  const engines: Array<{ db: Db; fixture: SearchFixture }> = [];

  beforeAll(async () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const db = await createTestDb(dialect);
      engines.push({ db, fixture: await loadSearchFixture(db) });
    }
  });
  afterAll(async () => {
    for (const { db } of engines) await db.close();
  });

  async function run(engine: { db: Db; fixture: SearchFixture }, q: string, sort: SearchSort) {
    const { db } = engine;
    const result = await searchArticles({
      search: createSearchRepository({ db }),
      searchLimits: createSearchLimitsRepository({ db }),
      articles: createArticlesRepository({ db }),
      access: createAccessRepository({ db }),
      conceptMatcher: () => getSearchConceptMatcher(db),
      config,
      requester: { user: null, ip: '127.0.0.1', userAgent: 'engines test' },
      q,
      offset: 0,
      sort,
    });
    return {
      keys: result.articles.map((a) => engine.fixture.keyOf(a.id)),
      total: result.total,
      canonical: result.query.canonical,
    };
  }

  it('returns the same articles for the same queries on both engines, in every sort', async () => {
    const [sqlite, postgres] = engines as [(typeof engines)[number], (typeof engines)[number]];
    // Concept and journal ids are looked up per engine, then the queries are compared word for word.
    const queries = constructCases(sqlite.fixture).map((c) => c.q);
    expect(constructCases(postgres.fixture).map((c) => c.q)).toEqual(queries);
    queries.push('robot', 'neural', 'network', 'attention AND (protein OR translation)', 'PMC5502336');
    for (const q of queries) {
      for (const sort of ['relevance', 'date', 'citations'] as const) {
        const a = await run(sqlite, q, sort);
        const b = await run(postgres, q, sort);
        const label = `${q} (${sort})`;
        expect(a.total, label).toBe(b.total);
        expect(a.canonical, label).toBe(b.canonical);
        // Citation order is engine-independent; the others use each engine's text score for ties.
        if (sort === 'citations') expect(a.keys, label).toEqual(b.keys);
        else expect([...a.keys].sort(), label).toEqual([...b.keys].sort());
      }
    }
  });
});

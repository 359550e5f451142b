import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { defaultRefereeSettings } from '@sciscope/contracts';
import { DocumentInstitutions } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { clearApplicantArticlesCache, scoreApplicants } from '../job-postings/job-ranking';
import { documentQueries } from '../panels/panel-queries';
import { scorePeople } from '../panels/panel-scoring';
import { documentQuery, scoreOwnArticles } from './query-vector';
import { createRankingIndexHolder, type RankingIndex } from './ranking-index';
import type { RefDoc } from './ref-doc.port';
import { rankCandidates } from './referees-ranking.usecases';
import { findSimilar } from '../retrieval/similar.usecases';
import { createRefDocRegistry } from './ref-doc.registry';
import { buildRefereeCorpus, type RefereeCorpus } from './referee-corpus.repository';

describeEachDatabase('versions of one work in the corpus copy', (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => db.close());

  it('groups one title with a shared author of one year or of adjacent years at two venues, and nothing else', async () => {
    const f = createCorpusFactories({ db });
    const [iclr, icml, acml] = [
      await f.journal({ name: 'ICLR' }),
      await f.journal({ name: 'ICML' }),
      await f.journal({ name: 'ACML' }),
    ];
    const [ann, bo, cy] = [
      await f.author({ name: 'Ann' }),
      await f.author({ name: 'Bo' }),
      await f.author({ name: 'Cy' }),
    ];
    const article = (title: string, year: number, journalId: number, authors: number[]) =>
      f.article({ title, year, journalId, authors }).then((a) => a.id);
    // Versions: an ICLR submission published at ICML the same year (case and hyphens differ) …
    const sac = await article('Soft Actor-Critic: Off-Policy Learning', 2018, iclr.id, [ann.id, bo.id]);
    const sacIcml = await article('Soft actor critic: off policy learning', 2018, icml.id, [bo.id]);
    // … and one published the next year elsewhere.
    const boo = await article('A Boo(n) for Evaluating', 2018, iclr.id, [cy.id]);
    const booNext = await article('A boo(n) for evaluating', 2019, icml.id, [cy.id, ann.id]);
    // Not versions: the venue's preface each year (same venue, no authors) …
    const prefaces = [
      await article('Asian Conference on Machine Learning: Preface', 2023, acml.id, []),
      await article('Asian Conference on Machine Learning: Preface', 2024, acml.id, []),
    ];
    // … a series at one venue a year apart, by one author …
    const reports = [
      await article('Workshop report', 2021, acml.id, [ann.id]),
      await article('Workshop report', 2022, acml.id, [ann.id]),
    ];
    // … one title by two different authors the same year, and a title two years apart.
    const apart = [
      await article('Deep learning', 2020, iclr.id, [ann.id]),
      await article('Deep learning', 2020, iclr.id, [bo.id]),
      await article('Graph nets', 2016, iclr.id, [cy.id]),
      await article('Graph nets', 2018, icml.id, [cy.id]),
    ];
    const { versions } = await buildRefereeCorpus(db);
    expect(versions.workOf(sacIcml)).toBe(sac);
    expect(versions.workOf(sac)).toBe(sac);
    expect(versions.workOf(booNext)).toBe(boo);
    expect([versions.groups, versions.articles]).toEqual([2, 4]);
    for (const id of [...prefaces, ...reports, ...apart]) expect(versions.workOf(id), `article ${id}`).toBe(id);
    expect(Array.from(versions.workKeys([prefaces[0]!, sacIcml, boo])!)).toEqual([-1, sac, boo]);
    expect(versions.workKeys(apart)).toBeUndefined();
  });
});

describeEachDatabase('rankings over versions of one work', (dialect) => {
  let db: Db;
  let runtimeDir: string;
  let fx: RefereesFixture;
  let index: RankingIndex;
  let corpus: RefereeCorpus;
  let original: number;
  let version: number;
  const doc: RefDoc = {
    kind: 'proposal',
    id: 1,
    title: 'Planar graph coloring',
    abstract: 'We bound the chromatic number of planar graphs by vertex degree.',
    conceptIds: [],
    authors: [],
    corpusArticleIds: [],
    header: {},
  };

  beforeAll(async () => {
    db = await createTestDb(dialect);
    runtimeDir = mkdtempSync(join(tmpdir(), 'work-versions-'));
    fx = await buildRefereesFixture(db);
    // Eve's newest paper, also held as a preprint of the same year: two versions of one work.
    const newest = await db.kysely
      .selectFrom('articles as a')
      .innerJoin('authorships as s', 's.articleId', 'a.id')
      .select(['a.id', 'a.title', 'a.abstract', 'a.year'])
      .where('s.authorId', '=', fx.people.eve)
      .orderBy('a.year', 'desc')
      .executeTakeFirstOrThrow();
    const f = createCorpusFactories({ db });
    const preprints = await f.journal({ name: 'Graph Preprints' });
    const copy = await f.article({
      title: newest.title,
      abstract: newest.abstract,
      year: newest.year,
      journalId: preprints.id,
      authors: [fx.people.eve],
    });
    [original, version] = [newest.id, copy.id];
    index = (await createRankingIndexHolder({ db, runtimeDir, kind: 'exact' }).get())!;
    corpus = await buildRefereeCorpus(db);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });

  /** Eve scored on her own articles (a custom row), versions counted once or not. */
  const ownScore = async (settings = defaultRefereeSettings(), edge = 0, once = true) => {
    const query = await documentQuery({ db, index, doc, articleIds: [] });
    const sinceYear = settings.articles_years_limit === null ? null : 2026 - settings.articles_years_limit + 1;
    const [eve] = await scoreOwnArticles({
      db,
      index,
      query,
      authorIds: [fx.people.eve],
      sinceYear,
      settings,
      leaveOut: new Set(),
      edge,
      workOf: once ? corpus.versions.workOf : undefined,
    });
    return eve!;
  };

  it('counts the work once in the referee finder, retrieved or custom, at its best version', async () => {
    expect(corpus.versions.workOf(version)).toBe(original);
    const ranking = await rankCandidates({
      db,
      index,
      corpus,
      doc,
      settings: defaultRefereeSettings(),
      hidden: new Map(),
      customAuthorIds: [],
      customCoiAuthorIds: [],
      groupMembers: new Map(),
      referenceYear: 2026,
    });
    const eve = [...ranking.inSample, ...ranking.excluded].find((c) => c.authorId === fx.people.eve)!;
    expect(eve.isRetrieved).toBe(true);
    const listed = Array.from(eve.articleIds).filter((id) => id === original || id === version);
    expect(listed).toHaveLength(1);
    const own = await ownScore();
    expect(eve.score).toBeCloseTo(own.score, 5);
    expect(Array.from(own.articleIds).filter((id) => id === original || id === version)).toEqual(listed);
    // Counted twice, the work would have raised her score.
    expect((await ownScore(undefined, 0, false)).score).toBeGreaterThan(own.score + 1e-4);
  });

  it("leaves out the other versions of a document's own articles, as it leaves out the articles", async () => {
    expect(corpus.versions.withVersions([original]).sort((a, b) => a - b)).toEqual([original, version]);
    expect(corpus.versions.withVersions([fx.documentId])).toEqual([fx.documentId]);
    // The document is Eve's original article: its preprint copy is not evidence for it either.
    const ranking = await rankCandidates({
      db,
      index,
      corpus,
      doc: { ...doc, kind: 'article', id: original, corpusArticleIds: [original] },
      settings: defaultRefereeSettings(),
      hidden: new Map(),
      customAuthorIds: [fx.people.eve],
      customCoiAuthorIds: [],
      groupMembers: new Map(),
      referenceYear: 2026,
    });
    for (const c of [...ranking.inSample, ...ranking.excluded])
      expect(Array.from(c.articleIds), `author ${c.authorId}`).not.toContain(version);
  });

  it('lists a work held twice once in `sciscope similar`, credited to the authors of both versions', async () => {
    const texts = await db.kysely
      .selectFrom('articles')
      .select(['title', 'abstract'])
      .where('id', '=', original)
      .executeTakeFirstOrThrow();
    const found = await findSimilar({
      db,
      opened: index.opened,
      model: index.model,
      document: { title: texts.title, abstract: texts.abstract ?? '' },
    });
    const ids = found.articles.map((a) => a.id);
    expect(ids.filter((id) => id === original || id === version)).toHaveLength(1);
    const eve = found.authors.find((a) => a.id === fx.people.eve)!;
    expect(eve.articles.filter((a) => a.id === original || a.id === version)).toHaveLength(1);
  });

  it('counts the work once in panel and applicant scores, as for a custom author', async () => {
    const settings = defaultRefereeSettings();
    const [query] = await documentQueries({ db, index }, [{ doc }]);
    const [row] = await scorePeople({
      ctx: { db, index, corpus, registry: createRefDocRegistry([]), referenceYear: 2026, settings },
      authorIds: [fx.people.eve],
      documents: [{ subpanelId: 1, docKind: 'proposal', docId: 1 }],
      queries: [{ query: query!, edge: 0 }],
      sides: [{ authorIds: new Set(), coauthors: new Map(), institutions: new DocumentInstitutions() }],
      subpanelIds: [1],
    });
    expect(row!.documentScores[0]).toBeCloseTo((await ownScore(settings)).score, 5);

    clearApplicantArticlesCache();
    const vacancy = defaultRefereeSettings('vacancy');
    const { scores } = await scoreApplicants({
      db,
      index,
      doc,
      authorIds: [fx.people.eve],
      versions: async () => corpus.versions,
    });
    const applicant = scores.get(fx.people.eve)!;
    const own = await ownScore({ ...vacancy, articles_years_limit: null }, 0);
    expect(applicant.combined).toBeCloseTo(own.score, 5);
    expect(applicant.articles.filter((a) => a.id === original || a.id === version)).toHaveLength(1);
  });
});

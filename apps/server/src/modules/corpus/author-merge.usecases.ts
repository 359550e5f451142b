import {
  buildAuthorMentions,
  compareParsedNames,
  disambiguateAuthors,
  parseAuthorName,
  sourceOfExternalId,
  authorMetricsOfArticles,
  type AuthorArticle,
  type AuthorMention,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { inCorpusTransaction } from '../claims/claims.repository';
import { createCorpusRepository } from './corpus.repository';
import { createAuthorMergeRepository } from './author-merge.repository';
import {
  loadStoredWorks,
  loadStoredWorksOfAuthors,
  sampleArticleIds,
  storedAuthorsInBlocks,
  STORED_AUTHOR_ANCHOR,
  type StoredAuthor,
} from './existing-works.repository';
import { countNameForms, loadNamePopulation } from './name-population';

/** What a merge pass did. */
export interface AuthorMergeReport {
  /** Name blocks holding authors with ids of two sources or more (the only ones where a merge is possible). */
  blocksExamined: number;
  /** People found under several profiles, and the profiles folded into another. */
  groupsMerged: number;
  authorsMerged: number;
  /** The merges, survivor first: at most the first 1,000 (for inspection). */
  merges: Array<{ survivor: number; merged: number[] }>;
  seconds: number;
}

const STORED_SOURCE = sourceOfExternalId(`${STORED_AUTHOR_ANCHOR}0`);

/** Name blocks clustered together: bounds the stored works held in memory at once. */
const BLOCKS_PER_ROUND = 400;

/**
 * Stored works sampled across the corpus and clustered along (their author lines blanked, so
 * never joined): evidence is weighed by how rare it is among the mentions clustered together,
 * and an import weighs it within a batch of a thousand works, so the pass does the same (but for
 * the name-variant pass's co-author keys, which both weigh against the whole corpus).
 */
const CONTEXT_WORKS = 1000;

/**
 * The merge pass for a corpus imported before authors could hold ids of several sources
 * (`sciscope import merge-authors`, task `corpus.merge-authors`): in every name block where
 * stored authors carry ids of different sources (an author without an id counting as the
 * source `db`: an import now lets a new id join such an author on evidence too), their stored
 * works are clustered again with their source ids as anchors (the same engine, the same id–id threshold as an import), and
 * the authors that end in one cluster are folded into the one with the most articles — its
 * authorships, ids, marks, memberships and links move to it (author-merge.repository.ts), its
 * metrics are recomputed, in one transaction per round that bumps the corpus version (so the
 * referee finder's copy and the author vectors refresh). Safe to run again: a merged corpus
 * gives no further merges, and an interrupted run resumes from the rounds not committed.
 */
export async function mergeCrossSourceAuthors({
  db,
  progress,
}: {
  db: Db;
  progress: Progress;
}): Promise<AuthorMergeReport> {
  const started = Date.now();
  const blocks = await createAuthorMergeRepository({ db }).blocksWithSeveralSources();
  const context = await loadStoredWorks({
    db,
    articleIds: await sampleArticleIds({ db, count: CONTEXT_WORKS }),
    workIdBase: 0,
  });
  const contextMentions = buildAuthorMentions({ works: context.works }).map((m) => ({
    ...m,
    name: '',
    externalId: null,
    linkedIds: [],
    workId: null,
  }));
  const report: AuthorMergeReport = {
    blocksExamined: blocks.length,
    groupsMerged: 0,
    authorsMerged: 0,
    merges: [],
    seconds: 0,
  };
  progress.start('Merging authors found under ids of several sources', blocks.length);
  for (let i = 0; i < blocks.length; i += BLOCKS_PER_ROUND) {
    await progress.checkpoint();
    const round = blocks.slice(i, i + BLOCKS_PER_ROUND);
    const authors = await storedAuthorsInBlocks({ db, blockKeys: round });
    const groups = await samePersonGroups({ db, authors, blockKeys: new Set(round), contextMentions });
    if (groups.length > 0) {
      await inCorpusTransaction(db, async (trxDb) => {
        const repo = createAuthorMergeRepository({ db: trxDb });
        for (const group of groups) {
          for (const from of group.merged) await repo.mergeInto({ from, to: group.survivor });
        }
        await recomputeAuthorMetrics({ db: trxDb, authorIds: groups.map((g) => g.survivor) });
      });
    }
    for (const group of groups) {
      report.groupsMerged++;
      report.authorsMerged += group.merged.length;
      if (report.merges.length < 1000) report.merges.push(group);
    }
    progress.increment(round.length);
    progress.count({ groupsMerged: report.groupsMerged, authorsMerged: report.authorsMerged });
  }
  progress.stop();
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/**
 * Recomputes the stored metrics of `authorIds` from their articles (each article once per
 * author), as an import batch or an applied claim does for the authors whose authorships changed.
 */
async function recomputeAuthorMetrics({ db, authorIds }: { db: Db; authorIds: number[] }): Promise<void> {
  const facts = await createCorpusRepository({ db }).authorArticleFacts(authorIds);
  const articlesOf = new Map<number, Map<number, AuthorArticle>>(authorIds.map((id) => [id, new Map()]));
  for (const row of facts) {
    articlesOf.get(row.authorId)?.set(row.id, {
      year: row.year,
      citationsCount: row.citationsCount,
      authorsCount: row.authorsCount,
      notable: row.notable === 1,
    });
  }
  await createAuthorMergeRepository({ db }).updateAuthorMetrics({
    authors: authorIds.map((id) => ({
      id,
      ...authorMetricsOfArticles({ articles: [...articlesOf.get(id)!.values()] }),
    })),
  });
}

/** Groups of stored authors (survivor: the most articles, then the lowest id) that clustering finds to be one person. */
async function samePersonGroups({
  db,
  authors,
  blockKeys,
  contextMentions,
}: {
  db: Db;
  authors: StoredAuthor[];
  blockKeys: Set<string>;
  contextMentions: AuthorMention[];
}): Promise<Array<{ survivor: number; merged: number[] }>> {
  // Only authors with a compatible name of another source can merge: the others need no works loaded.
  const byBlock = new Map<string, StoredAuthor[]>();
  for (const a of authors) byBlock.set(a.nameKey, [...(byBlock.get(a.nameKey) ?? []), a]);
  const candidates: StoredAuthor[] = [];
  for (const list of byBlock.values()) {
    const parsed = list.map((a) => parseAuthorName(a.name));
    // An author without an id is one of the importer's own clusters: the source `db`, so that
    // two of them never merge (as in an import) while one may join a person holding ids.
    const sources = list.map((a) =>
      a.externalIds.length ? new Set(a.externalIds.map(sourceOfExternalId)) : new Set([STORED_SOURCE]),
    );
    list.forEach((a, x) => {
      const partner = list.some(
        (_, y) =>
          y !== x &&
          [...sources[y]!].some((s) => !sources[x]!.has(s)) &&
          compareParsedNames(parsed[x]!, parsed[y]!) !== 'incompatible',
      );
      if (partner) candidates.push(a);
    });
  }
  if (candidates.length < 2) return [];
  const byId = new Map(candidates.map((a) => [a.id, a]));
  const stored = await loadStoredWorksOfAuthors({
    db,
    authorIds: candidates.map((a) => a.id),
    workIdBase: 0,
    anchors: 'source',
  });
  const mentions = buildAuthorMentions({ works: stored.works, keep: (name) => blockKeys.has(name.blockKey) });
  // The stored corpus already counts these names: they are read from it, nothing is added.
  const forms = countNameForms(mentions.map((m) => parseAuthorName(m.name))).map((f) => ({ ...f, mentions: 0 }));
  const clustered = [...mentions, ...contextMentions];
  // The name-variant pass weighs co-author keys against the whole corpus, as in an import.
  const keys = new Set<string>();
  for (const m of clustered) for (const key of m.coauthorKeys) keys.add(key);
  const population = await loadNamePopulation({ db, batch: forms, coauthors: { keys, batchAuthorCounts: [] } });
  const { clusterIds } = disambiguateAuthors({ mentions: clustered, population });
  const authorsOfCluster = new Map<number, Set<number>>();
  mentions.forEach((m, i) => {
    const authorId = m.externalId ? stored.authorIdOfAnchor.get(m.externalId) : undefined;
    if (authorId === undefined || !byId.has(authorId)) return;
    const set = authorsOfCluster.get(clusterIds[i]!);
    if (set) set.add(authorId);
    else authorsOfCluster.set(clusterIds[i]!, new Set([authorId]));
  });
  const groups: Array<{ survivor: number; merged: number[] }> = [];
  for (const set of authorsOfCluster.values()) {
    if (set.size < 2) continue;
    const ordered = [...set].sort((x, y) => byId.get(y)!.articlesCount - byId.get(x)!.articlesCount || x - y);
    groups.push({ survivor: ordered[0]!, merged: ordered.slice(1) });
  }
  return groups.sort((a, b) => a.survivor - b.survivor);
}

import {
  authorMetricsOfArticles,
  latestImpactFactorOfTotals,
  notableArticleFlags,
  type AuthorMetrics,
  type YearTotals,
} from '@sciscope/engine';
import type { ArticleMetricFacts, CorpusRepository } from './corpus.repository';

/** A new article's facts and its authors. */
export interface NewArticleFacts extends Omit<ArticleMetricFacts, 'notable'> {
  authorIds: ArrayLike<number>;
}

/** What a batch changes in derived metrics. */
export interface BatchMetrics {
  /** Notable flag of each new article. */
  newNotable: Map<number, number>;
  /** Stored articles whose flag changes because their venue-year gained articles. */
  notableChanges: Array<{ id: number; notable: number }>;
  impactFactors: Array<{ id: number; impactFactor: number | null }>;
  authors: Array<{ id: number } & AuthorMetrics>;
}

const groupKey = (journalId: number, year: number) => `${journalId}|${year}`;

/**
 * The metrics a batch of new articles changes, computed from what they touch only:
 * - notability is decided within a venue-year, so only the venue-years of new articles are
 *   read (their stored articles) and re-ranked;
 * - a venue's impact factor depends on its year totals, read per touched venue;
 * - an author's metrics are recomputed for the authors of new articles and of stored
 *   articles whose notable flag changed, from all their articles.
 * The result equals a whole-corpus recomputation (the periodic corpus refresh checks it).
 */
export async function computeBatchMetrics({
  corpus,
  articles,
}: {
  corpus: CorpusRepository;
  articles: NewArticleFacts[];
}): Promise<BatchMetrics> {
  const groups = new Map<string, [number, number]>();
  const venues = new Set<number>();
  for (const a of articles) {
    if (a.journalId === null) continue;
    venues.add(a.journalId);
    if (a.year !== null && a.year > 0) groups.set(groupKey(a.journalId, a.year), [a.journalId, a.year]);
  }

  // Notability of the touched venue-years, stored and new articles together.
  const stored = await corpus.articlesInVenueYears([...groups.values()]);
  const all = [...stored, ...articles];
  const flags = notableArticleFlags({
    venueIds: Int32Array.from(all, (a) => a.journalId ?? 0),
    years: Int32Array.from(all, (a) => a.year ?? 0),
    citations: Int32Array.from(all, (a) => a.citationsCount),
  });
  const notableChanges: Array<{ id: number; notable: number }> = [];
  stored.forEach((a, i) => {
    if (a.notable !== flags[i]) notableChanges.push({ id: a.id, notable: flags[i]! });
  });
  const newNotable = new Map<number, number>();
  articles.forEach((a, i) => newNotable.set(a.id, flags[stored.length + i]!));

  // Impact factors of the touched venues from their year totals.
  const totals = new Map<number, YearTotals>();
  const addTotal = (journalId: number, year: number, citations: number, n: number) => {
    let byYear = totals.get(journalId);
    if (!byYear) totals.set(journalId, (byYear = new Map()));
    const t = byYear.get(year);
    if (t) {
      t[0] += citations;
      t[1] += n;
    } else byYear.set(year, [citations, n]);
  };
  for (const t of await corpus.venueYearTotals([...venues])) addTotal(t.journalId, t.year, t.citations, t.n);
  for (const a of articles)
    if (a.journalId !== null && a.year !== null && a.year > 0 && a.citationsCount >= 0)
      addTotal(a.journalId, a.year, a.citationsCount, 1);
  const impactFactors = [...venues].map((id) => ({
    id,
    impactFactor: latestImpactFactorOfTotals(totals.get(id) ?? new Map()),
  }));

  // Authors whose metrics change: of new articles, and of stored articles whose flag changed.
  const changedNotable = new Map(notableChanges.map((c) => [c.id, c.notable]));
  const touched = new Set<number>();
  for (const a of articles) for (let i = 0; i < a.authorIds.length; i++) touched.add(a.authorIds[i]!);
  for (const id of await corpus.authorIdsOfArticles([...changedNotable.keys()])) touched.add(id);
  const articlesOf = new Map<
    number,
    Map<number, { year: number | null; citationsCount: number; authorsCount: number; notable: boolean }>
  >();
  const add = (authorId: number, a: Omit<ArticleMetricFacts, 'notable'>, notable: number) => {
    let list = articlesOf.get(authorId);
    if (!list) articlesOf.set(authorId, (list = new Map()));
    // An author listed twice on one article counts it once.
    list.set(a.id, {
      year: a.year,
      citationsCount: a.citationsCount,
      authorsCount: a.authorsCount,
      notable: notable === 1,
    });
  };
  for (const row of await corpus.authorArticleFacts([...touched]))
    add(row.authorId, row, changedNotable.get(row.id) ?? row.notable);
  for (const a of articles) {
    for (let i = 0; i < a.authorIds.length; i++) add(a.authorIds[i]!, a, newNotable.get(a.id)!);
  }
  const authors = [...touched].map((id) => ({
    id,
    ...authorMetricsOfArticles({ articles: [...(articlesOf.get(id)?.values() ?? [])] }),
  }));
  return { newNotable, notableChanges, impactFactors, authors };
}

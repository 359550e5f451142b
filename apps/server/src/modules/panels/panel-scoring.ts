/**
 * How people are scored for a panel (docs/panel-composer.md "Scores"):
 *
 * 1. each subpanel document is the referee finder's document (proposal or article), with its
 *    query (its words, else its dense vector: panel-queries.ts) and its conflict-of-interest side
 *    (conflict-side.ts);
 * 2. candidates are found per document as the referee finder finds them — the nearest articles
 *    of the lexical index, scored above the pool's edge, their authors scored by algorithm 3 —
 *    and pooled by their estimated subpanel means of those per-document scores, in panel-position
 *    order (the subpanels interleaved: engine `balancedPositions`);
 * 3. every pooled person, member or person added by id is then scored against every document
 *    by algorithm 3 over their own articles (the referee finder's custom-author scoring, for all
 *    documents at once: engine `panelAffinity`), aggregated per subpanel (`subpanelMeans`);
 * 4. every scored person is checked against every document's authors with the referee
 *    finder's COI code, and the evidence is kept.
 */
import {
  balancedPositions,
  panelAffinity,
  panelScore,
  rankByAlgorithm3,
  subpanelMeans,
  type PeopleArticles,
} from '@sciscope/engine';
import { defaultRefereeSettings, type RefereeSettings } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { AppError } from '../../app/errors';
import type { Progress } from '../../app/progress';
import {
  candidateConflicts,
  documentConflictSide,
  nameMatchOnly,
  type DocumentConflictSide,
} from '../referees/conflict-side';
import type { RankingIndex } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import type { RefDocRegistry } from '../referees/ref-doc.registry';
import type { RefereeCorpus } from '../referees/referee-corpus.repository';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { DEFAULT_NEAREST_ARTICLES, metricsOf } from '../referees/referees-ranking.usecases';
import { poolEdge, retrieveArticles, type DocumentQuery } from '../referees/query-vector';
import { panelSimilarities, type PanelQuery } from './panel-queries';
import type { ComputedDocument, PanelPersonRow, StoredConflict } from './panels.repository';

/** Articles of one person scored (newest first), as for the referee finder's custom authors. */
const PERSON_ARTICLES = 500;
/** Evidence kept per conflict. */
const EVIDENCE_PAPERS = 5;

/** What scoring reads: the database, the article index and model, the corpus copy, the documents. */
export interface PanelScoringContext {
  db: Db;
  index: RankingIndex;
  corpus: RefereeCorpus;
  registry: RefDocRegistry;
  /** The newest corpus year, capped by the calendar (the reference of every window). */
  referenceYear: number;
  /** The referee finder's defaults: top articles, years window, COI windows, big and inactive authors. */
  settings: RefereeSettings;
}

/** The settings the panel scores with (the referee finder's defaults; docs/panel-composer.md). */
export function panelScoringSettings(): RefereeSettings {
  return defaultRefereeSettings();
}

/** The reference year of the windows: the newest corpus year, capped by the calendar year. */
export async function referenceYearOf(db: Db): Promise<number> {
  const current = new Date().getUTCFullYear();
  const newest = await createRefereesFactsRepository({ db }).newestYear();
  return Math.min(current, newest ?? current);
}

/** A loaded document of the panel. */
export interface LoadedDocument {
  ref: ComputedDocument;
  doc: RefDoc;
}

/** The panel's documents as the referee finder reads them (deleted ones are left out). */
export async function loadDocuments(
  ctx: Pick<PanelScoringContext, 'db' | 'registry'>,
  refs: readonly ComputedDocument[],
  progress?: Progress,
): Promise<LoadedDocument[]> {
  const out: LoadedDocument[] = [];
  for (const ref of refs) {
    try {
      const { doc } = await ctx.registry.load({ db: ctx.db, actor: SYSTEM_ACTOR, kind: ref.docKind, id: ref.docId });
      out.push({ ref, doc });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // A document deleted since it was added: its subpanel simply has one document fewer.
    }
    progress?.increment();
  }
  return out;
}

/** Subpanel index of each document and the subpanels' ids, in order. */
export function subpanelLayout(
  documents: readonly ComputedDocument[],
  subpanelIds: readonly number[],
): { subpanelOf: Int32Array; count: number } {
  const indexOf = new Map(subpanelIds.map((id, i) => [id, i]));
  return {
    subpanelOf: Int32Array.from(documents, (d) => indexOf.get(d.subpanelId) ?? 0),
    count: subpanelIds.length,
  };
}

/**
 * Candidates found per document by retrieval and algorithm 3 (as the referee finder ranks),
 * pooled in panel-position order of their estimated subpanel scores (the subpanels
 * interleaved); big (more than `author_max_articles`) and inactive authors are left out as the
 * referee finder's defaults leave them out, and so is everyone in `exclude` (the panel's
 * document authors). Returns everyone found, best first (the caller cuts the pool: panel-pool.ts),
 * and each document's query with its pool edge.
 */
export async function findPool({
  ctx,
  docs,
  queries,
  subpanelOf,
  subpanels,
  exclude,
  progress,
}: {
  ctx: PanelScoringContext;
  docs: readonly LoadedDocument[];
  queries: readonly DocumentQuery[];
  subpanelOf: Int32Array;
  subpanels: number;
  exclude?: ReadonlySet<number>;
  progress?: Progress;
}): Promise<{ order: number[]; queries: PanelQuery[] }> {
  const { index, corpus, settings: s, referenceYear } = ctx;
  const sizes = new Int32Array(subpanels);
  for (const sp of subpanelOf) sizes[sp] = (sizes[sp] as number) + 1;
  const estimate = new Map<number, Float64Array>();
  const { offsets, authors } = corpus.byArticle;
  const authorsOf = (id: number) =>
    id < offsets.length - 1 ? authors.subarray(offsets[id], offsets[id + 1]) : undefined;
  const sinceYear = s.articles_years_limit === null ? null : referenceYear - s.articles_years_limit + 1;
  const k = s.nearest_articles_limit ?? DEFAULT_NEAREST_ARTICLES;
  const withEdges: PanelQuery[] = [];
  for (let d = 0; d < docs.length; d++) {
    const query = queries[d]!;
    const leaveOut = new Set(corpus.versions.withVersions(docs[d]!.doc.corpusArticleIds));
    const raw = k > 0 ? await retrieveArticles(index, query, k + leaveOut.size) : null;
    if (!raw) {
      withEdges.push({ query, edge: 0 });
      progress?.increment();
      continue;
    }
    const keep = Array.from(raw.ids.keys())
      .filter((i) => !leaveOut.has(raw.ids[i] as number))
      .slice(0, k);
    // Similarity above the pool's edge, as the referee finder counts it (referees-ranking.usecases.ts).
    const edge = poolEdge(
      Float32Array.from(keep, (i) => raw.scores[i] as number),
      k,
    );
    withEdges.push({ query, edge });
    const scored = rankByAlgorithm3({
      hits: {
        ids: Int32Array.from(keep, (i) => raw.ids[i] as number),
        scores: Float32Array.from(keep, (i) => Math.max(0, (raw.scores[i] as number) - edge)),
      },
      authorsOf,
      yearOf: (id) => {
        const y = corpus.articleYear[id];
        return y === undefined || y === -32768 ? null : y;
      },
      sinceYear,
      topics: null,
      topAuthorArticles: s.top_author_articles,
      workOf: corpus.versions.workOf,
    });
    const sp = subpanelOf[d] as number;
    const share = 1 / Math.max(1, sizes[sp] as number);
    for (const c of scored) {
      let row = estimate.get(c.authorId);
      if (!row) estimate.set(c.authorId, (row = new Float64Array(subpanels)));
      row[sp] = (row[sp] as number) + c.score * share;
    }
    progress?.increment();
    await progress?.checkpoint();
  }
  const inactiveBefore = s.years_of_inactivity === null ? null : referenceYear - s.years_of_inactivity;
  const kept = [...estimate.entries()].filter(([authorId]) => {
    if (exclude?.has(authorId)) return false;
    const m = metricsOf(corpus, authorId);
    if (!m) return false;
    if (s.author_max_articles !== null && m.articlesCount > s.author_max_articles) return false;
    if (inactiveBefore !== null && s.years_of_inactivity! > 0 && (m.lastYear === null || m.lastYear <= inactiveBefore))
      return false;
    return true;
  });
  // Pooled in panel-position order (subpanels interleaved), so a subpanel whose estimates run
  // higher cannot take the whole pool.
  const matrix = new Float64Array(kept.length * subpanels);
  kept.forEach(([, row], i) => matrix.set(row, i * subpanels));
  const positions = balancedPositions({
    scores: matrix,
    people: kept.length,
    subpanels,
    ids: kept.map(([authorId]) => authorId),
  });
  const order = Array.from(kept.keys())
    .sort((a, b) => (positions[a] as number) - (positions[b] as number))
    .map((i) => kept[i]![0]);
  return { order, queries: withEdges };
}

/** The document sides of the COI checks, one per document. */
export async function conflictSides(
  ctx: PanelScoringContext,
  docs: readonly LoadedDocument[],
  progress?: Progress,
): Promise<DocumentConflictSide[]> {
  const facts = createRefereesFactsRepository({ db: ctx.db });
  const out: DocumentConflictSide[] = [];
  for (const { doc } of docs) {
    out.push(await documentConflictSide({ facts, corpus: ctx.corpus, doc }));
    progress?.increment();
  }
  return out;
}

/**
 * Scores `authorIds` against the documents (`queries` in the order of `documents`, with their
 * pool edges) and checks
 * their conflicts with each document's side. Returns one row per author (source left to the caller).
 */
export async function scorePeople({
  ctx,
  authorIds,
  documents,
  queries,
  sides,
  subpanelIds,
}: {
  ctx: PanelScoringContext;
  authorIds: readonly number[];
  documents: readonly ComputedDocument[];
  queries: readonly PanelQuery[];
  sides: readonly DocumentConflictSide[];
  subpanelIds: readonly number[];
}): Promise<Array<Omit<PanelPersonRow, 'source'>>> {
  const { db, index, corpus, settings: s, referenceYear } = ctx;
  const facts = createRefereesFactsRepository({ db });
  const documentArticles = new Set(
    corpus.versions.withVersions(documents.filter((d) => d.docKind === 'article').map((d) => d.docId)),
  );
  const articlesOf = new Map<number, number[]>();
  const yearOf = new Map<number, number | null>();
  for (const r of await facts.articlesOfAuthors(authorIds)) {
    if (documentArticles.has(r.articleId)) continue;
    const list = articlesOf.get(r.authorId) ?? [];
    if (list.length < PERSON_ARTICLES) list.push(r.articleId);
    articlesOf.set(r.authorId, list);
    yearOf.set(r.articleId, r.year);
  }
  const articleIds = [...yearOf.keys()];
  const slot = new Map(articleIds.map((id, i) => [id, i]));
  const people: PeopleArticles = { offsets: new Int32Array(authorIds.length + 1), articles: new Int32Array(0) };
  const flat: number[] = [];
  authorIds.forEach((authorId, p) => {
    for (const articleId of articlesOf.get(authorId) ?? []) flat.push(slot.get(articleId)!);
    people.offsets[p + 1] = flat.length;
  });
  people.articles = Int32Array.from(flat);
  const affinity = panelAffinity({
    documents: documents.length,
    similarity: await panelSimilarities({ db, index, queries, articleIds }),
    years: articleIds.map((id) => yearOf.get(id) ?? null),
    people,
    sinceYear: s.articles_years_limit === null ? null : referenceYear - s.articles_years_limit + 1,
    topAuthorArticles: s.top_author_articles,
    // A person's work held as two versions counts once, as in the referee finder.
    works: corpus.versions.workKeys(articleIds),
  });
  const D = documents.length;
  const { subpanelOf, count } = subpanelLayout(documents, subpanelIds);
  const means = subpanelMeans({ scores: affinity.scores, people: authorIds.length, subpanelOf, subpanels: count });
  return authorIds.map((authorId, p) => {
    const subpanelScores: Record<string, number> = {};
    subpanelIds.forEach((id, i) => (subpanelScores[String(id)] = means[p * count + i] as number));
    const conflicts: StoredConflict[] = [];
    sides.forEach((side, d) => {
      const c = candidateConflicts({
        side,
        corpus,
        authorId,
        referenceYear,
        coauthorshipCoiYears: s.coauthorship_coi_years,
        yearsOfAffiliation: s.years_of_affiliation,
      });
      const reasons = [
        ...(c.isDocumentAuthor ? ['document_author'] : []),
        ...(c.recentlyCoauthoredCount > 0 ? ['coauthor_coi'] : []),
        ...(c.shared.some((x) => x.isRecent) ? ['affiliation_coi'] : []),
      ];
      if (reasons.length === 0) return;
      const since = referenceYear - s.coauthorship_coi_years + 1;
      const recentPapers = c.coauthored.filter((x) => x.year !== null && x.year >= since);
      const recentShared = c.shared.filter((x) => x.isRecent);
      conflicts.push({
        d,
        reasons,
        papers: recentPapers.slice(0, EVIDENCE_PAPERS).map((x) => ({ id: x.articleId, year: x.year })),
        institutions: recentShared.map((x) => x.name),
        nameMatchOnly: nameMatchOnly({
          side,
          authorId,
          isDocumentAuthor: c.isDocumentAuthor,
          coauthored: recentPapers,
          shared: recentShared,
        }),
      });
    });
    return {
      authorId,
      score: panelScore(means.subarray(p * count, (p + 1) * count)),
      subpanelScores,
      documentScores: affinity.scores.slice(p * D, (p + 1) * D),
      conflicts,
    };
  });
}

/**
 * "The articles and the authors closest to this document", on the article index: the document
 * is vectorised with the stored model (its words; its dense embedding when only the graph is
 * open), the index returns its closest articles, and the authors
 * of those articles are ranked from them (recency and authorship position weighted as the
 * engine's expertise score does). This is the first stage of every ranking (referee finder,
 * panels, jobs): it never scores the whole corpus.
 */
import {
  DEFAULT_EXPERTISE_SCORE_CONFIG,
  articleWeight,
  embedDocument,
  groupWorkVersions,
  rankAuthorsFromHits,
  type RepresentationModel,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { OpenedArticleIndex } from './article-index.usecases';
import { createRetrievalRepository, type RetrievedAuthorship } from './retrieval.repository';
import { lexicalVector } from './lexical-article-index';

/**
 * Articles retrieved to rank authors: an author's score is the mean of their best three
 * retrieved articles, so the pool must reach well below the first page of articles.
 */
export const AUTHOR_EVIDENCE_ARTICLES = 1000;

export interface SimilarArticle {
  id: number;
  title: string;
  year: number | null;
  score: number;
}

export interface SimilarAuthor {
  id: number;
  name: string;
  score: number;
  /** The author's retrieved articles that carry the score, best first. */
  articles: Array<{ id: number; score: number }>;
}

/** Articles and authors closest to a title + abstract (the article itself left out when given). */
export async function findSimilar({
  db,
  opened,
  model,
  document,
  articles = 20,
  authors = 20,
  excludeArticleId = null,
}: {
  db: Db;
  opened: OpenedArticleIndex;
  model: RepresentationModel;
  document: { title: string; abstract: string; year?: number | null };
  articles?: number;
  authors?: number;
  excludeArticleId?: number | null;
}): Promise<{ articles: SimilarArticle[]; authors: SimilarAuthor[] }> {
  const repository = createRetrievalRepository({ db });
  const text = { title: document.title, abstract: document.abstract };
  const pool = Math.max(articles + 1, authors > 0 ? AUTHOR_EVIDENCE_ARTICLES : 0);
  // The articles' words when the lexical index is open (what the affinity benchmarks chose),
  // else the dense graph.
  const hits = opened.lexical
    ? opened.lexical.index.search(lexicalVector(model, text), pool)
    : await opened.index.search(embedDocument(model, text), pool);
  const retrieved = Array.from(hits.ids).filter((id) => id !== excludeArticleId);
  const authorships = await repository.authorshipsOf(retrieved);
  const byArticle = new Map<number, RetrievedAuthorship[]>();
  for (const a of authorships) {
    const list = byArticle.get(a.articleId);
    if (list) list.push(a);
    else byArticle.set(a.articleId, [a]);
  }
  const summaries = await repository.articleSummaries(retrieved);
  // Versions of one work (an ICLR submission also at ICML) are one hit, at the best version's
  // score, credited to the authors of every version (the rankings' rule: engine work-versions.ts).
  const { ids: grouped, works } = groupWorkVersions({
    candidates: retrieved.map((id) => ({ id, title: summaries.get(id)?.title ?? '' })),
    facts: {
      authorsOf: (id) => (byArticle.get(id) ?? []).map((a) => a.authorId),
      yearOf: (id) => summaries.get(id)?.year ?? null,
      venueOf: (id) => summaries.get(id)?.journalId ?? null,
    },
  });
  const workOf = new Map(Array.from(grouped, (id, i) => [id, works[i] as number]));
  const firstOfWork = new Map<number, number>();
  const keep: number[] = [];
  hits.ids.forEach((id, i) => {
    if (id === excludeArticleId) return;
    const work = workOf.get(id);
    const first = work === undefined ? undefined : firstOfWork.get(work);
    if (work !== undefined && first === undefined) firstOfWork.set(work, id);
    if (first === undefined) {
      keep.push(i);
      return;
    }
    const held = byArticle.get(first) ?? [];
    const heldIds = new Set(held.map((a) => a.authorId));
    byArticle.set(first, [...held, ...(byArticle.get(id) ?? []).filter((a) => !heldIds.has(a.authorId))]);
  });
  const kept = {
    ids: Int32Array.from(keep, (i) => hits.ids[i] as number),
    scores: Float32Array.from(keep, (i) => hits.scores[i] as number),
  };

  let rankedAuthors: SimilarAuthor[] = [];
  if (authors > 0 && kept.ids.length > 0) {
    const authorIds = new Map<number, Int32Array>();
    for (const [articleId, list] of byArticle)
      authorIds.set(
        articleId,
        Int32Array.from(list, (a) => a.authorId),
      );
    const referenceYear = document.year ?? new Date().getUTCFullYear();
    const { weighting, aggregation } = DEFAULT_EXPERTISE_SCORE_CONFIG;
    // The default weighting is neutral (cross-validation kept neither recency nor position):
    // then no weights are computed and the hits keep their order per author.
    const neutral = weighting.halfLifeYears === null && weighting.middleAuthorWeight === 1;
    const ranked = rankAuthorsFromHits({
      hits: kept,
      authorsOf: (id) => authorIds.get(id),
      weightOf: neutral
        ? undefined
        : (articleId, authorId) => {
            const fact = byArticle.get(articleId)?.find((a) => a.authorId === authorId);
            return fact ? articleWeight({ article: fact, referenceYear, weighting }) : 1;
          },
      aggregation,
      limit: authors,
    });
    const names = await repository.authorNames(ranked.map((r) => r.authorId));
    rankedAuthors = ranked.map((r) => ({
      id: r.authorId,
      name: names.get(r.authorId) ?? '',
      score: r.score,
      articles: Array.from(r.articleIds.subarray(0, 3), (id, i) => ({ id, score: r.articleScores[i] as number })),
    }));
  }

  const topIds = Array.from(kept.ids.subarray(0, articles));
  return {
    articles: topIds.map((id, i) => ({
      id,
      title: summaries.get(id)?.title ?? '',
      year: summaries.get(id)?.year ?? null,
      score: kept.scores[i] as number,
    })),
    authors: rankedAuthors,
  };
}

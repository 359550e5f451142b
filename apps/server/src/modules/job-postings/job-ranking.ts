/**
 * The applicants of a vacancy ranked by the similarity of their published work to it (engine
 * `rankApplicants`: the referee finder's algorithm 3 over each applicant's stored article
 * vectors), with the closest articles as the explanation. Without a trained representation
 * model there is nothing to compare with and every applicant is unranked.
 */
import { defaultRefereeSettings, RANK_LABELS } from '@sciscope/contracts';
import { rankApplicants } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { queryVector } from '../referees/query-vector';
import type { RankingIndex } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';

/** Articles of one applicant compared (newest first), as for the referee finder's custom authors. */
const APPLICANT_ARTICLES = 500;
/** Articles that explain one applicant's score. */
export const EXPLAIN_ARTICLES = 3;

export interface ApplicantScore {
  combined: number;
  max: number;
  rank: number;
  /** Closest articles, best first. */
  articles: Array<{ id: number; similarity: number }>;
}

export async function scoreApplicants({
  db,
  index,
  doc,
  authorIds,
}: {
  db: Db;
  index: RankingIndex | null;
  doc: RefDoc;
  authorIds: readonly number[];
}): Promise<{ ranked: boolean; scores: Map<number, ApplicantScore> }> {
  const scores = new Map<number, ApplicantScore>();
  if (!index) return { ranked: false, scores };
  const query = await queryVector({ db, index, doc, articleIds: doc.corpusArticleIds });
  if (!query) return { ranked: false, scores };
  const facts = createRefereesFactsRepository({ db });
  const people = [...new Set(authorIds)];
  const articlesOf = new Map<number, number[]>();
  const yearOf = new Map<number, number | null>();
  for (const r of await facts.articlesOfAuthors(people)) {
    const list = articlesOf.get(r.authorId) ?? [];
    if (list.length < APPLICANT_ARTICLES) list.push(r.articleId);
    articlesOf.set(r.authorId, list);
    yearOf.set(r.articleId, r.year);
  }
  const stored = await facts.vectors(index.opened.modelId, [...yearOf.keys()]);
  const dim = index.model.dim;
  const slot = new Map<number, number>();
  const articleIds: number[] = [];
  const vectors = new Float32Array(stored.size * dim);
  const years: Array<number | null> = [];
  for (const [articleId, v] of stored) {
    slot.set(articleId, articleIds.length);
    vectors.set(v, articleIds.length * dim);
    articleIds.push(articleId);
    years.push(yearOf.get(articleId) ?? null);
  }
  const offsets = new Int32Array(people.length + 1);
  const flat: number[] = [];
  people.forEach((authorId, p) => {
    for (const a of articlesOf.get(authorId) ?? []) {
      const i = slot.get(a);
      if (i !== undefined) flat.push(i);
    }
    offsets[p + 1] = flat.length;
  });
  const settings = defaultRefereeSettings('vacancy');
  const result = rankApplicants({
    dim,
    query,
    vectors,
    years,
    people: { offsets, articles: Int32Array.from(flat) },
    // Applicants are judged on all their work: no years window (an early-career record counts).
    sinceYear: null,
    topAuthorArticles: settings.top_author_articles,
    explain: EXPLAIN_ARTICLES,
  });
  people.forEach((authorId, p) => {
    const articles: ApplicantScore['articles'] = [];
    for (let j = 0; j < EXPLAIN_ARTICLES; j++) {
      const a = result.explanation[p * EXPLAIN_ARTICLES + j] as number;
      if (a >= 0)
        articles.push({
          id: articleIds[a] as number,
          similarity: result.explanationScores[p * EXPLAIN_ARTICLES + j] as number,
        });
    }
    scores.set(authorId, {
      combined: result.combined[p] as number,
      max: result.max[p] as number,
      rank: result.rank[p] as number,
      articles,
    });
  });
  return { ranked: true, scores };
}

/** The rank's explanation in words. */
export function rankReason(score: ApplicantScore | undefined, titles: Map<number, { title: string }>): string {
  if (!score || score.articles.length === 0) return 'No published work to compare with the vacancy.';
  const closest = score.articles[0]!;
  const title = titles.get(closest.id)?.title ?? `article ${closest.id}`;
  return (
    `Relevance ${RANK_LABELS[score.rank]}: similarity ${score.combined.toFixed(2)} over the best articles; ` +
    `closest article "${title}" (${closest.similarity.toFixed(2)}).`
  );
}

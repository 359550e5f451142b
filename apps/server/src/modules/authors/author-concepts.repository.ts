import type { AuthorConcept } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { readArticleConcepts } from '../articles/articles.repository';

/** Authors per query of their authorships. */
const AUTHORS_IN_BATCH = 200;

/** One concept of an author's profile: `sumtfidf` over the articles where it is a badge. */
export interface AuthorConceptWeight extends AuthorConcept {
  /** Σ tf-idf over every article of the author holding the concept, badge or not (ties). */
  allTfidf: number;
  /** Articles of the author where the concept is one of the badges. */
  badgeArticles: number;
}

/**
 * The concept profiles of authors: per author, every concept of their distinct articles
 * (deleted and basic concepts left out) weighted by Σ tf-idf over the articles where the
 * concept is **a badge** — the concepts the article pages show (badge relevance with its floor,
 * engine `orderBadges`). A concept the matcher found only in passing (a low-relevance fourth or
 * fifth match, cut by the badge floor) adds nothing; it follows the badge concepts, by its tf-idf
 * over all articles. Against the concepts the authors' own keywords name, the top 10 of 258
 * authors are right 0.225 of the time this way and 0.185 summing every match (README, "Author
 * concept profiles"; `npm run bench:concepts`). Highest first, ties by concept id.
 */
export async function authorConceptProfiles(
  db: Db,
  authorIds: readonly number[],
): Promise<Map<number, AuthorConceptWeight[]>> {
  const out = new Map<number, AuthorConceptWeight[]>();
  for (let i = 0; i < authorIds.length; i += AUTHORS_IN_BATCH) {
    const chunk = [...new Set(authorIds.slice(i, i + AUTHORS_IN_BATCH))];
    if (chunk.length === 0) continue;
    const pairs = await db.kysely
      .selectFrom('authorships')
      .select(['authorId', 'articleId'])
      .distinct()
      .where('authorId', 'in', chunk)
      .execute();
    const concepts = await readArticleConcepts(db, [...new Set(pairs.map((p) => p.articleId))]);
    const basic = await basicConcepts(db, [...new Set([...concepts.values()].flat().map((c) => c.conceptId))]);
    const byAuthor = new Map<number, Map<number, AuthorConceptWeight>>();
    for (const { authorId, articleId } of pairs) {
      let profile = byAuthor.get(authorId);
      if (!profile) byAuthor.set(authorId, (profile = new Map()));
      for (const c of concepts.get(articleId) ?? []) {
        if (basic.has(c.conceptId)) continue;
        let entry = profile.get(c.conceptId);
        if (!entry) {
          entry = {
            conceptId: c.conceptId,
            name: c.name,
            sumtfidf: 0,
            articlesCount: 0,
            allTfidf: 0,
            badgeArticles: 0,
          };
          profile.set(c.conceptId, entry);
        }
        entry.articlesCount += 1;
        entry.allTfidf += c.tfidf;
        if (c.badge) {
          entry.sumtfidf += c.tfidf;
          entry.badgeArticles += 1;
        }
      }
    }
    for (const [authorId, profile] of byAuthor) {
      out.set(
        authorId,
        [...profile.values()].sort(
          (a, b) => b.sumtfidf - a.sumtfidf || b.allTfidf - a.allTfidf || a.conceptId - b.conceptId,
        ),
      );
    }
  }
  return out;
}

/** The ids among `conceptIds` a moderator marked basic (not matched any more, maybe not rescanned yet). */
async function basicConcepts(db: Db, conceptIds: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (let i = 0; i < conceptIds.length; i += 500) {
    const rows = await db.kysely
      .selectFrom('concepts')
      .select('id')
      .where('basic', '=', 1)
      .where('id', 'in', conceptIds.slice(i, i + 500))
      .execute();
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** An author's top concepts: the badge concepts of their profile, at most `limit`. */
export function topBadgeConcepts(profile: readonly AuthorConceptWeight[], limit: number): AuthorConceptWeight[] {
  return profile.filter((c) => c.sumtfidf > 0).slice(0, limit);
}

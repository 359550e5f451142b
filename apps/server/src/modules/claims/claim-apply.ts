import { authorMetricsOfArticles, type AuthorArticle } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createCorpusRepository } from '../corpus/corpus.repository';
import {
  createClaimsRepository,
  inCorpusTransaction,
  type ClaimMove,
  type ClaimsRepository,
  type ProfileHolder,
} from './claims.repository';

/*
 * Applying a claim: authorships move between author profiles, a profile is linked or
 * unlinked, and the metrics of every author that gained or lost an authorship are recomputed
 * from their articles (as an import batch does for the authors it touches: the same engine
 * function, the same stored columns), all in one transaction holding the corpus write lock.
 * Articles' own facts (citations, notability, venue impact factors) do not change when an
 * authorship changes hands, so nothing else is recomputed. The transaction bumps the corpus
 * version: the referee finder's corpus copy rebuilds at its next check (at most a minute),
 * and search and author pages read authorships live.
 */

export interface ProfileChange {
  holder: ProfileHolder;
  /** The profile to link; null unlinks. */
  authorId: number | null;
  /** Apply only when the holder is linked to this now (undo: only if still linked to the claim's target). */
  onlyIfLinkedTo?: number | null;
}

/**
 * Moves `moves` (those still where they were found) and changes the profile link, then lets
 * `record` write the claim rows with what was done, in one transaction.
 */
export async function applyClaimChange<R>({
  db,
  moves,
  profile,
  record,
}: {
  db: Db;
  moves: readonly ClaimMove[];
  profile: ProfileChange | null;
  /** Writes the claim rows; `linked` tells whether the profile link changed (it may be so already). */
  record: (claims: ClaimsRepository, done: ClaimMove[], linked: boolean) => Promise<R>;
}): Promise<{ done: ClaimMove[]; linked: boolean; result: R }> {
  return inCorpusTransaction(db, async (trxDb) => {
    const claims = createClaimsRepository({ db: trxDb });
    const done = await claims.moveAuthorships({ moves });
    let linked = false;
    if (profile) {
      const current = await claims.profileOf({ holder: profile.holder });
      if (
        (profile.onlyIfLinkedTo === undefined || current === profile.onlyIfLinkedTo) &&
        current !== profile.authorId
      ) {
        await claims.setProfile({ holder: profile.holder, authorId: profile.authorId, now: new Date().toISOString() });
        linked = true;
      }
    }
    const touched = new Set<number>();
    for (const move of done) {
      touched.add(move.fromAuthorId);
      touched.add(move.toAuthorId);
    }
    if (touched.size > 0) await recomputeAuthorMetrics({ trxDb, claims, authorIds: [...touched] });
    return { done, linked, result: await record(claims, done, linked) };
  });
}

/** Recomputes the stored metrics of `authorIds` from their articles (each article once per author). */
async function recomputeAuthorMetrics({
  trxDb,
  claims,
  authorIds,
}: {
  trxDb: Db;
  claims: ClaimsRepository;
  authorIds: number[];
}): Promise<void> {
  const facts = await createCorpusRepository({ db: trxDb }).authorArticleFacts(authorIds);
  const articlesOf = new Map<number, Map<number, AuthorArticle>>(authorIds.map((id) => [id, new Map()]));
  for (const row of facts) {
    articlesOf.get(row.authorId)!.set(row.id, {
      year: row.year,
      citationsCount: row.citationsCount,
      authorsCount: row.authorsCount,
      notable: row.notable === 1,
    });
  }
  await claims.updateAuthorMetrics({
    authors: authorIds.map((id) => ({
      id,
      ...authorMetricsOfArticles({ articles: [...articlesOf.get(id)!.values()] }),
    })),
  });
}

import { collectPositiveTerms, conceptMatcherSteps, type ConceptMatcher, type SearchQueryNode } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { runStepsYielding } from '../../app/steps';
import { loadMatchingOntology } from '../ontology/ontology-matching.repository';
import { createSearchRepository } from './search.repository';

/**
 * The concept matcher search uses to find the concepts a query names ("graph neural
 * networks" → the concept with that literal), kept in memory per database.
 *
 * Freshness: `invalidateSearchConceptMatcher(db)` drops it at once; ontology writers in
 * this process call it after a change. Writers in another process (the CLI importer) are
 * noticed through a fingerprint of the ontology tables (counts, last modification, last
 * literal id) checked at most every FINGERPRINT_CHECK_MS; a stale matcher keeps answering
 * while its replacement is built, so no request waits for a rebuild except the first one.
 */
export const FINGERPRINT_CHECK_MS = 30_000;

interface CacheEntry {
  matcher: Promise<ConceptMatcher>;
  fingerprint: string;
  checkedAt: number;
  rebuilding: boolean;
}

/** Keyed by the database handle, so each database (tests open many) has its own matcher. */
let cache = new WeakMap<Db, CacheEntry>();

/** Forgets the cached matcher of `db` (or of every database), so the next search rebuilds it. */
export function invalidateSearchConceptMatcher(db?: Db): void {
  if (db) cache.delete(db);
  else cache = new WeakMap();
}

/** The matcher for `db`'s current ontology (built on first use, then cached). */
export async function getSearchConceptMatcher(db: Db, now: number = Date.now()): Promise<ConceptMatcher> {
  const entry = cache.get(db);
  if (!entry) return startBuild(db, now).matcher;
  if (!entry.rebuilding && now - entry.checkedAt >= FINGERPRINT_CHECK_MS) {
    entry.checkedAt = now;
    const fingerprint = await createSearchRepository({ db }).ontologyFingerprint();
    if (fingerprint !== entry.fingerprint && cache.get(db) === entry) {
      entry.rebuilding = true;
      // The new matcher replaces the old one only once it is ready; until then the old one answers.
      const next = startBuild(db, now, { fingerprint, publish: false });
      next.matcher.then(
        () => {
          if (cache.get(db) === entry) cache.set(db, next);
        },
        () => {
          entry.rebuilding = false;
        },
      );
    }
  }
  return entry.matcher;
}

/**
 * Starts building a matcher from the stored ontology. Published at once (the default), the
 * pending entry is shared by concurrent first searches, and dropped again if the build fails.
 */
function startBuild(
  db: Db,
  now: number,
  { fingerprint, publish = true }: { fingerprint?: string; publish?: boolean } = {},
): CacheEntry {
  const known =
    fingerprint === undefined ? createSearchRepository({ db }).ontologyFingerprint() : Promise.resolve(fingerprint);
  const matcher = Promise.all([known, loadMatchingOntology(db)]).then(([seen, concepts]) => {
    // The fingerprint read with this ontology, so a change made meanwhile is noticed later.
    entry.fingerprint = seen;
    // The build runs in steps of a few tens of milliseconds: requests are answered between them.
    return runStepsYielding(conceptMatcherSteps({ concepts }));
  });
  const entry: CacheEntry = { matcher, fingerprint: fingerprint ?? '', checkedAt: now, rebuilding: false };
  if (publish) {
    cache.set(db, entry);
    entry.matcher.catch(() => {
      if (cache.get(db) === entry) cache.delete(db);
    });
  }
  return entry;
}

/** Most query concepts that take part in ranking (the rest add nothing but cost). */
export const MAX_QUERY_CONCEPTS = 10;

/**
 * Ids of the concepts whose literals occur in the query's positive words (words under NOT
 * and author-name words are left out), for the concept part of the relevance score.
 */
export function queryConceptIds(matcher: ConceptMatcher, query: SearchQueryNode): number[] {
  const text = collectPositiveTerms(query)
    .filter((term) => term.field !== 'authors')
    .map((term) => term.words.join(' '))
    .join(' ');
  if (text.trim() === '') return [];
  return Array.from(matcher.match(text).conceptIds.slice(0, MAX_QUERY_CONCEPTS));
}

/**
 * Typicality of a document that is not an article (a proposal, on save): its title and abstract
 * embedded with the newest representation model, as an article's stored vector is, against the
 * centroids the typicality task stored (`concept_centroids`). The document is none of the
 * centroids' articles, so nothing is left out of them (`conceptTypicality(…, false)`).
 */
import { conceptTypicality, embedDocument } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createConceptTypicalityRepository } from './concept-typicality.repository';
import { latestModelCached } from './latest-model.cache';

/**
 * Per concept of `conceptIds` with a stored centroid of the newest model, the cosine between the
 * embedded text and that centroid (rounded as the stored article values are). Empty before the
 * first model, before the typicality task stored its centroids, or for a text without words the
 * model knows.
 */
export async function documentTypicality({
  db,
  text,
  conceptIds,
}: {
  db: Db;
  text: { title: string; abstract: string };
  conceptIds: readonly number[];
}): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (conceptIds.length === 0) return out;
  const stored = await latestModelCached(db);
  if (stored === null) return out;
  const centroids = await createConceptTypicalityRepository({ db }).centroidsOf(
    stored.id,
    stored.model.dim,
    conceptIds,
  );
  if (centroids.rows.size === 0) return out;
  const vector = embedDocument(stored.model, text);
  for (const conceptId of conceptIds) {
    const typicality = conceptTypicality(centroids, conceptId, vector, false);
    if (typicality !== null) out.set(conceptId, Math.round(typicality * 10_000) / 10_000);
  }
  return out;
}

/**
 * The newest representation model of a database, loaded once and kept in memory (a model is
 * tens of megabytes and about 0.9 s to read and make on the full corpus): reloaded when a newer
 * one is trained, which one cheap query on the model's id notices.
 */
import type { Db } from '../../app/database/kysely';
import { createRepresentationsRepository, type StoredModel } from './representations.repository';

/** Keyed by the database handle, so each database (tests open many) has its own model. */
const cache = new WeakMap<Db, { id: number; stored: Promise<StoredModel | null> }>();

/** The newest model of `db`, or null before the first training. */
export async function latestModelCached(db: Db): Promise<StoredModel | null> {
  const repository = createRepresentationsRepository({ db });
  const facts = await repository.latestModelFacts();
  if (facts === null) {
    cache.delete(db);
    return null;
  }
  const held = cache.get(db);
  if (held && held.id === facts.id) return held.stored;
  const entry = { id: facts.id, stored: repository.latestModel() };
  cache.set(db, entry);
  // A failed load is not kept: the next call tries again.
  entry.stored.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.stored;
}

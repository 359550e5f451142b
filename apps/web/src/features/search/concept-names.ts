import { useSyncExternalStore } from 'react';
import { createLruCache } from './lru-cache';

/**
 * Names of the concepts the page has seen (chosen suggestions, concepts of result articles),
 * so a badge restored from a URL (`q=... c:123`) can show the concept's name: no call looks a
 * concept up by id. Until its name is seen a badge shows `c:123`.
 */

export interface ConceptNameStore {
  subscribe(listener: () => void): () => void;
  /** Changes whenever a new name is learnt; for `useSyncExternalStore`. */
  getVersion(): number;
  nameOf(conceptId: number): string | undefined;
  remember(entries: Iterable<{ conceptId: number; name: string }>): void;
}

/** Names kept; far more than a page shows, small enough to never matter. */
export const CONCEPT_NAME_CAPACITY = 2000;

export function createConceptNameStore({ capacity = CONCEPT_NAME_CAPACITY } = {}): ConceptNameStore {
  const names = createLruCache<number, string>({ capacity });
  const listeners = new Set<() => void>();
  let version = 0;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    nameOf: (conceptId) => names.get(conceptId),
    remember(entries) {
      let changed = false;
      for (const { conceptId, name } of entries) {
        if (name === '' || names.get(conceptId) === name) continue;
        names.set(conceptId, name);
        changed = true;
      }
      if (!changed) return;
      version += 1;
      for (const listener of listeners) listener();
    },
  };
}

/** The store the app shares. */
export const conceptNames = createConceptNameStore();

/** What a badge shows for a concept: its name once known, else `c:{id}`. */
export function conceptBadgeLabel(store: ConceptNameStore, conceptId: number): string {
  return store.nameOf(conceptId) ?? `c:${conceptId}`;
}

/** The label of a concept badge, updated when its name is learnt. */
export function useConceptBadgeLabel(conceptId: number): string {
  useSyncExternalStore(conceptNames.subscribe, conceptNames.getVersion);
  return conceptBadgeLabel(conceptNames, conceptId);
}

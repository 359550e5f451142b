/**
 * The document sources by kind: the composition root passes every source it has (article and
 * author from here, proposal and saved-search from their modules); a kind without a source
 * (vacancy until the jobs module exists) answers 404 like a missing document.
 */
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { isRefDocKind, type RefDoc, type RefDocRights, type RefDocSource } from './ref-doc.port';
import { refereesErrors } from './referees.errors';

export interface RefDocRegistry {
  load(input: { db: Db; actor: Actor; kind: string; id: number }): Promise<{ doc: RefDoc; rights: RefDocRights }>;
  kinds(): string[];
}

/** A registry over `sources` (a later source of the same kind replaces an earlier one). */
export function createRefDocRegistry(sources: readonly RefDocSource[]): RefDocRegistry {
  const byKind = new Map(sources.map((s) => [s.kind as string, s]));
  return {
    async load({ db, actor, kind, id }) {
      const source = isRefDocKind(kind) ? byKind.get(kind) : undefined;
      if (!source) throw refereesErrors.documentNotFound();
      return source.load({ db, actor, id });
    },
    kinds: () => [...byKind.keys()],
  };
}

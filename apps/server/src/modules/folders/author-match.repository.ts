import type { Db } from '../../app/database/kysely';

/** A corpus author that may be a proposal's author, with the institution names it published under. */
export interface AuthorMatchCandidate {
  id: number;
  name: string;
  /** Institution names and raw affiliation strings of its authorships. */
  affiliations: string[];
}

// SQLite limits bound parameters; keys and ids are looked up in slices.
const CHUNK = 500;

/** Reads corpus authors for proposal-author matching: by ORCID, by name block key, and their affiliations. */
export function createAuthorMatchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Corpus author ids by upper-cased ORCID (the lowest id when several share one). */
    async idsByOrcid(orcids: string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (let i = 0; i < orcids.length; i += CHUNK) {
        const rows = await k
          .selectFrom('authors')
          .select(['id', 'orcid'])
          .where('orcid', 'in', orcids.slice(i, i + CHUNK))
          .orderBy('id')
          .execute();
        for (const r of rows) if (r.orcid && !out.has(r.orcid)) out.set(r.orcid, Number(r.id));
      }
      return out;
    },

    /** Corpus authors whose `name_key` (surname + first initial) is one of `nameKeys`, with their affiliations. */
    async candidatesByNameKeys(nameKeys: string[]): Promise<Map<string, AuthorMatchCandidate[]>> {
      const byKey = new Map<string, AuthorMatchCandidate[]>();
      const byId = new Map<number, AuthorMatchCandidate>();
      for (let i = 0; i < nameKeys.length; i += CHUNK) {
        const rows = await k
          .selectFrom('authors')
          .select(['id', 'name', 'nameKey'])
          .where('nameKey', 'in', nameKeys.slice(i, i + CHUNK))
          .orderBy('id')
          .execute();
        for (const r of rows) {
          const candidate = { id: Number(r.id), name: r.name, affiliations: [] };
          byId.set(candidate.id, candidate);
          const list = byKey.get(r.nameKey) ?? [];
          list.push(candidate);
          byKey.set(r.nameKey, list);
        }
      }
      const ids = [...byId.keys()];
      for (let i = 0; i < ids.length; i += CHUNK) {
        const slice = ids.slice(i, i + CHUNK);
        const [institutions, raw] = await Promise.all([
          k
            .selectFrom('authorships as a')
            .innerJoin('authorshipInstitutions as ai', (j) =>
              j.onRef('ai.articleId', '=', 'a.articleId').onRef('ai.position', '=', 'a.position'),
            )
            .innerJoin('institutions as i', 'i.id', 'ai.institutionId')
            .select(['a.authorId', 'i.name'])
            .distinct()
            .where('a.authorId', 'in', slice)
            .execute(),
          k
            .selectFrom('authorships')
            .select(['authorId', 'rawAffiliation as name'])
            .distinct()
            .where('authorId', 'in', slice)
            .where('rawAffiliation', 'is not', null)
            .execute(),
        ]);
        for (const r of [...institutions, ...raw]) if (r.name) byId.get(Number(r.authorId))?.affiliations.push(r.name);
      }
      return byKey;
    },

    /** Names of corpus authors by id. */
    async namesOf(authorIds: number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (let i = 0; i < authorIds.length; i += CHUNK) {
        const rows = await k
          .selectFrom('authors')
          .select(['id', 'name'])
          .where('id', 'in', authorIds.slice(i, i + CHUNK))
          .execute();
        for (const r of rows) out.set(Number(r.id), r.name);
      }
      return out;
    },
  };
}

export type AuthorMatchRepository = ReturnType<typeof createAuthorMatchRepository>;

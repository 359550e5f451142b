import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Authorships joined with the institutions each lists (an authorship's institutions are keyed by
 * its article and author position): the start of every query about where authors worked.
 */
export function authorshipsWithInstitutions(k: Kysely<Database>) {
  return k
    .selectFrom('authorships')
    .innerJoin('authorshipInstitutions', (join) =>
      join
        .onRef('authorshipInstitutions.articleId', '=', 'authorships.articleId')
        .onRef('authorshipInstitutions.position', '=', 'authorships.position'),
    )
    .innerJoin('institutions', 'institutions.id', 'authorshipInstitutions.institutionId');
}

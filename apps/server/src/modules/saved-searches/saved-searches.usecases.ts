import {
  SAVED_SEARCH_LIMITS,
  savedSearchQueryString,
  type SavedSearch,
  type SavedSearchesResponse,
  type SearchSort,
} from '@sciscope/contracts';
import { parseSearchQuery } from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { AppError, commonErrors } from '../../app/errors';
import { searchErrors } from '../search/search.errors';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository';

/*
 * Saved searches: a search page query (the query and its order) kept under a name. Any
 * logged-in user saves and lists their own; a saved search is its owner's only — everyone
 * else, superusers included, gets 404 for it, as for a missing id.
 */

export interface SavedSearchesCaller {
  savedSearches: SavedSearchesRepository;
  access: AccessRepository;
  user: Actor;
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const sort = row.sort as SearchSort;
  return {
    id: row.id,
    name: row.name,
    q: row.query,
    sort,
    queryString: savedSearchQueryString({ q: row.query, sort }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** `GET /api/saved-searches`: the caller's saved searches. */
export async function listSavedSearches(caller: SavedSearchesCaller): Promise<SavedSearchesResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'saved_searches.create' });
  if (!grant.user) return { savedSearches: [] };
  const rows = await caller.savedSearches.listByOwner({ ownerId: grant.user.id });
  return { savedSearches: rows.map(toSavedSearch) };
}

/** `POST /api/saved-searches`: the query must parse (the parser's 400 otherwise); nothing is run. */
export async function createSavedSearch({
  name,
  q,
  sort,
  ...caller
}: SavedSearchesCaller & { name: string; q: string; sort: SearchSort }): Promise<{ savedSearch: SavedSearch }> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'saved_searches.create' });
  if (!grant.user) throw commonErrors.unauthenticated();
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  if ((await caller.savedSearches.countByOwner({ ownerId: grant.user.id })) >= SAVED_SEARCH_LIMITS.perUser) {
    throw new AppError({
      code: 'saved_searches.too_many',
      message: `You keep ${SAVED_SEARCH_LIMITS.perUser} saved searches, the most allowed: delete unused ones first.`,
    });
  }
  const id = await caller.savedSearches.insert({ ownerId: grant.user.id, name, query: q, sort, now: nowIso() });
  return { savedSearch: await getSavedSearch({ ...caller, id }) };
}

/** Loads a saved search for its owner (404 for everyone else and for a missing id). */
export async function openSavedSearch({
  id,
  ...caller
}: SavedSearchesCaller & { id: number }): Promise<SavedSearchRow> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'saved_searches.create' });
  const row = await caller.savedSearches.find({ id });
  if (!row) throw commonErrors.notFound('Saved search');
  await requireAccess({
    access: caller.access,
    user: caller.user,
    permission: 'saved_searches.manage',
    resource: { kind: 'owned', label: 'Saved search', ownerId: row.ownerId },
  });
  return row;
}

/** `GET /api/saved-search/{id}` (spec 03 section 7). */
export async function getSavedSearch(caller: SavedSearchesCaller & { id: number }): Promise<SavedSearch> {
  return toSavedSearch(await openSavedSearch(caller));
}

/** `PUT /api/saved-search/{id}`: rename. */
export async function renameSavedSearch({
  name,
  ...caller
}: SavedSearchesCaller & { id: number; name: string }): Promise<{ savedSearch: SavedSearch }> {
  const row = await openSavedSearch(caller);
  await caller.savedSearches.rename({ id: row.id, name, now: nowIso() });
  return { savedSearch: await getSavedSearch(caller) };
}

/** `DELETE /api/saved-search/{id}` */
export async function deleteSavedSearch(caller: SavedSearchesCaller & { id: number }): Promise<void> {
  const row = await openSavedSearch(caller);
  await caller.savedSearches.delete({ id: row.id });
}

import { CLAIM_LIMITS, type DashboardResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { AuthorsRepository } from '../authors/authors.repository';
import type { FoldersRepository } from '../folders/folders.repository';
import { listFolders } from '../folders/folders.usecases';
import type { SavedSearchesRepository } from '../saved-searches/saved-searches.repository';
import { listSavedSearches } from '../saved-searches/saved-searches.usecases';
import type { ClaimCorpusRepository } from './claim-corpus.repository';
import { claimEntry } from './claim-moderation.usecases';
import type { ClaimsRepository } from './claims.repository';
import type { DashboardRepository } from './dashboard.repository';

/** Items of each shortcut list on the dashboard. */
const SHORTCUTS = 10;

export interface DashboardDeps {
  access: AccessRepository;
  user: Actor;
  claims: ClaimsRepository;
  corpus: ClaimCorpusRepository;
  authors: AuthorsRepository;
  dashboard: DashboardRepository;
  folders: FoldersRepository;
  savedSearches: SavedSearchesRepository;
}

/**
 * `GET /api/accounts/dashboard/?offset=`: the account's linked author with metrics, its claims
 * and their state (a page), saved monitorings,
 * folders and saved searches.
 */
export async function getDashboard(deps: DashboardDeps & { offset: number }): Promise<DashboardResponse> {
  const grant = await requireAccess({ access: deps.access, user: deps.user, permission: 'accounts.dashboard' });
  const me = grant.user!;
  const identity = await deps.claims.userIdentity({ userId: me.id });
  let linkedAuthor: DashboardResponse['linkedAuthor'] = null;
  if (identity?.authorId) {
    const [author] = await deps.corpus.authorsByIds({ authorIds: [identity.authorId] });
    if (author) {
      const [last] = await deps.authors.listDatedAffiliations({ authorId: author.id, limit: 1 });
      linkedAuthor = {
        id: author.id,
        name: author.name,
        articlesCount: author.articlesCount,
        hIndex: author.hIndex,
        citationsCount: author.citationsCount,
        notableArticlesCount: author.notableArticlesCount,
        lastAffiliation: last?.value ?? null,
      };
    }
  }
  const { rows, total } = await deps.claims.listClaims({
    filter: { userId: me.id },
    offset: deps.offset,
    limit: CLAIM_LIMITS.pageSize,
  });
  const folders = await listFolders(deps);
  const { savedSearches } = await listSavedSearches(deps);
  return {
    linkedAuthor,
    claims: rows.map((row) => claimEntry(row, deps.user)),
    claimsTotal: total,
    monitorings: await deps.dashboard.savedMonitorings({ ownerId: me.id, limit: SHORTCUTS }),
    folders: folders.folders
      .slice(0, SHORTCUTS)
      .map((f) => ({ id: f.id, name: f.name, proposalsCount: f.proposalsCount })),
    savedSearches: savedSearches
      .slice(0, SHORTCUTS)
      .map((s) => ({ id: s.id, name: s.name, queryString: s.queryString })),
  };
}

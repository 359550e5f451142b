import { hasAccess } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import type { Db } from '../../app/database/kysely';
import type { AuthorsGroupsSource } from '../referees/ref-doc.port';
import { createAuthorsGroupsRepository } from './authors-groups.repository';
import { listGroupsForFilters, memberAuthorIdsOfGroups } from './authors-groups.usecases';

function callerOf(db: Db, actor: Parameters<AuthorsGroupsSource['listForFilters']>[0]['actor']) {
  return { groups: createAuthorsGroupsRepository({ db }), access: createAccessRepository({ db }), user: actor };
}

/**
 * The authors groups the referee finder and the panel composer filter by (spec 03
 * `authors_groups_ids`, `authors_group_effect`). An actor without the `authors_group` quota
 * has no group filters (spec 03 section 5: the filters are shown only when the quota allows),
 * so both calls answer empty for them rather than refusing the whole ranking.
 */
export const authorsGroupsSource: AuthorsGroupsSource = {
  async listForFilters({ db, actor }) {
    const caller = callerOf(db, actor);
    if (!(await hasAccess({ access: caller.access, user: actor, permission: 'authors_groups.use' }))) return [];
    return listGroupsForFilters(caller);
  },
  async memberAuthorIds({ db, actor, groupIds }) {
    const caller = callerOf(db, actor);
    if (groupIds.length === 0) return new Map();
    if (!(await hasAccess({ access: caller.access, user: actor, permission: 'authors_groups.use' }))) return new Map();
    return memberAuthorIdsOfGroups({ ...caller, groupIds });
  },
};

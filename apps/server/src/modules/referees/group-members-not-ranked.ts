import {
  EXCLUDE_REASONS,
  REFEREES_NOT_RANKED_NAMED,
  groupMembersNotRankedMessage,
  type ExcludeReason,
  type GroupMembersNotRanked,
  type NotRankedReason,
} from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { createRefereesFactsRepository } from './referees-facts.repository';
import type { Prepared } from './referees-prepare.usecases';

const REASON_ORDER: Record<NotRankedReason, number> = { left_out: 0, not_found: 1 };
const KNOWN_EXCLUDE_REASONS: ReadonlySet<string> = new Set(EXCLUDE_REASONS);

/**
 * With `authors_group_effect` limit_to, the members of the chosen groups that the ranked list
 * does not hold (walk: they were left out without a word): those the ranking found but filters
 * or conflicts left out (listed with `excluded=1`), and those it did not find near the document
 * at all (no articles close enough, so no score). Null in other modes, and when every member is
 * ranked. Left-out members come first (a filter may bring them back), each with the filters and
 * conflicts that left it out, then by name.
 */
export async function groupMembersNotRanked({
  db,
  prepared,
  groupNames,
}: {
  db: Db;
  prepared: Pick<Prepared, 'settings' | 'ranking' | 'groupMembers'>;
  /** Display names of the caller's groups, by id. */
  groupNames: ReadonlyMap<number, string>;
}): Promise<GroupMembersNotRanked | null> {
  const { settings, ranking, groupMembers } = prepared;
  if (settings.ignore_authors_group || settings.authors_group_effect !== 'limit_to') return null;
  const groupIds = settings.authors_groups_ids.filter((groupId) => groupMembers.has(groupId));
  const members = new Set(groupIds.flatMap((groupId) => [...(groupMembers.get(groupId) ?? [])]));
  const ranked = new Set(ranking.inSample.map((c) => c.authorId));
  // Which filters and conflicts left each one out, so the note names them (walk: it did not).
  const leftOut = new Map(
    ranking.excluded.map((c) => [
      c.authorId,
      c.excludeReasons.filter((reason): reason is ExcludeReason => KNOWN_EXCLUDE_REASONS.has(reason)),
    ]),
  );
  const missing = [...members].filter((authorId) => !ranked.has(authorId));
  if (missing.length === 0) return null;
  const names = await createRefereesFactsRepository({ db }).authorNames(missing);
  const listed = missing
    .map((authorId) => ({
      id: authorId,
      name: names.get(authorId) ?? `#${authorId}`,
      reason: (leftOut.has(authorId) ? 'left_out' : 'not_found') as NotRankedReason,
      excludeReasons: leftOut.get(authorId) ?? [],
    }))
    .sort((a, b) => REASON_ORDER[a.reason] - REASON_ORDER[b.reason] || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, REFEREES_NOT_RANKED_NAMED);
  return {
    membersCount: members.size,
    count: missing.length,
    members: listed,
    message: groupMembersNotRankedMessage({
      count: missing.length,
      membersCount: members.size,
      groupNames: groupIds.map((groupId) => groupNames.get(groupId) ?? `#${groupId}`),
    }),
  };
}

import {
  AUTHORS_GROUP_LIMITS,
  type AddMembersResponse,
  type AuthorsGroupMember,
  type AuthorsGroupMemberAuthorsResponse,
  type AuthorsGroupMembersResponse,
  type FoundAuthorResponse,
  type MemberItemResult,
  type MemberSource,
} from '@sciscope/contracts';
import { knownCount, nameBlockKey } from '@sciscope/engine';
import { requireAccess } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { AppError } from '../../app/errors';
import { authorsGroupsErrors } from './authors-groups.errors';
import type { AuthorRef, AuthorsGroupsRepository, GroupRow, MemberRow, NewMember } from './authors-groups.repository';
import { openGroup, type AuthorsGroupsCaller } from './authors-groups.usecases';
import { parseMemberList, type ParsedEntry } from './member-list.parse';

/*
 * The members of an authors group: paging, adding (by author search or by a pasted list, with
 * a result per entry), removing, and re-matching a found author. Visibility and the owner-only
 * rule are `openGroup`'s (authors-groups.usecases.ts).
 */

/** The candidates shown for re-matching one found author. */
const NAME_MATCHES_SHOWN = 50;

function toMember(row: MemberRow): AuthorsGroupMember {
  return {
    id: row.id,
    author: {
      id: row.authorId,
      name: row.authorName,
      orcid: row.authorOrcid,
      articlesCount: row.articlesCount,
      hIndex: knownCount(row.hIndex),
    },
    foundName: row.foundName,
    foundOrcid: row.foundOrcid,
    source: row.source,
    addedAt: row.addedAt,
  };
}

/** `GET /api/authors-groups/{id}/members`: a page of members by name. */
export async function listGroupMembers({
  groupId,
  offset,
  ...caller
}: AuthorsGroupsCaller & { groupId: number; offset: number }): Promise<AuthorsGroupMembersResponse> {
  const { group } = await openGroup(caller, groupId, 'authors_groups.use');
  const pageSize = AUTHORS_GROUP_LIMITS.membersPageSize;
  const rows = await caller.groups.listMembers({ groupId, offset, limit: pageSize });
  return { members: rows.map(toMember), total: group.membersCount, offset, pageSize };
}

/** `GET /api/authors-groups/{id}/member-authors`: the author ids of all members, ascending. */
export async function listGroupMemberAuthors({
  groupId,
  ...caller
}: AuthorsGroupsCaller & { groupId: number }): Promise<AuthorsGroupMemberAuthorsResponse> {
  await openGroup(caller, groupId, 'authors_groups.use');
  const ids = await caller.groups.memberAuthorIds({ groupId });
  return { authorIds: [...ids].sort((a, b) => a - b) };
}

/** An entry resolved to a corpus author (or not), before the membership check. */
interface ResolvedEntry {
  input: string;
  kind: 'orcid' | 'author_id' | 'unknown';
  author: AuthorRef | null;
  foundOrcid: string | null;
  source: MemberSource;
}

/**
 * Adds the resolved entries in order: each author once, those already in the group reported
 * as such. Refuses the whole request (changing nothing) when the group would pass its size limit.
 */
async function addResolved(
  caller: AuthorsGroupsCaller,
  group: GroupRow,
  entries: ResolvedEntry[],
): Promise<AddMembersResponse> {
  const authorIds = [...new Set(entries.flatMap((e) => (e.author ? [e.author.id] : [])))];
  const existing = await caller.groups.memberAuthorIds({ groupId: group.id, authorIds });
  const seen = new Set<number>(existing);
  const toInsert: NewMember[] = [];
  const results: MemberItemResult[] = entries.map((entry) => {
    const base = { input: entry.input, kind: entry.kind };
    if (entry.kind === 'unknown') return { ...base, status: 'invalid', author: null };
    if (!entry.author) return { ...base, status: 'not_found', author: null };
    const author = { id: entry.author.id, name: entry.author.name };
    if (seen.has(entry.author.id)) return { ...base, status: 'already_member', author };
    seen.add(entry.author.id);
    toInsert.push({
      authorId: entry.author.id,
      foundName: entry.author.name,
      foundOrcid: entry.foundOrcid ?? entry.author.orcid,
      source: entry.source,
    });
    return { ...base, status: 'added', author };
  });
  if (group.membersCount + toInsert.length > AUTHORS_GROUP_LIMITS.maxMembers) {
    throw authorsGroupsErrors.tooManyMembers();
  }
  if (toInsert.length > 0) {
    const now = nowIso();
    await caller.groups.insertMembers({ groupId: group.id, members: toInsert, now });
    await caller.groups.touchGroup({ groupId: group.id, now });
  }
  return { results, addedCount: toInsert.length };
}

/** `POST /api/authors-groups/{id}/members`: authors picked in the author search, by id. */
export async function addGroupMembers({
  groupId,
  authorIds,
  ...caller
}: AuthorsGroupsCaller & { groupId: number; authorIds: number[] }): Promise<AddMembersResponse> {
  const { group } = await openGroup(caller, groupId, 'authors_groups.edit');
  const found = new Map((await caller.groups.findAuthorsByIds({ ids: authorIds })).map((a) => [a.id, a]));
  return addResolved(
    caller,
    group,
    authorIds.map((id) => ({
      input: String(id),
      kind: 'author_id',
      author: found.get(id) ?? null,
      foundOrcid: null,
      source: 'search',
    })),
  );
}

/** `POST /api/authors-groups/{id}/members/import`: a pasted list of ORCIDs and author ids. */
export async function importGroupMembers({
  groupId,
  text,
  ...caller
}: AuthorsGroupsCaller & { groupId: number; text: string }): Promise<AddMembersResponse> {
  const { group } = await openGroup(caller, groupId, 'authors_groups.edit');
  const entries = parseMemberList(text);
  if (entries.length === 0) throw authorsGroupsErrors.emptyList();
  if (entries.length > AUTHORS_GROUP_LIMITS.maxItemsPerRequest) throw authorsGroupsErrors.tooManyEntries();
  const resolved = await resolveEntries(caller.groups, entries);
  return addResolved(caller, group, resolved);
}

/** Looks the parsed entries up in the corpus (an ORCID several authors share: the one with most articles). */
async function resolveEntries(groups: AuthorsGroupsRepository, entries: ParsedEntry[]): Promise<ResolvedEntry[]> {
  const orcids = [...new Set(entries.flatMap((e) => (e.kind === 'orcid' ? [e.orcid] : [])))];
  const ids = [...new Set(entries.flatMap((e) => (e.kind === 'author_id' ? [e.authorId] : [])))];
  const byOrcid = new Map<string, AuthorRef>();
  for (const author of await groups.findAuthorsByOrcids({ orcids })) {
    const known = byOrcid.get(author.orcid!);
    if (!known || author.articlesCount > known.articlesCount) byOrcid.set(author.orcid!, author);
  }
  const byId = new Map((await groups.findAuthorsByIds({ ids })).map((a) => [a.id, a]));
  return entries.map((entry): ResolvedEntry => {
    if (entry.kind === 'orcid') {
      return {
        input: entry.input,
        kind: 'orcid',
        author: byOrcid.get(entry.orcid) ?? null,
        foundOrcid: entry.orcid,
        source: 'orcid',
      };
    }
    if (entry.kind === 'author_id') {
      return {
        input: entry.input,
        kind: 'author_id',
        author: byId.get(entry.authorId) ?? null,
        foundOrcid: null,
        source: 'author_id',
      };
    }
    return { input: entry.input, kind: 'unknown', author: null, foundOrcid: null, source: 'author_id' };
  });
}

/** `DELETE /api/authors-groups/{id}/members/{memberId}` (owner only). */
export async function removeGroupMember({
  groupId,
  memberId,
  ...caller
}: AuthorsGroupsCaller & { groupId: number; memberId: number }): Promise<void> {
  await openGroup(caller, groupId, 'authors_groups.edit');
  if (!(await caller.groups.deleteMember({ groupId, memberId }))) throw authorsGroupsErrors.memberNotFound();
  await caller.groups.touchGroup({ groupId, now: nowIso() });
}

/** The member and its group, when the caller may see the group (404 for both otherwise). */
async function openMember(
  caller: AuthorsGroupsCaller,
  memberId: number,
  permission: 'authors_groups.use' | 'authors_groups.edit',
) {
  await requireAccess({ access: caller.access, user: caller.user, permission });
  const member = await caller.groups.findMember({ memberId });
  if (!member) throw authorsGroupsErrors.memberNotFound();
  try {
    const { group } = await openGroup(caller, member.groupId, permission);
    return { member, group };
  } catch (error) {
    // A member of a hidden group is as missing as the group.
    if (error instanceof AppError && error.status === 404) throw authorsGroupsErrors.memberNotFound();
    throw error;
  }
}

/** The corpus authors the member's found name matches, the current one first when it is among them. */
async function nameMatches(caller: AuthorsGroupsCaller, member: MemberRow): Promise<AuthorRef[]> {
  const matches = await caller.groups.findAuthorsByNameKey({
    nameKey: nameBlockKey(member.foundName),
    limit: NAME_MATCHES_SHOWN,
  });
  if (matches.some((a) => a.id === member.authorId)) return matches;
  // The current author always stays a choice, even when its name no longer has the found key.
  const current: AuthorRef = {
    id: member.authorId,
    name: member.authorName,
    orcid: member.authorOrcid,
    articlesCount: member.articlesCount,
  };
  return [current, ...matches];
}

/** `GET /api/authors-groups/members/{memberId}`: the member and its name matches. */
export async function getFoundAuthor({
  memberId,
  ...caller
}: AuthorsGroupsCaller & { memberId: number }): Promise<FoundAuthorResponse> {
  const { member, group } = await openMember(caller, memberId, 'authors_groups.use');
  const matches = await nameMatches(caller, member);
  const others = await caller.groups.memberAuthorIds({ groupId: group.id, authorIds: matches.map((a) => a.id) });
  others.delete(member.authorId);
  return {
    group: { id: group.id, display_name: group.displayName },
    member: toMember(member),
    candidates: matches.map((a) => ({ ...a, isOtherMember: others.has(a.id) })),
  };
}

/** `PUT /api/authors-groups/members/{memberId}`: match the entry to another author of its name. */
export async function repickFoundAuthor({
  memberId,
  authorId,
  ...caller
}: AuthorsGroupsCaller & { memberId: number; authorId: number }): Promise<{ member: AuthorsGroupMember }> {
  const { member, group } = await openMember(caller, memberId, 'authors_groups.edit');
  if (authorId !== member.authorId) {
    const matches = await nameMatches(caller, member);
    if (!matches.some((a) => a.id === authorId)) throw authorsGroupsErrors.unknownAuthor();
    const taken = await caller.groups.memberAuthorIds({ groupId: group.id, authorIds: [authorId] });
    if (taken.size > 0) throw authorsGroupsErrors.alreadyMember();
    await caller.groups.setMemberAuthor({ memberId, authorId });
    await caller.groups.touchGroup({ groupId: group.id, now: nowIso() });
  }
  const updated = await caller.groups.findMember({ memberId });
  if (!updated) throw authorsGroupsErrors.memberNotFound();
  return { member: toMember(updated) };
}

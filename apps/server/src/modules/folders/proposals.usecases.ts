import type { ConceptMatcher } from '@sciscope/engine';
import type { FolderRole, ProposalConcept, ProposalFields, ProposalFullResponse } from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { AppError, commonErrors } from '../../app/errors';
import { matchProposalAuthors } from './author-match.usecases';
import { foldersErrors } from './folders.errors';
import type { FolderRecord } from './folders.repository';
import { folderResource, requireFolder, type FolderPermission, type FoldersDeps } from './folders.usecases';
import { documentText, extractProposalConcepts, withTypicality, type ProposalTypicality } from './proposal-concepts';
import type { ProposalConceptRow, ProposalRecord, ProposalsRepository } from './proposals.repository';

/**
 * Proposals: the documents of a folder. Reading one needs a role in its folder, changing one
 * the editor role; a proposal the caller may not see answers 404 'Proposal not found.', as a
 * missing one does. Concepts are extracted on every save with the ontology's matcher.
 */
export interface ProposalsDeps extends FoldersDeps {
  proposals: ProposalsRepository;
  /** The current ontology's matcher (cached per database, see `getSearchConceptMatcher`). */
  matcher: () => Promise<ConceptMatcher>;
  /** Typicality of the saved text's concepts (`documentTypicality`): empty without a model. */
  typicality: ProposalTypicality;
}

/** The concepts of a proposal's fields, as saved: extracted, then with their typicality. */
export async function proposalConcepts(
  deps: Pick<ProposalsDeps, 'matcher' | 'typicality'>,
  fields: ProposalFields,
  matcher?: ConceptMatcher,
) {
  const pairs = extractProposalConcepts(matcher ?? (await deps.matcher()), fields);
  return withTypicality(deps.typicality, fields, pairs);
}

/** Loads a proposal and its folder, checking `permission` on the folder. */
export async function requireProposal({
  proposals,
  folders,
  access,
  user,
  proposalId,
  permission,
}: Omit<ProposalsDeps, 'matcher' | 'typicality'> & { proposalId: number; permission: FolderPermission }): Promise<{
  proposal: ProposalRecord;
  folder: FolderRecord;
  role: FolderRole;
}> {
  if (user === null) throw commonErrors.unauthenticated();
  const proposal = await proposals.find({ proposalId });
  const folder = proposal ? await folders.find({ folderId: proposal.folderId }) : null;
  if (!proposal || !folder) throw foldersErrors.proposalNotFound();
  try {
    const grant = await requireAccess({ access, user, permission, resource: folderResource(folder) });
    return { proposal, folder, role: grant.folderRole ?? 'editor' };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw foldersErrors.proposalNotFound();
    throw error;
  }
}

/** 400 on `authors.{i}.authorId` for a corpus author id that does not exist. */
export async function requireKnownAuthors(proposals: ProposalsRepository, fields: ProposalFields): Promise<void> {
  const ids = fields.authors.map((a) => a.authorId).filter((id): id is number => id !== null);
  const known = await proposals.existingAuthorIds({ authorIds: [...new Set(ids)] });
  const problems: Record<string, string> = {};
  fields.authors.forEach((a, i) => {
    if (a.authorId !== null && !known.has(a.authorId)) problems[`authors.${i}.authorId`] = 'Unknown author id.';
  });
  if (Object.keys(problems).length > 0) throw commonErrors.validation(problems);
}

/** `POST /api/folders/{id}/proposals`: saves a proposal with its concepts. */
export async function createProposal({
  folderId,
  fields,
  ...deps
}: ProposalsDeps & { folderId: number; fields: ProposalFields }): Promise<{ id: number; conceptsCount: number }> {
  const { folder } = await requireFolder({ ...deps, folderId, permission: 'folders.edit' });
  await requireKnownAuthors(deps.proposals, fields);
  fields = { ...fields, authors: await matchProposalAuthors(deps.proposals.authorMatch, fields.authors) };
  const concepts = await proposalConcepts(deps, fields);
  const [id] = await deps.proposals.insertMany({
    folderId: folder.id,
    createdBy: createdBy(deps.user),
    now: nowIso(),
    items: [{ fields, concepts }],
  });
  return { id: id!, conceptsCount: concepts.length };
}

function createdBy(user: ProposalsDeps['user']): number | null {
  return user && 'id' in user ? user.id : null;
}

/** `PUT /api/proposals/{id}`: replaces its fields and re-extracts its concepts. */
export async function updateProposal({
  proposalId,
  fields,
  ...deps
}: ProposalsDeps & { proposalId: number; fields: ProposalFields }): Promise<{ id: number; conceptsCount: number }> {
  await requireProposal({ ...deps, proposalId, permission: 'folders.edit' });
  await requireKnownAuthors(deps.proposals, fields);
  fields = { ...fields, authors: await matchProposalAuthors(deps.proposals.authorMatch, fields.authors) };
  const concepts = await proposalConcepts(deps, fields);
  await deps.proposals.update({ proposalId, fields, concepts, now: nowIso() });
  return { id: proposalId, conceptsCount: concepts.length };
}

/** `DELETE /api/proposals/{id}`. */
export async function deleteProposal({
  proposalId,
  ...deps
}: Omit<ProposalsDeps, 'matcher' | 'typicality'> & { proposalId: number }): Promise<void> {
  await requireProposal({ ...deps, proposalId, permission: 'folders.edit' });
  await deps.proposals.delete({ proposalId });
}

/** A stored concept as the pages show it. */
export function toProposalConcept(row: ProposalConceptRow): ProposalConcept {
  return {
    conceptId: row.conceptId,
    name: row.name,
    tf: row.tf,
    literal: row.literal,
    reason: row.reason ?? 'literal',
    df: row.df,
    basicSuggested: row.basicSuggested,
    tfidf: row.tfidf,
    relevance: row.relevance,
    badge: row.badge,
    ...(row.sameNameAs === undefined ? {} : { sameNameAs: row.sameNameAs }),
  };
}

/**
 * Groups concepts (given in badge order) under their first broader concept (or themselves), so
 * the brief reads as a few topics rather than a flat list: concepts keep badge order inside a
 * group, and a group comes where its first concept does, so the top badge leads the first group.
 */
export function groupConcepts(rows: ProposalConceptRow[]): ProposalFullResponse['groupedConcepts'] {
  const groups = new Map<number, { group: { conceptId: number; name: string }; concepts: ProposalConcept[] }>();
  for (const row of rows) {
    const key = row.parentId ?? row.conceptId;
    const name = row.parentId === null ? row.name : (row.parentName ?? row.name);
    const entry = groups.get(key) ?? { group: { conceptId: key, name }, concepts: [] };
    entry.concepts.push(toProposalConcept(row));
    groups.set(key, entry);
  }
  return [...groups.values()];
}

/** `GET /api/proposals/{id}/full` (spec 03 section 3, Proposal). */
export async function getProposalFull({
  proposalId,
  fulltext,
  ...deps
}: Omit<ProposalsDeps, 'matcher' | 'typicality'> & {
  proposalId: number;
  fulltext: boolean;
}): Promise<ProposalFullResponse> {
  const { proposal, folder, role } = await requireProposal({ ...deps, proposalId, permission: 'folders.read' });
  const concepts = await deps.proposals.concepts({ proposalId });
  const linked = [
    ...new Set(proposal.authors.flatMap((a) => (a.authorId === null ? [] : [a.authorId, ...(a.otherAuthorIds ?? [])]))),
  ];
  const names = await deps.proposals.authorMatch.namesOf(linked);
  return {
    id: proposal.id,
    title: proposal.title,
    folder: { id: folder.id, name: folder.name, org_id: folder.organizationId },
    origin_id: proposal.originId,
    attributes: proposal.attributes,
    abstract: proposal.abstract,
    groupedConcepts: groupConcepts(concepts),
    authors: proposal.authors.map((a) => ({
      name: a.name,
      affiliations: a.affiliations,
      authorId: a.authorId,
      matchedBy: a.matchedBy ?? (a.authorId === null ? null : 'user'),
      authorName: a.authorId === null ? null : (names.get(a.authorId) ?? null),
      otherAuthors: (a.authorId === null ? [] : (a.otherAuthorIds ?? [])).map((id) => ({
        id,
        name: names.get(id) ?? `#${id}`,
      })),
      possibleMatches: a.authorId === null ? (a.possibleMatches ?? 0) : 0,
      orcid: a.orcid,
    })),
    canEdit: role === 'editor',
    ...(fulltext ? { fulltext: documentText(proposal) } : {}),
  };
}

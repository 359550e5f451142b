import { createAccessRepository } from '../../app/access.repository';
import type { RefDocSource } from '../referees/ref-doc.port';
import { createFoldersRepository } from './folders.repository';
import { createProposalsRepository } from './proposals.repository';
import { requireProposal } from './proposals.usecases';

/**
 * The proposal kind of the referee finder (`/referees-beam/proposal/{id}`). Seeing the
 * ranking needs a role in the proposal's folder (others get 404 'Proposal not found.').
 *
 * Rights (spec 03 section 6, conditions left open there, decided here): marking candidates
 * as referees and hiding candidates change the folder's shared state, so they need the
 * editor role: true for the folder's editors, its organization's admins, superusers and the
 * owner of a personal folder; false for viewers. Default settings come from the folder and
 * then its organization.
 */
export const proposalRefDocSource: RefDocSource = {
  kind: 'proposal',
  async load({ db, actor, id }) {
    const proposals = createProposalsRepository({ db });
    const { proposal, folder, role } = await requireProposal({
      proposals,
      folders: createFoldersRepository({ db }),
      access: createAccessRepository({ db }),
      user: actor,
      proposalId: id,
      permission: 'folders.read',
    });
    const concepts = await proposals.concepts({ proposalId: id });
    const editor = role === 'editor';
    return {
      doc: {
        kind: 'proposal',
        id: proposal.id,
        title: proposal.title,
        abstract: proposal.abstract,
        conceptIds: concepts.map((c) => c.conceptId),
        authors: proposal.authors.map((a) => ({
          name: a.name,
          affiliations: a.affiliations,
          authorId: a.authorId,
          otherAuthorIds: a.authorId === null ? [] : (a.otherAuthorIds ?? []),
          orcid: a.orcid,
          matchedBy: a.matchedBy,
        })),
        corpusArticleIds: [],
        header: {
          folder: { id: folder.id, name: folder.name, organizationId: folder.organizationId },
          originId: proposal.originId,
        },
      },
      rights: {
        canMarkAsReferees: editor,
        canHideCandidates: editor,
        organizationId: folder.organizationId,
        folderId: folder.id,
      },
    };
  },
};

import { createAccessRepository } from '../../app/access.repository';
import type { RefereeMarksSource } from '../referees/referees.ports';
import { createFoldersRepository } from './folders.repository';
import { createProposalsRepository } from './proposals.repository';
import { requireProposal } from './proposals.usecases';
import { createRefereeMarksRepository } from './referee-marks.repository';

/**
 * The referee finder's marks port: a proposal's marked authors for anyone who may read the
 * proposal (404 otherwise); other document kinds have no marks.
 */
export const refereeMarksSource: RefereeMarksSource = {
  async markedAuthorIds({ db, actor, docKind, docId }) {
    if (docKind !== 'proposal') return [];
    await requireProposal({
      proposals: createProposalsRepository({ db }),
      folders: createFoldersRepository({ db }),
      access: createAccessRepository({ db }),
      user: actor,
      proposalId: docId,
      permission: 'folders.read',
    });
    return createRefereeMarksRepository({ db }).markedAuthorIds({ proposalId: docId });
  },
};

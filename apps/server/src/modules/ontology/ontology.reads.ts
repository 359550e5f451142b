import { z } from 'zod';
import {
  curationEvidenceResponseSchema,
  literalSampleSchema,
  potentialDfSchema,
  impactResponseSchema,
  literalCheckResponseSchema,
  type CurationKind,
  type LiteralInput,
} from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createConceptCorpusRepository } from './concept-corpus.repository';
import { conceptImpact, createOntologySource } from './concept-impact.usecases';
import { createConceptsRepository } from './concepts.repository';
import { curationEvidence } from './curation-queue.usecases';
import { checkLiterals, literalsDfs } from './literal-check.usecases';
import { createOntologyLogRepository } from './ontology-log.repository';

/*
 * The curation's corpus reads (they tokenise and match texts): the literal check, the impact
 * preview and the curation evidence run in the read workers, never on the thread serving HTTP.
 */

function repositoriesOf(scope: ReadScope) {
  return scope.shared('ontology.curation', () => ({
    concepts: createConceptsRepository({ db: scope.db }),
    corpus: createConceptCorpusRepository({ db: scope.db }),
    log: createOntologyLogRepository({ db: scope.db }),
    // The whole ontology, kept per worker while its fingerprint stays the same.
    ontology: createOntologySource(scope.db),
  }));
}

/** `POST /api/ontology/check-literals` as a read. */
export const checkLiteralsRead = defineRead({
  name: 'ontology.check-literals',
  response: literalCheckResponseSchema,
  run: (
    { user, conceptId, literals }: { user: SessionUser | null; conceptId: number | null; literals: LiteralInput[] },
    scope,
  ) => checkLiterals({ ...repositoriesOf(scope), access: scope.access, user, conceptId, literals }),
});

/** `GET /api/ontology/log/{id}/impact` as a read. */
export const conceptImpactRead = defineRead({
  name: 'ontology.impact',
  response: impactResponseSchema,
  run: ({ user, logId }: { user: SessionUser | null; logId: number }, scope) =>
    conceptImpact({ ...repositoriesOf(scope), access: scope.access, user, logId }),
});

/** `GET /api/ontology/curation/evidence` as a read. */
export const curationEvidenceRead = defineRead({
  name: 'ontology.curation-evidence',
  response: curationEvidenceResponseSchema,
  run: ({ user, kind, id }: { user: SessionUser | null; kind: CurationKind; id: number }, scope) =>
    curationEvidence({ ...repositoriesOf(scope), access: scope.access, user, kind, id }),
});

/** GraphQL `literalsDfs` (and a concept's `potentialDfs`) as a read. */
export const literalsDfsRead = defineRead({
  name: 'ontology.literals-dfs',
  response: z.object({
    perLiteral: z.array(potentialDfSchema.extend({ samples: z.array(literalSampleSchema) })),
    total: potentialDfSchema,
  }),
  run: ({ user, literals }: { user: SessionUser | null; literals: LiteralInput[] }, scope) =>
    literalsDfs({ ...repositoriesOf(scope), access: scope.access, user, literals }),
});

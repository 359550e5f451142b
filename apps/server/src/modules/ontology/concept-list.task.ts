import { z } from 'zod';
import { createAccessRepository } from '../../app/access.repository';
import { createMailer } from '../mail/mailer';
import type { TaskHandlerContext } from '../tasks/task-execution';
import { runConceptListImport } from './concept-list.usecases';
import { createOntologyServices } from './ontology-deps';
import { createPossibleConceptsRepository } from './possible-concepts.repository';
import { createPossibleServices } from './possible-deps';

const paramsSchema = z.object({
  input: z.object({ text: z.string(), separators: z.string(), format: z.enum(['lines', 'csv']) }),
  userId: z.number().int().nullable(),
});

/**
 * Task `ontology.import-list`: creates the concepts of an imported list for the account that
 * asked, with its rights as they are when the task runs. Not resumable: a run cut short has
 * created some concepts, and a second run would refuse their names.
 */
export async function runImportListTask({ db, config, params, progress }: TaskHandlerContext) {
  const { input, userId } = paramsSchema.parse(params);
  const user = userId === null ? null : await createPossibleConceptsRepository({ db }).activeUser(userId);
  const ontology = createOntologyServices({
    db,
    access: createAccessRepository({ db }),
    // The runner polls its queue: a rescan queued from a worker thread starts without a wake-up.
    wake: () => {},
    mailer: createMailer({ config: config.mail }),
    publicUrl: config.publicUrl,
  });
  return runConceptListImport({ ...createPossibleServices({ db, ontology }), user, input, progress });
}

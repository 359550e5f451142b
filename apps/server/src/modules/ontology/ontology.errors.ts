import { ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { AppError, commonErrors } from '../../app/errors';

/** Error factories of ontology curation (texts of spec 02 section 8). */
export const ontologyErrors = {
  conceptNotFound: () => new AppError({ code: 'ontology.concept_not_found' }),
  parentProtected: (children: number) =>
    new AppError({ code: 'ontology.parent_protected', message: ONTOLOGY_TEXTS.parentProtected(children) }),
  conceptDeleted: () => new AppError({ code: 'ontology.concept_deleted' }),
  /** Restoring a live concept: there is nothing to restore (a stable code waits for contracts). */
  notDeleted: () => commonErrors.badRequest('This concept is not deleted.'),
  mergeTarget: () => new AppError({ code: 'ontology.merge_target' }),
  alreadyReviewed: () => new AppError({ code: 'ontology.already_reviewed' }),
  staleSuggestion: () => new AppError({ code: 'ontology.stale_suggestion' }),
  logEntryNotFound: () => new AppError({ code: 'ontology.log_entry_not_found' }),
  /** The suggester's identical suggestion is still open: a second one would only duplicate it. */
  duplicateSuggestion: () => new AppError({ code: 'ontology.duplicate_suggestion' }),
  /** The concept form's validation failed: `details.fields` per field, `details.issues` as listed. */
  invalidConcept: (fields: Record<string, string>, issues: string[]) =>
    new AppError({
      code: 'validation.failed',
      message: ONTOLOGY_TEXTS.validationErrors,
      details: { fields, issues },
    }),
  unknownConcepts: (field: string) => commonErrors.validation({ [field]: 'One of the concepts named does not exist.' }),
  docsBatchNotFound: () => new AppError({ code: 'ontology.docs_batch_not_found' }),
  /** The caller's batch of the same source is still queued or being mined (`batchId`: that batch). */
  docsBatchRunning: (batchId: number) => new AppError({ code: 'ontology.docs_batch_running', details: { batchId } }),
  /** Per wrong row of an imported list: its line and errors. */
  listInvalid: (rows: Array<{ line: number; errors: string[] }>) =>
    new AppError({ code: 'ontology.list_invalid', details: { rows } }),
  cycle: (field: string) => commonErrors.validation({ [field]: 'A concept cannot be a parent of its own parents.' }),
  parentAndChild: (field: string) =>
    commonErrors.validation({ [field]: 'A concept cannot be both a parent and a child of the same concept.' }),
};

import { POSSIBLE_TEXTS, type ConceptResult, type PossibleConcept } from '@sciscope/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ConceptSave } from '../api/ontology-api';
import { ConceptForm } from '../components/concept-form';
import { createFromPossible } from './possible-api';

/** Sends the concept form's save as a creation from possible concepts (the same save on the server). */
async function sendCreate(docsBatchId: number | null, names: string[], save: ConceptSave): Promise<ConceptResult> {
  const result = await createFromPossible(docsBatchId, names, {
    name: save.name ?? '',
    basic: save.basic ?? false,
    literals: save.literals ?? [],
    ...(save.ontologyCategories ? { ontologyCategories: save.ontologyCategories } : {}),
    ...(save.parentIds ? { parentIds: save.parentIds } : {}),
    ...(save.childIds ? { childIds: save.childIds } : {}),
    ...(save.relatedIds ? { relatedIds: save.relatedIds } : {}),
  });
  return {
    ok: true,
    pending: result.pending,
    logId: result.logId,
    concept: result.concept,
    rescanArticles: result.rescan?.articles ?? null,
    rescanTaskId: result.rescan?.taskId ?? null,
  };
}

/**
 * A possible concept's row opened (spec 02 section 2): the concept form on its name and
 * literals — checked on the corpus, validated before anything is sent, with parents,
 * categories and the # lookup — with 'Close and continue' and 'Create concept', which saves it
 * through the concept form's own save (a suggestion for non-moderators) and labels the row.
 */
export function PossibleConceptModal({
  possible,
  names,
  docsBatchId,
  moderator,
  onClose,
  onCreated,
}: {
  possible: Pick<PossibleConcept, 'name' | 'literals'> | null;
  /** The possible concepts the new concept stands for (one, or the merged selection). */
  names: string[];
  docsBatchId: number | null;
  moderator: boolean;
  onClose: () => void;
  onCreated: (result: ConceptResult) => void;
}) {
  return (
    <Modal opened={possible !== null} onClose={onClose} title={possible?.name ?? ''} size="80rem">
      {possible && (
        <Stack>
          <ConceptForm
            key={names.join('|')}
            concept={null}
            initialName={possible.name}
            initialLiterals={possible.literals}
            moderator={moderator}
            loggedIn
            create={{
              label: POSSIBLE_TEXTS.createConcept,
              send: (save) => sendCreate(docsBatchId, names, save),
              onCreated,
            }}
          />
          <Group justify="flex-end">
            {!moderator && (
              <Text size="sm" c="dimmed">
                Your concept becomes a suggestion for the moderators.
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              {POSSIBLE_TEXTS.closeAndContinue}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

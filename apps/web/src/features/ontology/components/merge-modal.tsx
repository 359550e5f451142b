import { conceptPagePath, ONTOLOGY_TEXTS, type ConceptSuggestion, type LiteralInput } from '@sciscope/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api-client';
import { fetchConcept, fetchMissingLiterals, mergeConcept } from '../api/ontology-api';
import { useInvalidateOntology } from '../queries/use-ontology';
import { ConceptPicker } from './concept-picker';

/** The error text of a failed call: the server's message, or the spec's network text. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return ONTOLOGY_TEXTS.networkProblem;
}

/**
 * 'Merge to…' (moderators): pick the concept to merge this one into, see the literals it will
 * carry over, merge. The server deletes this concept and saves the target in one transaction.
 */
export function MergeModal({
  opened,
  onClose,
  conceptId,
  literals,
}: {
  opened: boolean;
  onClose: () => void;
  conceptId: number;
  literals: LiteralInput[];
}) {
  const [target, setTarget] = useState<ConceptSuggestion | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const navigate = useNavigate();
  const invalidate = useInvalidateOntology();

  const choose = async (concept: ConceptSuggestion) => {
    setTarget(concept);
    setMissing(null);
    setError(null);
    try {
      const full = await fetchConcept(concept.id);
      const dest = (full?.literals ?? []).map((l) => ({
        name: l.name,
        composite: l.composite,
        lang: l.lang,
        isAmbiguous: l.isAmbiguous,
      }));
      setMissing((await fetchMissingLiterals(conceptId, dest, literals)).map((l) => l.name));
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  const merge = async () => {
    if (!target) return;
    setWorking(true);
    setError(null);
    try {
      const result = await mergeConcept(conceptId, target.id);
      await invalidate();
      onClose();
      if (result.concept) navigate(conceptPagePath(result.concept.id, result.concept.name));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Merge to…" size="lg">
      <Stack gap="sm">
        <ConceptPicker label={ONTOLOGY_TEXTS.mergeSearch} exclude={[conceptId]} onPick={choose} focusFirst />
        {target && (
          <Text size="sm">
            Merge into <b>{target.value}</b>
            {missing !== null &&
              (missing.length > 0 ? `, carrying over: ${missing.join(', ')}.` : '; every literal is already there.')}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!target || missing === null} loading={working} onClick={merge}>
            Merge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

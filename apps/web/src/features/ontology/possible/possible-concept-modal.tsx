import {
  ONTOLOGY_TEXTS,
  ontologyIssueText,
  POSSIBLE_TEXTS,
  type ConceptChangeResponse,
  type PossibleConcept,
} from '@sciscope/contracts';
import { validateConceptDraft } from '@sciscope/engine/curation';
import { Alert, Button, Checkbox, CloseButton, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createFromPossible } from './possible-api';
import { failureText } from '../components/merge-modal';

interface DraftRow {
  name: string;
  isAmbiguous: boolean;
}

/** The texts of a failed save: the server's validation issues, or its message. */
export function saveErrorTexts(error: unknown): string[] {
  const details = (error as { details?: { issues?: unknown } }).details;
  if (details && Array.isArray(details.issues))
    return [ONTOLOGY_TEXTS.validationErrors, ...(details.issues as string[])];
  return [failureText(error)];
}

/**
 * A possible concept's row opened (spec 02 section 2): the concept form on its name and
 * literals (name, basic, literals with their ambiguity), checked with the form's own rules
 * before anything is sent; 'Close and continue' leaves it, 'Create concept' saves it through
 * the concept form's save (a suggestion for non-moderators).
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
  onCreated: (result: ConceptChangeResponse) => void;
}) {
  return (
    <Modal opened={possible !== null} onClose={onClose} title={possible?.name ?? ''} size="lg">
      {possible && (
        <ModalForm
          key={possible.name}
          possible={possible}
          names={names}
          docsBatchId={docsBatchId}
          moderator={moderator}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}

function ModalForm({
  possible,
  names,
  docsBatchId,
  moderator,
  onClose,
  onCreated,
}: {
  possible: Pick<PossibleConcept, 'name' | 'literals'>;
  names: string[];
  docsBatchId: number | null;
  moderator: boolean;
  onClose: () => void;
  onCreated: (result: ConceptChangeResponse) => void;
}) {
  const [name, setName] = useState(possible.name);
  const [basic, setBasic] = useState(false);
  const [rows, setRows] = useState<DraftRow[]>(possible.literals.map((l) => ({ ...l })));
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const validation = validateConceptDraft({
    name,
    literals: rows.map((r) => ({
      name: r.name,
      composite: null,
      lang: '',
      isAmbiguous: r.isAmbiguous,
      variants: [],
      conflicts: 0,
    })),
  });
  const update = (i: number, change: Partial<DraftRow>) =>
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...change } : row)));

  async function create() {
    if (!validation.valid) {
      setErrors([ONTOLOGY_TEXTS.validationErrors, ...validation.errors.map(ontologyIssueText)]);
      return;
    }
    setBusy(true);
    try {
      const result = await createFromPossible(docsBatchId, names, {
        name: name.trim(),
        basic,
        literals: rows.map((r) => ({ name: r.name.trim(), isAmbiguous: r.isAmbiguous, checkboxInteracted: true })),
      });
      onCreated(result);
    } catch (error) {
      setErrors(saveErrorTexts(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Checkbox label="basic" checked={basic} onChange={(e) => setBasic(e.currentTarget.checked)} />
      {validation.warnings.map((w) => (
        <Text key={w.code} size="sm" c="orange">
          {ontologyIssueText(w)}
        </Text>
      ))}
      <Stack gap={4} aria-label="Literals">
        {rows.map((row, i) => (
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              aria-label={`Literal ${i + 1}`}
              value={row.name}
              onChange={(e) => update(i, { name: e.currentTarget.value })}
              error={validation.literals[i]?.errors.map(ontologyIssueText).join(' ') || undefined}
              style={{ flex: 1 }}
            />
            <Checkbox
              label="Ambiguous"
              checked={row.isAmbiguous}
              onChange={(e) => update(i, { isAmbiguous: e.currentTarget.checked })}
            />
            <CloseButton
              aria-label={`Remove ${row.name.slice(0, 12)}`}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            />
          </Group>
        ))}
        <TextInput
          aria-label="New literal"
          placeholder={ONTOLOGY_TEXTS.typeToAdd}
          value={adding}
          onChange={(e) => setAdding(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && adding.trim()) {
              e.preventDefault();
              setRows([...rows, { name: adding.trim(), isAmbiguous: false }]);
              setAdding('');
            }
          }}
          onBlur={() => {
            if (adding.trim()) {
              setRows([...rows, { name: adding.trim(), isAmbiguous: false }]);
              setAdding('');
            }
          }}
        />
      </Stack>
      {errors.length > 0 && (
        <Alert color="red" title={ONTOLOGY_TEXTS.errorSaving}>
          <List size="sm">
            {errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        {!moderator && (
          <Text size="sm" c="dimmed">
            Your concept becomes a suggestion for the moderators.
          </Text>
        )}
        <Button variant="default" onClick={onClose}>
          {POSSIBLE_TEXTS.closeAndContinue}
        </Button>
        <Button onClick={() => void create()} loading={busy}>
          {POSSIBLE_TEXTS.createConcept}
        </Button>
      </Group>
    </Stack>
  );
}

import {
  conceptPagePath,
  ONTOLOGY_TEXTS,
  type Concept,
  type ConceptResult,
  type NeighborConcept,
} from '@sciscope/contracts';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { abbreviateCount, countLabel } from '@sciscope/contracts';
import { checkLiterals, constructWithParent, saveConcept, type ConceptSave } from '../api/ontology-api';
import {
  draftOf,
  factsBySignature,
  literalInputOf,
  literalName,
  literalTooLong,
  partsOf,
  signatureOf,
  validateDraft,
  type ConceptDraft,
  type DraftLiteral,
  type LiteralFacts,
} from '../concept-draft';
import { ontologyKeys } from '../queries/ontology-keys';
import { useInvalidateOntology } from '../queries/use-ontology';
import { checkProblemOf, literalErrors, saveErrorTexts, type CheckProblem } from '../form-errors';
import { ConceptBreadcrumb } from './concept-breadcrumb';
import { ConceptCategories } from './concept-categories';
import { ConceptRelations } from './concept-relations';
import { LiteralsTable } from './literals-table';
import { failureText, MergeModal } from './merge-modal';
import { ConfirmDelete } from '../../../components/ui/confirm-delete';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { useSaveState } from '../../../components/ui/use-save-state';
import { SaveButton } from './save-button';

/**
 * The delete and restore buttons' texts: moderators act, everyone else suggests (spec 02
 * section 6: 'Suggest edit', 'Suggest delete'; restoring is suggested the same way).
 */
export function conceptActionLabels(moderator: boolean): {
  delete: string;
  deleteQuestion: string;
  restore: string;
} {
  return moderator
    ? { delete: 'Delete', deleteQuestion: 'Delete this concept?', restore: 'Restore' }
    : { delete: 'Suggest delete', deleteQuestion: 'Suggest deleting this concept?', restore: 'Suggest restore' };
}

/**
 * The concept form (spec 02 sections 2, 4, 5, 6), for a new concept (`concept` null) or a
 * stored one. Moderators save, delete, restore and merge; other logged-in users suggest; guests
 * read. Literals are checked on the server (conflicts, neighbours, variants, DF) when one loses
 * the focus or its language or ambiguity changes.
 */
export function ConceptForm({
  concept,
  initialName = '',
  initialLiterals,
  moderator,
  loggedIn,
  create,
}: {
  concept: Concept | null;
  initialName?: string;
  /** A new concept's literals to start with (a possible concept's). */
  initialLiterals?: ReadonlyArray<{ name: string; isAmbiguous: boolean }>;
  moderator: boolean;
  loggedIn: boolean;
  /**
   * Creating from possible concepts: the save sends this instead of the `concept` mutation
   * (the same use case), the button reads `label`, and `onCreated` replaces the navigation.
   */
  create?: {
    label: string;
    send: (save: ConceptSave) => Promise<ConceptResult>;
    onCreated: (result: ConceptResult) => void;
  };
}) {
  const [draft, setDraft] = useState<ConceptDraft>(() => draftOf(concept, initialName, initialLiterals));
  const [checked, setFacts] = useState<Map<string, LiteralFacts>>(new Map());
  const [checkedTotal, setTotal] = useState<{ df: number; capped: boolean } | null>(null);
  // Why the last re-check gave no counts (the server's reasons, or the network): null when it did.
  const [recheckProblem, setCheckProblem] = useState<CheckProblem | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // The literals' own texts of a refused save, on their rows (by row key) until the next edit.
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<string, string>>(new Map());
  // Set by a save refused by the form's own validation: the name field then shows its error
  // for as long as it stands (the box of the save's errors goes at the next edit).
  const [validated, setValidated] = useState(false);
  // A new key resets the delete's confirmation once a delete or its suggestion is done.
  const [deleteRound, setDeleteRound] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [saveState, runSave] = useSaveState();
  const [merging, setMerging] = useState(false);
  const errorsRef = useRef<HTMLDivElement>(null);
  // A save or delete on its way: a second submit (Enter and a click, two clicks) is dropped
  // before the button's disabled state has rendered.
  const sending = useOneAtATime();
  const checkCounter = useRef(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOntology();
  const conceptId = concept?.id ?? null;
  const deleted = concept?.deleted ?? false;
  const disabled = !loggedIn || deleted;

  const recheck = useCallback(
    async (literals: DraftLiteral[]) => {
      // A literal too long for the server is refused on its row, not sent to spoil the others' check.
      const rows = literals.filter((l) => literalName(l) !== '' && !literalTooLong(l));
      if (!loggedIn || rows.length === 0) {
        setTotal(rows.length === 0 ? { df: 0, capped: false } : null);
        return;
      }
      const mine = ++checkCounter.current;
      try {
        const data = await checkLiterals(conceptId, rows.map(literalInputOf));
        if (mine !== checkCounter.current) return;
        setFacts((old) => new Map([...old, ...factsBySignature(rows, data)]));
        setTotal(data.literalsDfs.total);
        setCheckProblem(null);
      } catch (error) {
        if (mine === checkCounter.current) setCheckProblem(checkProblemOf(error, rows.map(signatureOf)));
      }
    },
    [conceptId, loggedIn],
  );

  // The stored literals are checked once when the form opens; re-checks replace the answers.
  const [opened] = useState(() => draft.literals.filter((l) => literalName(l) !== '' && !literalTooLong(l)));
  const initial = useQuery({
    // A new concept's key names its literals: two possible concepts' forms are checked apart.
    queryKey: [...ontologyKeys.concept(conceptId ?? 0), 'initial-check', ...opened.map(literalName)],
    queryFn: ({ signal }) => checkLiterals(conceptId, opened.map(literalInputOf), signal),
    enabled: loggedIn && opened.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const facts = useMemo(
    () => new Map([...(initial.data ? factsBySignature(opened, initial.data) : []), ...checked]),
    [initial.data, opened, checked],
  );
  const total = checkedTotal ?? initial.data?.literalsDfs.total ?? null;
  const initialProblem = useMemo(
    () => (initial.error ? checkProblemOf(initial.error, opened.map(signatureOf)) : null),
    [initial.error, opened],
  );
  /** What a row's DF cell says instead of a count: why it was not counted, or null. */
  const dfProblem = (literal: DraftLiteral): string | null => {
    if (literalTooLong(literal)) return ONTOLOGY_TEXTS.literalTooLong;
    const problem = recheckProblem ?? initialProblem;
    return problem ? (problem.rows.get(signatureOf(literal)) ?? problem.others) : null;
  };

  const validation = useMemo(() => validateDraft(draft, facts), [draft, facts]);
  // An edit answers the last save's errors: they no longer describe the form, so they go
  // (the fields' own validation still shows on the rows and the name).
  const update = (changes: Partial<ConceptDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setErrors([]);
    setRowErrors(new Map());
  };
  const showErrors = (list: string[]) => setErrors(list);

  const afterChange = async (result: ConceptResult, doneText: string) => {
    await invalidate();
    if (create && conceptId === null) {
      create.onCreated(result);
      return;
    }
    if (result.pending) {
      setNotice(doneText);
    } else if (result.concept) {
      queryClient.setQueryData(ontologyKeys.concept(result.concept.id), result.concept);
      setNotice(result.rescanArticles ? `Saved: ${result.rescanArticles} articles are being rescanned.` : 'Saved.');
      if (conceptId === null) navigate(conceptPagePath(result.concept.id, result.concept.name));
      else setDraft(draftOf(result.concept));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.running()) return;
    setNotice(null);
    if (!validation.valid) {
      setValidated(true);
      return showErrors([ONTOLOGY_TEXTS.validationErrors, ...validation.errors]);
    }
    setErrors([]);
    setRowErrors(new Map());
    const sent = draft.literals;
    const save: ConceptSave = {
      id: conceptId,
      name: draft.name,
      basic: draft.basic,
      literals: sent.map(literalInputOf),
      ontologyCategories: draft.categories,
      parentIds: draft.parents.map((c) => c.id),
      childIds:
        concept && concept.childConceptsCount > concept.children.length ? undefined : draft.children.map((c) => c.id),
      relatedIds: draft.related.map((c) => c.id),
    };
    sending.run(async () => {
      try {
        const send = create && conceptId === null ? create.send : saveConcept;
        await runSave(async () => afterChange(await send(save), 'Your suggested change was sent to the moderators.'));
      } catch (error) {
        showErrors(saveErrorTexts(error));
        setRowErrors(
          literalErrors(
            error,
            sent.map((literal) => literal.key),
          ),
        );
      }
    });
  };

  const setDeleted = async (value: boolean) => {
    if (conceptId === null) return;
    sending.run(async () => {
      setNotice(null);
      setErrors([]);
      try {
        await runSave(async () => {
          const result = await saveConcept({ id: conceptId, deleted: value });
          await afterChange(
            result,
            value
              ? 'Your suggestion to delete the concept was sent to the moderators.'
              : 'Your suggestion to restore the concept was sent to the moderators.',
          );
          if (!result.pending && result.concept)
            queryClient.setQueryData(ontologyKeys.concept(conceptId), result.concept);
        });
      } catch (error) {
        showErrors(saveErrorTexts(error));
      } finally {
        if (value) setDeleteRound((round) => round + 1);
      }
    });
  };

  const construct = async (parent: NeighborConcept) => {
    try {
      const { result } = await constructWithParent({
        concept_id: conceptId,
        parent_concept_id: parent.id,
        literals: draft.literals.map((l) => {
          const input = literalInputOf(l);
          return { name: input.name, composite: input.composite, is_ambiguous: l.isAmbiguous, lang: l.lang };
        }),
      });
      const literals = draft.literals.map((literal, i) => {
        const built = result.literals[i];
        return built ? { ...literal, parts: partsOf(built.name, built.composite) } : literal;
      });
      const parents = draft.parents.some((p) => p.id === result.parent.id)
        ? draft.parents
        : [...draft.parents, result.parent];
      update({ literals, parents });
      void recheck(literals);
    } catch (error) {
      showErrors([failureText(error)]);
    }
  };

  const schemes = concept?.ontologyCategories.filter((c) => c.kind === 'scheme') ?? [];
  const saveLabel = create && conceptId === null ? create.label : moderator ? 'Save' : 'Suggest edit';
  const labels = conceptActionLabels(moderator);

  return (
    <Stack gap="md" component="form" onSubmit={submit} aria-label="Concept">
      <ConceptBreadcrumb concept={concept} logLink={loggedIn} />

      {moderator && concept && (concept.pendingChanges ?? 0) > 0 && (
        <Alert color="yellow">
          <Anchor component={Link} to={`/ontology/concept/log/${concept.id}`}>
            {ONTOLOGY_TEXTS.pendingChanges(concept.pendingChanges ?? 0)}
          </Anchor>
        </Alert>
      )}
      {deleted && (
        <Alert color="red" role="alert">
          {ONTOLOGY_TEXTS.deleted}
        </Alert>
      )}
      {draft.basic && <Alert color="gray">{ONTOLOGY_TEXTS.basic}</Alert>}
      {!loggedIn && (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/accounts/login/">
            Log in
          </Anchor>{' '}
          to suggest changes to this concept.
        </Text>
      )}

      <Group align="flex-end" gap="lg">
        <TextInput
          label="Name"
          value={draft.name}
          disabled={disabled}
          error={
            validation.errors.includes(ONTOLOGY_TEXTS.conceptNameTooLong)
              ? ONTOLOGY_TEXTS.conceptNameTooLong
              : validation.errors.includes(ONTOLOGY_TEXTS.conceptNameEmpty) && validated
                ? ONTOLOGY_TEXTS.conceptNameEmpty
                : undefined
          }
          onChange={(event) => update({ name: event.currentTarget.value })}
          style={{ flex: 1, maxWidth: 520 }}
        />
        <Checkbox
          label="basic"
          checked={draft.basic}
          disabled={disabled}
          onChange={(event) => update({ basic: event.currentTarget.checked })}
        />
      </Group>
      <Text size="sm" aria-label="Total DF">
        {/* Literals are checked on the corpus only for a logged-in user: a visitor sees the stored count. */}
        Total DF:{' '}
        {total ? abbreviateCount(total.df, total.capped) : concept && !loggedIn ? abbreviateCount(concept.df) : '…'}
        {concept ? ` · carried by ${countLabel(concept.df, 'article')} now` : ''}
      </Text>
      {validation.warnings.map((warning) => (
        <Text key={warning} size="sm" c="orange">
          {warning}
        </Text>
      ))}

      {/* Above the literals: the spec's 'One or more literals are incorrect. Please check below.' points down to the rows. */}
      {errors.length > 0 && (
        <Alert color="red" role="alert" ref={errorsRef} title={ONTOLOGY_TEXTS.errorSaving} tabIndex={-1}>
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Title order={2} size="h4">
        Literals
      </Title>
      <LiteralsTable
        literals={draft.literals}
        facts={facts}
        validation={validation}
        dfProblem={dfProblem}
        rowErrors={rowErrors}
        disabled={disabled}
        onChange={(literals) => update({ literals })}
        onRecheck={(literals) => void recheck(literals)}
        onConstruct={construct}
      />

      <ConceptCategories
        schemes={schemes}
        categories={draft.categories}
        disabled={disabled}
        onChange={(categories) => update({ categories })}
      />
      <ConceptRelations
        conceptId={conceptId}
        relations={{ parents: draft.parents, children: draft.children, related: draft.related }}
        childCount={concept?.childConceptsCount ?? draft.children.length}
        disabled={disabled}
        onChange={(relations) => update(relations)}
      />

      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}

      {loggedIn && (
        <Group gap="sm">
          {!deleted && <SaveButton state={saveState} label={saveLabel} />}
          {concept && !deleted && (
            <ConfirmDelete
              key={deleteRound}
              label={labels.delete}
              question={labels.deleteQuestion}
              pending={saveState === 'working'}
              onConfirm={() => void setDeleted(true)}
              size="sm"
            />
          )}
          {concept && deleted && (
            <Button variant="light" onClick={() => void setDeleted(false)} disabled={saveState === 'working'}>
              {labels.restore}
            </Button>
          )}
          {concept && !deleted && moderator && (
            <Button variant="default" onClick={() => setMerging(true)}>
              Merge to…
            </Button>
          )}
          {errors.length > 0 && (
            <Anchor
              component="button"
              type="button"
              c="red"
              size="sm"
              onClick={() => {
                errorsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                errorsRef.current?.focus();
              }}
            >
              {ONTOLOGY_TEXTS.errorScrollLink}
            </Anchor>
          )}
        </Group>
      )}
      {concept && moderator && (
        <MergeModal
          opened={merging}
          onClose={() => setMerging(false)}
          conceptId={concept.id}
          literals={draft.literals.map(literalInputOf)}
        />
      )}
    </Stack>
  );
}

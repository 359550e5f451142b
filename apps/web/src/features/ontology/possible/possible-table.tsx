import {
  abbreviateCount,
  conceptPagePath,
  POSSIBLE_CONSTANTS,
  POSSIBLE_TEXTS,
  searchQueryPath,
  type PossibleConcept,
} from '@sciscope/contracts';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pager } from '../components/pager';
import { bulkCreatePlan } from './bulk-create';
import { banPossibleLiterals, createFromPossible, setBatchHidden } from './possible-api';
import { saveErrorTexts } from '../form-errors';
import { PossibleConceptModal } from './possible-concept-modal';
import { Count } from '../../articles/components/count';

/** A save's answer as the table reads it (REST's and the concept form's alike). */
interface SaveOutcome {
  pending: boolean;
  concept: { id: number; name: string } | null;
}

/** What the user made of a row on this page (the batch stores it too; an article's page does not). */
interface RowOutcome {
  conceptId: number | null;
  merged: boolean;
  pending: boolean;
}

/**
 * The possible-concepts curation table (spec 02 sections 2 and 4): selection, the 'created' and
 * 'merged' labels, score, collection DF (batches), TF, the DF link to a search, conflicts and
 * neighbours; a row, or its name (a button, for the keyboard), opens the concept form; the
 * mass-action bar creates (one at a time, with a counter and a progress bar), merges (more than
 * one selected), hides, unhides and, for superusers, reports false. Without a `pager` (the caller's own paging) the table shows its
 * rows 50 a page itself (section 9); the selection holds across its pages.
 */
export function PossibleTable({
  rows,
  docsBatchId,
  moderator,
  superuser,
  showCollectionDf,
  pager,
  onChanged,
  navigateAfterSave = false,
  emptyText = 'No results',
}: {
  rows: PossibleConcept[];
  docsBatchId: number | null;
  moderator: boolean;
  superuser: boolean;
  showCollectionDf: boolean;
  /** The caller's paging of `rows` (one page of them); without it the table pages `rows` itself. */
  pager?: ReactNode;
  onChanged: () => void;
  /** Import from list: after a save go to the concept page, after a merge to the merged concept. */
  navigateAfterSave?: boolean;
  /** What an empty table says ('No results'; a batch being mined has no rows yet). */
  emptyText?: string;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcomes, setOutcomes] = useState<Map<string, RowOutcome>>(new Map());
  const [failed, setFailed] = useState<Map<string, string>>(new Map());
  const [open, setOpen] = useState<{ possible: Pick<PossibleConcept, 'name' | 'literals'>; names: string[] } | null>(
    null,
  );
  const [bulk, setBulk] = useState<{ done: number; total: number } | null>(null);
  const [alert, setAlert] = useState<{ color: string; text: string } | null>(null);
  const [notice, setNotice] = useState<{ text: string; conceptId: number | null; name: string } | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  useEffect(() => () => void (clearTimer.current && clearTimeout(clearTimer.current)), []);

  const [ownOffset, setOwnOffset] = useState(0);
  const pageSize = POSSIBLE_CONSTANTS.pageSize;
  const ownPaging = pager === undefined && rows.length > pageSize;
  // Rows may shrink (a new list processed): never stay on a page past the end.
  const offset = ownPaging && ownOffset < rows.length ? ownOffset : 0;
  const pageRows = ownPaging ? rows.slice(offset, offset + pageSize) : rows;

  const chosen = rows.filter((r) => selected.has(r.name));
  const toggle = (name: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selected.has(r.name));

  function recordOutcome(names: string[], result: SaveOutcome) {
    setOutcomes((current) => {
      const next = new Map(current);
      for (const name of names)
        next.set(name, { conceptId: result.concept?.id ?? null, merged: names.length > 1, pending: result.pending });
      return next;
    });
  }

  function afterSave(names: string[], result: SaveOutcome) {
    recordOutcome(names, result);
    setOpen(null);
    if (result.pending)
      setNotice({ text: 'Your suggested concept was sent to the moderators.', conceptId: null, name: '' });
    else if (result.concept && navigateAfterSave) navigate(conceptPagePath(result.concept.id, result.concept.name));
    else if (result.concept)
      setNotice({
        text: names.length > 1 ? 'Merged into' : 'Created',
        conceptId: result.concept.id,
        name: result.concept.name,
      });
    onChanged();
  }

  async function bulkCreate() {
    const plan = bulkCreatePlan(chosen, outcomes);
    const { targets, total } = plan;
    let { done } = plan;
    setBulk({ done, total });
    setAlert(null);
    const errors = new Map<string, string>();
    // One concept at a time (spec 02 section 4).
    for (const row of targets) {
      try {
        const result = await createFromPossible(docsBatchId, [row.name], {
          name: row.name,
          literals: row.literals.map((l) => ({ name: l.name, isAmbiguous: l.isAmbiguous })),
        });
        recordOutcome([row.name], result);
        done++;
      } catch (error) {
        errors.set(row.name, saveErrorTexts(error).join(' '));
      }
      setBulk({ done, total });
    }
    setFailed(errors);
    if (errors.size > 0) setAlert({ color: 'red', text: POSSIBLE_TEXTS.bulkCreateError });
    onChanged();
    clearTimer.current = setTimeout(() => {
      setSelected(new Set());
      setBulk(null);
    }, POSSIBLE_CONSTANTS.selectionClearMs);
  }

  function startMerge() {
    if (chosen.length < 2) {
      setAlert({ color: 'orange', text: POSSIBLE_TEXTS.mergeNeedsTwo });
      return;
    }
    const [first] = [...chosen].sort((a, b) => b.score - a.score);
    setOpen({
      possible: { name: first!.name, literals: chosen.flatMap((r) => r.literals) },
      names: chosen.map((r) => r.name),
    });
  }

  async function hide(hidden: boolean) {
    if (docsBatchId === null || chosen.length === 0) return;
    await setBatchHidden(
      docsBatchId,
      chosen.map((r) => r.name),
      hidden,
    );
    setSelected(new Set());
    onChanged();
  }

  async function reportFalse() {
    if (chosen.length === 0) return;
    const { banned } = await banPossibleLiterals(chosen.map((r) => r.name));
    setAlert({ color: 'blue', text: `${banned} term(s) reported false: they are not proposed again.` });
    setSelected(new Set());
    onChanged();
  }

  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="Mass actions">
        <Text size="sm">{chosen.length} selected</Text>
        <Button size="compact-sm" disabled={chosen.length === 0 || bulk !== null} onClick={() => void bulkCreate()}>
          Create
        </Button>
        <Button size="compact-sm" variant="default" disabled={chosen.length < 2} onClick={startMerge}>
          Merge
        </Button>
        {docsBatchId !== null && (
          <>
            <Button size="compact-sm" variant="default" disabled={chosen.length === 0} onClick={() => void hide(true)}>
              Hide
            </Button>
            <Button size="compact-sm" variant="default" disabled={chosen.length === 0} onClick={() => void hide(false)}>
              Unhide
            </Button>
          </>
        )}
        {superuser && (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            disabled={chosen.length === 0}
            onClick={() => void reportFalse()}
          >
            {POSSIBLE_TEXTS.reportFalse}
          </Button>
        )}
      </Group>
      {bulk && (
        <Stack gap={2} aria-label="Bulk create progress">
          <Text size="sm">
            {bulk.done} / {bulk.total}
          </Text>
          <Progress value={bulk.total === 0 ? 100 : (100 * bulk.done) / bulk.total} aria-label="Bulk create progress" />
        </Stack>
      )}
      {alert && (
        <Alert color={alert.color} withCloseButton onClose={() => setAlert(null)}>
          {alert.text}
        </Alert>
      )}
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}{' '}
          {notice.conceptId !== null && (
            // A long name without spaces breaks where it must: the alert keeps the window's width.
            <Anchor
              component={Link}
              to={conceptPagePath(notice.conceptId, notice.name)}
              style={{ overflowWrap: 'anywhere' }}
            >
              {notice.name}
            </Anchor>
          )}
        </Alert>
      )}
      {/* On a narrow window the table scrolls in its own box, not the page. */}
      <Table.ScrollContainer minWidth={720} type="native" pos="relative">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label="Select all on this page"
                  checked={allOnPage}
                  onChange={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      for (const r of pageRows) {
                        if (allOnPage) next.delete(r.name);
                        else next.add(r.name);
                      }
                      return next;
                    })
                  }
                />
              </Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              {showCollectionDf && <Table.Th ta="right">Collection DF</Table.Th>}
              <Table.Th ta="right">TF</Table.Th>
              <Table.Th ta="right">DF</Table.Th>
              <Table.Th>Conflicts</Table.Th>
              <Table.Th>Neighbors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed">{emptyText}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {pageRows.map((row) => {
              const outcome = outcomes.get(row.name);
              const created = row.created || (outcome !== undefined && !outcome.merged && !outcome.pending);
              const merged = row.merged || outcome?.merged === true;
              const error = failed.get(row.name);
              return (
                <Table.Tr
                  key={row.name}
                  bg={error ? 'var(--mantine-color-red-light)' : undefined}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setOpen({ possible: row, names: [row.name] })}
                  data-testid="possible-row"
                >
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      aria-label={`Select ${row.name}`}
                      checked={selected.has(row.name)}
                      onChange={() => toggle(row.name)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {/* The row's click for the mouse; the name is its button for the keyboard. */}
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        ta="left"
                        style={{ overflowWrap: 'anywhere' }}
                        aria-label={`${row.name}: open the concept form`}
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpen({ possible: row, names: [row.name] });
                        }}
                      >
                        {row.name}
                      </Anchor>
                      {created && (
                        <Badge color="green" size="sm">
                          created
                        </Badge>
                      )}
                      {merged && (
                        <Badge color="grape" size="sm">
                          merged
                        </Badge>
                      )}
                      {outcome?.pending && (
                        <Badge color="gray" size="sm">
                          suggested
                        </Badge>
                      )}
                      {row.hidden && (
                        <Badge color="gray" variant="outline" size="sm">
                          hidden
                        </Badge>
                      )}
                    </Group>
                    {row.literals.length > 1 && (
                      <Text size="xs" c="dimmed">
                        {row.literals.map((l) => (l.isAmbiguous ? `${l.name} (ambiguous)` : l.name)).join(' · ')}
                      </Text>
                    )}
                    {error && (
                      <Text size="xs" c="red">
                        {error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{row.score.toFixed(2)}</Table.Td>
                  {showCollectionDf && (
                    <Table.Td ta="right">
                      <Count value={row.dfCollection ?? 0} format={abbreviateCount} />
                    </Table.Td>
                  )}
                  <Table.Td ta="right">
                    <Count value={row.tf} format={abbreviateCount} />
                  </Table.Td>
                  <Table.Td ta="right" onClick={(e) => e.stopPropagation()}>
                    <Anchor component={Link} to={searchQueryPath(row.searchQuery)}>
                      <Count value={row.df} format={abbreviateCount} />
                    </Anchor>
                  </Table.Td>
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    {row.conflicts.map((c) => (
                      <Anchor key={c.id} component={Link} to={conceptPagePath(c.id, c.name)} size="sm" mr={6}>
                        {c.name}
                      </Anchor>
                    ))}
                  </Table.Td>
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    {row.neighbors.map((c) => (
                      <Anchor key={c.id} component={Link} to={conceptPagePath(c.id, c.name)} size="sm" mr={6}>
                        {c.name}
                      </Anchor>
                    ))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>{' '}
      {pager ??
        (ownPaging && <Pager offset={offset} total={rows.length} pageSize={pageSize} onOffset={setOwnOffset} />)}
      <PossibleConceptModal
        possible={open?.possible ?? null}
        names={open?.names ?? []}
        docsBatchId={docsBatchId}
        moderator={moderator}
        onClose={() => setOpen(null)}
        onCreated={(result) => afterSave(open?.names ?? [], result)}
      />
    </Stack>
  );
}

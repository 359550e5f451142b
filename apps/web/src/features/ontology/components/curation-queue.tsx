import {
  abbreviateCount,
  CURATION_PAGE_SIZE,
  conceptPagePath,
  type CurationDecision,
  type CurationItem,
  type CurationKind,
} from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, List, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readOffset } from '../../../app/offset-param';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { Count } from '../../articles/components/count';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useCuration, useCurationDecision, useEvidence } from '../queries/use-ontology';
import {
  acceptQuestion,
  asksFirst,
  countedInNote,
  type CurationNotice,
  decisionNotice,
  dismissQuestion,
  evidenceSummary,
  noticeFor,
} from './curation-texts';
import { failureText } from './merge-modal';
import { Pager } from './pager';

/**
 * The curation queue (issue 12): what the corpus statistics decided on their own — literals
 * marked ambiguous, concepts suggested as basic — with their evidence, decided in one click
 * when the decision keeps the analysis as it is (accepting a flag), and after a question naming
 * what it rescans when it changes it (a Dismiss, making a concept basic); each decision is
 * logged like any change and says what it did.
 */
export function CurationQueue() {
  // The list shown and its page are in the address (`?kind=basic&offset=50`), so a reload, the
  // back button or a shared link come back to them.
  const [params, setParams] = useSearchParams();
  const kind: CurationKind = params.get('kind') === 'basic' ? 'basic' : 'ambiguous';
  const offset = readOffset(params.get('offset'));
  const go = (next: { kind?: CurationKind; offset?: number }) => {
    const merged = new URLSearchParams(params);
    const nextKind = next.kind ?? kind;
    if (nextKind === 'basic') merged.set('kind', nextKind);
    else merged.delete('kind');
    if (next.offset) merged.set('offset', String(next.offset));
    else merged.delete('offset');
    // A decision's notice belongs to the list it was made on (walk 10: "Accepted: "Zeros"…"
    // stayed on the basic concepts' tab).
    if (nextKind !== kind) setNotice(null);
    setParams(merged);
  };
  const [notice, setNotice] = useState<CurationNotice | null>(null);
  const shownNotice = noticeFor(notice, kind);
  const queue = useCuration(kind, offset);
  // A phone's window: the two choices one above the other (side by side they are 430 px wide).
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={kind}
        onChange={(value) => go({ kind: value as CurationKind })}
        data={[
          { value: 'ambiguous', label: 'Literals marked ambiguous' },
          { value: 'basic', label: 'Concepts suggested as basic' },
        ]}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        w={narrow ? undefined : 'fit-content'}
      />
      <Text size="sm" c="dimmed">
        {kind === 'ambiguous'
          ? 'An ambiguous literal counts only when a related concept is in the same text. Accept keeps the flag for good; Dismiss clears it (the literal then counts on its own and its articles are rescanned).'
          : 'A basic concept is not used in article analysis. Accept makes the concept basic (after a question; its articles are rescanned); Dismiss keeps it and the suggestion does not come back.'}{' '}
        {countedInNote(kind)}
      </Text>
      {shownNotice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Close" onClose={() => setNotice(null)}>
          {shownNotice}
        </Alert>
      )}
      {/* On a narrow window the table scrolls in its own box, not the page. */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing={6} aria-label="Curation queue">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{kind === 'ambiguous' ? 'Literal' : 'Concept'}</Table.Th>
              {kind === 'ambiguous' && <Table.Th>Concept</Table.Th>}
              <Table.Th ta="right">Counted in</Table.Th>
              <Table.Th>Evidence</Table.Th>
              <Table.Th>Decision</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.isLoading && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            )}
            {queue.data?.items.length === 0 && <TableEmptyRow colSpan={5}>Nothing to decide.</TableEmptyRow>}
            {queue.data?.items.map((item) => (
              <CurationRow
                key={`${item.kind}-${item.id}`}
                item={item}
                onDecided={(text) => setNotice({ kind: item.kind, text })}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {queue.data && (
        <Pager
          offset={offset}
          total={queue.data.total}
          pageSize={CURATION_PAGE_SIZE}
          onOffset={(next) => go({ offset: next })}
        />
      )}
    </Stack>
  );
}

function CurationRow({ item, onDecided }: { item: CurationItem; onDecided: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<CurationDecision | null>(null);
  // The evidence also counts what each decision would rescan: asked for when the question opens.
  const evidence = useEvidence(item.kind, item.id, open || confirming !== null);
  const decide = useCurationDecision();
  // The queue is refetched before the mutation settles and this row is gone by then: the
  // notice goes to the queue through the promise, which resolves whether the row is still there.
  const run = (decision: CurationDecision) =>
    decide.mutateAsync({ kind: item.kind, id: item.id, decision }).then(
      (result) => {
        setConfirming(null);
        onDecided(decisionNotice(item, decision, result.rescan?.articles ?? null));
      },
      () => undefined, // shown from `decide.error`
    );
  const concept = (
    <Anchor component={Link} to={conceptPagePath(item.conceptId, item.conceptName)} size="sm">
      {item.conceptName}
    </Anchor>
  );
  const subject = item.literal ?? item.conceptName;
  const ask = (decision: CurationDecision) => {
    if (!asksFirst(item, decision)) return void run(decision);
    decide.reset();
    setConfirming(decision);
  };
  return (
    <Table.Tr>
      <Table.Td>{item.kind === 'ambiguous' ? <Text size="sm">{item.literal}</Text> : concept}</Table.Td>
      {item.kind === 'ambiguous' && <Table.Td>{concept}</Table.Td>}
      <Table.Td ta="right">
        <Count value={item.df} format={abbreviateCount} />
      </Table.Td>
      <Table.Td maw={480}>
        {!open && (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
            Show evidence
          </Anchor>
        )}
        {open && evidence.isLoading && <Skeleton height={30} />}
        {open && evidence.data && (
          <Stack gap={4}>
            <Text size="xs">{evidenceSummary(item, evidence.data)}</Text>
            <List size="xs">
              {evidence.data.samples.map((sample) => (
                <List.Item key={sample.articleId}>
                  {sample.snippet.slice(0, sample.start)}
                  <mark>{sample.snippet.slice(sample.start, sample.end)}</mark>
                  {sample.snippet.slice(sample.end)}
                </List.Item>
              ))}
            </List>
            {evidence.data.coOccurring.length > 0 && (
              <Text size="xs" c="dimmed">
                Found with: {evidence.data.coOccurring.map((c) => `${c.name} (${c.articles})`).join(', ')}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            color="green"
            variant="light"
            aria-label={`Accept ${subject}`}
            loading={decide.isPending && decide.variables?.decision === 'accept'}
            onClick={() => ask('accept')}
          >
            Accept
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Dismiss ${subject}`}
            loading={decide.isPending && decide.variables?.decision === 'dismiss'}
            onClick={() => ask('dismiss')}
          >
            Dismiss
          </Button>
        </Group>
        {decide.error && confirming === null && (
          <Text size="xs" c="red">
            {failureText(decide.error)}
          </Text>
        )}
        <ConfirmModal
          opened={confirming !== null}
          title={
            confirming === 'accept'
              ? `Make "${item.conceptName}" a basic concept?`
              : `Dismiss ${item.kind === 'ambiguous' ? `"${item.literal}"` : `"${item.conceptName}"`}?`
          }
          confirmLabel={confirming === 'accept' ? 'Make basic' : 'Dismiss'}
          pending={decide.isPending}
          error={decide.error ? failureText(decide.error) : evidence.error ? failureText(evidence.error) : null}
          onConfirm={() => confirming !== null && void run(confirming)}
          onClose={() => setConfirming(null)}
        >
          {confirming === 'accept'
            ? acceptQuestion(item, evidence.data?.rescan.accept)
            : dismissQuestion(item, evidence.data?.rescan.dismiss)}
        </ConfirmModal>
      </Table.Td>
    </Table.Tr>
  );
}

import { POSSIBLE_CONSTANTS, POSSIBLE_TEXTS, type DocsBatchSummary } from '@sciscope/contracts';
import { Alert, Anchor, Badge, Button, Group, NumberInput, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { formatDateTime } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { useOneAtATime } from '../../components/ui/one-at-a-time';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';
import { Pager } from '../../features/ontology/components/pager';
import { RequireModerator } from '../../features/ontology/components/require-moderator';
import { namelessActor } from '../../features/ontology/log-format';
import { failureText } from '../../features/ontology/components/merge-modal';
import { startDocsBatch } from '../../features/ontology/possible/possible-api';
import { PossibleTable } from '../../features/ontology/possible/possible-table';
import { TaskProgress } from '../../features/ontology/possible/task-progress';
import {
  possibleKeys,
  useDocsBatch,
  useDocsBatches,
  useTaskProgress,
} from '../../features/ontology/possible/use-possible';
import { useSavedSearches } from '../../features/saved-searches/queries/use-saved-searches';

/** The batch named by a refusal to start its twin (409 `ontology.docs_batch_running`), or null. */
export function runningBatchOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'ontology.docs_batch_running') return null;
  const batchId = (error.details as { batchId?: unknown } | null | undefined)?.batchId;
  return typeof batchId === 'number' ? batchId : null;
}

/** /ontology/possible-concepts/{id}?showHidden=: the Possible concepts tab (moderators). */
export function PossibleConceptsPage() {
  const { id } = useParams();
  const batchId = id ? Number(id) : null;
  return (
    <Stack gap={0} maw={1400}>
      <PageTitle>Possible concepts</PageTitle>
      <OntologyTabs />
      <RequireModerator>{batchId && batchId > 0 ? <BatchView batchId={batchId} /> : <BatchList />}</RequireModerator>
    </Stack>
  );
}

/** The batches, and a new one from the newest N imported works or a saved search. */
function BatchList() {
  const batches = useDocsBatches();
  const savedSearches = useSavedSearches();
  const [count, setCount] = useState<number>(POSSIBLE_CONSTANTS.batchDefaultDocs);
  const [savedSearchId, setSavedSearchId] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; batchId: number | null } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One batch at a time: a double click starts one, not two identical ones.
  const gate = useOneAtATime();

  const start = (input: Parameters<typeof startDocsBatch>[0]) =>
    gate.run(async () => {
      setError(null);
      try {
        const { batchId } = await startDocsBatch(input);
        await queryClient.invalidateQueries({ queryKey: possibleKeys.batches() });
        navigate(`/ontology/possible-concepts/${batchId}`);
      } catch (e) {
        setError({ text: failureText(e), batchId: runningBatchOf(e) });
      }
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        A docs batch mines its articles for terms no concept has yet (phrases of up to four words), scored against the
        whole corpus. Mining runs in the background.
      </Text>
      <Group align="flex-end">
        <NumberInput
          label="Newest imported works"
          min={1}
          max={POSSIBLE_CONSTANTS.batchMaxDocs}
          value={count}
          onChange={(value) => setCount(Number(value) || 1)}
          w={200}
        />
        <Button onClick={() => start({ source: 'newest', count })} loading={gate.busy}>
          Mine newest works
        </Button>
        <Select
          label="Or a saved search"
          placeholder="Choose a saved search"
          data={(savedSearches.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={savedSearchId}
          onChange={setSavedSearchId}
          allowDeselect={false}
          w={260}
        />
        <Button
          variant="default"
          disabled={!savedSearchId || gate.busy}
          onClick={() => start({ source: 'saved-search', savedSearchId: Number(savedSearchId) })}
        >
          Mine saved search
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error.text}{' '}
          {error.batchId !== null && (
            <Anchor component={Link} to={`/ontology/possible-concepts/${error.batchId}`}>
              Open batch #{error.batchId}
            </Anchor>
          )}
        </Alert>
      )}
      {batches.isPending ? (
        <Skeleton height={120} />
      ) : (
        <Table.ScrollContainer minWidth={720} type="native" pos="relative">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Source</Table.Th>
                <Table.Th ta="right">Documents</Table.Th>
                <Table.Th ta="right">Possible concepts</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Started by</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(batches.data?.batches ?? []).length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text c="dimmed">No results</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {(batches.data?.batches ?? []).map((b: DocsBatchSummary) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.id}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/ontology/possible-concepts/${b.id}`}>
                      {b.source}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{b.docsCount}</Table.Td>
                  <Table.Td ta="right">{b.candidates}</Table.Td>
                  <Table.Td>
                    <Badge color={b.status === 'done' ? 'green' : b.status === 'failed' ? 'red' : 'blue'}>
                      {b.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {b.createdByEmail ?? (
                      <Text span size="sm" c="dimmed">
                        {namelessActor(b.createdByKind)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** One batch: its possible concepts, 50 a page, with the curation actions. */
function BatchView({ batchId }: { batchId: number }) {
  const [params, setParams] = useSearchParams();
  const showHidden = params.get('showHidden') === 'true';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const batch = useDocsBatch(batchId, showHidden, offset);
  const task = useTaskProgress(batch.data && batch.data.status !== 'done' ? batch.data.taskId : null);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const toggled = new URLSearchParams(params);
  toggled.set('showHidden', String(!showHidden));
  toggled.delete('offset');

  if (batch.isPending) return <Skeleton height={200} />;
  if (batch.isError) return <Alert color="red">{failureText(batch.error)}</Alert>;
  const data = batch.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Anchor component={Link} to="/ontology/possible-concepts/">
          {POSSIBLE_TEXTS.backToList}
        </Anchor>
        <Anchor component={Link} to={`?${toggled.toString()}`}>
          {showHidden ? 'Hide hidden ones' : `Show hidden ones (${data.hiddenCount})`}
        </Anchor>
      </Group>
      {/* Both views give the hidden count: listed with the others, or left out of the list. */}
      <Text size="sm">
        Batch #{data.id}: {data.source}, {data.docsCount} documents, {data.total} possible concepts,{' '}
        {showHidden ? `${data.hiddenCount} of them hidden` : `${data.hiddenCount} hidden`}.
      </Text>
      {data.status !== 'done' && task.data && <TaskProgress task={task.data} />}
      {data.status === 'failed' && <Alert color="red">Mining this batch failed.</Alert>}
      <PossibleTable
        key={`${offset}-${showHidden}`}
        rows={data.possibleConcepts}
        docsBatchId={data.id}
        moderator
        superuser={user.data?.is_superuser ?? false}
        showCollectionDf
        emptyText={data.status === 'queued' || data.status === 'running' ? 'The batch is being mined…' : undefined}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: possibleKeys.all })}
        pager={
          <Pager
            offset={offset}
            total={data.total}
            pageSize={POSSIBLE_CONSTANTS.pageSize}
            onOffset={(next) => {
              const p = new URLSearchParams(params);
              p.set('offset', String(next));
              setParams(p);
            }}
          />
        }
      />
    </Stack>
  );
}

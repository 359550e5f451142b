import {
  abbreviateCount,
  conceptPagePath,
  POSSIBLE_CONSTANTS,
  POSSIBLE_TEXTS,
  type ConceptListImportResult,
  type ConceptListParseResponse,
  type ConceptListRow,
  type PossibleConcept,
} from '@sciscope/contracts';
import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  List,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { failureText } from '../../features/ontology/components/merge-modal';
import { OntologyTabs, useIsModerator } from '../../features/ontology/components/ontology-tabs';
import { importListView } from '../../features/ontology/possible/import-list-view';
import { readListFile } from '../../features/ontology/possible/list-file';
import { importConceptList, parseConceptList } from '../../features/ontology/possible/possible-api';
import { PossibleTable } from '../../features/ontology/possible/possible-table';
import { TaskProgress } from '../../features/ontology/possible/task-progress';
import { useTaskProgress } from '../../features/ontology/possible/use-possible';
import { Count } from '../../features/articles/components/count';

type Format = 'lines' | 'csv';

/** The correct rows of a processed list as possible concepts, for the curation table. */
function asPossible(rows: ConceptListRow[]): PossibleConcept[] {
  return rows.map((row) => ({
    id: null,
    name: row.name,
    score: row.score,
    hidden: false,
    literals: row.literals,
    df: row.df,
    dfCollection: null,
    tf: row.tf,
    basic: false,
    deleted: false,
    conflicts: row.conflicts,
    neighbors: row.neighbors,
    created: false,
    merged: false,
    searchQuery: `"${row.name.replace(/"/g, '')}"`,
  }));
}

/**
 * /ontology/import: 'Enter list of concepts' (spec 02 section 2), one concept per line, literals
 * split by the separators (or CSV: the first cell the name, the other cells literals split by
 * the separators); a file is checked for type and size before it is read; 'Process' checks every row (the
 * dry run); the rows are then created one by one from the table, or all at once in a background
 * task. A list with a wrong row is never imported as a whole; its correct rows can still be
 * created from the table, and the red box says so.
 */
export function ImportListPage() {
  const [separators, setSeparators] = useState<string>(POSSIBLE_CONSTANTS.defaultSeparators);
  const [text, setText] = useState('');
  const [format, setFormat] = useState<Format>('lines');
  const [parsed, setParsed] = useState<ConceptListParseResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [taskId, setTaskId] = useState<number | null>(null);
  const task = useTaskProgress(taskId);
  const moderator = useIsModerator() ?? false;
  const user = useCurrentUser();
  const ready = separators.length > 0 && text.trim().length > 0;
  const input = { text, separators, format };

  async function process() {
    setBusy(true);
    setError(null);
    setTaskId(null);
    try {
      setParsed(await parseConceptList(input));
    } catch (e) {
      setParsed(null);
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  async function importAll() {
    setError(null);
    try {
      setTaskId((await importConceptList(input)).taskId);
    } catch (e) {
      setError(failureText(e));
    }
  }

  async function readFile(file: File | null) {
    if (!file) return;
    setError(null);
    const read = await readListFile(file);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    setText(read.text);
    setFormat(read.format);
    setParsed(null);
  }

  const view = parsed ? importListView(parsed) : null;
  const result = task.data?.state === 'done' ? (task.data.result as ConceptListImportResult) : null;
  return (
    <Stack gap={0} maw={1400}>
      <PageTitle>Import from list</PageTitle>
      <OntologyTabs />
      <Stack gap="sm">
        <Title order={3}>{POSSIBLE_TEXTS.importTitle}</Title>
        <Group align="flex-end">
          <TextInput
            label="Literal separators"
            value={separators}
            onChange={(e) => setSeparators(e.currentTarget.value)}
            w={200}
          />
          <SegmentedControl
            value={format}
            onChange={(v) => setFormat(v as Format)}
            data={[
              { value: 'lines', label: 'One concept per line' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
          <FileButton onChange={(file) => void readFile(file)} accept=".txt,.csv,text/plain,text/csv">
            {(props) => (
              <Button variant="default" {...props}>
                Upload a file
              </Button>
            )}
          </FileButton>
        </Group>
        <Textarea
          label="List of concepts"
          placeholder={POSSIBLE_TEXTS.listPlaceholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={20}
        />
        <Group>
          <Button disabled={!ready} loading={busy} onClick={() => void process()}>
            {POSSIBLE_TEXTS.process}
          </Button>
          {!moderator && (
            <Text size="sm" c="dimmed">
              Your concepts become suggestions for the moderators.
            </Text>
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {view?.banner && (
          <Alert color="red" title={view.banner.title}>
            <List size="sm">
              {view.wrong.map((row) => (
                <List.Item key={row.line}>
                  Line {row.line} ({row.source}): {row.errors.join(' ')}
                  {row.warnings.length > 0 && (
                    <Text size="sm" c="dimmed" component="span">
                      {' '}
                      Warnings: {row.warnings.join(' ')}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            <Text size="sm" mt="xs">
              {view.banner.hint}
            </Text>
          </Alert>
        )}
        {parsed && parsed.valid && (
          <Group>
            <Button onClick={() => void importAll()} disabled={taskId !== null}>
              {moderator ? `Create all ${parsed.rows.length} concepts` : `Suggest all ${parsed.rows.length} concepts`}
            </Button>
          </Group>
        )}
        {task.data && <TaskProgress task={task.data} />}
        {result && (
          <Alert color={result.failed.length > 0 ? 'orange' : 'green'}>
            {result.failed.length > 0 && <Text size="sm">{POSSIBLE_TEXTS.bulkSaveError}</Text>}
            {result.created} created, {result.suggested} suggested
            {result.failed.length > 0 ? `, ${result.failed.length} failed` : ''}.{' '}
            {result.failed.map((f) => (
              <Text key={f.line} size="sm" c="red">
                Line {f.line}: {f.error}
              </Text>
            ))}
            {result.concepts.slice(0, 10).map((c) => (
              <Anchor key={c.id} component={Link} to={conceptPagePath(c.id, c.name)} mr={6}>
                {c.name}
              </Anchor>
            ))}
          </Alert>
        )}
        {view && (
          <>
            <PossibleTable
              rows={asPossible(view.correct)}
              docsBatchId={null}
              moderator={moderator}
              superuser={user.data?.is_superuser ?? false}
              showCollectionDf={false}
              onChanged={() => {}}
              navigateAfterSave
            />
            {view.warned.length > 0 && (
              <Table aria-label="Warnings">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Concept</Table.Th>
                    <Table.Th>Warnings</Table.Th>
                    <Table.Th ta="right">DF</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.warned.map((r) => (
                    <Table.Tr key={r.line}>
                      <Table.Td>{r.line}</Table.Td>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{r.warnings.join(' ')}</Table.Td>
                      <Table.Td ta="right">
                        <Count value={r.df} format={abbreviateCount} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}

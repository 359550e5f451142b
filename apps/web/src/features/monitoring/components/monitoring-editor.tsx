import { monitoringPath, type Monitoring } from '@sciscope/contracts';
import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { topicListError } from '@sciscope/engine/monitoring';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { keptPrivateNote, monitoringRights } from '../monitoring-access';
import {
  draftReducer,
  duplicateDraft,
  editRequest,
  queryRequest,
  sameDraft,
  type MonitoringDraft,
} from '../monitoring-draft';
import {
  useDeleteMonitoring,
  useMonitoringDigest,
  useMonitoringResults,
  useSaveMonitoring,
} from '../queries/use-monitoring';
import { saveLabel, useSaveState } from '../../../components/ui/use-save-state';
import { AdvancedTree } from './advanced-tree';
import { ConceptsPanel } from './concepts-panel';
import { DateFilter } from './date-filter';
import { MonitoringPlanRequired } from './monitoring-plan-required';
import { MonitoringResults } from './monitoring-results';
import { SaveModal } from './save-modal';
import { TopicsBoard } from './topics-board';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The results follow the editor this long after the last change. */
const QUERY_DELAY_MS = 400;

/**
 * The monitoring screen (spec 01 "Monitoring screen", sections 4-8): topics, the advanced tree,
 * the date, the results with what each matched, top concepts and co-occurrences; Save (a modal
 * for a new monitoring), Rename, Duplicate and Delete once saved. Guests edit and see results
 * but cannot save.
 */
export function MonitoringEditor({ initial, saved }: { initial: MonitoringDraft; saved: Monitoring | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const rights = monitoringRights(user.data);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [baseline, setBaseline] = useState(initial);
  const [treeValid, setTreeValid] = useState(true);
  const dirty = !sameDraft(draft, baseline);
  const leaving = useRef<string | null>(null);
  const allow = useCallback((path: string) => leaving.current === path, []);

  const request = useMemo(() => queryRequest(draft, saved?.id), [draft, saved?.id]);
  const [debounced] = useDebouncedValue(request, QUERY_DELAY_MS);
  const runnable = !draft.useTree || treeValid;
  const results = useMonitoringResults(runnable ? debounced : null);
  const firstPage = results.data?.pages[0]?.result;

  const save = useSaveMonitoring();
  const remove = useDeleteMonitoring();
  const digest = useMonitoringDigest(saved?.id ?? 0);
  const [saveState, runSave] = useSaveState();
  const [modal, setModal] = useState<'save' | 'rename' | 'delete' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const problems = [
    topicListError(draft.topics.map((t) => t.title)),
    draft.useTree && !treeValid ? 'Fix the query first.' : null,
  ].filter((p): p is string => p !== null);
  const isOwner = saved === null || saved.isOwner;
  const privateNote = keptPrivateNote(saved, rights);

  const go = (path: string, options?: NavigateOptions) => {
    leaving.current = path;
    void navigate(path, options);
  };

  const submitNew = async (values: { title: string; organizationId: number | null }) => {
    setSaveError(null);
    try {
      const { id } = await runSave(() =>
        save.mutateAsync(editRequest(draft, { title: values.title, organizationId: values.organizationId })),
      );
      setModal(null);
      setBaseline({ ...draft, ...values });
      go(monitoringPath(id), { replace: true });
    } catch (error) {
      setSaveError((error as Error).message);
    }
  };
  const saveChanges = async () => {
    if (!saved) return;
    setSaveError(null);
    try {
      await runSave(() =>
        save.mutateAsync(
          editRequest(draft, { id: saved.id, title: draft.title, organizationId: draft.organizationId }),
        ),
      );
      setBaseline(draft);
    } catch (error) {
      setSaveError((error as Error).message);
    }
  };
  const rename = async (values: { title: string }) => {
    if (!saved) return;
    setSaveError(null);
    try {
      // Only the title changes: the saved topics and tree stay as they are saved.
      await runSave(() =>
        save.mutateAsync(
          editRequest(baseline, { id: saved.id, title: values.title, organizationId: baseline.organizationId }),
        ),
      );
      setModal(null);
      setBaseline({ ...baseline, title: values.title });
      dispatch({ type: 'setTitle', title: values.title, organizationId: draft.organizationId });
    } catch (error) {
      setSaveError((error as Error).message);
    }
  };
  const confirmDelete = async () => {
    if (!saved) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(saved.id);
      go('/saved-monitorings');
    } catch (error) {
      setDeleteError((error as Error).message);
    }
  };

  const loginPath = `/accounts/login/?next=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={dirty} allow={allow} />
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <PageTitle>{saved ? baseline.title : 'New monitoring'}</PageTitle>
          {saved && (
            <Group gap="xs">
              <Badge variant="light" color={saved.organization ? 'teal' : 'gray'}>
                {saved.organization ? saved.organization.name : 'Private'}
              </Badge>
              {privateNote && (
                <Text size="xs" c="dimmed">
                  {privateNote}
                </Text>
              )}
              {dirty && (
                <Text size="xs" c="orange">
                  Unsaved changes
                </Text>
              )}
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          {rights.canSave && isOwner && (
            <Button
              onClick={() => (saved ? void saveChanges() : (setSaveError(null), setModal('save')))}
              disabled={
                problems.length > 0 || saveState === 'working' || (saved !== null && !dirty && saveState === 'idle')
              }
              title={problems[0]}
            >
              {saveLabel(saveState, 'Save')}
            </Button>
          )}
          {rights.canSave && saved && isOwner && (
            <Button variant="default" onClick={() => (setSaveError(null), setModal('rename'))}>
              Rename
            </Button>
          )}
          {saved && (
            <Button variant="default" onClick={() => go('/monitoring', { state: { draft: duplicateDraft(draft) } })}>
              Duplicate
            </Button>
          )}
          {rights.canSave && saved && isOwner && (
            <Button variant="default" color="red" onClick={() => (setDeleteError(null), setModal('delete'))}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
      {!rights.canSave &&
        (user.data?.is_authenticated ? (
          <MonitoringPlanRequired />
        ) : (
          <Text size="sm">
            Guests can build a query and see its results.{' '}
            <Anchor component={Link} to={loginPath}>
              Log in
            </Anchor>{' '}
            with a monitoring plan to save it and get new articles by e-mail.
          </Text>
        ))}
      {saved && !isOwner && (
        <Text size="sm" c="dimmed">
          This monitoring belongs to a colleague of {saved.organization?.name}: duplicate it to change a copy of your
          own.
        </Text>
      )}
      {saveError && modal === null && (
        <Alert color="red" variant="light" role="alert">
          {saveError}
        </Alert>
      )}
      {saved && isOwner && rights.canSave && (
        <Switch
          label="E-mail me the new matching articles every day"
          checked={saved.digestEnabled}
          disabled={digest.isPending}
          onChange={(event) => digest.mutate(event.currentTarget.checked)}
        />
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <TopicsBoard topics={draft.topics} dispatch={dispatch} />
            <AdvancedTree
              useTree={draft.useTree}
              tree={draft.tree}
              topics={draft.topics}
              onUseTree={(useTree) => dispatch({ type: 'setUseTree', useTree })}
              onTree={(tree) => dispatch({ type: 'setTree', tree })}
              onValidity={setTreeValid}
            />
            <DateFilter
              key={saved?.id ?? 'new'}
              applied={draft.date}
              onApply={(date) => dispatch({ type: 'setDate', date })}
            />
            <MonitoringResults
              data={results.data}
              error={results.error}
              topics={draft.topics}
              hasNextPage={results.hasNextPage}
              isFetchingNextPage={results.isFetchingNextPage}
              onLoadMore={() => void results.fetchNextPage()}
              onMoveConcept={(concept, to) => dispatch({ type: 'moveConcept', concept, to })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ConceptsPanel
            topConcepts={firstPage?.topConcepts}
            topics={draft.topics}
            query={
              runnable
                ? {
                    selectedDate: debounced.date,
                    topics: debounced.topics,
                    tree: debounced.tree,
                    useTree: debounced.useTree,
                  }
                : null
            }
            onAdd={(concept, to) => dispatch({ type: 'moveConcept', concept, to })}
          />
        </Grid.Col>
      </Grid>

      {modal === 'save' && (
        <SaveModal
          opened
          onClose={() => setModal(null)}
          heading="Save monitoring"
          initial={{ title: draft.title, organizationId: null }}
          rights={rights}
          askOrganization
          onSubmit={(values) => void submitNew(values)}
          pending={saveState === 'working'}
          error={saveError}
        />
      )}
      {modal === 'rename' && (
        <SaveModal
          opened
          onClose={() => setModal(null)}
          heading="Rename monitoring"
          initial={{ title: baseline.title, organizationId: baseline.organizationId }}
          rights={rights}
          askOrganization={false}
          onSubmit={(values) => void rename(values)}
          pending={saveState === 'working'}
          error={saveError}
        />
      )}
      <ConfirmModal
        opened={modal === 'delete'}
        title="Delete monitoring"
        confirmLabel="Delete"
        onClose={() => setModal(null)}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        error={deleteError}
      >
        {`Delete the monitoring “${baseline.title}”? Its digests stop too. This cannot be undone.`}
      </ConfirmModal>
    </Stack>
  );
}

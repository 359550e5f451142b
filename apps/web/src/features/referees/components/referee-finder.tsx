import { notFoundText } from '../../../app/api-client';
import {
  REFEREES_MESSAGES,
  changedRefereeSettings,
  serializeRefereeSettings,
  type CurrentUser,
  type RefereeSettings,
} from '@sciscope/contracts';
import { Alert, Button, Grid, Group, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { logAction } from '../../analytics/api/actions-log-api';
import { hasQuota } from '../../auth/user-access';
import { settingsGatesOf } from '../referees-gates';
import {
  errorText,
  useHiddenReferees,
  useHideReferees,
  useMarkReferees,
  useSaveRefereeSettings,
  useUnhideReferees,
} from '../queries/use-referee-actions';
import {
  mergeRefereePages,
  useCustomRefereesNotLoaded,
  useExcludedReferees,
  useRefereesList,
} from '../queries/use-referees-list';
import { useAddPreliminaryApplicants } from '../queries/use-add-applicants';
import { addedApplicantsText } from '../add-applicants-text';
import { exportOrgIdOf } from '../referees-export';
import {
  GRAPH_COLLAPSED_COOKIE,
  SETTINGS_OPEN_COOKIE,
  loadFlag,
  loadSettingsOpen,
  saveFlag,
} from '../referees-ui-cookies';
import { isNarrowScreen, useNarrowScreen } from '../referees-layout';
import { useRefereesPageQuery } from '../queries/use-referees-page-query';
import { settingsModeOf } from '../referees-url';
import { defaultSavedSettingsTitle } from '../settings-form';
import { CandidatesTable, type RowSize } from './candidates-table';
import { CoauthorsModal } from './coauthors-modal';
import { CustomAuthorsControl } from './custom-authors-control';
import { CandidatesTotal, ExcludedCandidatesModal } from './excluded-candidates';
import { ExportModal } from './export-modal';
import { GroupMembersNotRankedNote } from './group-members-not-ranked';
import { HiddenCandidatesModal, hiddenCandidatesLabel } from './hidden-candidates-modal';
import { HideModal } from './hide-modal';
import { MassActionBar } from './mass-action-bar';
import { RankingPending } from './ranking-pending';
import { RefereesHeader } from './referees-header';
import { SettingsPanel } from './settings-panel';
import { SimilarityGraph } from './similarity-graph';
import { isRankingNotReady, RankingWaitNotice } from '../../status/ranking-wait';

/**
 * The referee finder of one document (spec 03 section 2): settings, actions, candidates and the
 * graph. A document that does not exist (or is not the user's to see) shows `notFound` with the
 * server's text.
 */
export function RefereeFinder({
  kind,
  docId,
  user,
  notFound,
}: {
  kind: string;
  docId: number;
  user: CurrentUser;
  notFound: (message: string) => ReactNode;
}) {
  const { query, push } = useRefereesPageQuery();
  const list = useRefereesList(kind, docId, query);
  const { refetch } = list;
  const refetchList = useCallback(() => void refetch(), [refetch]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [markChanges, setMarkChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const narrow = useNarrowScreen();
  // Open on a wide screen (the spec's page), collapsed on a phone unless the user opened it (walk 20).
  const [settingsOpen, setSettingsOpen] = useState(() => loadSettingsOpen(isNarrowScreen()));
  const [excludedOpen, setExcludedOpen] = useState(false);
  const excluded = useExcludedReferees(kind, docId, query, { enabled: excludedOpen });
  const [graphCollapsed, setGraphCollapsed] = useState(() => loadFlag(GRAPH_COLLAPSED_COOKIE, false));
  const [rowSize, setRowSize] = useState<RowSize>('normal');
  const [hideOpen, setHideOpen] = useState(false);
  const [hiddenOpen, setHiddenOpen] = useState(false);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const hideWasOpen = useRef(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [coauthorsOf, setCoauthorsOf] = useState<{ id: number; name: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const save = useSaveRefereeSettings(kind, docId);
  const hide = useHideReferees(kind, docId);
  const mark = useMarkReferees(docId);
  // Asked once the list is there: for a document that does not exist, the list's 404 shows the
  // not-found page, and a call of its own would add a 'Not Found' alert over it.
  const hiddenList = useHiddenReferees(kind, docId, { enabled: list.isSuccess });
  const unhide = useUnhideReferees(kind, docId);
  // When the hide dialog closes, keyboard focus goes back to the action bar, not to the page's top.
  useEffect(() => {
    if (hideWasOpen.current && !hideOpen) toolbarRef.current?.focus();
    hideWasOpen.current = hideOpen;
  }, [hideOpen]);
  const addApplicants = useAddPreliminaryApplicants(kind, docId);

  const loadedPages = list.data?.pages ?? [];
  const customNotLoaded = useCustomRefereesNotLoaded(kind, docId, {
    pages: loadedPages,
    settings: loadedPages[0] ? serializeRefereeSettings(loadedPages[0].settings) : '',
    query,
    enabled: loadedPages.length > 0 && !list.isPlaceholderData,
  });

  const first = list.data?.pages[0];
  if (list.isPending) return <RankingPending />;
  const missing = notFoundText(list.error);
  if (missing !== undefined) return notFound(missing);
  if (isRankingNotReady(list.error)) return <RankingWaitNotice onReady={refetchList} />;
  if (list.isError || !first) return <ErrorState message={errorText(list.error)} />;

  const mode = settingsModeOf(kind);
  const settingsString = serializeRefereeSettings(first.settings);
  const gates = settingsGatesOf(user);
  const marked = new Set(first.markedAuthorsIds);
  for (const [id, isMarked] of markChanges)
    if (isMarked) marked.add(id);
    else marked.delete(id);
  const allRows = mergeRefereePages(list.data.pages).filter((r) => !hidden.has(r.author.id));
  // Custom authors ranked further down than the pages loaded: for their chips and the custom view.
  const notLoaded = customNotLoaded.filter((r) => !hidden.has(r.author.id));
  const rows = query.onlyCustom ? [...allRows.filter((r) => r.labels.includes('custom')), ...notLoaded] : allRows;
  const selectedIds = rows.map((r) => r.author.id).filter((id) => selected.has(id));
  const isProposal = kind === 'proposal';
  const canHide = isProposal ? first.canHideCandidates : true;
  const canMark = isProposal && first.canMarkAsReferees;
  const allMarked = selectedIds.length > 0 && selectedIds.every((id) => marked.has(id));
  const hideScopeNote = isProposal ? 'for everyone in the folder' : 'for you';
  const hiddenCount = hiddenList.data?.hiddenCandidates.length ?? 0;

  const apply = (settings: RefereeSettings) => {
    setSelected(new Set());
    push({ settings });
    logAction('referee_finder.apply_settings', {
      docKind: kind,
      docId,
      changed: changedRefereeSettings(settings, mode),
    });
  };

  const saveSettings = (settings: RefereeSettings) => {
    const title = window.prompt('Name these settings', defaultSavedSettingsTitle(new Date()));
    if (title === null) return;
    save.mutate(
      { title: title.trim() || defaultSavedSettingsTitle(new Date()), settings: serializeRefereeSettings(settings) },
      {
        onSuccess: () => notifications.show({ message: REFEREES_MESSAGES.settingsSaved, color: 'teal' }),
        onError: (error) => setActionError(errorText(error)),
      },
    );
  };

  const toggleMark = () => {
    const unmark = allMarked;
    const scores = selectedIds.map((id) => rows.find((r) => r.author.id === id)?.score ?? 0);
    mark.mutate(
      { authorsIds: selectedIds, scores, unmark },
      {
        onSuccess: () => {
          setMarkChanges((current) => {
            const next = new Map(current);
            for (const id of selectedIds) next.set(id, !unmark);
            return next;
          });
          if (unmark) setSelected(new Set());
        },
        onError: (error) => setActionError(errorText(error)),
      },
    );
  };

  const addAsApplicants = (authorsIds: number[], all: boolean) =>
    query.forJob !== null &&
    addApplicants.add(
      { vacancyId: query.forJob, authorsIds, ...(all ? { settings: settingsString } : {}) },
      {
        onSuccess: (count) => {
          setSelected(new Set());
          // Spec 04: 'Added {n} applicant(s).' for 3 s.
          notifications.show({
            message: addedApplicantsText(count, all ? null : authorsIds.length),
            color: 'teal',
            autoClose: 3000,
          });
        },
        onError: (error) => setActionError(errorText(error)),
      },
    );

  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <RefereesHeader document={first.document} />
      {user.is_superuser && (
        <Alert color="blue" variant="light" mb="sm">
          You are a superuser: other users may lack some of the features you see here.
        </Alert>
      )}
      <Stack gap="sm">
        <SettingsPanel
          key={settingsString}
          kind={kind}
          list={first}
          gates={gates}
          open={settingsOpen}
          onToggle={() => {
            saveFlag(SETTINGS_OPEN_COOKIE, !settingsOpen);
            setSettingsOpen(!settingsOpen);
          }}
          onApply={apply}
          onSave={saveSettings}
          onLoadSaved={(settingsId) => {
            setSelected(new Set());
            push({ settings: null, settingsId });
          }}
          saving={save.isPending}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: graphCollapsed ? 12 : 9 }}>
            <Stack gap="sm">
              <CustomAuthorsControl
                kind={kind}
                docId={docId}
                settings={settingsString}
                query={query}
                push={push}
                rows={[...allRows, ...notLoaded]}
                customCoiAuthors={first.customCoiAuthors}
              />
              <MassActionBar
                selectedCount={selectedIds.length}
                canHide={canHide}
                canMark={canMark}
                allMarked={allMarked}
                canExport={hasQuota(user, 'referees_export')}
                onHide={() => setHideOpen(true)}
                onMark={toggleMark}
                onExport={() => setExportOpen(true)}
                markPending={mark.isPending}
                toolbarRef={toolbarRef}
                rowSize={rowSize}
                onRowSize={setRowSize}
                forJob={query.forJob}
                applicantsPending={addApplicants.isPending}
                listedCount={rows.length}
                onAddApplicants={() => addAsApplicants(selectedIds, false)}
                onAddAllApplicants={() =>
                  addAsApplicants(
                    rows.map((r) => r.author.id),
                    true,
                  )
                }
              />
              <Group justify="space-between">
                <CandidatesTotal
                  total={first.totalReferees}
                  excludedCount={first.excludedCount}
                  onShowExcluded={() => setExcludedOpen(true)}
                />
                <Group gap="sm">
                  {hiddenCount > 0 && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setHiddenOpen(true)}>
                      {hiddenCandidatesLabel(hiddenCount)}
                    </Button>
                  )}
                  <Switch
                    size="xs"
                    label="Only custom authors"
                    checked={query.onlyCustom}
                    onChange={(event) => push({ onlyCustom: event.currentTarget.checked })}
                  />
                </Group>
              </Group>
              {first.groupMembersNotRanked && <GroupMembersNotRankedNote notRanked={first.groupMembersNotRanked} />}
              {rows.length === 0 ? (
                <EmptyState>{REFEREES_MESSAGES.emptyList}</EmptyState>
              ) : (
                <CandidatesTable
                  referees={rows}
                  selected={selected}
                  onToggle={toggleSelected}
                  onToggleAll={(ids, select) => setSelected(select ? new Set(ids) : new Set())}
                  marked={marked}
                  showOwnWorks={gates.authorPositions && first.settings.own_works}
                  showGender={gates.gender}
                  selectable={canHide || canMark || query.forJob !== null}
                  rowSize={rowSize}
                  onShowCoauthors={setCoauthorsOf}
                  marksFolderId={first.document.header.folder?.id ?? null}
                  narrow={narrow}
                />
              )}
              {list.hasNextPage && !query.onlyCustom && (
                <Group justify="center">
                  <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
                    Load more
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: graphCollapsed ? 12 : 3 }}>
            <SimilarityGraph
              referees={rows}
              collapsed={graphCollapsed}
              onToggle={() => {
                saveFlag(GRAPH_COLLAPSED_COOKIE, !graphCollapsed);
                setGraphCollapsed(!graphCollapsed);
              }}
            />
          </Grid.Col>
        </Grid>
      </Stack>

      <HideModal
        key={hideOpen ? 'open' : 'closed'}
        opened={hideOpen}
        count={selectedIds.length}
        onClose={() => setHideOpen(false)}
        pending={hide.isPending}
        error={hide.isError ? errorText(hide.error) : null}
        scopeNote={hideScopeNote}
        onHide={(reason, comment) =>
          hide.mutate(
            { authorsIds: selectedIds, reason, comment },
            {
              onSuccess: () => {
                setHidden((current) => new Set([...current, ...selectedIds]));
                setSelected(new Set());
                setHideOpen(false);
              },
            },
          )
        }
      />
      <HiddenCandidatesModal
        opened={hiddenOpen}
        onClose={() => setHiddenOpen(false)}
        hidden={hiddenList.data?.hiddenCandidates}
        loadError={hiddenList.isError ? errorText(hiddenList.error) : null}
        canUnhide={canHide}
        pending={unhide.isPending}
        error={unhide.isError ? errorText(unhide.error) : null}
        scopeNote={hideScopeNote}
        onUnhide={(authorsIds) =>
          unhide.mutate(authorsIds, {
            onSuccess: () => setHidden((current) => new Set([...current].filter((id) => !authorsIds.includes(id)))),
          })
        }
      />
      <ExcludedCandidatesModal
        opened={excludedOpen}
        onClose={() => setExcludedOpen(false)}
        fullScreen={narrow}
        candidates={excluded.data ? mergeRefereePages(excluded.data.pages) : undefined}
        total={excluded.data?.pages[0]?.totalReferees ?? first.excludedCount}
        loadError={excluded.isError ? errorText(excluded.error) : null}
        hasMore={excluded.hasNextPage}
        loadingMore={excluded.isFetchingNextPage}
        onLoadMore={() => void excluded.fetchNextPage()}
      />
      <ExportModal
        opened={exportOpen}
        onClose={() => setExportOpen(false)}
        kind={kind}
        docId={docId}
        settings={settingsString}
        customLists={query}
        onlyCustom={query.onlyCustom}
        asOrgId={exportOrgIdOf(first, user)}
      />
      <CoauthorsModal
        kind={kind}
        docId={docId}
        settings={settingsString}
        author={coauthorsOf}
        onClose={() => setCoauthorsOf(null)}
      />
      {actionError && (
        <Alert
          role="alert"
          color="red"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setActionError(null)}
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 300, maxWidth: 420 }}
        >
          {actionError}
        </Alert>
      )}
    </>
  );
}

import {
  PANEL_MESSAGES,
  applyPanelSettings,
  type HideReason,
  type PanelSettings,
  type ScoredPanelMember,
} from '@sciscope/contracts';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { isLoggedInWithQuota } from '../../features/auth/user-access';
import { fetchMoreCandidates } from '../../features/panels/api/panels-api';
import { CandidateSettings } from '../../features/panels/components/candidate-settings';
import { ComputationAlerts } from '../../features/panels/components/computation-alerts';
import { CustomPeople } from '../../features/panels/components/custom-people';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { PeopleTable } from '../../features/panels/components/people-table';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { SubpanelSide } from '../../features/panels/components/subpanel-side';
import { toggleSubpanelSort } from '../../features/panels/panel-totals';
import {
  useChangeCandidate,
  useHiddenPanelCandidates,
  useHideCandidates,
  usePanelPeople,
  useUnhideCandidates,
} from '../../features/panels/queries/use-panels';
import {
  HiddenCandidatesModal,
  hiddenCandidatesLabel,
} from '../../features/referees/components/hidden-candidates-modal';
import { HideModal } from '../../features/referees/components/hide-modal';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}/compositions/{compositionId}/members and …/candidates (spec 03). */
export function CompositionPeoplePage({ list }: { list: 'members' | 'candidates' }) {
  const params = useParams();
  const panelId = routeId(params.id);
  const compositionId = routeId(params.compositionId);
  if (panelId === null || compositionId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <People key={`${panelId}-${compositionId}-${list}`} panelId={panelId} compositionId={compositionId} list={list} />
    </RequirePanelsQuota>
  );
}

function People({
  panelId,
  compositionId,
  list,
}: {
  panelId: number;
  compositionId: number;
  list: 'members' | 'candidates';
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const people = usePanelPeople(panelId, compositionId, list, search);
  const user = useCurrentUser();
  const change = useChangeCandidate(panelId, compositionId);
  const hide = useHideCandidates(panelId);
  const hiddenList = useHiddenPanelCandidates(panelId);
  const unhide = useUnhideCandidates(panelId);
  const [hiddenOpen, setHiddenOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [hiding, setHiding] = useState(false);
  const [more, setMore] = useState<{ search: string; rows: ScoredPanelMember[]; hasMore: boolean | null }>({
    search,
    rows: [],
    hasMore: null,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const extra = more.search === search ? more : { search, rows: [], hasMore: null };

  if (people.isError) return <ErrorState message={people.error.message} />;
  const data = people.data;
  if (!data) return <Skeleton height={320} />;
  const showGender = user.data ? isLoggedInWithQuota(user.data, 'gender_info') : false;
  const showAuthorsGroups = user.data ? isLoggedInWithQuota(user.data, 'authors_group') : false;
  const sort = searchParams.get('sort') ?? 'position';
  const sortedBy = sort === 'position' ? [] : sort.split(',');
  const openAuthor = Number(searchParams.get('author')) || null;
  const rows = [...data.scoredPanelMembers, ...extra.rows];
  const hasMore = extra.hasMore ?? data.hasMore;
  const max = Math.max(0, ...rows.flatMap((r) => r.detailedScore.map((d) => d.score)));
  const base = `/panel-composer/${panelId}/compositions/${compositionId}`;
  const edit = (next: URLSearchParams) => setSearchParams(next, { replace: false });

  const onSort = (code: string, combine: boolean) => {
    const next = new URLSearchParams(searchParams);
    next.set('sort', toggleSubpanelSort(searchParams.get('sort'), code, combine));
    edit(next);
  };
  const onOpen = (authorId: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (authorId === null) next.delete('author');
    else next.set('author', String(authorId));
    setSearchParams(next, { replace: true });
  };
  const onApply = (settings: PanelSettings) => {
    setSelected(new Set());
    edit(applyPanelSettings(searchParams, settings));
  };
  const onChange = data.isEditable
    ? (action: 'add' | 'remove', authorId: number) => {
        change.mutate({ action, authorId });
        setMore((m) => ({
          ...m,
          rows: m.rows.map((r) => (r.author.id === authorId ? { ...r, status: nextStatus(r.status, action) } : r)),
        }));
      }
    : null;
  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const answer = await fetchMoreCandidates(panelId, compositionId, search, rows.length);
      setMore({ search, rows: [...extra.rows, ...answer.scoredPanelMembers], hasMore: answer.hasMore });
    } catch (error) {
      setMoreError((error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };
  const hideSelected = (reason: HideReason, comment: string) =>
    hide.mutate(
      { authorsIds: [...selected], reason, comment },
      {
        onSuccess: () => {
          setHiding(false);
          setSelected(new Set());
        },
      },
    );

  return (
    <Stack gap="md">
      <PanelBreadcrumbs
        panelId={panelId}
        panelName={data.panelName}
        compositionId={compositionId}
        current={list === 'members' ? 'Members' : 'Candidates'}
      />
      <PageTitle>{`${data.composition.name}: ${list === 'members' ? 'members' : 'candidates'}`}</PageTitle>
      {!data.isEditable && (
        <Alert color="yellow" variant="light" role="status">
          <Group justify="space-between">
            <Text size="sm">{PANEL_MESSAGES.baseComposition}</Text>
            <Button
              component={Link}
              to={`/panel-composer/${panelId}/compositions?duplicate=${compositionId}`}
              size="xs"
            >
              Duplicate
            </Button>
          </Group>
        </Alert>
      )}
      <ComputationAlerts
        panelId={panelId}
        computation={data.computation}
        cacheMiss={data.cacheMiss}
        contactEmail={data.contactEmail}
        refetch={() => void people.refetch()}
      />
      {data.noSubpanelDocs && (
        <Text size="sm" c="dimmed">
          No subpanel holds a document yet: add them on the{' '}
          <Anchor component={Link} to={`/panel-composer/${panelId}`}>
            panel page
          </Anchor>
          .
        </Text>
      )}
      {!data.cacheMiss && (
        <Grid>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Stack gap="sm">
              {list === 'members' ? (
                <Group>
                  <Anchor component={Link} to={`${base}/candidates`}>
                    {data.isEditable ? 'add candidates' : 'find candidates'}
                  </Anchor>
                  <Anchor component={Link} to={`${base}/coverage`}>
                    coverage
                  </Anchor>
                  <Anchor component={Link} to={`${base}/assignment`}>
                    assignment
                  </Anchor>
                </Group>
              ) : (
                <>
                  {(hiddenList.data?.hiddenCandidates.length ?? 0) > 0 && (
                    <Group justify="flex-end">
                      <Button size="compact-xs" variant="subtle" onClick={() => setHiddenOpen(true)}>
                        {hiddenCandidatesLabel(hiddenList.data?.hiddenCandidates.length ?? 0)}
                      </Button>
                    </Group>
                  )}
                  <CandidateSettings
                    key={search}
                    total={data.totalCandidates}
                    data={data}
                    showGender={showGender}
                    showAuthorsGroups={showAuthorsGroups}
                    onApply={onApply}
                    computePath={`/panel-composer/${panelId}/compositions`}
                  />
                  <CustomPeople panelId={panelId} compositionId={compositionId} refreshKey={data}>
                    {(custom) => (
                      <PeopleTable
                        label="People added by name"
                        people={custom}
                        selected={new Set()}
                        onToggle={() => {}}
                        onToggleAll={() => {}}
                        showGender={showGender}
                        max={max}
                        sortedBy={sortedBy}
                        onSort={onSort}
                        openAuthor={null}
                        onOpen={() => {}}
                        onChange={onChange}
                        pendingAuthor={change.isPending ? (change.variables?.authorId ?? null) : null}
                        emptyText="Nobody added."
                      />
                    )}
                  </CustomPeople>
                </>
              )}
              {selected.size > 0 && (
                <Group role="toolbar" aria-label="Actions on selected people">
                  <Text size="sm">{selected.size} selected</Text>
                  <Button size="xs" color="red" variant="light" onClick={() => setHiding(true)}>
                    Hide
                  </Button>
                </Group>
              )}
              <PeopleTable
                label={list === 'members' ? 'Members' : 'Candidates'}
                people={rows}
                selected={selected}
                onToggle={(id) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
                onToggleAll={(ids, select) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    for (const id of ids)
                      if (select) next.add(id);
                      else next.delete(id);
                    return next;
                  })
                }
                showGender={showGender}
                max={max}
                sortedBy={sortedBy}
                onSort={onSort}
                openAuthor={openAuthor}
                onOpen={onOpen}
                onChange={onChange}
                pendingAuthor={change.isPending ? (change.variables?.authorId ?? null) : null}
                emptyText={list === 'members' ? 'No members yet.' : 'Not enough results? Please check your filters.'}
              />
              {change.error && (
                <Text size="sm" c="red" role="alert">
                  {change.error.message}
                </Text>
              )}
              {list === 'candidates' && hasMore && (
                <Group>
                  <Button variant="default" onClick={() => void loadMore()} disabled={loadingMore}>
                    {loadingMore ? PANEL_MESSAGES.loadingMore : PANEL_MESSAGES.loadMore}
                  </Button>
                </Group>
              )}
              {moreError && (
                <Text size="sm" c="red" role="alert">
                  {moreError}
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <SubpanelSide panelId={panelId} subpanels={data.subpanels} />
          </Grid.Col>
        </Grid>
      )}
      <HideModal
        key={hiding ? 'open' : 'closed'}
        opened={hiding}
        count={selected.size}
        onClose={() => setHiding(false)}
        onHide={hideSelected}
        pending={hide.isPending}
        error={hide.error?.message ?? null}
        scopeNote="for everyone who sees the panel"
      />
      <HiddenCandidatesModal
        opened={hiddenOpen}
        onClose={() => setHiddenOpen(false)}
        hidden={hiddenList.data?.hiddenCandidates}
        loadError={hiddenList.error?.message ?? null}
        canUnhide
        onUnhide={(authorsIds) => unhide.mutate(authorsIds)}
        pending={unhide.isPending}
        error={unhide.error?.message ?? null}
        scopeNote="for everyone who sees the panel"
      />
    </Stack>
  );
}

function nextStatus(current: ScoredPanelMember['status'], action: 'add' | 'remove'): ScoredPanelMember['status'] {
  if (action === 'add') return current === 'leaves' ? '' : current === null ? 'candidate' : current;
  return current === 'candidate' ? null : current === '' ? 'leaves' : current;
}

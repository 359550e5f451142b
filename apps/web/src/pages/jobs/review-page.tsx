import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { JOB_MESSAGES, RANK_LABELS, type Applicant, type ApplicantOrder } from '@sciscope/contracts';
import { ApiError, notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import {
  deletePreliminary,
  emailApplicants,
  fetchApplicants,
  fetchTags,
  fetchVacancy,
  mergeApplications,
} from '../../features/job-postings/api/jobs-api';
import { ArticleTitle } from '../../features/articles/components/article-title';
import { KnownCount } from '../../features/articles/components/known-count';
import { Score } from '../../features/articles/components/score';
import { ApplicantGender } from '../../features/job-postings/components/applicant-gender';
import { VotesAndComment } from '../../features/job-postings/components/applicant-row-actions';
import { ApplicantTagChips, TagAssigner } from '../../features/job-postings/components/applicant-tags';
import { ApplicantDetails, DetailsPopover } from '../../features/job-postings/components/details-popover';
import { HiringTopicsEditor } from '../../features/job-postings/components/hiring-topics-editor';
import { RecommendersTable } from '../../features/job-postings/components/recommenders-table';
import { ReviewerConflictBadge } from '../../features/job-postings/components/reviewer-conflict';
import { SearchConceptsFilter } from '../../features/job-postings/components/search-concepts-filter';
import { canEmailSelected, emailedText } from '../../features/job-postings/applicant-emails';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import {
  readableSearch,
  readConceptIds,
  readMinSim,
  writeConceptIds,
} from '../../features/job-postings/search-tab-url';
import { refereesBeamPath, writeRefereesPageQuery } from '../../features/referees/referees-url';

/** The applicants list's order from the page's query string: `?order=votes`, else by relevance. */
export function applicantOrderOf(search: URLSearchParams): ApplicantOrder {
  return search.get('order') === 'votes' ? 'votes' : 'relevance';
}

const TABS = { applicants: 'By applicants', recommenders: 'By recommenders', search: 'Search applicants' } as const;
type Tab = keyof typeof TABS;

/** /jobs/{id}/{tab}[/preliminary]: committee review (spec 04). */
export function ReviewPage() {
  const id = routeId(useParams().id);
  return id === null ? <NotFoundPage /> : <ReviewContent key={id} id={id} />;
}

function ReviewContent({ id }: { id: number }) {
  const params = useParams();
  const tab = (params.tab ?? 'applicants') as Tab;
  const preliminary = params.preliminary === 'preliminary';
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const minSim = tab === 'search' ? readMinSim(search) : undefined;
  // The search tab's picked concepts: the list holds only applicants having all of them.
  const conceptIds = tab === 'search' ? readConceptIds(search) : [];
  const cids = writeConceptIds(conceptIds);
  const order = applicantOrderOf(search);
  const client = useQueryClient();
  const vacancy = useQuery({ queryKey: jobKeys.vacancy(id), queryFn: () => fetchVacancy(id) });
  const listKey = jobKeys.applicants(id);
  const key = [...listKey, preliminary, minSim ?? null, order, cids];
  const applicants = useQuery({
    queryKey: key,
    queryFn: () =>
      fetchApplicants(id, preliminary, {
        offset: 0,
        order,
        ...(minSim !== undefined ? { minSim } : {}),
        ...(cids !== null ? { cids } : {}),
      }),
    // On the search tab the list stays while a new filter's answer loads (no 'No results.' flash),
    // but never across the actual/preliminary toggle, which lists other people.
    placeholderData: (previous, previousQuery) =>
      tab === 'search' && previousQuery?.queryKey[listKey.length] === preliminary ? previous : undefined,
  });
  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    const query = readableSearch(next);
    navigate({ search: query ? `?${query}` : '' });
  };
  const tags = useQuery({ queryKey: jobKeys.tags(id), queryFn: () => fetchTags(id) });
  const [selected, setSelected] = useState<number[]>([]);
  // What the last action answered: a refusal shows red, as an alert; a report as a status.
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const [topics, setTopics] = useState(false);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: jobKeys.applicants(id) });
    void client.invalidateQueries({ queryKey: jobKeys.tags(id) });
  };
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash && applicants.data) document.getElementById(hash)?.scrollIntoView();
  }, [applicants.data]);
  // An id no vacancy has (or not the user's to review) is an unknown page, as on the vacancy page.
  if (notFoundText(vacancy.error ?? applicants.error) !== undefined) return <NotFoundPage what="vacancy" />;
  if (vacancy.error) return <ErrorState message={vacancy.error.message} />;
  if (applicants.error) return <ErrorState message={applicants.error.message} />;
  // The actual/preliminary toggle keeps the tab's query (the search tab's minimum similarity and
  // concepts); another tab starts afresh.
  const go = (nextTab: Tab, nextPreliminary: boolean) => {
    const query = nextTab === tab ? readableSearch(search) : '';
    navigate(`/jobs/${id}/${nextTab}${nextPreliminary ? '/preliminary' : ''}${query ? `?${query}` : ''}`);
  };
  const act = async (work: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await work();
      refresh();
    } catch (e) {
      setMessage({ text: e instanceof ApiError ? e.message : String(e), refused: true });
    }
  };
  const list = applicants.data?.applicants ?? [];
  // Preliminary applicants have no e-mail address: nothing to send when only they are selected.
  const emailable = canEmailSelected(list, selected);
  // Spec 04 section 6: the gender indicator only for holders of the gender_info quota.
  const showGender = applicants.data?.canSeeGender ?? false;
  return (
    <Stack>
      <PageTitle>{vacancy.data ? `Applicants: ${vacancy.data.title}` : 'Applicants'}</PageTitle>
      <Group>
        <Anchor component={Link} to={`/jobs/${id}`}>
          ← Vacancy
        </Anchor>
        {/* forJob offers the finder's "Add as preliminary applicants" for this vacancy (spec 03 section 6). */}
        <Anchor
          component={Link}
          to={refereesBeamPath('vacancy', id, writeRefereesPageQuery({ settings: null, forJob: id }))}
        >
          Find possible candidates
        </Anchor>
        <SegmentedControl
          value={preliminary ? 'preliminary' : 'actual'}
          onChange={(v) => go(tab, v === 'preliminary')}
          data={[
            { value: 'actual', label: 'Actual' },
            { value: 'preliminary', label: 'Preliminary' },
          ]}
        />
        <SegmentedControl
          aria-label="Order of the applicants"
          value={order}
          onChange={(v) => setParam('order', v === 'votes' ? 'votes' : null)}
          data={[
            { value: 'relevance', label: 'By relevance' },
            { value: 'votes', label: 'By votes' },
          ]}
        />
        {/* Opens only: closing is the editor's Close, which asks first when topics are unsaved. */}
        <Button variant="default" onClick={() => setTopics(true)}>
          Hiring topics
        </Button>
      </Group>
      {topics && <HiringTopicsEditor vacancyId={id} onSaved={refresh} onClose={() => setTopics(false)} />}
      <Tabs value={tab} onChange={(v) => go((v ?? 'applicants') as Tab, preliminary)}>
        <Tabs.List>
          {(Object.keys(TABS) as Tab[]).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TABS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'search' && (
        <Stack gap="sm">
          <NumberInput
            label="Minimum similarity"
            min={0}
            max={1}
            step={0.05}
            decimalScale={2}
            maw={200}
            value={minSim}
            onChange={(v) => setParam('minSim', String(v || 0))}
          />
          <SearchConceptsFilter
            vacancyId={id}
            preliminary={preliminary}
            minSim={minSim ?? 0}
            picked={conceptIds}
            onChange={(ids) => setParam('cids', writeConceptIds(ids))}
          />
        </Stack>
      )}
      {tab === 'recommenders' ? (
        <RecommendersTable vacancyId={id} preliminary={preliminary} />
      ) : (
        <>
          <Group>
            <Button
              disabled={!emailable}
              onClick={() =>
                act(async () => {
                  setMessage({ text: emailedText(await emailApplicants(id, selected)), refused: false });
                })
              }
            >
              Send e-mail to selected
            </Button>
            <TagAssigner vacancyId={id} applicationsIds={selected} tags={tags.data?.tags ?? []} act={act} />
          </Group>
          {selected.length > 0 && !emailable && (
            <Text size="sm" c="dimmed">
              {JOB_MESSAGES.noEmailSelected}
            </Text>
          )}
          {message &&
            (message.refused ? (
              <Alert color="red" role="alert">
                {message.text}
              </Alert>
            ) : (
              <Alert role="status">{message.text}</Alert>
            ))}
          {/* Scrolls sideways in its own box on a narrow screen, not the page. */}
          <Table.ScrollContainer minWidth={1000} type="native" pos="relative">
            <Table striped aria-label="Applicants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Applicant</Table.Th>
                  {showGender && <Table.Th>Gender</Table.Th>}
                  <Table.Th>Relevance</Table.Th>
                  <Table.Th ta="right">Similarity</Table.Th>
                  <Table.Th ta="right">h-index</Table.Th>
                  <Table.Th ta="right">Votes</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Votes and comments</Table.Th>
                  <Table.Th>Closest article</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={showGender ? 10 : 9}>
                      {/* Nothing is said to be missing before the answer came (walk 22: a slow list read "No applicants found."). */}
                      {applicants.data === undefined ? (
                        <Group gap="xs" role="status">
                          <Loader size="xs" />
                          <Text size="sm">Loading applicants…</Text>
                        </Group>
                      ) : tab === 'search' ? (
                        JOB_MESSAGES.noResults
                      ) : (
                        JOB_MESSAGES.noApplicants
                      )}
                    </Table.Td>
                  </Table.Tr>
                )}
                {list.map((a: Applicant) => (
                  <Table.Tr key={a.applicationId} id={`applicant-${a.applicationId}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${a.authorName}`}
                        checked={selected.includes(a.applicationId)}
                        onChange={(e) => {
                          // Read the event now: React may run the updater after the handler, when
                          // currentTarget is gone (a re-render in flight, as after a reload).
                          const checked = e.currentTarget.checked;
                          setSelected((s) =>
                            checked ? [...s, a.applicationId] : s.filter((x) => x !== a.applicationId),
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <DetailsPopover
                        target={
                          <Anchor component={Link} to={`/jobs/${id}/applicant/${a.applicationId}`}>
                            {a.authorName || a.email}
                          </Anchor>
                        }
                      >
                        <ApplicantDetails applicant={a} />
                      </DetailsPopover>{' '}
                      <Badge size="xs" variant="light">
                        {a.isPreliminary ? '(preliminary)' : '(actual)'}
                      </Badge>
                      <ReviewerConflictBadge applicant={a} />
                      {a.mergeWith && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => act(() => mergeApplications(a.applicationId, a.mergeWith!.applicationId))}
                        >
                          Merge with {a.mergeWith.name}
                        </Button>
                      )}
                      {a.isPreliminary && a.email === null && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${a.authorName || 'this preliminary applicant'}`}
                          onClick={() => act(() => deletePreliminary(a.applicationId))}
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                    {showGender && (
                      <Table.Td>
                        <ApplicantGender applicant={a} onChange={refresh} />
                      </Table.Td>
                    )}
                    <Table.Td title={a.rankReason}>{RANK_LABELS[a.rank]}</Table.Td>
                    <Table.Td ta="right">
                      {a.similarityCombined === null ? '—' : <Score value={a.similarityCombined} similarity />}
                    </Table.Td>
                    <Table.Td ta="right">
                      <KnownCount value={a.hIndex} />
                    </Table.Td>
                    <Table.Td ta="right">{a.voteScore}</Table.Td>
                    <Table.Td>
                      <ApplicantTagChips
                        applicationId={a.applicationId}
                        tagsIds={a.tagsIds}
                        tags={tags.data?.tags ?? []}
                        act={act}
                      />
                    </Table.Td>
                    <Table.Td>
                      <VotesAndComment applicant={a} onChange={refresh} />
                    </Table.Td>
                    <Table.Td>
                      {a.mostRelevantArticles[0] && (
                        <ArticleTitle
                          article={a.mostRelevantArticles[0]}
                          recent={false}
                          currentAuthorId={a.authorId ?? undefined}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import { Alert, Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { JOB_MESSAGES, RANK_LABELS, REQUIREMENT_LABELS } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Count } from '../../features/articles/components/count';
import { KnownCount } from '../../features/articles/components/known-count';
import { Score } from '../../features/articles/components/score';
import { formatCount } from '../../features/articles/format';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { userMay } from '../../features/auth/user-access';
import { attachmentUrl, fetchApplicant, fetchTags, letterUrl } from '../../features/job-postings/api/jobs-api';
import { ApplicantGender } from '../../features/job-postings/components/applicant-gender';
import { VotesAndComment } from '../../features/job-postings/components/applicant-row-actions';
import { ApplicantTagChips, TagAssigner, type TagAction } from '../../features/job-postings/components/applicant-tags';
import { ReviewerConflictNotice } from '../../features/job-postings/components/reviewer-conflict';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { ApplicantArticles } from './applicant-articles';

/** /jobs/{jobId}/applicant/{applicationId}: one applicant for the committee. */
export function ApplicantPage() {
  const params = useParams();
  const applicationId = routeId(params.applicationId);
  if (routeId(params.jobId) === null || applicationId === null) return <NotFoundPage />;
  return <ApplicantContent key={applicationId} applicationId={applicationId} />;
}

function ApplicantContent({ applicationId }: { applicationId: number }) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: jobKeys.applicant(applicationId),
    queryFn: () => fetchApplicant(applicationId),
  });
  // The tags of the applicant's own vacancy (the one the server checked the caller reviews).
  const vacancyId = detail.data?.vacancy.id;
  const tags = useQuery({
    queryKey: jobKeys.tags(vacancyId ?? 0),
    queryFn: () => fetchTags(vacancyId!),
    enabled: vacancyId !== undefined,
  });
  const [tagError, setTagError] = useState<string | null>(null);
  const user = useCurrentUser();
  // Spec 04 section 6: the gender indicator only for holders of the gender_info quota.
  const showGender = user.data !== undefined && userMay(user.data, 'author.read_gender');
  if (detail.error) return <ErrorState message={detail.error.message} />;
  const d = detail.data;
  if (!d) return null;
  const a = d.applicant;
  // What a vote, comment or tag changes: this page, the vacancy's tags and its applicants lists.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: jobKeys.applicant(applicationId) });
    void client.invalidateQueries({ queryKey: jobKeys.tags(d.vacancy.id) });
    void client.invalidateQueries({ queryKey: jobKeys.applicants(d.vacancy.id) });
  };
  const act: TagAction = async (work) => {
    setTagError(null);
    try {
      await work();
      refresh();
    } catch (e) {
      setTagError(e instanceof ApiError ? e.message : String(e));
    }
  };
  return (
    <Stack maw={960}>
      {/* Back to the list the applicant is on, scrolled to their row (spec 04 section 2). */}
      <Anchor
        component={Link}
        to={`/jobs/${d.vacancy.id}/applicants${a.isPreliminary ? '/preliminary' : ''}#applicant-${a.applicationId}`}
      >
        ← {d.vacancy.title}
      </Anchor>
      <Group gap="xs">
        <PageTitle>{a.authorName || a.email || ''}</PageTitle>
        <Badge variant="light">{a.isPreliminary ? '(preliminary)' : '(actual)'}</Badge>
      </Group>
      <ReviewerConflictNotice applicant={a} />
      {a.email && <Text size="sm">E-mail: {a.email}</Text>}
      {showGender && <ApplicantGender applicant={a} onChange={refresh} />}
      <Text size="sm">
        Relevance: <b>{RANK_LABELS[a.rank]}</b> — {a.rankReason}
      </Text>
      <Group gap="xs" aria-label="Tags" role="group">
        <Text size="sm">Tags:</Text>
        {a.tagsIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tags.
          </Text>
        ) : (
          <ApplicantTagChips
            applicationId={a.applicationId}
            tagsIds={a.tagsIds}
            tags={tags.data?.tags ?? []}
            act={act}
          />
        )}
      </Group>
      <TagAssigner
        vacancyId={d.vacancy.id}
        applicationsIds={[a.applicationId]}
        tags={tags.data?.tags ?? []}
        act={act}
      />
      {tagError && (
        <Alert color="red" role="alert">
          {tagError}
        </Alert>
      )}
      <VotesAndComment applicant={a} onChange={refresh} />
      <Title order={2} size="h4">
        Files
      </Title>
      {a.attachments.length === 0 ? (
        <Text c="dimmed">No files.</Text>
      ) : (
        a.attachments.map((f) => (
          <Anchor key={f.id} href={attachmentUrl(f.id, f.filename)}>
            {REQUIREMENT_LABELS[f.formatType]}: {f.filename}
          </Anchor>
        ))
      )}
      <Title order={2} size="h4">
        Recommenders
      </Title>
      {a.advisors.length === 0 ? (
        <Text c="dimmed">No references.</Text>
      ) : (
        <Table aria-label="Recommenders">
          <Table.Tbody>
            {a.advisors.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  {r.name}
                  {r.isPhdAdvisor ? ' (PhD advisor)' : ''}
                  <Text size="xs" c="dimmed">
                    {r.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {r.filename ? (
                    <Anchor href={letterUrl(r.id, r.filename)}>{`Letter: ${r.filename}`}</Anchor>
                  ) : (
                    <Text span c="dimmed">
                      {r.requestSentAt ? 'Letter missing (request sent)' : 'Letter missing (request not sent yet)'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {d.isSuperuser && !r.filename && (
                    <Anchor component={Link} to={`/jobs/recommendation/${r.id}`}>
                      Upload the missing recommendation
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={2} size="h4">
        Publications
      </Title>
      {a.authorId === null ? (
        <Text>{JOB_MESSAGES.noPublications}</Text>
      ) : (
        <>
          <Text size="sm">
            h-index <KnownCount value={a.hIndex} /> · citations{' '}
            <KnownCount value={a.citationsCount} format={formatCount} /> · notable{' '}
            <KnownCount value={a.notableArticlesCount} format={formatCount} /> · articles{' '}
            <Count value={a.articlesCount} />
            {' · '}
            <Anchor component={Link} to={`/author/${a.authorId}?inConsortium=0`}>
              author page
            </Anchor>
          </Text>
          <Text size="sm">Top concepts: {d.topConcepts.map((c) => c.name).join(', ')}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Most relevant articles</Table.Th>
                <Table.Th ta="right">Year</Table.Th>
                <Table.Th ta="right">Similarity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.mostRelevantArticles.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.title}</Table.Td>
                  <Table.Td ta="right">{r.year ?? ''}</Table.Td>
                  <Table.Td ta="right">
                    <Score value={r.similarity} similarity />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ApplicantArticles authorId={a.authorId} topConcepts={d.topConcepts} />
        </>
      )}
    </Stack>
  );
}

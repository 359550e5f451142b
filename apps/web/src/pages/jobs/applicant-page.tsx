import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { JOB_MESSAGES, RANK_LABELS, REQUIREMENT_LABELS } from '@sciscope/contracts';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { fetchApplicant, letterUrl } from '../../features/job-postings/api/jobs-api';
import { VotesAndComment } from '../../features/job-postings/components/applicant-row-actions';
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
    queryKey: ['jobs', 'applicant', applicationId],
    queryFn: () => fetchApplicant(applicationId),
  });
  if (detail.error) return <ErrorState message={detail.error.message} />;
  const d = detail.data;
  if (!d) return null;
  const a = d.applicant;
  return (
    <Stack maw={960}>
      <Anchor component={Link} to={`/jobs/${d.vacancy.id}/applicants#applicant-${a.applicationId}`}>
        ← {d.vacancy.title}
      </Anchor>
      <Group gap="xs">
        <PageTitle>{a.authorName || a.email || ''}</PageTitle>
        <Badge variant="light">{a.isPreliminary ? '(preliminary)' : '(actual)'}</Badge>
      </Group>
      {a.email && <Text size="sm">E-mail: {a.email}</Text>}
      <Text size="sm">
        Relevance: <b>{RANK_LABELS[a.rank]}</b> — {a.rankReason}
      </Text>
      <VotesAndComment
        applicant={a}
        onChange={() => void client.invalidateQueries({ queryKey: ['jobs', 'applicant', applicationId] })}
      />
      <Title order={2} size="h4">
        Files
      </Title>
      {a.attachments.length === 0 ? (
        <Text c="dimmed">No files.</Text>
      ) : (
        a.attachments.map((f) => (
          <Anchor key={f.id} href={`/api/jobs/attachment/${f.id}/${encodeURIComponent(f.filename)}`}>
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
            h-index {a.hIndex} · citations {a.citationsCount} · notable {a.notableArticlesCount} · articles{' '}
            {a.articlesCount} ·{' '}
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
                  <Table.Td ta="right">{r.similarity.toFixed(3)}</Table.Td>
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

import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { JOB_LIMITS, JOB_MESSAGES, REQUIREMENT_LABELS, readableTex, type Vacancy } from '@sciscope/contracts';
import { notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import {
  addCommitteeMember,
  fetchCommittee,
  fetchVacancy,
  removeCommitteeMember,
} from '../../features/job-postings/api/jobs-api';
import { fieldErrorText } from '../../features/job-postings/job-form-rules';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { VacancyDeadline } from '../../features/job-postings/components/vacancy-deadline';

/** What an application must hold: the files, and the references when the vacancy asks for them. */
function requiredLine(v: Pick<Vacancy, 'requirements' | 'isAdvisorsRequired'>): string {
  const items: string[] = v.requirements.map((r) => REQUIREMENT_LABELS[r]);
  if (v.isAdvisorsRequired) items.push(`References (at least ${JOB_LIMITS.minReferences})`);
  return items.join(', ');
}

/** /jobs/{id}: the vacancy; its owner manages the committee here. */
export function VacancyPage() {
  const id = routeId(useParams().id);
  return id === null ? <NotFoundPage /> : <VacancyContent key={id} id={id} />;
}

function VacancyContent({ id }: { id: number }) {
  const [search] = useSearchParams();
  const vacancy = useQuery({ queryKey: jobKeys.vacancy(id), queryFn: () => fetchVacancy(id) });
  // An id no vacancy has (or a draft of someone else's: the server answers the same) is an unknown page.
  if (notFoundText(vacancy.error) !== undefined) return <NotFoundPage what="vacancy" />;
  if (vacancy.error) return <ErrorState message={vacancy.error.message} />;
  const v = vacancy.data;
  if (!v) return null;
  return (
    <Stack maw={860}>
      {search.get('published') === '1' && (
        <Alert color="green" title="Your vacancy is published">
          {JOB_MESSAGES.feeNotice}
        </Alert>
      )}
      {search.get('saved') === '1' && (
        <Alert color="green" role="status">
          Saved.
        </Alert>
      )}
      <PageTitle>{v.title}</PageTitle>
      <Group gap="xs">
        <Badge variant="light">{v.status}</Badge>
        <Text size="sm">{v.affiliation}</Text>
        <VacancyDeadline dateDeadline={v.dateDeadline} isClosed={v.isClosed} />
      </Group>
      {/* Rendered on the server from Markdown with raw HTML escaped and unsafe links dropped. */}
      <div className="vacancy-description" dangerouslySetInnerHTML={{ __html: v.descriptionRendered }} />
      <Text size="sm">
        {v.startInfo && <>Start: {v.startInfo}. </>}
        {v.duration && <>Duration: {v.duration}. </>}
        Questions: <Anchor href={`mailto:${v.infoEmail}`}>{v.infoEmail}</Anchor>
      </Text>
      <Text size="sm">Required: {requiredLine(v)}</Text>
      <Group>
        {v.canEdit && (
          <Button component={Link} to={`/jobs/edit/${v.id}`} variant="default">
            Edit
          </Button>
        )}
        {v.canReview && (
          <Button component={Link} to={`/jobs/${v.id}/applicants`} variant="default">
            Review applicants
          </Button>
        )}
        {v.ownApplicationId !== null ? (
          // The server refuses edits once the deadline day has ended (jobs.closed): no button leading there.
          v.isClosed ? (
            <Text size="sm">{`You applied. Applications closed on ${v.dateDeadline}, so your application can no longer be edited.`}</Text>
          ) : (
            <Button component={Link} to={`/jobs/${v.id}/applications/edit/${v.ownApplicationId}`}>
              Edit your application
            </Button>
          )
        ) : (
          v.status === 'published' &&
          !v.isClosed && (
            <Button component={Link} to={`/jobs/${v.id}/apply`}>
              Apply
            </Button>
          )
        )}
      </Group>
      {v.canReview && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            Selection
          </Title>
          <Text size="sm">Concepts: {v.concepts.map((c) => c.name).join(', ') || '—'}</Text>
          <Text size="sm">Authors: {v.authors.map((a) => a.name).join(', ') || '—'}</Text>
          <Text size="sm">Articles: {v.articles.map((a) => readableTex(a.title)).join('; ') || '—'}</Text>
          {/* The owner's own words: a React text node (escaped), line breaks kept. */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            Text: {v.text.trim() || '—'}
          </Text>
        </Stack>
      )}
      {v.canReview && <Committee vacancyId={v.id} canEdit={v.canEdit} />}
    </Stack>
  );
}

function Committee({ vacancyId, canEdit }: { vacancyId: number; canEdit: boolean }) {
  const client = useQueryClient();
  const committee = useQuery({ queryKey: jobKeys.committee(vacancyId), queryFn: () => fetchCommittee(vacancyId) });
  const [email, setEmail] = useState('');
  const [officer, setOfficer] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const members = await addCommitteeMember(vacancyId, email, officer);
      client.setQueryData(jobKeys.committee(vacancyId), members);
      setEmail('');
      setOfficer(false);
    } catch (e) {
      // The field's own message: "This field is required.", not the summary's "email: This field is required.".
      setError(fieldErrorText(e, 'email'));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Hiring committee
      </Title>
      {/* Scrolls sideways in its own box on a narrow screen (a phone's 390 px), not the page. */}
      <Table.ScrollContainer minWidth={canEdit ? 520 : 440} type="native" pos="relative">
        <Table aria-label="Hiring committee">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              {canEdit && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(committee.data?.members ?? []).map((m) => (
              <Table.Tr key={m.userId}>
                {/* The e-mail has its own column: no name is a dash, not the e-mail again. */}
                <Table.Td>{m.name?.trim() || '—'}</Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{m.isEqualityOfficer ? 'Equality officer (EOO)' : 'Member'}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={async () =>
                        client.setQueryData(
                          jobKeys.committee(vacancyId),
                          await removeCommitteeMember(vacancyId, m.userId),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canEdit && (
        <form onSubmit={add}>
          <Group align="end">
            <TextInput
              label="Member e-mail"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            <Checkbox
              label="Equality officer"
              checked={officer}
              onChange={(e) => setOfficer(e.currentTarget.checked)}
            />
            <Button type="submit">Add member</Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

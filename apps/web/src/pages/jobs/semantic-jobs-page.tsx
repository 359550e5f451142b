import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { VacancyListResponse } from '@sciscope/contracts';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { fetchVacancies } from '../../features/job-postings/api/jobs-api';
import { VacancyDeadline } from '../../features/job-postings/components/vacancy-deadline';
import { jobKeys } from '../../features/job-postings/queries/job-keys';

/**
 * /semantic-jobs/: the jobs board's product page: the published vacancies, then for a signed-in
 * user their own and those whose hiring committee they sit on (where a new member finds them).
 */
export function SemanticJobsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const deadline = params.get('deadline') ?? 'open';
  const offset = Number(params.get('offset') ?? 0);
  const conceptId = params.get('conceptId') ? Number(params.get('conceptId')) : undefined;
  const user = useCurrentUser().data?.is_authenticated ?? false;
  const list = useQuery({
    queryKey: ['jobs', 'vacancies', q, deadline, offset, conceptId],
    queryFn: () => fetchVacancies({ q, deadline, mine: '0', offset, ...(conceptId ? { conceptId } : {}) }),
  });
  const mine = useQuery({
    queryKey: ['jobs', 'vacancies', 'mine'],
    queryFn: () => fetchVacancies({ q: '', deadline: 'all', mine: '1', offset: 0 }),
    enabled: Boolean(user),
  });
  // The vacancies whose hiring committee the user sits on: where a new member finds them.
  const committee = useQuery({
    queryKey: [...jobKeys.vacancies(), 'committee'],
    queryFn: () => fetchVacancies({ q: '', deadline: 'all', mine: 'committee', offset: 0 }),
    enabled: Boolean(user),
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('offset');
    setParams(next);
  };
  const filterByConcept = (id: number) => set('conceptId', String(id));
  usePageTitle('Semantic jobs');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Semantic jobs
        </Title>
        <Button component={Link} to="/jobs/new">
          Post a vacancy
        </Button>
      </Group>
      <Text c="dimmed">
        Academic vacancies whose committees rank applicants by the similarity of their published work.
      </Text>
      <Group>
        <TextInput
          aria-label="Search vacancies"
          placeholder="Search title or institution"
          defaultValue={q}
          onKeyDown={(e) => e.key === 'Enter' && set('q', e.currentTarget.value)}
        />
        <SegmentedControl
          value={deadline}
          onChange={(v) => set('deadline', v)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vacancy</Table.Th>
            <Table.Th>Institution</Table.Th>
            <Table.Th>Deadline</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data?.vacancies.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>No vacancies found.</Table.Td>
            </Table.Tr>
          )}
          {list.data?.vacancies.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>
                <Anchor component={Link} to={`/jobs/${v.id}`}>
                  {v.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{v.affiliation}</Table.Td>
              <Table.Td>{v.dateDeadline}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.data && list.data.total > list.data.pageSize && (
        <Pagination
          total={Math.ceil(list.data.total / list.data.pageSize)}
          value={Math.floor(offset / list.data.pageSize) + 1}
          onChange={(page) => {
            const next = new URLSearchParams(params);
            next.set('offset', String((page - 1) * list.data!.pageSize));
            setParams(next);
          }}
        />
      )}
      {user && (
        <>
          <ReviewedVacancies title="Your vacancies" vacancies={mine.data?.vacancies} onConcept={filterByConcept} />
          <ReviewedVacancies
            title="Vacancies you review"
            vacancies={committee.data?.vacancies}
            onConcept={filterByConcept}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The vacancies the user reviews (their own, or on whose committee they sit), with their deadline
 * as the vacancy page states it ("(closed)" once passed) and a Review link; nothing when none.
 */
function ReviewedVacancies({
  title,
  vacancies,
  onConcept,
}: {
  title: string;
  vacancies: VacancyListResponse['vacancies'] | undefined;
  onConcept: (conceptId: number) => void;
}) {
  if (!vacancies || vacancies.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table aria-label={title}>
        <Table.Tbody>
          {vacancies.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>
                <Anchor component={Link} to={`/jobs/${v.id}`}>
                  {v.title}
                </Anchor>{' '}
                <Badge size="xs" variant="light">
                  {v.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <VacancyDeadline dateDeadline={v.dateDeadline} isClosed={v.isClosed} />
              </Table.Td>
              <Table.Td>
                {v.concepts.map((c) => (
                  <Badge
                    key={c.id}
                    size="xs"
                    mr={2}
                    variant="outline"
                    style={{ cursor: 'pointer' }}
                    onClick={() => onConcept(c.id)}
                  >
                    {c.name}
                  </Badge>
                ))}
              </Table.Td>
              <Table.Td ta="right">{v.applicantsCount} applicant(s)</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/jobs/${v.id}/applicants`}>
                  Review
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

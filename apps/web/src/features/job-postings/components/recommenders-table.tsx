import { Anchor, Badge, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { RANK_LABELS } from '@sciscope/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { Score } from '../../articles/components/score';
import { fetchRecommenders, letterUrl } from '../api/jobs-api';
import { DetailsPopover, RecommenderDetails } from './details-popover';

/**
 * The 'By recommenders' tab: each recommender once (the same e-mail across applicants), the
 * applicants they recommend and each letter (a download for the committee, or 'missing').
 */
export function RecommendersTable({ vacancyId, preliminary }: { vacancyId: number; preliminary: boolean }) {
  const recommenders = useQuery({
    queryKey: ['jobs', 'recommenders', vacancyId, preliminary],
    queryFn: () => fetchRecommenders(vacancyId, preliminary),
  });
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash && recommenders.data) document.getElementById(hash)?.scrollIntoView();
  }, [recommenders.data]);
  if (recommenders.error) return <ErrorState message={recommenders.error.message} />;
  if (!recommenders.data) return <Skeleton h={120} />;
  const list = recommenders.data.recommenders;
  return (
    // Scrolls sideways in its own box on a narrow screen, not the page.
    <Table.ScrollContainer minWidth={720} type="native" pos="relative">
      <Table striped aria-label="Recommenders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recommender</Table.Th>
            <Table.Th>Relevance</Table.Th>
            <Table.Th ta="right">Similarity</Table.Th>
            <Table.Th>Recommends (letter)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>No recommenders found.</Table.Td>
            </Table.Tr>
          )}
          {list.map((r) => (
            <Table.Tr key={r.groupId} id={`advisor-${r.groupId}`}>
              <Table.Td>
                <DetailsPopover
                  target={
                    <UnstyledButton fw={500} style={{ cursor: 'default' }}>
                      {r.name}
                    </UnstyledButton>
                  }
                >
                  <RecommenderDetails recommender={r} />
                </DetailsPopover>
                <Text size="xs" c="dimmed">
                  {r.email}
                </Text>
                {r.authorId !== null && (
                  <Anchor size="xs" component={Link} to={`/author/${r.authorId}?inConsortium=0`}>
                    {r.authorName ?? 'author page'}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{r.authorId === null ? '' : RANK_LABELS[r.rank]}</Table.Td>
              <Table.Td ta="right">
                {r.similarityCombined === null ? '' : <Score value={r.similarityCombined} similarity />}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {r.letters.map((l) => (
                    <Text size="sm" key={l.advisorId}>
                      <Anchor component={Link} to={`/jobs/${vacancyId}/applicant/${l.applicationId}`}>
                        {l.applicantName}
                      </Anchor>
                      {l.isPhdAdvisor && (
                        <Badge ml={4} size="xs" variant="light">
                          PhD advisor
                        </Badge>
                      )}
                      {' — '}
                      {l.filename ? (
                        <Anchor href={letterUrl(l.advisorId, l.filename)}>{`Letter: ${l.filename}`}</Anchor>
                      ) : (
                        <Text span c="dimmed">
                          letter missing
                        </Text>
                      )}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

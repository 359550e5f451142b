import { CLAIM_LIMITS, authorPath, type DashboardResponse } from '@sciscope/contracts';
import { Anchor, Button, Grid, Group, List, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { formatDateTime } from '../../components/ui/format';
import { formatKnownCount } from '../../features/articles/format';
import { EmailConfirmationNotice } from '../../features/auth/components/email-confirmation-notice';
import { PageTitle } from '../../components/ui/page-title';
import { ClaimStateBadge, claimSummary } from '../../features/claims/components/author-claims';
import { useDashboard } from '../../features/claims/queries/use-claims';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /accounts/dashboard/: the linked author with metrics, the account's claims, monitorings, folders and shortcuts. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const dashboard = useDashboard(offset);
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>Dashboard</PageTitle>
      <EmailConfirmationNotice />
      {dashboard.isError ? (
        <ErrorState message={dashboard.error.message} />
      ) : !dashboard.data ? (
        <Skeleton height={240} />
      ) : (
        <DashboardContent
          data={dashboard.data}
          offset={offset}
          onOffset={(next) => setParams(next > 0 ? { offset: String(next) } : {})}
        />
      )}
    </Stack>
  );
}

function DashboardContent({
  data,
  offset,
  onOffset,
}: {
  data: DashboardResponse;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const author = data.linkedAuthor;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Section title="Your author profile">
            {author ? (
              <Stack gap={4}>
                <Anchor component={Link} to={authorPath(author.id, author.name)} fw={600}>
                  {author.name}
                </Anchor>
                {author.lastAffiliation && <Text size="sm">{author.lastAffiliation}</Text>}
                <Group gap="xl" role="group" aria-label="Metrics">
                  <Text size="sm">{`Articles: ${author.articlesCount}`}</Text>
                  <Text size="sm">{`h-index: ${formatKnownCount(author.hIndex)}`}</Text>
                  <Text size="sm">{`Citations: ${formatKnownCount(author.citationsCount)}`}</Text>
                  <Text size="sm">{`Notable articles: ${formatKnownCount(author.notableArticlesCount)}`}</Text>
                </Group>
                <Anchor component={Link} to="/claim-publications" size="sm">
                  Claim more publications
                </Anchor>
              </Stack>
            ) : (
              <Text size="sm">
                No author profile is linked to your account.{' '}
                <Anchor component={Link} to="/find-authors">
                  Find my author page
                </Anchor>
                {' or '}
                <Anchor component={Link} to="/claim-publications">
                  claim your publications
                </Anchor>
                .
              </Text>
            )}
          </Section>
          <Section title="Your claims">
            {data.claims.length === 0 ? (
              <Text size="sm" c="dimmed">
                No claims yet.
              </Text>
            ) : (
              <>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Profile</Table.Th>
                      <Table.Th>Claim</Table.Th>
                      <Table.Th>State</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.claims.map((claim) => (
                      <Table.Tr key={claim.id}>
                        <Table.Td>{formatDateTime(claim.createdAt)}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={authorPath(claim.author.id, claim.author.name)} size="sm">
                            {claim.author.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{claimSummary(claim)}</Table.Td>
                        <Table.Td>
                          <ClaimStateBadge state={claim.state} />
                          {claim.decisionNote && (
                            <Text size="xs" c="dimmed">
                              {claim.decisionNote}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {data.claimsTotal > CLAIM_LIMITS.pageSize && (
                  <Group mt="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={offset === 0}
                      onClick={() => onOffset(Math.max(0, offset - CLAIM_LIMITS.pageSize))}
                    >
                      Newer
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={offset + CLAIM_LIMITS.pageSize >= data.claimsTotal}
                      onClick={() => onOffset(offset + CLAIM_LIMITS.pageSize)}
                    >
                      Older
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Section title="Saved monitorings">
            {data.monitorings.length === 0 ? (
              <Text size="sm" c="dimmed">
                No saved monitorings.
              </Text>
            ) : (
              <List size="sm">
                {data.monitorings.map((m) => (
                  <List.Item key={m.id}>
                    <Anchor component={Link} to={`/monitoring/${m.id}`} size="sm">
                      {m.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
          <Section title="Folders">
            {data.folders.length === 0 ? (
              <Text size="sm" c="dimmed">
                No folders.
              </Text>
            ) : (
              <List size="sm">
                {data.folders.map((f) => (
                  <List.Item key={f.id}>
                    <Anchor component={Link} to={`/folder/${f.id}/`} size="sm">
                      {f.name}
                    </Anchor>
                    <Text span size="xs" c="dimmed">{` (${f.proposalsCount})`}</Text>
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
          <Section title="Saved searches">
            {data.savedSearches.length === 0 ? (
              <Text size="sm" c="dimmed">
                No saved searches.
              </Text>
            ) : (
              <List size="sm">
                {data.savedSearches.map((s) => (
                  <List.Item key={s.id}>
                    <Anchor component={Link} to={`/search/?${s.queryString}`} size="sm">
                      {s.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
          <Section title="Shortcuts">
            <List size="sm">
              <List.Item>
                <Anchor component={Link} to="/search/" size="sm">
                  Search
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/referee-finder/" size="sm">
                  Referee finder
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/claim-publications" size="sm">
                  Claim publications
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/profile/" size="sm">
                  Profile
                </Anchor>
              </List.Item>
            </List>
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

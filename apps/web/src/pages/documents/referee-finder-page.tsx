import { Anchor, Grid, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { loginPathFor } from '../../features/auth/next-path';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { QuickProposalForm } from '../../features/documents/components/quick-proposal-form';
import { useFolders } from '../../features/documents/queries/use-documents';
import { countOf } from '../../features/panels/panel-display';

/** /referee-finder/: what the referee finder does, and three ways to start it. */
export function RefereeFinderPage() {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle>Referee finder</PageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Text>
              For a proposal, an article, an author or a saved search, the referee finder ranks the corpus&apos;s
              authors as candidate referees: the words and phrases of the document are compared with every author&apos;s
              articles, and each candidate&apos;s score comes from their most relevant articles.
            </Text>
            <Title order={2} size="h4">
              What you can do with the ranking
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>
                Filter it: h-index, academic age, article counts, contribution in the articles, journal impact,
                countries, gender, years of inactivity, authors groups, and boost, require or ignore topics.
              </List.Item>
              <List.Item>
                See conflicts of interest for every candidate, with the evidence: co-authored papers with the
                document&apos;s authors, shared institutions and the years they were shared.
              </List.Item>
              <List.Item>
                Read why each candidate ranks where they do: the concepts they share with the document and the articles
                that produced the score.
              </List.Item>
              <List.Item>Hide candidates with a reason, mark referees, and export the list.</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Proposals live in folders: an organization&apos;s folders are shared with the roles its admins give
              (viewers read, editors add proposals and mark referees); a user without an organization has a personal
              folder.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {user?.is_authenticated ? (
            <Start />
          ) : (
            <Paper withBorder p="md">
              <Text>
                <Anchor component={Link} to={loginPathFor('/referee-finder/')}>
                  Log in
                </Anchor>{' '}
                to start: pick a folder, paste an abstract or upload a manuscript.
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Start() {
  const folders = useFolders();
  if (folders.isError) return <Text c="red">{folders.error.message}</Text>;
  if (!folders.data) return <Skeleton height={300} />;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Paste an abstract or upload a manuscript
        </Title>
        <QuickProposalForm folders={folders.data} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          Pick a folder
        </Title>
        {folders.data.folders.length === 0 ? (
          <Text size="sm" c="dimmed">
            No folders yet.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {folders.data.folders.map((f) => (
              <List.Item key={f.id}>
                <Anchor component={Link} to={`/folder/${f.id}/`}>
                  {f.name}
                </Anchor>
                <Text component="span" size="sm" c="dimmed">{` · ${countOf(f.proposalsCount, 'proposal')}`}</Text>
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" mt="xs">
          <Anchor component={Link} to="/folders/">
            All folders
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}

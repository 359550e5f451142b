import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { SavedMonitoringsList } from '../../features/monitoring/components/saved-monitorings-list';

/** /monitorings: the product page of monitoring — what it does, a start button, the user's saved monitorings. */
export function MonitoringsProductPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="md" maw={1000}>
      <PageTitle>Concept monitoring</PageTitle>
      <Text>
        Follow a field as it grows. A monitoring is a query built from topics — groups of concepts such as
        “reinforcement learning” or “legged locomotion” — that finds the articles about them, ranks them, and says why
        each one matched. Saved, it e-mails you the newly imported articles that match, every morning.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          Weigh topics against each other: require one, boost another, push a third down or exclude it.
        </List.Item>
        <List.Item>
          See the concepts that come up most in the results, and those found together with any of them; add them with a
          click.
        </List.Item>
        <List.Item>Share a monitoring with your organization; colleagues can open and duplicate it.</List.Item>
      </List>
      <Group>
        <Button component={Link} to="/monitoring" size="md">
          Start a monitoring
        </Button>
        <Button component={Link} to="/monitoring/help" variant="subtle">
          How it works
        </Button>
      </Group>
      <Title order={2} size="h4">
        Your saved monitorings
      </Title>
      {user.data?.is_authenticated ? (
        <SavedMonitoringsList offset={0} onOffset={() => {}} />
      ) : (
        <Text size="sm" c="dimmed">
          Log in to see your saved monitorings. Anyone can build a query and see its results; saving needs a monitoring
          plan.
        </Text>
      )}
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { SavedMonitoringsList } from '../../features/monitoring/components/saved-monitorings-list';

/** /saved-monitorings: the user's monitorings and their organizations' (spec 01 section 2). */
export function SavedMonitoringsPage() {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Monitoring</PageTitle>
        <Group gap="xs">
          <Button component={Link} to="/monitoring/help" variant="subtle">
            How it works
          </Button>
          <Button component={Link} to="/monitoring">
            New monitoring
          </Button>
        </Group>
      </Group>
      <Text size="sm">
        Your saved monitorings, and those saved for your organizations. Each one e-mails you the newly imported articles
        that match it every morning.
      </Text>
      <SavedMonitoringsList offset={offset} onOffset={(next) => setParams(next > 0 ? { offset: String(next) } : {})} />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';
import { RequireModerator } from '../../features/ontology/components/require-moderator';
import { RescanQueue } from '../../features/ontology/components/rescan-queue';

/** /ontology/rescan-queue: the Rescan queue tab (moderators). */
export function RescanQueuePage() {
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>Rescan queue</PageTitle>
      <OntologyTabs />
      <RequireModerator>
        <RescanQueue />
      </RequireModerator>
    </Stack>
  );
}

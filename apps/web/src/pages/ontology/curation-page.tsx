import { Stack } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title';
import { CurationQueue } from '../../features/ontology/components/curation-queue';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';
import { RequireModerator } from '../../features/ontology/components/require-moderator';

/** /ontology/curation: what the corpus statistics decided, for the moderators to accept or dismiss. */
export function CurationPage() {
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>Curation queue</PageTitle>
      <OntologyTabs />
      <RequireModerator>
        <CurationQueue />
      </RequireModerator>
    </Stack>
  );
}

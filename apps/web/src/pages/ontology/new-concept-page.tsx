import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ConceptForm } from '../../features/ontology/components/concept-form';
import { OntologyTabs, useIsModerator } from '../../features/ontology/components/ontology-tabs';

/** /ontology/concept/new/{name?}: a new concept, its name (and first literal) pre-filled when given. */
export function NewConceptPage() {
  const { name } = useParams();
  const moderator = useIsModerator();
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>New concept</PageTitle>
      <OntologyTabs />
      {moderator !== undefined && (
        <ConceptForm key={name ?? ''} concept={null} initialName={name ?? ''} moderator={moderator} loggedIn />
      )}
    </Stack>
  );
}

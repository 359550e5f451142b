import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { ConceptList } from '../../features/ontology/components/concept-list';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';

/** /ontology/concepts/: the Concepts tab of the ontology. */
export function ConceptsPage() {
  const user = useCurrentUser();
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>Ontology</PageTitle>
      <OntologyTabs />
      {user.data?.is_authenticated && (
        <Group mb="sm">
          <Button component={Link} to="/ontology/concept/new/" variant="light">
            New concept
          </Button>
        </Group>
      )}
      <ConceptList />
    </Stack>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { userMay } from '../../features/auth/user-access';
import { ConceptList } from '../../features/ontology/components/concept-list';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';

/** The whole ontology as a SKOS file (`GET /api/ontology/export`); the server names the download. */
const ONTOLOGY_EXPORT_URLS = {
  turtle: '/api/ontology/export?format=turtle',
  rdfxml: '/api/ontology/export?format=rdfxml',
} as const;

/** /ontology/concepts/: the Concepts tab of the ontology, with the export for those allowed it. */
export function ConceptsPage() {
  const user = useCurrentUser();
  const mayExport = user.data ? userMay(user.data, 'ontology.export') : false;
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>Ontology</PageTitle>
      <OntologyTabs />
      {user.data?.is_authenticated && (
        <Group mb="sm" gap="xs">
          <Button component={Link} to="/ontology/concept/new/" variant="light">
            New concept
          </Button>
          {mayExport && (
            <>
              <Button component="a" href={ONTOLOGY_EXPORT_URLS.turtle} download variant="default">
                Export (SKOS Turtle)
              </Button>
              <Button component="a" href={ONTOLOGY_EXPORT_URLS.rdfxml} download variant="subtle">
                Export (SKOS RDF/XML)
              </Button>
            </>
          )}
        </Group>
      )}
      <ConceptList />
    </Stack>
  );
}

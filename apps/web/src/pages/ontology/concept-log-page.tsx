import { Anchor, Stack, Text } from '@mantine/core';
import { conceptPagePath } from '@sciscope/contracts';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { LogTable } from '../../features/ontology/components/log-table';
import { OntologyTabs, useIsModerator } from '../../features/ontology/components/ontology-tabs';
import { ReviewPanel } from '../../features/ontology/components/review-panel';
import { useConcept, useConceptLog } from '../../features/ontology/queries/use-ontology';
import { conceptIdOf } from './concept-page';

/**
 * /ontology/concept/log/{id}: a concept's modification log and the review of its pending
 * changes (moderators see every entry and review them; other users see their own suggestions).
 */
export function ConceptLogPage() {
  const id = conceptIdOf(useParams().id) ?? 0;
  const concept = useConcept(id);
  const log = useConceptLog(id);
  const moderator = useIsModerator() ?? false;
  const name = concept.data?.name ?? '';
  return (
    <Stack gap="sm" maw={1200}>
      <PageTitle>{name ? `Modification log: ${name}` : 'Modification log'}</PageTitle>
      <OntologyTabs />
      {concept.data && (
        <Text>
          <Anchor component={Link} to={conceptPagePath(id, name)}>
            ← back to the concept
          </Anchor>
        </Text>
      )}
      {!moderator && (
        <Text size="sm" c="dimmed">
          Your own suggestions for this concept, and what the moderators decided.
        </Text>
      )}
      {log.isError ? (
        <ErrorState message={log.error.message} />
      ) : (
        <LogTable
          label="Modification log"
          logs={log.data?.logs}
          loading={log.isLoading}
          {...(moderator ? { actions: (entry) => <ReviewPanel entry={entry} /> } : {})}
        />
      )}
    </Stack>
  );
}

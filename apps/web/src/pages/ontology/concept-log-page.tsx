import { Anchor, Stack, Text } from '@mantine/core';
import { conceptPagePath, ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { LogTable } from '../../features/ontology/components/log-table';
import { OntologyTabs, useIsModerator } from '../../features/ontology/components/ontology-tabs';
import { ReviewPanel } from '../../features/ontology/components/review-panel';
import { isMissingConcept, useConcept, useConceptLog } from '../../features/ontology/queries/use-ontology';
import { conceptIdOf } from './concept-page';

/**
 * /ontology/concept/log/{id}: a concept's modification log and the review of its pending
 * changes (moderators see every entry and review them; other users see their own suggestions).
 * An address naming no concept ('abc', a removed id) reads 'Concept doesn't exist.', as the
 * concept's own page does.
 */
export function ConceptLogPage() {
  const id = conceptIdOf(useParams().id);
  const concept = useConcept(id);
  const missing = isMissingConcept(id, concept);
  // The log is asked for once the concept is known: a missing one's log would only answer 404.
  const log = useConceptLog(id ?? 0, concept.data != null);
  const moderator = useIsModerator() ?? false;
  const name = concept.data?.name ?? '';
  return (
    <Stack gap="sm" maw={1200}>
      <PageTitle>{name ? `Modification log: ${name}` : 'Modification log'}</PageTitle>
      <OntologyTabs />
      {missing ? (
        <ErrorState message={ONTOLOGY_TEXTS.conceptMissing} />
      ) : concept.isError ? (
        <ErrorState message={concept.error.message} />
      ) : (
        <>
          {concept.data && (
            <Text>
              <Anchor component={Link} to={conceptPagePath(concept.data.id, name)}>
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
              // Also while the concept itself is on its way (the log waits for it).
              loading={log.isPending}
              {...(moderator ? { actions: (entry) => <ReviewPanel entry={entry} /> } : {})}
            />
          )}
        </>
      )}
    </Stack>
  );
}

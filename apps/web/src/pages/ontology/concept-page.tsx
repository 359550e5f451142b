import { ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { ConceptForm } from '../../features/ontology/components/concept-form';
import { OntologyTabs, useIsModerator } from '../../features/ontology/components/ontology-tabs';
import { isMissingConcept, useConcept } from '../../features/ontology/queries/use-ontology';

/** The largest id a GraphQL `Int` holds: a longer number names no concept. */
const MAX_CONCEPT_ID = 2_147_483_647;

/**
 * The concept id of `/ontology/concept/{id}-{slug}`, `/ontology/concept/edit/{id}` or
 * `/ontology/concept/log/{id}`; null when the address names none ('abc', '0').
 */
export function conceptIdOf(value: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(value ?? '');
  const id = match ? Number(match[1]) : 0;
  return id > 0 && id <= MAX_CONCEPT_ID ? id : null;
}

/** The concept form of a stored concept; `title` overrides the page title (the edit route's). */
export function StoredConcept({ id, title }: { id: number | null; title?: string }) {
  const concept = useConcept(id);
  const user = useCurrentUser();
  const moderator = useIsModerator() ?? false;
  const missing = isMissingConcept(id, concept);
  return (
    <Stack gap={0} maw={1200}>
      <PageTitle>{title ?? concept.data?.name ?? 'Concept'}</PageTitle>
      <OntologyTabs />
      {missing ? (
        <ErrorState message={ONTOLOGY_TEXTS.conceptMissing} />
      ) : concept.isError ? (
        <ErrorState message={concept.error.message} />
      ) : !concept.data || !user.data ? (
        <Skeleton height={320} />
      ) : (
        // Keyed by the concept alone: a save changes dateModified, and a new key would remount the
        // form, dropping its 'Done!' and 'Saved.' (the form takes the saved concept as its draft).
        <ConceptForm
          key={concept.data.id}
          concept={concept.data}
          moderator={moderator}
          loggedIn={user.data.is_authenticated}
        />
      )}
    </Stack>
  );
}

/** /ontology/concept/{id}-{name slug}: the concept page with the form (read-only for guests). */
export function ConceptPage() {
  const { idSlug } = useParams();
  return <StoredConcept id={conceptIdOf(idSlug)} />;
}

/** /ontology/concept/edit/{id}: 'Edit concept - Ontology'. */
export function EditConceptPage() {
  const { id } = useParams();
  return <StoredConcept id={conceptIdOf(id)} title={ONTOLOGY_TEXTS.editTitle} />;
}

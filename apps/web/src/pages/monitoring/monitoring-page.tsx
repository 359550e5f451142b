import { routeId } from '../../app/route-id';
import { Skeleton } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { MonitoringEditor } from '../../features/monitoring/components/monitoring-editor';
import { MonitoringPlanRequired } from '../../features/monitoring/components/monitoring-plan-required';
import { draftFromMonitoring, newDraft, type MonitoringDraft } from '../../features/monitoring/monitoring-draft';
import { useSavedMonitoring } from '../../features/monitoring/queries/use-monitoring';
import { useConcept } from '../../features/ontology/queries/use-ontology';
import { NotFoundPage } from '../not-found-page';

const MONITORING_NOT_FOUND = 'Monitoring not found.';
const BACK_TO_MONITORINGS = { to: '/saved-monitorings', label: 'Go to your monitorings' };
const EMPTY_MONITORING = { to: '/monitoring', label: 'Start an empty monitoring' };

/** What a monitoring link whose `conceptId` names no concept says. */
const unknownConceptText = (conceptId: string) =>
  `There is no concept with the id ${conceptId}, so there is nothing to monitor.`;

/**
 * /monitoring: a new monitoring — empty, pre-filled with one topic holding a concept
 * (`?conceptId=&conceptName=`), or a duplicate (the draft travels in the navigation state).
 */
export function NewMonitoringPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const duplicate = (location.state as { draft?: MonitoringDraft } | null)?.draft;
  if (duplicate) return <MonitoringEditor key={location.key} initial={duplicate} saved={null} />;
  const conceptParam = params.get('conceptId')?.trim();
  if (!conceptParam) return <MonitoringEditor key={location.key} initial={newDraft()} saved={null} />;
  return <NewMonitoringOfConcept key={location.key} conceptParam={conceptParam} />;
}

/**
 * A new monitoring of the concept `?conceptId=` names. Its name is the server's: the link's
 * `conceptName` is only a label the linking page chose and may name another concept, so it is
 * neither shown nor saved. An id no concept has gives a message and no editor, so nothing to save.
 */
function NewMonitoringOfConcept({ conceptParam }: { conceptParam: string }) {
  const conceptId = routeId(conceptParam);
  const concept = useConcept(conceptId);
  const unknown = <NotFoundPage message={unknownConceptText(conceptParam)} back={EMPTY_MONITORING} />;
  if (conceptId === null) return unknown;
  if (concept.isError) {
    if (concept.error instanceof ApiError && concept.error.code === 'ontology.concept_not_found') return unknown;
    return <ErrorState message={concept.error.message} />;
  }
  if (concept.isPending) return <Skeleton height={320} />;
  // A deleted concept is found by moderators only, and matches no article any more.
  if (concept.data === null || concept.data.deleted) return unknown;
  return <MonitoringEditor initial={newDraft({ conceptId, name: concept.data.name })} saved={null} />;
}

/** /monitoring/{id}: a saved monitoring. */
export function SavedMonitoringPage() {
  const { id } = useParams();
  const monitoringId = routeId(id);
  const monitoring = useSavedMonitoring(monitoringId);
  if (monitoringId === null) return <NotFoundPage message={MONITORING_NOT_FOUND} back={BACK_TO_MONITORINGS} />;
  if (monitoring.isError) {
    const error = monitoring.error;
    if (error instanceof ApiError && error.status === 403) return <MonitoringPlanRequired />;
    if (notFoundText(error) !== undefined)
      return <NotFoundPage message={MONITORING_NOT_FOUND} back={BACK_TO_MONITORINGS} />;
    return <ErrorState message={error.message} />;
  }
  if (!monitoring.data) return <Skeleton height={320} />;
  const saved = monitoring.data.monitoring;
  return <MonitoringEditor key={saved.id} initial={draftFromMonitoring(saved)} saved={saved} />;
}

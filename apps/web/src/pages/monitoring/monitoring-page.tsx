import { routeId } from '../../app/route-id';
import { Skeleton } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError, notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { MonitoringEditor } from '../../features/monitoring/components/monitoring-editor';
import { MonitoringPlanRequired } from '../../features/monitoring/components/monitoring-plan-required';
import { draftFromMonitoring, newDraft, type MonitoringDraft } from '../../features/monitoring/monitoring-draft';
import { useSavedMonitoring } from '../../features/monitoring/queries/use-monitoring';
import { NotFoundPage } from '../not-found-page';

const MONITORING_NOT_FOUND = 'Monitoring not found.';
const BACK_TO_MONITORINGS = { to: '/saved-monitorings', label: 'Go to your monitorings' };

/**
 * /monitoring: a new monitoring — empty, pre-filled with one topic holding a concept
 * (`?conceptId=&conceptName=`), or a duplicate (the draft travels in the navigation state).
 */
export function NewMonitoringPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const duplicate = (location.state as { draft?: MonitoringDraft } | null)?.draft;
  const conceptId = Number(params.get('conceptId'));
  const conceptName = params.get('conceptName')?.trim();
  const concept =
    Number.isInteger(conceptId) && conceptId > 0 ? { conceptId, name: conceptName || `c:${conceptId}` } : undefined;
  const initial = duplicate ?? newDraft(concept);
  return <MonitoringEditor key={location.key} initial={initial} saved={null} />;
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

import { PANEL_MESSAGES } from '@sciscope/contracts';
import { Anchor, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { PanelBreadcrumbs } from '../../features/panels/components/panel-breadcrumbs';
import { RequirePanelsQuota } from '../../features/panels/components/require-panels-quota';
import { documentPath } from '../../features/panels/panel-display';
import { useSubpanelDocuments } from '../../features/panels/queries/use-panels';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /panel-composer/{id}/subpanels/{subpanelCode}/documents: 'Documents' with a count and a link to each. */
export function SubpanelDocumentsPage() {
  const params = useParams();
  const panelId = routeId(params.id);
  const code = params.subpanelCode ?? '';
  if (panelId === null) return <NotFoundPage />;
  return (
    <RequirePanelsQuota>
      <Documents panelId={panelId} code={code} />
    </RequirePanelsQuota>
  );
}

function Documents({ panelId, code }: { panelId: number; code: string }) {
  const documents = useSubpanelDocuments(panelId, code);
  if (documents.isError) return <ErrorState message={documents.error.message} />;
  if (!documents.data) return <Skeleton height={200} />;
  const { panelName, subpanel, documents: list } = documents.data;
  return (
    <Stack gap="md" maw={1080}>
      <PanelBreadcrumbs panelId={panelId} panelName={panelName} current="Documents" />
      <PageTitle>{`${subpanel.code} · ${subpanel.name}`}</PageTitle>
      <Title order={2} size="h4">
        {PANEL_MESSAGES.documents} ({list.length})
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{PANEL_MESSAGES.noDocuments}</Text>
      ) : (
        <List aria-label={PANEL_MESSAGES.documents}>
          {list.map((d) => (
            <List.Item key={`${d.docKind}-${d.docId}`}>
              <Anchor href={documentPath(d)} target="_blank" rel="noopener noreferrer">
                {d.title}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {d.docKind} {d.docId}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { truncatePanelTitle } from '../panel-display';

/**
 * The breadcrumb of the panel screens (spec 03): the panel name (to the compositions), then
 * the composition's screens; the current one is plain text.
 */
export function PanelBreadcrumbs({
  panelId,
  panelName,
  compositionId,
  current,
}: {
  panelId: number;
  panelName: string;
  compositionId?: number;
  current: 'Members' | 'Candidates' | 'Coverage' | 'Assignment' | 'Compositions' | 'Documents' | 'Panel';
}) {
  const base = `/panel-composer/${panelId}/compositions/${compositionId}`;
  const links: Array<[string, string]> =
    compositionId === undefined
      ? []
      : [
          ['Members', `${base}/members`],
          ['Candidates', `${base}/candidates`],
          ['Coverage', `${base}/coverage`],
          ['Assignment', `${base}/assignment`],
        ];
  return (
    <Breadcrumbs separator="›" aria-label="Breadcrumb">
      <Anchor component={Link} to="/panel-composer/">
        Panels
      </Anchor>
      <Anchor component={Link} to={`/panel-composer/${panelId}/compositions`} title={panelName}>
        {truncatePanelTitle(panelName)}
      </Anchor>
      {links.map(([label, to]) =>
        label === current ? (
          <Text key={label} size="sm" fw={600} aria-current="page">
            {label}
          </Text>
        ) : (
          <Anchor key={label} component={Link} to={to}>
            {label}
          </Anchor>
        ),
      )}
      {compositionId === undefined && current !== 'Compositions' && (
        <Text size="sm" fw={600} aria-current="page">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}

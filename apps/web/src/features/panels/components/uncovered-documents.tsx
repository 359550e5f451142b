import { authorPath, type PanelCoverageResponse, type PanelMemberStatus } from '@sciscope/contracts';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSimilarity } from '../../articles/format';
import { documentPath } from '../panel-display';
import { uncoveredDocumentsLabel } from '../panel-gaps';

type Subpanel = PanelCoverageResponse['subpanels'][number];

/**
 * A subpanel's documents no member covers (no member without a conflict of interest has an
 * affinity above 0 to them: an assignment could give them only reviewers of affinity 0), each
 * with its best candidates and the action on them (`action`: Add, Added or See); nothing when
 * every document is covered.
 */
export function UncoveredDocuments({
  subpanel,
  action,
}: {
  subpanel: Pick<Subpanel, 'code' | 'documents' | 'uncoveredDocuments'>;
  action: (author: { id: number; name: string; status: PanelMemberStatus }) => ReactNode;
}) {
  const label = uncoveredDocumentsLabel(subpanel);
  if (label === null) return null;
  return (
    <Stack gap={4} mt="xs" role="group" aria-label={`Documents of ${subpanel.code} no member covers`}>
      <Text size="xs" c="orange" fw={600}>
        {label}
      </Text>
      <List size="xs" spacing={4}>
        {subpanel.uncoveredDocuments.map((d) => (
          <List.Item key={`${d.docKind}-${d.docId}`}>
            <Anchor href={documentPath(d)} target="_blank" rel="noopener noreferrer" size="xs">
              {d.title}
            </Anchor>
            {d.candidates.length === 0 ? (
              <Text size="xs" c="dimmed">
                No candidate of this panel has an affinity above 0 to it either.
              </Text>
            ) : (
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  Best candidates:
                </Text>
                {d.candidates.map((c) => (
                  <Group key={c.author.id} gap={4} wrap="nowrap">
                    <Anchor component={Link} to={authorPath(c.author.id, c.author.name)} size="xs">
                      {c.author.name}
                    </Anchor>
                    <Text size="xs" ff="monospace">
                      ({formatSimilarity(c.affinity)})
                    </Text>
                    {action({ ...c.author, status: c.status })}
                  </Group>
                ))}
              </Group>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

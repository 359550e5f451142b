import type { PanelAssignmentResponse } from '@sciscope/contracts';
import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Score } from '../../articles/components/score';
import { formatSimilarity } from '../../articles/format';
import { documentPath } from '../panel-display';
import { WITHOUT_AFFINITY, withoutAffinityLines } from '../panel-gaps';

/**
 * The assignment's documents with their reviewers. A reviewer of affinity 0 (no article close to
 * the document) is marked, and a note above the table says how many assignments have affinity 0
 * and which documents got only such reviewers, pointing to the coverage screen.
 */
export function AssignmentDocuments({
  result,
  coveragePath,
}: {
  result: PanelAssignmentResponse;
  /** The composition's coverage screen, which lists the documents no member covers. */
  coveragePath: string;
}) {
  const lines = withoutAffinityLines(result);
  return (
    <Stack gap="sm">
      {lines.length > 0 && (
        <Alert color="orange" variant="light" role="status" aria-label="Assignments with affinity 0">
          <Stack gap={4}>
            {lines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">
              <Anchor component={Link} to={coveragePath} size="sm">
                Coverage
              </Anchor>{' '}
              lists the documents no member covers, with candidates for them.
            </Text>
          </Stack>
        </Alert>
      )}
      <Table aria-label="Assignment" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Subpanel</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Reviewers (affinity)</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.documents.map((d) => (
            <Table.Tr key={`${d.docKind}-${d.docId}`}>
              <Table.Td>{d.subpanelCode}</Table.Td>
              <Table.Td>
                <Anchor href={documentPath(d)} target="_blank" rel="noopener noreferrer" size="sm">
                  {d.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {d.reviewers.map((r, i) => (
                  <Fragment key={r.authorId}>
                    {i > 0 && ', '}
                    {r.withoutAffinity ? (
                      <Text span size="sm" c="orange" fw={500}>
                        {r.name} ({formatSimilarity(r.affinity)}, {WITHOUT_AFFINITY})
                      </Text>
                    ) : (
                      `${r.name} (${formatSimilarity(r.affinity)})`
                    )}
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                <Score value={d.score} similarity />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

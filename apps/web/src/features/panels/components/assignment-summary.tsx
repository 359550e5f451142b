import type { PanelAssignmentResponse } from '@sciscope/contracts';
import { Text } from '@mantine/core';
import { Score } from '../../articles/components/score';
import { countOf, formatLowerBoundScore } from '../panel-display';

/**
 * What an assignment came to, e.g. "3 documents, 2 members: total affinity 1.20; 1 conflicted
 * pair left out; solved in 4 ms."
 */
export function AssignmentSummary({ result }: { result: PanelAssignmentResponse }) {
  return (
    <Text size="sm" role="status">
      {countOf(result.documents.length, 'document')}, {countOf(result.members.length, 'member')}: total affinity{' '}
      <Score value={result.totalAffinity} similarity />
      {result.threshold !== null ? `, every pair at least ${formatLowerBoundScore(result.threshold)}` : ''};{' '}
      {countOf(result.conflictedPairs, 'conflicted pair')} left out; solved in {result.milliseconds} ms.
    </Text>
  );
}

import { authorPath, type ExcludeReason, type Referee } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Score } from '../../articles/components/score';
import { excludeReasonText, excludeReasonsText } from '../exclude-reasons';
import { formatRefereesTotal } from '../referees-display';

/** '874 left out by filters and conflicts': the control that opens the list, and its title. */
export function leftOutLabel(count: number): string {
  return `${count.toLocaleString('en-US')} left out by filters and conflicts`;
}

/**
 * 'Candidates: 500+' and, when the filters and conflicts left some out, a button naming how many
 * that opens the list of them with their reasons (walk 20: the count alone could not be explored).
 */
export function CandidatesTotal({
  total,
  excludedCount,
  onShowExcluded,
}: {
  total: number;
  excludedCount: number;
  onShowExcluded: () => void;
}) {
  return (
    <Group gap={6} wrap="wrap" data-testid="referees-total">
      <Text size="sm">Candidates: {formatRefereesTotal(total)}</Text>
      {excludedCount > 0 && (
        <Button size="compact-xs" variant="subtle" aria-haspopup="dialog" onClick={onShowExcluded}>
          {leftOutLabel(excludedCount)}
        </Button>
      )}
    </Group>
  );
}

/**
 * How often each reason occurs among the candidates loaded, most frequent first:
 * 'Years of inactivity (49), Exclude COI (recent co-author) (1)'.
 */
export function reasonTallyText(candidates: readonly Pick<Referee, 'excludeReasons'>[]): string {
  const tally = new Map<ExcludeReason, number>();
  for (const candidate of candidates)
    for (const reason of candidate.excludeReasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
  return [...tally.entries()]
    .sort((a, b) => b[1] - a[1] || excludeReasonText(a[0]).localeCompare(excludeReasonText(b[0])))
    .map(([reason, count]) => `${excludeReasonText(reason)} (${count.toLocaleString('en-US')})`)
    .join(', ');
}

export interface ExcludedCandidatesListProps {
  /** The candidates loaded so far (undefined while the first page loads). */
  candidates: readonly Referee[] | undefined;
  /** All the candidates left out (`excludedCount`). */
  total: number;
  loadError: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The candidates the filters and conflicts of interest left out of the ranking, each with the
 * settings that left them out (named as the settings panel names them), page by page
 * (`excluded=1` of the list call; docs/referee-finder-settings.md).
 */
export function ExcludedCandidatesList({
  candidates,
  total,
  loadError,
  hasMore,
  loadingMore,
  onLoadMore,
}: ExcludedCandidatesListProps) {
  const rows = candidates ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        These candidates are near the document but fail a filter or have a conflict of interest. Change the settings
        named beside each to let them in.
      </Text>
      {loadError && (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      )}
      {!candidates && !loadError && <Skeleton height={160} />}
      {candidates && rows.length === 0 && <Text size="sm">No candidate is left out.</Text>}
      {rows.length > 0 && (
        <>
          <Text size="sm" data-testid="excluded-tally">
            Showing {rows.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}. Reasons among them:{' '}
            {reasonTallyText(rows)}.
          </Text>
          <Table aria-label="Candidates left out" fz="sm" verticalSpacing="xs" horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Score</Table.Th>
                <Table.Th>Left out by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((candidate) => (
                <Table.Tr key={candidate.author.id} aria-label={candidate.author.name}>
                  <Table.Td>
                    <Anchor component={Link} to={authorPath(candidate.author.id, candidate.author.name)}>
                      {candidate.author.name}
                    </Anchor>
                    {candidate.author.datedAffiliations[0] && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {candidate.author.datedAffiliations[0].value}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    <Score value={candidate.score} similarity />
                  </Table.Td>
                  <Table.Td>{excludeReasonsText(candidate.excludeReasons)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {hasMore && (
        <Group justify="center">
          <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The list of left-out candidates in a dialog (the whole screen on a phone). */
export function ExcludedCandidatesModal({
  opened,
  onClose,
  fullScreen,
  ...list
}: ExcludedCandidatesListProps & { opened: boolean; onClose: () => void; fullScreen: boolean }) {
  return (
    <Modal opened={opened} onClose={onClose} title={leftOutLabel(list.total)} size="xl" fullScreen={fullScreen}>
      <ExcludedCandidatesList {...list} />
    </Modal>
  );
}

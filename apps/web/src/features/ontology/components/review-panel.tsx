import { articlePath, type OntologyLogEntry, type ReviewResponse } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { useImpact, useReview } from '../queries/use-ontology';
import { failureText } from './merge-modal';

/**
 * The review of one pending change (issue 12): the impact preview — the articles that would
 * gain or lose the concept, matched on the corpus — then Approve, or Reject with a reason that
 * the suggester receives by e-mail. One decision is sent at a time: a double click sends one.
 */
export function ReviewPanel({ entry }: { entry: OntologyLogEntry }) {
  const review = useReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const gate = useOneAtATime();
  const busy = gate.busy || review.isPending;
  // A decided entry has no impact to preview (the server answers 409).
  const impact = useImpact(entry.id, entry.status === 'pending' && done === null && !review.isSuccess);
  if (done)
    return (
      <Alert color="green" role="status">
        {done}
      </Alert>
    );
  if (entry.status !== 'pending') return null;

  const decide = (variables: Parameters<typeof review.mutateAsync>[0], doneText: (result: ReviewResponse) => string) =>
    // A failure stays with the mutation, shown below the buttons.
    gate.run(async () => setDone(doneText(await review.mutateAsync(variables))));
  const approve = () =>
    decide({ id: entry.id, decision: 'approve' }, (result) =>
      result.rescan
        ? `Approved: ${result.rescan.articles} articles are queued for a rescan (see the Rescan queue).`
        : 'Approved.',
    );
  const reject = () =>
    decide({ id: entry.id, decision: 'reject', reason }, (result) =>
      result.notified ? 'Rejected; the suggester was told by e-mail.' : 'Rejected.',
    );

  return (
    <Paper withBorder p="sm" component="section" aria-label={`Review of change ${entry.id}`}>
      <Stack gap="xs">
        <Title order={3} size="h6">
          Impact preview
        </Title>
        {impact.isLoading && <Skeleton height={40} />}
        {impact.isError && <Text c="red">{failureText(impact.error)}</Text>}
        {impact.data && (
          <>
            <Text size="sm">
              {`${impact.data.gained.count} articles would gain the concept, ${impact.data.lost.count} would lose it, ${impact.data.kept} keep it (${impact.data.examined} examined in ${impact.data.milliseconds} ms).`}
            </Text>
            {(['gained', 'lost'] as const).map((side) =>
              impact.data[side].sample.length > 0 ? (
                <Stack key={side} gap={2} aria-label={side === 'gained' ? 'Articles gaining it' : 'Articles losing it'}>
                  <Text size="xs" fw={600} c={side === 'gained' ? 'green' : 'red'}>
                    {side === 'gained' ? 'Gain it:' : 'Lose it:'}
                  </Text>
                  <List size="xs">
                    {impact.data[side].sample.map((article) => (
                      <List.Item key={article.articleId}>
                        <Anchor component={Link} to={articlePath(article.articleId, article.title)} size="xs">
                          {article.title}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ) : null,
            )}
          </>
        )}
        {rejecting && (
          <Textarea
            label="Reason (sent to the suggester)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
          />
        )}
        {review.error && (
          <Text c="red" size="sm" role="alert">
            {failureText(review.error)}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" color="green" onClick={approve} disabled={busy} loading={busy && !rejecting}>
            Approve
          </Button>
          {rejecting ? (
            <Button size="xs" color="red" onClick={reject} disabled={busy || reason.trim() === ''} loading={busy}>
              Reject with this reason
            </Button>
          ) : (
            <Button size="xs" variant="light" color="red" onClick={() => setRejecting(true)} disabled={busy}>
              Reject
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import {
  CLAIM_LIMITS,
  CLAIM_STATES,
  authorPath,
  reasonForModerator,
  type ClaimEntry,
  type ClaimState,
} from '@sciscope/contracts';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ForbiddenState } from '../../components/ui/forbidden-state';
import { formatDateTime } from '../../components/ui/format';
import { useOneAtATime } from '../../components/ui/one-at-a-time';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import {
  bibliographySummary,
  claimantLine,
  evidenceComparison,
  sourceDetails,
} from '../../features/claims/claim-rules';
import { ClaimStateBadge, claimHeadingVerb, claimSummary } from '../../features/claims/components/author-claims';
import { useDecideClaim, useModerationQueue } from '../../features/claims/queries/use-claims';

/** /superadmin/claims/: contested claims with their evidence; approve or reject with a note (e-mailed). */
export function ClaimsModerationPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <ForbiddenState />;
  return <ModerationContent />;
}

function ModerationContent() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: ClaimState = CLAIM_STATES.includes(stateParam as ClaimState) ? (stateParam as ClaimState) : 'pending';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const queue = useModerationQueue(state, offset);
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>Claims</PageTitle>
      <ClaimStateSwitch value={state} onChange={(value) => setParams({ state: value })} />
      {queue.isError ? (
        <ErrorState message={queue.error.message} />
      ) : !queue.data ? (
        <Skeleton height={200} />
      ) : queue.data.claims.length === 0 ? (
        <EmptyState>{state === 'pending' ? 'No claim waits for a decision.' : 'No claims in this state.'}</EmptyState>
      ) : (
        <Stack gap="sm">
          {queue.data.claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} />
          ))}
          <Group>
            <Button
              size="compact-sm"
              variant="default"
              disabled={offset === 0}
              onClick={() => setParams({ state, offset: String(Math.max(0, offset - CLAIM_LIMITS.pageSize)) })}
            >
              Previous
            </Button>
            <Text size="sm">{`${offset + 1}–${offset + queue.data.claims.length} of ${queue.data.total}`}</Text>
            <Button
              size="compact-sm"
              variant="default"
              disabled={offset + CLAIM_LIMITS.pageSize >= queue.data.total}
              onClick={() => setParams({ state, offset: String(offset + CLAIM_LIMITS.pageSize) })}
            >
              Next
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The five states as one switch. On a narrow window (390 px) it is a few pixels wider than
 * the page, so it scrolls sideways in its own box instead of widening the document.
 */
export function ClaimStateSwitch({ value, onChange }: { value: ClaimState; onChange: (state: ClaimState) => void }) {
  return (
    <Box maw="100%" style={{ overflowX: 'auto' }}>
      <SegmentedControl
        w="fit-content"
        value={value}
        onChange={(next) => onChange(next as ClaimState)}
        data={CLAIM_STATES.map((s) => ({ value: s, label: s }))}
        aria-label="Claim state"
      />
    </Box>
  );
}

/** The message an approval leaves (the card itself leaves the pending list). */
export function approvedMessage(claim: ClaimEntry): string {
  return `Claim #${claim.id} approved (${claimSummary(claim)}: ${claim.author.name}); the claimant was e-mailed.`;
}

export function ClaimCard({ claim }: { claim: ClaimEntry }) {
  const decide = useDecideClaim();
  // One decision at a time: a double click on Approve sends one request.
  const deciding = useOneAtATime();
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // The decision reloads the queue before it settles, so the card has left the list by then and
  // callbacks given to `mutate` would be dropped with it: the notice follows the promise instead.
  // (A failure is shown from `decide.error`.)
  const approve = () =>
    deciding.run(async () => {
      await decide.mutateAsync({ claimId: claim.id, approve: true, note });
      notifications.show({ message: approvedMessage(claim), color: 'teal' });
    });
  const reject = () =>
    deciding.run(async () => {
      await decide.mutateAsync({ claimId: claim.id, approve: false, note: reason.trim() });
      setRejecting(false);
      notifications.show({
        message: `Claim #${claim.id} rejected; the claimant was e-mailed the reason.`,
        color: 'teal',
      });
    });
  const evidence = claim.evidence;
  const headingId = `claim-${claim.id}`;
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600} id={headingId}>{`#${claim.id} · ${claim.claimant} ${claimHeadingVerb(claim)}`}</Text>
          <Anchor component={Link} to={authorPath(claim.author.id, claim.author.name)} fw={600} target="_blank">
            {claim.author.name}
          </Anchor>
          <ClaimStateBadge state={claim.state} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(claim.createdAt)}
        </Text>
        {claim.comment && <Text size="sm">{`Comment: “${claim.comment}”`}</Text>}
        {evidence && (
          <>
            <Text size="sm">
              {claimantLine(evidence.identity)}
              {evidence.identity.via === 'attorney_token' ? ' — a recommender, through an attorney token' : ''}
            </Text>
            <Text size="sm">{evidenceComparison({ kind: claim.kind, evidence })}</Text>
            {evidence.reasons.length > 0 && (
              <List size="sm">
                {evidence.reasons.map((reason) => (
                  <List.Item key={reason}>{reasonForModerator(reason)}</List.Item>
                ))}
              </List>
            )}
            {evidence.sources.length > 0 && (
              <Stack gap={2}>
                <Text size="sm">{evidence.sources.length === 1 ? 'From the profile:' : 'From the profiles:'}</Text>
                <List size="sm" spacing={2} aria-label="Claimed profiles">
                  {evidence.sources.map((source) => (
                    <List.Item key={source.authorId}>
                      <Anchor component={Link} to={authorPath(source.authorId, source.name)} size="sm" target="_blank">
                        {`${source.name} (#${source.authorId})`}
                      </Anchor>
                      {sourceDetails(source) && <Text span size="sm" c="dimmed">{` — ${sourceDetails(source)}`}</Text>}
                      {source.heldBy && ` (held by ${source.heldBy === 'account' ? 'an account' : 'a recommender'})`}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
            {evidence.articles.length > 0 && (
              <List size="xs" spacing={0}>
                {evidence.articles.slice(0, 20).map((a) => (
                  <List.Item key={`${a.articleId}-${a.printedName}`}>
                    {`${a.title} — printed “${a.printedName}”${a.reason ? ` — ${a.reason}` : ''}`}
                  </List.Item>
                ))}
                {evidence.articles.length > 20 && <List.Item>{`and ${evidence.articles.length - 20} more`}</List.Item>}
              </List>
            )}
            {evidence.bibliography && (
              <Text size="xs" c="dimmed">
                {bibliographySummary(evidence)}
              </Text>
            )}
          </>
        )}
        {claim.decisionNote && <Text size="sm">{`Decision note: ${claim.decisionNote}`}</Text>}
        {claim.state === 'pending' && (
          <Stack gap="xs">
            <Textarea
              label="Note to the claimant (e-mailed with an approval)"
              autosize
              minRows={1}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            {decide.error && !rejecting && (
              <Alert color="red" role="alert" title="Error">
                {decide.error.message}
              </Alert>
            )}
            <Group>
              <Button size="xs" color="green" loading={decide.isPending && decide.variables?.approve} onClick={approve}>
                Approve
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => {
                  setReason(note);
                  decide.reset();
                  setRejecting(true);
                }}
              >
                Reject…
              </Button>
            </Group>
            <Modal opened={rejecting} onClose={() => setRejecting(false)} title={`Reject claim #${claim.id}`}>
              <Stack gap="sm">
                <Textarea
                  label="Reason (e-mailed to the claimant)"
                  description="Say why, and what would convince you: the claimant reads it in the e-mail."
                  required
                  autosize
                  minRows={3}
                  maxLength={2000}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  data-autofocus
                />
                {decide.error && (
                  <Alert color="red" role="alert" title="Error">
                    {fieldErrorsOf(decide.error).note ?? decide.error.message}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setRejecting(false)}>
                    Cancel
                  </Button>
                  <Button
                    color="red"
                    disabled={reason.trim() === ''}
                    loading={decide.isPending && !decide.variables?.approve}
                    onClick={reject}
                  >
                    Reject with this reason
                  </Button>
                </Group>
              </Stack>
            </Modal>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import type { ClaimEntry } from '@sciscope/contracts';
import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDateTime } from '../../../components/ui/format';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { countLabel } from '@sciscope/contracts';
import { claimOutcomeText, undoConfirmationText } from '../claim-rules';
import { useAuthorClaims, useUndoClaim } from '../queries/use-claims';

const STATE_COLORS: Record<ClaimEntry['state'], string> = {
  applied: 'green',
  approved: 'green',
  pending: 'yellow',
  rejected: 'red',
  undone: 'gray',
};

/** A claim state as a badge. */
export function ClaimStateBadge({ state }: { state: ClaimEntry['state'] }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]}>
      {state}
    </Badge>
  );
}

/**
 * What a claim is about, in a few words that stay true in every state (pending, approved,
 * rejected, undone): 'profile claim', 'profile merge', 'profile claim, 2 articles', '2 articles'.
 */
export function claimSummary(claim: Pick<ClaimEntry, 'kind' | 'linksProfile' | 'articlesCount'>): string {
  if (claim.kind === 'profile') return claim.linksProfile ? 'profile claim' : 'profile merge';
  const articles = countLabel(claim.articlesCount, 'article');
  return claim.linksProfile ? `profile claim, ${articles}` : articles;
}

/**
 * The moderation card's heading after the claimant, before the profile's name: "x@y claims the
 * profile of Jane Doe", "… claims 2 articles for Jane Doe".
 */
export function claimHeadingVerb(claim: Pick<ClaimEntry, 'kind' | 'linksProfile' | 'articlesCount'>): string {
  if (claim.kind === 'profile') return claim.linksProfile ? 'claims the profile of' : 'asks to merge profiles into';
  const articles = countLabel(claim.articlesCount, 'article');
  return claim.linksProfile ? `claims the profile and ${articles} of` : `claims ${articles} for`;
}

/** A count from the query string (`?claimed_count=3`), or null when absent or not a count. */
const countParam = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;

/**
 * The claim part of an author page: the 'claimed' mark, the counts the claim wizard ends with
 * (`?claimed_count=`, and `&pending_count=` for the articles sent to moderation), and the claim
 * history — all claims for superusers (with the evidence), the viewer's own for a claimant — with
 * undo in each undoable entry.
 */
export function AuthorClaims({ authorId }: { authorId: number }) {
  const [params] = useSearchParams();
  const claims = useAuthorClaims(authorId);
  const claimedCount = countParam(params.get('claimed_count'));
  const pendingCount = countParam(params.get('pending_count')) ?? 0;
  const token = params.get('attorney_token');
  return (
    <Stack gap="sm" mb="md">
      {claims.data?.claimed && (
        <Group gap="xs">
          <Badge color="teal" variant="light" aria-label="This author profile is claimed">
            claimed
          </Badge>
          <Text size="xs" c="dimmed">
            Linked to an account or a recommender.
          </Text>
        </Group>
      )}
      {claimedCount !== null && (
        <Alert color={claimedCount === 0 && pendingCount > 0 ? 'blue' : 'green'} role="status" title="Claim saved">
          {claimOutcomeText({ claimed: claimedCount, pending: pendingCount })}
          {token && (
            <>
              {' '}
              <Anchor component={Link} to={`/claim-publications/${encodeURIComponent(token)}`} size="sm">
                Claim more publications
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {claims.data && claims.data.claims.length > 0 && <ClaimHistory claims={claims.data.claims} />}
    </Stack>
  );
}

export function ClaimHistory({ claims }: { claims: ClaimEntry[] }) {
  const undo = useUndoClaim();
  // One undo at a time: a double click on the confirmation sends one request.
  const undoing = useOneAtATime();
  // Undo reverts what the claim moved (it splits merged profiles again): it asks first.
  const [confirming, setConfirming] = useState<ClaimEntry | null>(null);
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="claim-history-heading">
      <Title order={2} size="h5" id="claim-history-heading" mb="xs">
        Claim history
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Claimant</Table.Th>
              <Table.Th>Claim</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {claims.map((claim) => (
              <Table.Tr key={claim.id}>
                <Table.Td>{formatDateTime(claim.createdAt)}</Table.Td>
                <Table.Td>{claim.claimant}</Table.Td>
                <Table.Td>
                  {claimSummary(claim)}
                  {/* A long comment (up to 2,000 characters, maybe one unbroken word) keeps the columns in view. */}
                  {claim.comment && (
                    <Text size="xs" c="dimmed" lineClamp={4} title={claim.comment} style={{ overflowWrap: 'anywhere' }}>
                      {`“${claim.comment}”`}
                    </Text>
                  )}
                  {claim.evidence && claim.evidence.reasons.length > 0 && (
                    <List size="xs" c="dimmed">
                      {claim.evidence.reasons.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
                <Table.Td>
                  <ClaimStateBadge state={claim.state} />
                  {claim.decisionNote && (
                    <Text size="xs" c="dimmed">
                      {claim.decisionNote}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {claim.canUndo && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      loading={undo.isPending && undo.variables === claim.id}
                      onClick={() => {
                        undo.reset();
                        setConfirming(claim);
                      }}
                      aria-label={`Undo claim ${claim.id}`}
                    >
                      Undo
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={confirming !== null}
        title="Undo the claim?"
        confirmLabel="Undo the claim"
        cancelLabel="Keep the claim"
        pending={undoing.busy || undo.isPending}
        error={undo.error?.message ?? null}
        onConfirm={() =>
          confirming &&
          undoing.run(async () => {
            await undo.mutateAsync(confirming.id);
            setConfirming(null);
          })
        }
        onClose={() => setConfirming(null)}
      >
        {confirming && undoConfirmationText(confirming)}
      </ConfirmModal>
    </Paper>
  );
}

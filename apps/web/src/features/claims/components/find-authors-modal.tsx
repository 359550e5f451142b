import { CLAIM_LIMITS, authorPath, type ClaimAuthorsResponse, type ClaimCandidate } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, List, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { EmailConfirmationNotice } from '../../auth/components/email-confirmation-notice';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import {
  LINKED_MORE_PROFILES,
  emailListKey,
  emailSearchSummary,
  findAuthorsCloseTarget,
  linkedProfileIntro,
  noSuggestionText,
  readEmailList,
} from '../claim-rules';
import {
  useAdvisorByAttorney,
  useClaimAuthors,
  useFindAuthorsByEmails,
  useSuggestedAuthors,
} from '../queries/use-claims';
import { CandidateCard } from './candidate-card';

/** Spec 04 §8: the empty result of the find-authors modal (after an e-mail search). */
export const NO_AUTHORS_FOUND = 'No articles found. Try adding more emails or upload bibliography';

/**
 * Where the modal stands on finding profiles: the profile the account (or recommender) is
 * linked to already; after an e-mail search, what it searched and found (and the spec's empty
 * text when nothing is listed); before one, with no suggestion, what the suggestions were
 * looked for by (other than the linked profile, which is never suggested).
 */
export function ProfileSearchState({
  searched,
  listed,
  suggestedFor,
  linked = null,
}: {
  /** The addresses of the last e-mail search and the profiles it found; null before one. */
  searched: { emails: readonly string[]; found: number } | null;
  listed: number;
  suggestedFor: { recommender: string | null; email: string | null };
  /** The profile the account or the recommender is linked to, if any. */
  linked?: { id: number; name: string } | null;
}) {
  return (
    <>
      {linked && (
        <Text size="sm">
          {linkedProfileIntro(suggestedFor.recommender)}{' '}
          <Anchor component={Link} to={authorPath(linked.id, linked.name)}>
            {linked.name}
          </Anchor>
          . {LINKED_MORE_PROFILES}
        </Text>
      )}
      {searched && (
        <Text size="sm" role="status">
          {emailSearchSummary(searched)}
        </Text>
      )}
      {listed === 0 && (
        <Text size="sm" c="dimmed">
          {searched ? NO_AUTHORS_FOUND : noSuggestionText({ ...suggestedFor, linked: linked !== null })}
        </Text>
      )}
    </>
  );
}

/**
 * /find-authors[/{attorneyToken}]: a modal with a static backdrop (a click beside it does not
 * close it) to find author profiles by e-mail and claim them, for oneself or, with an
 * attorney token, for a recommender. Closing goes to the claimed author's page, the stored
 * target (`?next=`) or the dashboard, without a visible delay.
 */
export function FindAuthorsModal({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const advisor = useAdvisorByAttorney(token);
  const suggestions = useSuggestedAuthors(token, token === undefined || advisor.isSuccess);
  const search = useFindAuthorsByEmails();
  const claim = useClaimAuthors();
  const { data: user } = useCurrentUser();
  const [emails, setEmails] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  // A ref, not state: a second submit of the same input (Enter twice, a double click) comes
  // before a re-render, and must be skipped too.
  const searchedKey = useRef<string | null>(null);
  // "Claim selected" sends one claim: a double click must not file it twice.
  const claiming = useOneAtATime();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<ClaimAuthorsResponse | null>(null);

  const close = () =>
    navigate(
      findAuthorsCloseTarget({
        claimedAuthorId: outcome?.status === 'applied' ? outcome.author.id : null,
        token,
        next: params.get('next'),
      }),
    );

  const submitEmails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const list = readEmailList(emails);
    setProblems(list.problems);
    if (list.problems.length > 0 || list.emails.length === 0) return;
    const key = emailListKey(list.emails);
    // The same input again is not searched again (spec 04 §5).
    if (key === searchedKey.current) return;
    searchedKey.current = key;
    search.mutate({ emails: list.emails, token });
  };

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submitClaim = () =>
    claiming.run(async () => setOutcome(await claim.mutateAsync({ authorIds: [...selected], comment, token })));

  const found = search.data ?? [];
  const suggested = (suggestions.data ?? []).filter((s) => !found.some((f) => f.id === s.id));
  const listed = [...found, ...suggested];
  const emailError = fieldErrorsOf(search.error).emails ?? search.error?.message;
  const whose = token && advisor.data ? advisor.data.advisorName : null;
  const linkedProfile = token
    ? advisor.data?.authorId != null && advisor.data.authorName !== null
      ? { id: advisor.data.authorId, name: advisor.data.authorName }
      : null
    : (user?.linked_author ?? null);
  const claimPublications = token ? `/claim-publications/${encodeURIComponent(token)}` : '/claim-publications';

  return (
    <Modal
      opened
      onClose={close}
      closeOnClickOutside={false}
      size="xl"
      // The modal's own title (an h2) is the heading and the dialog's name: no heading inside it.
      title={
        <Text span fz="h3" fw={700}>
          {whose ? `Find the author profile of ${whose}` : 'Find your author profile'}
        </Text>
      }
    >
      {token && advisor.isError ? (
        <Alert color="red" role="alert" title="Error">
          {advisor.error.message}
        </Alert>
      ) : (
        <Stack gap="md">
          {/* The account's own claims wait for a moderator until its address is confirmed. */}
          {token === undefined && <EmailConfirmationNotice />}
          {whose && (
            <Text size="sm">{`You act for the recommender ${whose} (${advisor.data!.email}): profiles you claim are linked to them, not to your account.`}</Text>
          )}
          {/* Once a claim is made the modal shows its outcome only: the search is over. */}
          {!outcome && (
            <form onSubmit={submitEmails} noValidate>
              <Stack gap="xs">
                <Textarea
                  label="E-mail addresses"
                  description={`Addresses used in publications, separated by commas or spaces (at most ${CLAIM_LIMITS.maxEmails}). Profiles are found by the name an address spells (jane.doe@…) and by its institution's domain.`}
                  autosize
                  minRows={1}
                  maxRows={4}
                  value={emails}
                  onChange={(event) => {
                    setEmails(event.currentTarget.value);
                    // The messages were about the previous input: they go as soon as it changes.
                    setProblems([]);
                    if (search.isError) search.reset();
                  }}
                  error={problems.length > 0 ? <ProblemList problems={problems} /> : emailError}
                />
                <Group>
                  <Button type="submit" variant="light" loading={search.isPending} disabled={emails.trim() === ''}>
                    Find profiles
                  </Button>
                </Group>
              </Stack>
            </form>
          )}

          {outcome ? (
            <ClaimOutcome outcome={outcome} whose={whose} onClose={close} />
          ) : (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {found.length > 0 ? 'Profiles found' : 'Suggested profiles'}
              </Title>
              {suggestions.isPending && token === undefined ? (
                <Skeleton height={90} />
              ) : (
                <>
                  <ProfileSearchState
                    searched={search.isSuccess ? { emails: search.variables.emails, found: search.data.length } : null}
                    listed={listed.length}
                    suggestedFor={{
                      recommender: whose,
                      email: whose ? (advisor.data?.email ?? null) : (user?.email ?? null),
                    }}
                    linked={linkedProfile}
                  />
                  {listed.length > 0 && <CandidateList candidates={listed} selected={selected} onToggle={toggle} />}
                </>
              )}
              <Textarea
                label="Comment (optional)"
                description="Anything a moderator should know, e.g. former names or affiliations."
                autosize
                minRows={1}
                maxLength={CLAIM_LIMITS.commentMaxLength}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              {claim.error && (
                <Alert color="red" role="alert" title="Error">
                  {claim.error.message}
                </Alert>
              )}
              <Group justify="space-between">
                <Anchor component={Link} to={claimPublications} size="sm">
                  Claim articles from a bibliography instead
                </Anchor>
                <Group>
                  <Button variant="default" onClick={close}>
                    Close
                  </Button>
                  <Button
                    onClick={submitClaim}
                    disabled={selected.size === 0}
                    loading={claiming.busy || claim.isPending}
                  >
                    Claim selected
                  </Button>
                </Group>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function ProblemList({ problems }: { problems: string[] }) {
  return (
    <Stack gap={0} component="span">
      {problems.map((problem) => (
        <span key={problem}>{problem}</span>
      ))}
    </Stack>
  );
}

function CandidateList({
  candidates,
  selected,
  onToggle,
}: {
  candidates: ClaimCandidate[];
  selected: Set<number>;
  onToggle: (id: number, checked: boolean) => void;
}) {
  return (
    <Stack gap="xs" role="list" aria-label="Author profiles">
      {candidates.map((candidate) => (
        <div role="listitem" key={candidate.id}>
          <CandidateCard
            candidate={candidate}
            checked={selected.has(candidate.id)}
            onToggle={(c) => onToggle(candidate.id, c)}
          />
        </div>
      ))}
    </Stack>
  );
}

function ClaimOutcome({
  outcome,
  whose,
  onClose,
}: {
  outcome: ClaimAuthorsResponse;
  whose: string | null;
  onClose: () => void;
}) {
  return (
    <Stack gap="sm">
      {outcome.status === 'applied' ? (
        <Alert color="green" title="Profile claimed">
          {whose
            ? `${whose} is now linked to the author profile ${outcome.author.name}.`
            : `Your account is now linked to the author profile ${outcome.author.name}.`}
        </Alert>
      ) : (
        <Alert color="yellow" title="Waiting for a superuser">
          <Text size="sm">{`Your claim of ${outcome.author.name} was sent to the moderators, because:`}</Text>
          <List size="sm">
            {outcome.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
          <Text size="sm">You will get an e-mail with their decision.</Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}

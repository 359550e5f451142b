import { ActionIcon, Badge, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { JOB_MESSAGES, VOTE_TYPES, VOTE_TYPE_NAMES, type Applicant } from '@sciscope/contracts';
import { saveComment, vote } from '../api/jobs-api';
import { commentLengthHint, fieldErrorText } from '../job-form-rules';
import { VoteIcon } from './vote-icon';

/** How long the confirmation of a saved comment stays (spec 04 section 9: success message 3 s). */
const SAVED_NOTICE_MS = 3000;

/**
 * Votes (clicking the held type revokes it) and the caller's one comment (Enter saves; empty
 * deletes). A comment over the limit is not sent; a refused one stays in the field with the
 * server's reason, so nothing typed is lost.
 */
export function VotesAndComment({
  applicant,
  onChange,
}: {
  applicant: Pick<Applicant, 'applicationId' | 'authorName' | 'votes' | 'comments'> & {
    email?: Applicant['email'];
  };
  onChange: () => void;
}) {
  const own = applicant.votes.find((v) => v.ownVote)?.voteType;
  const who = applicant.authorName || applicant.email || `applicant ${applicant.applicationId}`;
  const ownComment = applicant.comments.find((c) => c.ownComment)?.comment ?? '';
  const [comment, setComment] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (notice === null) return;
    const timer = setTimeout(() => setNotice(null), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const text = comment ?? ownComment;
  const length = commentLengthHint(text);
  const submit = async () => {
    setNotice(null);
    if (length.error || saving) return;
    setSaving(true);
    try {
      await saveComment(applicant.applicationId, text);
      setError(null);
      setComment(null);
      setNotice(text.trim() === '' ? JOB_MESSAGES.commentDeleted : JOB_MESSAGES.commentSaved);
      onChange();
    } catch (e) {
      setError(fieldErrorText(e, 'comment'));
    } finally {
      setSaving(false);
    }
  };
  return (
    // A long word (a pasted link, 5,000 characters without a space) wraps inside the column
    // instead of widening it and pushing the next columns off-screen.
    <Stack gap={4} style={{ overflowWrap: 'anywhere' }}>
      <Group gap={2}>
        {VOTE_TYPE_NAMES.map((type) => (
          <Tooltip
            key={type}
            label={`${VOTE_TYPES[type].label} (${VOTE_TYPES[type].boost >= 0 ? '+' : ''}${VOTE_TYPES[type].boost})`}
          >
            <ActionIcon
              variant={own === type ? 'filled' : 'default'}
              // Named with the applicant: each row has the same four buttons (as the row's "Select {name}").
              aria-label={`${VOTE_TYPES[type].label}: ${who}`}
              aria-pressed={own === type}
              onClick={async () => {
                try {
                  await vote(applicant.applicationId, type, own === type);
                  setError(null);
                  onChange();
                } catch (e) {
                  setError(fieldErrorText(e));
                }
              }}
            >
              <VoteIcon type={type} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {applicant.votes.length === 0
          ? 'No votes yet.'
          : applicant.votes.map((v) => `${v.name}: ${VOTE_TYPES[v.voteType].label}`).join('; ')}
      </Text>
      {applicant.comments
        .filter((c) => !c.ownComment)
        .map((c) => (
          <Text key={c.userId} size="xs">
            <b>{c.name}</b>
            {c.equalityOfficer && (
              <Badge size="xs" ml={4} color="grape">
                <abbr title="Equal Opportunity Office" style={{ textDecoration: 'none' }}>
                  EOO
                </abbr>
              </Badge>
            )}
            : {c.comment}
          </Text>
        ))}
      <TextInput
        size="xs"
        aria-label={`Your comment on ${who}`}
        placeholder="Your comment (Enter saves)"
        value={text}
        description={length.count}
        error={length.error ?? error}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setError(null);
          setNotice(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void submit();
        }}
      />
      {notice && (
        <Text size="xs" c="teal" role="status">
          {notice}
        </Text>
      )}
    </Stack>
  );
}

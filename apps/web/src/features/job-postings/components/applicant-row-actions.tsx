import { ActionIcon, Badge, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { VOTE_TYPES, VOTE_TYPE_NAMES, type Applicant } from '@sciscope/contracts';
import { saveComment, vote } from '../api/jobs-api';
import { VoteIcon } from './vote-icon';

/** Votes (clicking the held type revokes it) and the caller's one comment (Enter saves; empty deletes). */
export function VotesAndComment({
  applicant,
  onChange,
}: {
  applicant: Pick<Applicant, 'applicationId' | 'authorName' | 'votes' | 'comments'>;
  onChange: () => void;
}) {
  const own = applicant.votes.find((v) => v.ownVote)?.voteType;
  const ownComment = applicant.comments.find((c) => c.ownComment)?.comment ?? '';
  const [comment, setComment] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      <Group gap={2}>
        {VOTE_TYPE_NAMES.map((type) => (
          <Tooltip
            key={type}
            label={`${VOTE_TYPES[type].label} (${VOTE_TYPES[type].boost >= 0 ? '+' : ''}${VOTE_TYPES[type].boost})`}
          >
            <ActionIcon
              variant={own === type ? 'filled' : 'default'}
              aria-label={VOTE_TYPES[type].label}
              aria-pressed={own === type}
              onClick={async () => {
                await vote(applicant.applicationId, type, own === type);
                onChange();
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
                EOO
              </Badge>
            )}
            : {c.comment}
          </Text>
        ))}
      <TextInput
        size="xs"
        aria-label={`Your comment on ${applicant.authorName}`}
        placeholder="Your comment (Enter saves)"
        value={comment ?? ownComment}
        onChange={(e) => setComment(e.currentTarget.value)}
        onKeyDown={async (e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          await saveComment(applicant.applicationId, comment ?? ownComment);
          setComment(null);
          onChange();
        }}
      />
    </Stack>
  );
}

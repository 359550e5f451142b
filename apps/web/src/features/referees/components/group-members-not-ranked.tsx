import {
  NOT_RANKED_REASON_TEXTS,
  REFEREES_MESSAGES,
  authorPath,
  type GroupMembersNotRanked,
} from '@sciscope/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ExpandableList } from './expandable-list';

/**
 * With an authors group in "Limit to" mode, the group's members the list does not hold (walk:
 * they were left out without a word): how many, then each by name with why, left-out ones
 * first (five at a time, as the page's other lists).
 */
export function GroupMembersNotRankedNote({ notRanked }: { notRanked: GroupMembersNotRanked }) {
  const unnamed = notRanked.count - notRanked.members.length;
  return (
    <Alert color="blue" variant="light" title={REFEREES_MESSAGES.groupMembersNotRankedTitle}>
      <Text size="sm" mb={6}>
        {notRanked.message}
      </Text>
      <ExpandableList
        label="Group members not ranked"
        items={notRanked.members}
        render={(member) => (
          <Text size="sm">
            <Anchor component={Link} to={authorPath(member.id, member.name)} inherit>
              {member.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({NOT_RANKED_REASON_TEXTS[member.reason]})
            </Text>
          </Text>
        )}
      />
      {unnamed > 0 && (
        <Text size="sm" c="dimmed" mt={6}>
          …and {unnamed} more not named here.
        </Text>
      )}
    </Alert>
  );
}

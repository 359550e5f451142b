import { REFEREES_MESSAGES, authorPath, type GroupMembersNotRanked } from '@sciscope/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notRankedReasonText } from '../exclude-reasons';
import { ExpandableList } from './expandable-list';

/**
 * With an authors group in "Limit to" mode, the group's members the list does not hold (walk:
 * they were left out without a word): how many, of which group, and that "Limit to" is why they
 * are not listed; then each by name with the filter or conflict that left them out (walk: the
 * note named none), left-out ones first (five at a time, as the page's other lists).
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
              ({notRankedReasonText(member)})
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

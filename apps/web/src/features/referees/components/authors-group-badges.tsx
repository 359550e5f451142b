import { Badge } from '@mantine/core';
import { authorsGroupTag } from '../referees-display';

/**
 * The authors groups a highlighted candidate belongs to, one badge each: the group's label (its
 * name when it has none) as typed, with the name on hover. The referee finder and the panel
 * composer show them alike.
 */
export function AuthorsGroupBadges({
  groups,
}: {
  groups: ReadonlyArray<{ id: number; display_name: string; label: string }>;
}) {
  return groups.map((group) => (
    <Badge
      key={group.id}
      size="xs"
      color="yellow"
      variant="light"
      tt="none"
      title={`In the authors group ${group.display_name}`}
    >
      {authorsGroupTag(group)}
    </Badge>
  ));
}

import { authorPath, type AuthorsGroupMember, type MemberSource } from '@sciscope/contracts';
import { Anchor, Button, Group, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { KnownCount } from '../../articles/components/known-count';
import { useRemoveGroupMember } from '../queries/use-authors-groups';

const COUNT = new Intl.NumberFormat('en-US');
const SOURCE_TEXT: Record<MemberSource, string> = { search: 'search', orcid: 'ORCID', author_id: 'author id' };

/** One page of a group's members; the owner can re-match or remove each. */
export function MembersTable({
  groupId,
  members,
  canEdit,
}: {
  groupId: number;
  members: AuthorsGroupMember[];
  canEdit: boolean;
}) {
  const remove = useRemoveGroupMember(groupId);
  const columns = canEdit ? 7 : 6;
  return (
    // Scrolls sideways inside its own container on a narrow screen, not the page (positioned,
    // so that the visually hidden header text is clipped with the rest).
    <Table.ScrollContainer minWidth={640} type="native" pos="relative">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Author</Table.Th>
            <Table.Th>ORCID</Table.Th>
            <Table.Th ta="right">Articles</Table.Th>
            <Table.Th ta="right">h-index</Table.Th>
            <Table.Th>Found as</Table.Th>
            <Table.Th>Added by</Table.Th>
            {canEdit && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.length === 0 && <TableEmptyRow colSpan={columns}>No members yet.</TableEmptyRow>}
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Anchor component={Link} to={authorPath(member.author.id, member.author.name)}>
                  {member.author.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{member.author.orcid ?? ''}</Table.Td>
              <Table.Td ta="right">{COUNT.format(member.author.articlesCount)}</Table.Td>
              <Table.Td ta="right">
                <KnownCount value={member.author.hIndex} />
              </Table.Td>
              <Table.Td>
                {member.foundName}
                {member.foundOrcid && member.source === 'orcid' ? ` (${member.foundOrcid})` : ''}
              </Table.Td>
              <Table.Td>{SOURCE_TEXT[member.source]}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      component={Link}
                      to={`/authors-groups/edit-found-author/${member.id}/`}
                      aria-label={`Edit match of ${member.foundName}`}
                    >
                      Edit match
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${member.author.name}`}
                      loading={remove.isPending && remove.variables === member.id}
                      onClick={() => remove.mutate(member.id)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

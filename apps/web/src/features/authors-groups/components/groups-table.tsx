import type { AuthorsGroupSummary } from '@sciscope/contracts';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';

const COUNT = new Intl.NumberFormat('en-US');

/** The groups the user sees, by name. */
export function GroupsTable({ groups }: { groups: AuthorsGroupSummary[] }) {
  return (
    // Scrolls sideways inside its own box on a narrow screen, not the page.
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Authors groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Label</Table.Th>
            <Table.Th>Owner label</Table.Th>
            <Table.Th>Shared with</Table.Th>
            <Table.Th ta="right">Members</Table.Th>
            <Table.Th>Changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.length === 0 && <TableEmptyRow colSpan={6}>No authors groups yet.</TableEmptyRow>}
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Anchor component={Link} to={`/authors-groups/${group.id}`}>
                  {group.display_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{group.label}</Table.Td>
              <Table.Td>{group.owner_label}</Table.Td>
              <Table.Td>
                {group.organization ? group.organization.name : 'Nobody'}
                {!group.isOwner && ' (shared with you)'}
              </Table.Td>
              <Table.Td ta="right">{COUNT.format(group.membersCount)}</Table.Td>
              <Table.Td>{formatDateTime(group.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

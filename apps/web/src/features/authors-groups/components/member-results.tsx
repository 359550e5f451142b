import type { AddMembersResponse, MemberItemStatus } from '@sciscope/contracts';
import { Table, Text } from '@mantine/core';

const STATUS_TEXT: Record<MemberItemStatus, { text: string; color: string }> = {
  added: { text: 'Added', color: 'teal' },
  already_member: { text: 'Already a member', color: 'gray' },
  not_found: { text: 'Not found', color: 'orange' },
  invalid: { text: 'Not an ORCID or author id', color: 'red' },
};

/** What became of each entry of an add request, in the order given. */
export function MemberResults({ response }: { response: AddMembersResponse }) {
  return (
    <>
      <Text size="sm" role="status">
        {response.addedCount === 1 ? '1 author added.' : `${response.addedCount} authors added.`}
      </Text>
      <Table verticalSpacing={4} aria-label="Results of the last addition">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Entry</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Author</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {response.results.map((result, index) => (
            <Table.Tr key={`${index}-${result.input}`}>
              <Table.Td>{result.input}</Table.Td>
              <Table.Td>
                <Text span size="sm" fw={500} c={STATUS_TEXT[result.status].color}>
                  {STATUS_TEXT[result.status].text}
                </Text>
              </Table.Td>
              <Table.Td>{result.author?.name ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

import { Badge, Code, Skeleton, Table, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useApiOperations } from '../queries/use-integrations';

/** Every API route from the OpenAPI description: method, path, what it does, and whether tokens may call it. */
export function ApiReferenceTable() {
  const operations = useApiOperations();
  if (operations.isError) return <ErrorState message={operations.error.message} />;
  if (!operations.data) return <Skeleton height={200} />;
  return (
    <Table.ScrollContainer minWidth={640} type="native" pos="relative">
      <Table striped verticalSpacing={4} fz="sm" aria-labelledby="api-reference-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Method</Table.Th>
            <Table.Th>Path</Table.Th>
            <Table.Th>What it does</Table.Th>
            <Table.Th>API tokens</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operations.data.length === 0 && <TableEmptyRow colSpan={4}>No routes described.</TableEmptyRow>}
          {operations.data.map((operation) => (
            <Table.Tr key={`${operation.method} ${operation.path}`}>
              <Table.Td>
                <Badge variant="light" color="gray" radius="sm">
                  {operation.method}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Code>{operation.path}</Code>
              </Table.Td>
              <Table.Td>{operation.summary}</Table.Td>
              <Table.Td>
                <Text size="sm" c={operation.sessionOnly ? 'dimmed' : undefined}>
                  {operation.sessionOnly ? 'Browser session only' : 'Accepted'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

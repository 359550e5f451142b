import { Table } from '@mantine/core';
import { EmptyState } from './empty-state';

/** The empty state of a table, as its only row so it lines up with the columns. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <EmptyState>{children}</EmptyState>
      </Table.Td>
    </Table.Tr>
  );
}

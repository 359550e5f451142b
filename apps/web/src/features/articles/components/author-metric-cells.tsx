import { Table } from '@mantine/core';
import { formatCount } from '../format';
import { Count } from './count';
import { KnownCount } from './known-count';

/**
 * The articles, h-index and citations cells of a row of people (referee candidates, coauthors,
 * panel members): counts abbreviated from 100 on, the h-index exact, unknown citation figures
 * read "unknown".
 */
export function AuthorMetricCells({
  articlesCount,
  hIndex,
  citationsCount,
}: {
  articlesCount: number;
  hIndex: number | null;
  citationsCount: number | null;
}) {
  return (
    <>
      <Table.Td ta="right">
        <Count value={articlesCount} />
      </Table.Td>
      <Table.Td ta="right">
        <KnownCount value={hIndex} />
      </Table.Td>
      <Table.Td ta="right">
        <KnownCount value={citationsCount} format={formatCount} />
      </Table.Td>
    </>
  );
}

import { Table, Text } from '@mantine/core';
import { formatCount, partialCitationsNote } from '../format';
import { Count } from './count';
import { KnownCount } from './known-count';

/** A citation figure and, when it counts only some articles, an asterisk whose title says so. */
function CitationFigure({
  value,
  format,
  partial,
}: {
  value: number | null;
  format?: (value: number) => string;
  partial: string | null;
}) {
  return (
    <>
      <KnownCount value={value} {...(format ? { format } : {})} />
      {value !== null && partial !== null && (
        <Text span inherit c="dimmed" title={partial} aria-label={` (${partial})`}>
          *
        </Text>
      )}
    </>
  );
}

/**
 * The articles, h-index and citations cells of a row of people (referee candidates, coauthors,
 * panel members): counts abbreviated from 100 on, the h-index exact, unknown citation figures
 * read "unknown", and figures over only some of the articles marked with an asterisk when the
 * row knows how many have a count.
 */
export function AuthorMetricCells({
  articlesCount,
  hIndex,
  citationsCount,
  articlesWithCitationsCount,
}: {
  articlesCount: number;
  hIndex: number | null;
  citationsCount: number | null;
  articlesWithCitationsCount?: number;
}) {
  const partial = partialCitationsNote(articlesCount, articlesWithCitationsCount);
  return (
    <>
      <Table.Td ta="right">
        <Count value={articlesCount} />
      </Table.Td>
      <Table.Td ta="right">
        <CitationFigure value={hIndex} partial={partial} />
      </Table.Td>
      <Table.Td ta="right">
        <CitationFigure value={citationsCount} format={formatCount} partial={partial} />
      </Table.Td>
    </>
  );
}

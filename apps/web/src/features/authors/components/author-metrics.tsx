import type { Author } from '@sciscope/contracts';
import { Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import {
  UNKNOWN_CITATIONS_EXPLANATION,
  UNKNOWN_METRIC_TEXT,
  formatCount,
  formatExactCount,
  partialCitationsNote,
} from '../../articles/format';

/** What "not in collaborations" means, shown on every NotInCollab figure. */
export const NOT_IN_COLLAB_EXPLANATION =
  'Not in collaborations: counted without large-collaboration articles, i.e. articles with more than 10 authors.';

interface MetricProps {
  label: string;
  /** Null: unknown (no citation counts in the corpus for the author's articles). */
  value: number | null;
  /** The same figure without large collaborations; left out for the articles count. */
  notInCollab?: number | null;
  /** Abbreviate counts of 100 or more (citations, articles); indexes are shown exactly. */
  abbreviate?: boolean;
}

function Metric({ label, value, notInCollab, abbreviate = false }: MetricProps) {
  const show = (n: number) => (abbreviate ? formatCount(n) : String(n));
  if (value === null)
    return (
      <Paper withBorder p="sm" radius="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700} c="dimmed" title={UNKNOWN_CITATIONS_EXPLANATION}>
          {UNKNOWN_METRIC_TEXT}
        </Text>
      </Paper>
    );
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        size="xl"
        fw={700}
        title={abbreviate ? formatExactCount(value) : undefined}
        aria-label={`${label}: ${formatExactCount(value)}`}
      >
        {show(value)}
      </Text>
      {notInCollab !== undefined && notInCollab !== null && (
        <Group gap={4}>
          <Tooltip label={NOT_IN_COLLAB_EXPLANATION} multiline w={260} withArrow>
            <Text
              size="xs"
              c="dimmed"
              tabIndex={0}
              style={{ textDecoration: 'underline dotted', cursor: 'help' }}
              aria-label={`${label} not in collaborations: ${formatExactCount(notInCollab)}. ${NOT_IN_COLLAB_EXPLANATION}`}
            >
              {`${show(notInCollab)} not in collaborations`}
            </Text>
          </Tooltip>
        </Group>
      )}
    </Paper>
  );
}

/**
 * Under the metrics when only some of the author's articles have a citation count: which
 * share the citation figures stand on. Null when all (or none: the figures then read unknown) have one.
 */
export function citationCoverageNote(
  author: Pick<Author, 'articlesCount' | 'articlesWithCitationsCount'>,
): string | null {
  return partialCitationsNote(
    author.articlesCount,
    author.articlesWithCitationsCount,
    'Citations, h-index and notable articles count',
  );
}

/** The author's metrics (spec 01 section 2): h-index, citations, notable articles and articles. */
export function AuthorMetrics({ author }: { author: Author }) {
  const coverage = citationCoverageNote(author);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="lg" role="group" aria-label="Metrics">
        <Metric label="h-index" value={author.hIndex} notInCollab={author.hIndexNotInCollab} />
        <Metric
          label="Citations"
          value={author.citationsCount}
          notInCollab={author.citationsCountNotInCollab}
          abbreviate
        />
        <Metric
          label="Notable articles"
          value={author.notableArticlesCount}
          notInCollab={author.notableArticlesCountNotInCollab}
          abbreviate
        />
        <Metric label="Articles" value={author.articlesCount} abbreviate />
      </SimpleGrid>
      {coverage !== null && (
        <Text size="sm" c="dimmed" mt="-sm" mb="lg">
          {coverage}
        </Text>
      )}
    </>
  );
}

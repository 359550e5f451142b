import { Text } from '@mantine/core';
import { UNKNOWN_CITATIONS_EXPLANATION, UNKNOWN_METRIC_TEXT, formatExactCount } from '../format';
import { Count } from './count';

/**
 * A citation figure of a table cell or line: `format(value)` (the exact number as its title
 * when `format` abbreviates it), or a dimmed "unknown" whose title says why when the corpus
 * gives no citation counts for the author's articles.
 */
export function KnownCount({
  value,
  format = formatExactCount,
}: {
  value: number | null;
  format?: (value: number) => string;
}) {
  if (value !== null) return <Count value={value} format={format} />;
  return (
    <Text span inherit c="dimmed" title={UNKNOWN_CITATIONS_EXPLANATION}>
      {UNKNOWN_METRIC_TEXT}
    </Text>
  );
}

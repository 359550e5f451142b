import { Text } from '@mantine/core';
import { CollapsibleList } from './collapsible-list';

/**
 * The non-blocking warnings of one literal. A concept with many entry terms ("Neural networks":
 * "neural network (computer simulation of nervous system)" and twenty more forms) gives each
 * short literal one warning per longer form holding it, so past three warnings only the first
 * is listed, with 'show N more →' (the similar-concepts threshold of spec 02 section 9), and the
 * literal table stays readable.
 */
export function LiteralWarnings({ warnings }: { warnings: readonly string[] }) {
  return (
    <CollapsibleList
      items={warnings}
      threshold={3}
      shown={1}
      render={(warning) => (
        <Text key={warning} size="xs" c="orange" w="100%">
          {warning}
        </Text>
      )}
    />
  );
}

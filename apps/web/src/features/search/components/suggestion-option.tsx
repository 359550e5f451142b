import type { ConceptSuggestion, Suggestion, SuggestionType } from '@sciscope/contracts';
import { Combobox, Group, Text } from '@mantine/core';
import { suggestionLabel } from '../suggestion-label';

const TYPE_LABELS: Record<SuggestionType, string> = {
  article: 'Article',
  concept: 'Concept',
  author: 'Author',
  ui: 'Search',
};

/** One entry of the search box's list: its label (cut to the spec's length) and its kind. */
export function SuggestionOption({
  suggestion,
  value,
  conceptSearch,
}: {
  suggestion: Suggestion | ConceptSuggestion;
  value: string;
  conceptSearch: boolean;
}) {
  const full = 'title' in suggestion ? suggestion.title : suggestion.value;
  return (
    <Combobox.Option value={value} title={full}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="sm" lh={1.3}>
          {suggestionLabel(suggestion.label, { conceptSearch })}
        </Text>
        {/* Inherits the option's colour, so it stays readable on the highlighted entry. */}
        <Text size="xs" style={{ flexShrink: 0, opacity: 0.7 }}>
          {TYPE_LABELS[suggestion.type]}
        </Text>
      </Group>
    </Combobox.Option>
  );
}

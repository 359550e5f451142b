import type { ConceptSuggestion, Suggestion, SuggestionType } from '@sciscope/contracts';
import { Combobox, Group, Stack, Text } from '@mantine/core';
import { authorSuggestionDetails } from '../../referees/custom-authors';
import { suggestionLabel } from '../suggestion-label';

const TYPE_LABELS: Record<SuggestionType, string> = {
  article: 'Article',
  concept: 'Concept',
  author: 'Author',
  ui: 'Search',
};

/**
 * One entry of the search box's list: its label (cut to the spec's length) and its kind; an
 * author also shows what tells same-name people apart ('21 articles · 2010–2022 · Stanford
 * University'), as the person pickers do.
 */
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
  const about = 'details' in suggestion ? authorSuggestionDetails(suggestion) : '';
  // Both secondary texts inherit the option's colour, so they stay readable on the highlighted entry.
  const secondary = { opacity: 0.7 };
  return (
    <Combobox.Option value={value} title={about ? `${full} · ${about}` : full}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Stack gap={0}>
          <Text size="sm" lh={1.3}>
            {suggestionLabel(suggestion.label, { conceptSearch })}
          </Text>
          {about && (
            <Text size="xs" lh={1.3} style={secondary}>
              {about}
            </Text>
          )}
        </Stack>
        <Text size="xs" style={{ flexShrink: 0, ...secondary }}>
          {TYPE_LABELS[suggestion.type]}
        </Text>
      </Group>
    </Combobox.Option>
  );
}

import type { Suggestion } from '@sciscope/contracts';
import { Stack, Text, type ComboboxItem } from '@mantine/core';
import { authorSuggestionDetails } from '../custom-authors';

/**
 * A person search's options (a Mantine Select's `data` and `renderOption`): each author's name
 * over what tells same-name people apart (articles, active years, latest affiliation).
 */
export function authorSuggestionOptions(suggestions: readonly Suggestion[]) {
  const details = new Map(suggestions.map((s) => [String(s.id), authorSuggestionDetails(s)]));
  return {
    data: suggestions.map((s) => ({ value: String(s.id), label: s.label })),
    renderOption: ({ option }: { option: ComboboxItem }) => {
      const line = details.get(option.value);
      return (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {line && (
            <Text size="xs" c="dimmed">
              {line}
            </Text>
          )}
        </Stack>
      );
    },
  };
}

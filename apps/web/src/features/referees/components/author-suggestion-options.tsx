import type { Suggestion } from '@sciscope/contracts';
import { Stack, Text, type ComboboxItem } from '@mantine/core';
import { authorSuggestionDetails } from '../custom-authors';

/**
 * A suggested author as every person search shows it: the name over what tells same-name people
 * apart ('21 articles · 2010–2022 · Stanford University'), both as text.
 */
export function AuthorSuggestionText({ name, details }: { name: string; details: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      {details && (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A person search's options (a Mantine Select's `data` and `renderOption`): each author's name
 * over what tells same-name people apart (articles, active years, latest affiliation).
 */
export function authorSuggestionOptions(suggestions: readonly Suggestion[]) {
  const details = new Map(suggestions.map((s) => [String(s.id), authorSuggestionDetails(s)]));
  return {
    data: suggestions.map((s) => ({ value: String(s.id), label: s.label })),
    renderOption: ({ option }: { option: ComboboxItem }) => (
      <AuthorSuggestionText name={option.label} details={details.get(option.value) ?? ''} />
    ),
  };
}

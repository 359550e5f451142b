import type { ConceptSuggestion } from '@sciscope/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CONCEPT_LOOKUP_MIN, useConceptSuggestions } from '../queries/use-ontology';

/**
 * A concept search (2+ characters, 250 ms; labels cut at 70 characters by the server): each
 * suggestion is a button that picks it.
 */
export function ConceptPicker({
  label,
  onPick,
  exclude = [],
  placeholder,
  focusFirst = false,
}: {
  label: string;
  onPick: (concept: ConceptSuggestion) => void;
  exclude?: readonly number[];
  placeholder?: string;
  /** Focused when a modal opens (Mantine's data-autofocus). */
  focusFirst?: boolean;
}) {
  const [text, setText] = useState('');
  const suggestions = useConceptSuggestions(text);
  const active = text.trim().length >= CONCEPT_LOOKUP_MIN;
  const found = active ? (suggestions.data ?? []).filter((s) => !exclude.includes(s.id)) : [];
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        data-autofocus={focusFirst || undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {active && suggestions.isSuccess && found.length === 0 && (
        <Text size="sm" c="dimmed">
          No concepts found.
        </Text>
      )}
      {found.length > 0 && (
        <Stack gap={2} role="list" aria-label={`${label}: concepts found`}>
          {found.map((concept) => (
            <div role="listitem" key={concept.id}>
              <Button
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                title={concept.value}
                onClick={() => {
                  onPick(concept);
                  setText('');
                }}
              >
                {concept.label}
              </Button>
            </div>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

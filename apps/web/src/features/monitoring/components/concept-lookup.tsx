import { Select } from '@mantine/core';
import { useState } from 'react';
import { conceptLookupEmptyText, useSuggestions } from '../../search/queries/use-suggestions';

export interface ConceptLookupProps {
  /** Names the input for screen readers, e.g. 'Add a concept to Topic 0'. */
  label: string;
  onPick: (concept: { conceptId: number; name: string }) => void;
  disabled?: boolean;
}

/**
 * The concept lookup of a topic (spec 01 sections 5 and 9): suggestions from 2 characters,
 * 250 ms after typing stops, at most 10; picking one adds it and clears the input.
 */
export function ConceptLookup({ label, onPick, disabled = false }: ConceptLookupProps) {
  const [text, setText] = useState('');
  const { suggestions, pending } = useSuggestions({ text, source: 'concepts', enabled: true });
  const options = suggestions.slice(0, 10).map((s) => ({ value: String(s.id), label: s.label }));
  const names = new Map(suggestions.map((s) => [String(s.id), s.value]));
  return (
    <Select
      size="xs"
      aria-label={label}
      placeholder="Add a concept…"
      searchable
      searchValue={text}
      onSearchChange={setText}
      data={options}
      filter={({ options: all }) => all}
      value={null}
      disabled={disabled}
      nothingFoundMessage={conceptLookupEmptyText(text, pending)}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        if (value === null) return;
        onPick({ conceptId: Number(value), name: names.get(value) ?? value });
        setText('');
      }}
    />
  );
}

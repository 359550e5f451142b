import { Autocomplete, Badge, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { autocompleteConceptsResponseSchema, lastArticlesResponseSchema, readableTex } from '@sciscope/contracts';
import { api } from '../../../app/api-client';

interface ConceptSuggestion {
  id: number;
  name: string;
}

/** Concepts chosen by autocomplete (at least 2 characters, spec 04 section 5). */
export function ConceptPicker({
  value,
  onChange,
}: {
  value: ConceptSuggestion[];
  onChange: (v: ConceptSuggestion[]) => void;
}) {
  const [query, setQuery] = useState('');
  const suggestions = useQuery({
    queryKey: ['autocomplete', 'concepts', query],
    queryFn: async () =>
      (
        await api.get('/api/autocomplete/concepts', { query: { query }, schema: autocompleteConceptsResponseSchema })
      ).results.map((r) => ({
        id: r.id,
        name: r.value,
      })),
    enabled: query.trim().length >= 2,
  });
  const options = (suggestions.data ?? []).filter((s) => !value.some((v) => v.id === s.id));
  return (
    <Stack gap={4}>
      <Autocomplete
        label="Concepts"
        placeholder="Type at least 2 characters"
        value={query}
        onChange={setQuery}
        data={options.map((o) => ({ value: String(o.id), label: o.name }))}
        onOptionSubmit={(id) => {
          const picked = options.find((o) => String(o.id) === id);
          if (picked) onChange([...value, picked]);
          setQuery('');
        }}
      />
      <Group gap={4}>
        {value.map((c) => (
          <Badge
            key={c.id}
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove ${c.name}`}
                onClick={() => onChange(value.filter((v) => v.id !== c.id))}
              />
            }
          >
            {c.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** Corpus ids typed as a list (the old article and author searches were removed, spec 04). */
export function IdListInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <Stack gap={2}>
      <TextInput
        label={label}
        value={text === '' && value.length ? value.join(', ') : text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(
            e.currentTarget.value
              .split(/[\s,]+/)
              .map(Number)
              .filter((n) => Number.isInteger(n) && n > 0),
          );
        }}
      />
      <Text size="xs" c="dimmed">
        Comma-separated ids from author and article pages.
      </Text>
    </Stack>
  );
}

/** Quick picks: the articles the owner selected on their vacancies lately (GET /api/jobs/last-articles/). */
export function LastArticles({ selected, onAdd }: { selected: number[]; onAdd: (articleId: number) => void }) {
  const last = useQuery({
    queryKey: ['jobs', 'last-articles'],
    queryFn: () => api.get('/api/jobs/last-articles/', { schema: lastArticlesResponseSchema }),
  });
  const options = (last.data?.articles ?? []).filter((a) => !selected.includes(a.id));
  if (options.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Articles of your vacancies">
      <Text size="xs" c="dimmed">
        Articles of your vacancies:
      </Text>
      <Group gap={4}>
        {options.map((a) => (
          <Badge
            key={a.id}
            variant="light"
            component="button"
            type="button"
            style={{ cursor: 'pointer' }}
            onClick={() => onAdd(a.id)}
          >
            + {readableTex(a.title)}
            {a.year ? ` (${a.year})` : ''}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

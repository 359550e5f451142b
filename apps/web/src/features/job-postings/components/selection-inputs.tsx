import { Badge, CloseButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lastArticlesResponseSchema, readableTex } from '@sciscope/contracts';
import { api } from '../../../app/api-client';
import { collapseList } from '../../articles/article-rules';
import { CollapseToggle } from '../../articles/components/collapse-toggle';
import { conceptLookupEmptyText, useSuggestions } from '../../search/queries/use-suggestions';

interface ConceptSuggestion {
  id: number;
  name: string;
}

/** The chosen concepts collapse when there are more than 110, showing 100 (spec 04 section 9). */
export const CHOSEN_CONCEPTS_COLLAPSE_ABOVE = 110;
export const CHOSEN_CONCEPTS_SHOWN_COLLAPSED = 100;

/**
 * Concepts chosen by autocomplete: the concept lookups' suggestions (at least 2 characters, 250 ms
 * after typing stops, spec 04 sections 5 and 9); a pick becomes a chip and empties the box for
 * the next concept. A long list of chips collapses with 'show N more →'.
 */
export function ConceptPicker({
  value,
  onChange,
}: {
  value: ConceptSuggestion[];
  onChange: (v: ConceptSuggestion[]) => void;
}) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const chips = collapseList(value, {
    collapseAbove: CHOSEN_CONCEPTS_COLLAPSE_ABOVE,
    shown: CHOSEN_CONCEPTS_SHOWN_COLLAPSED,
    expanded,
  });
  const { suggestions, pending } = useSuggestions({ text: query, source: 'concepts', enabled: true });
  const options = suggestions
    .filter((s) => !value.some((v) => v.id === s.id))
    .map((s) => ({ value: String(s.id), label: s.label, name: s.value }));
  return (
    <Stack gap={4}>
      <Select
        label="Concepts"
        placeholder="Type at least 2 characters"
        searchable
        searchValue={query}
        onSearchChange={setQuery}
        data={options.map(({ value: id, label }) => ({ value: id, label }))}
        // The server has matched already; the list is not filtered again by the label.
        filter={({ options: all }) => all}
        value={null}
        nothingFoundMessage={conceptLookupEmptyText(query, pending)}
        onChange={(id) => {
          const picked = options.find((o) => o.value === id);
          if (picked) onChange([...value, { id: Number(picked.value), name: picked.name }]);
          setQuery('');
        }}
      />
      <Group gap={4}>
        {chips.visible.map((c) => (
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
        {chips.collapsible && (
          <CollapseToggle
            expanded={expanded}
            hiddenCount={chips.hiddenCount}
            onToggle={() => setExpanded((e) => !e)}
            of="concepts"
          />
        )}
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

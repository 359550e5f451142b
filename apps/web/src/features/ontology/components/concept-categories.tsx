import type { OntologyCategory } from '@sciscope/contracts';
import { ActionIcon, Autocomplete, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCategories } from '../queries/use-ontology';

/**
 * The concept's categories (spec 02 `ontologyCategories`): the top concepts of the imported
 * schemes above it (they follow the hierarchy) and the moderators' categories, which are added
 * by name (a new name creates the category) and removed here.
 */
export function ConceptCategories({
  schemes,
  categories,
  disabled,
  onChange,
}: {
  schemes: OntologyCategory[];
  categories: string[];
  disabled: boolean;
  onChange: (categories: string[]) => void;
}) {
  const [text, setText] = useState('');
  const all = useCategories();
  const options = (all.data?.categories ?? [])
    .filter((c) => c.kind === 'moderator' && !categories.includes(c.name))
    .map((c) => c.name);
  const add = (name: string) => {
    const clean = name.trim();
    if (clean && !categories.some((c) => c.toLowerCase() === clean.toLowerCase())) onChange([...categories, clean]);
    setText('');
  };
  return (
    <Stack gap={6} component="section" aria-label="Categories">
      <Group gap={6}>
        <Text size="sm" fw={500}>
          Categories:
        </Text>
        {schemes.length + categories.length === 0 && (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        )}
        {schemes.map((c) => (
          <Badge key={`s-${c.name}`} variant="outline" tt="none" radius="sm" title="A top concept of its scheme">
            {c.name}
          </Badge>
        ))}
        {categories.map((name) => (
          <Badge
            key={`m-${name}`}
            variant="light"
            tt="none"
            radius="sm"
            rightSection={
              disabled ? null : (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove category ${name}`}
                  onClick={() => onChange(categories.filter((c) => c !== name))}
                >
                  ×
                </ActionIcon>
              )
            }
          >
            {name}
          </Badge>
        ))}
      </Group>
      {!disabled && (
        <Autocomplete
          label="Add a category"
          description="A moderators' category; a new name creates it (Enter adds)."
          data={options}
          value={text}
          onChange={setText}
          onOptionSubmit={add}
          maw={360}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            }
          }}
        />
      )}
    </Stack>
  );
}

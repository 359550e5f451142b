import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';

/** One author row of the proposal form: affiliations are typed separated by semicolons. */
export interface AuthorDraft {
  name: string;
  affiliations: string;
  orcid: string;
  authorId: number | null;
}

export const EMPTY_AUTHOR: AuthorDraft = { name: '', affiliations: '', orcid: '', authorId: null };

/** The authors of a proposal: name, affiliations and ORCID per author; add and remove rows. */
export function ProposalAuthorsEditor({
  authors,
  errors,
  onChange,
}: {
  authors: AuthorDraft[];
  /** Server or client messages keyed `authors.{i}.{field}`. */
  errors: Record<string, string>;
  onChange: (authors: AuthorDraft[]) => void;
}) {
  const update = (index: number, patch: Partial<AuthorDraft>) =>
    onChange(authors.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Authors
      </Text>
      {authors.length === 0 && (
        <Text size="sm" c="dimmed">
          No authors yet.
        </Text>
      )}
      {authors.map((author, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={`Author ${index + 1} name`}
            value={author.name}
            onChange={(e) => update(index, { name: e.currentTarget.value })}
            error={errors[`authors.${index}.name`]}
            style={{ flex: 2, minWidth: 180 }}
          />
          <TextInput
            label="Affiliations (separated by ;)"
            value={author.affiliations}
            onChange={(e) => update(index, { affiliations: e.currentTarget.value })}
            error={errors[`authors.${index}.affiliations`]}
            style={{ flex: 3, minWidth: 220 }}
          />
          <TextInput
            label="ORCID"
            placeholder="0000-0002-1825-0097"
            value={author.orcid}
            onChange={(e) => update(index, { orcid: e.currentTarget.value })}
            error={errors[`authors.${index}.orcid`]}
            style={{ flex: 1, minWidth: 170 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove author ${index + 1}`}
            onClick={() => onChange(authors.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="compact-sm" onClick={() => onChange([...authors, EMPTY_AUTHOR])}>
          Add author
        </Button>
      </Group>
    </Stack>
  );
}

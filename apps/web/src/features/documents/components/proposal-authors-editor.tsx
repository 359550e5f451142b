import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { EMPTY_AUTHOR, type AuthorDraft } from './author-draft';
import { ProposalAuthorLink, UNLINKED } from './proposal-author-link';

/** The remove button's name: the author it deletes, by name once one is typed ('Remove author 2, Ada Lovelace'). */
export function removeAuthorLabel(author: Pick<AuthorDraft, 'name'>, index: number): string {
  const name = author.name.trim();
  return name ? `Remove author ${index + 1}, ${name}` : `Remove author ${index + 1}`;
}

/**
 * The authors of a proposal: name, affiliations and ORCID per author, and the corpus author
 * each is (matched on save, changeable); add and remove rows.
 */
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
  // An automatic link was found from the name, affiliations and ORCID: when they change it is
  // dropped, and the save looks again. A link set by hand stays.
  const updateIdentity = (index: number, patch: Partial<Pick<AuthorDraft, 'name' | 'affiliations' | 'orcid'>>) =>
    update(
      index,
      authors[index]?.matchedBy === 'user' || authors[index]?.matchedBy === null ? patch : { ...patch, ...UNLINKED },
    );
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
        <Stack key={index} gap={4}>
          {/* The remove button stays at the end of its author's row: the fields wrap among
              themselves on a narrow form, the button never goes to a line of its own (walk 20). */}
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Group align="flex-start" gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={`Author ${index + 1} name`}
                value={author.name}
                onChange={(e) => updateIdentity(index, { name: e.currentTarget.value })}
                error={errors[`authors.${index}.name`]}
                style={{ flex: 2, minWidth: 160 }}
              />
              <TextInput
                label="Affiliations (separated by ;)"
                value={author.affiliations}
                onChange={(e) => updateIdentity(index, { affiliations: e.currentTarget.value })}
                error={errors[`authors.${index}.affiliations`]}
                style={{ flex: 3, minWidth: 200 }}
              />
              <TextInput
                label="ORCID"
                placeholder="0000-0002-1825-0097"
                value={author.orcid}
                onChange={(e) => updateIdentity(index, { orcid: e.currentTarget.value })}
                error={errors[`authors.${index}.orcid`]}
                style={{ flex: 1, minWidth: 160 }}
              />
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={removeAuthorLabel(author, index)}
              onClick={() => onChange(authors.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
          <ProposalAuthorLink
            author={author}
            index={index}
            error={errors[`authors.${index}.authorId`]}
            onChange={(patch) => update(index, patch)}
          />
        </Stack>
      ))}
      <Group>
        <Button variant="light" size="compact-sm" onClick={() => onChange([...authors, EMPTY_AUTHOR])}>
          Add author
        </Button>
      </Group>
    </Stack>
  );
}

import { authorPath } from '@sciscope/contracts';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { AUTHOR_SEARCH_MIN_LENGTH, useAuthorSuggestions } from '../../authors-groups/queries/use-authors-groups';
import { AUTHOR_NAME_HINT } from '../../referees/custom-authors';
import { authorMatchLabel, corpusMatchesText, severalProfilesText } from './author-match-label';
import type { AuthorDraft } from './author-draft';

type LinkPatch = Pick<AuthorDraft, 'authorId' | 'matchedBy' | 'authorName' | 'otherAuthors' | 'possibleMatches'>;

/** No corpus author, to be looked up again on save. */
export const UNLINKED: LinkPatch = {
  authorId: null,
  authorName: null,
  matchedBy: null,
  otherAuthors: [],
  possibleMatches: 0,
};

/**
 * The corpus author of one proposal author, as the co-authorship conflicts use it: the
 * current link with how it was found, and ways to change it (find by name, type an id),
 * clear it ("no corpus author") or hand it back to the automatic match done on save.
 */
export function ProposalAuthorLink({
  author,
  index,
  error,
  onChange,
}: {
  author: AuthorDraft;
  index: number;
  error: string | undefined;
  onChange: (patch: LinkPatch) => void;
}) {
  const [text, setText] = useState('');
  const suggestions = useAuthorSuggestions(text);
  const active = text.trim().length >= AUTHOR_SEARCH_MIN_LENGTH;
  const found = active ? (suggestions.data ?? []).filter((s) => s.type === 'author' && Number.isInteger(s.id)) : [];
  const setByHand = (authorId: number | null, authorName: string | null) =>
    onChange({ ...UNLINKED, authorId, authorName, matchedBy: 'user' });

  return (
    <Stack gap={4} pl="sm" aria-label={`Corpus author of author ${index + 1}`}>
      <Group gap="xs">
        <Text size="sm">Corpus author:</Text>
        {author.authorId !== null ? (
          <Text size="sm">
            <CorpusAuthorLinks author={author} />{' '}
            <Text component="span" c="dimmed" size="sm">
              {`(${authorMatchLabel(author.matchedBy)}${
                author.otherAuthors.length > 0 ? `; ${severalProfilesText(author.otherAuthors.length + 1)}` : ''
              })`}
            </Text>
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {author.matchedBy === 'user'
              ? 'none (set by hand)'
              : author.possibleMatches > 0
                ? `none: ${corpusMatchesText(author.possibleMatches)}; pick one with “Find in the corpus”`
                : 'none yet: looked up by ORCID, then by name and affiliation, when saved'}
          </Text>
        )}
        {(author.authorId !== null || author.matchedBy !== 'user') && (
          <Button size="compact-xs" variant="subtle" onClick={() => setByHand(null, null)}>
            No corpus author
          </Button>
        )}
        {author.matchedBy === 'user' && (
          <Button size="compact-xs" variant="subtle" onClick={() => onChange(UNLINKED)}>
            Match automatically
          </Button>
        )}
      </Group>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          label="Corpus author id"
          inputMode="numeric"
          value={author.authorId === null ? '' : String(author.authorId)}
          onChange={(e) => {
            const value = e.currentTarget.value.trim();
            const id = Number(value);
            if (value === '') setByHand(null, null);
            else if (/^\d+$/.test(value) && Number.isSafeInteger(id)) setByHand(id, null);
          }}
          error={error}
          w={140}
        />
        <TextInput
          size="xs"
          label="Find in the corpus"
          placeholder={AUTHOR_NAME_HINT}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={240}
        />
      </Group>
      {active && suggestions.isSuccess && found.length === 0 && (
        <Text size="xs" c="dimmed">
          No authors found.
        </Text>
      )}
      {found.length > 0 && (
        <Stack gap={2}>
          {found.map((s) => (
            <Group key={s.id} gap="xs">
              <Text size="xs" title={s.title}>
                {s.label}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`Use ${s.value} for author ${index + 1}`}
                onClick={() => {
                  setByHand(s.id, s.value);
                  setText('');
                }}
              >
                Use
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The linked corpus author, and the further profiles the save linked to the same person (then
 * each with its id, as the names are alike).
 */
export function CorpusAuthorLinks({
  author,
}: {
  author: Pick<AuthorDraft, 'authorId' | 'authorName' | 'otherAuthors'>;
}) {
  if (author.authorId === null) return null;
  const all = [{ id: author.authorId, name: author.authorName }, ...author.otherAuthors];
  return (
    <>
      {all.map((a, i) => (
        <Fragment key={a.id}>
          {i > 0 && ', '}
          <Anchor component={Link} to={authorPath(a.id, a.name ?? undefined)}>
            {a.name === null ? `#${a.id}` : all.length > 1 ? `${a.name} (#${a.id})` : a.name}
          </Anchor>
        </Fragment>
      ))}
    </>
  );
}

import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { useState } from 'react';
import { withCustomAuthor } from '../custom-authors';
import { customAuthorsErrorText, useCheckCustomAuthor } from '../queries/use-referee-actions';
import type { RefereesPageQuery, WriteRefereesPageQuery } from '../referees-url';
import { CustomAuthorsSearch, type CustomListKind } from './custom-authors-search';

/**
 * Custom authors are scored first (POST …/custom: its error shows under the search), then named
 * in the query string; custom COI authors go straight to the query string.
 */
export function CustomAuthorsControl({
  kind,
  docId,
  settings,
  query,
  push,
  rows,
  customCoiAuthors,
}: {
  kind: string;
  docId: number;
  settings: string;
  query: RefereesPageQuery;
  push: (change: Partial<WriteRefereesPageQuery>) => void;
  rows: readonly Referee[];
  customCoiAuthors: RefereesListResponse['customCoiAuthors'];
}) {
  const [error, setError] = useState<string | null>(null);
  const check = useCheckCustomAuthor(kind, docId);
  const customAuthors = rows
    .filter((r) => r.labels.includes('custom') && query.customAuthorsIds.includes(r.author.id))
    .map((r) => ({ id: r.author.id, name: r.author.name }));

  const add = (which: CustomListKind, authorId: number) => {
    setError(null);
    if (which === 'coi') {
      const next = withCustomAuthor(query.customCoiAuthorsIds, authorId);
      if (next.length !== query.customCoiAuthorsIds.length) push({ customCoiAuthorsIds: next });
      return;
    }
    const next = withCustomAuthor(query.customAuthorsIds, authorId);
    if (next.length === query.customAuthorsIds.length) return;
    check.mutate(
      { settings, authorsIds: [authorId], customCoiAuthorsIds: query.customCoiAuthorsIds },
      {
        onSuccess: () => push({ customAuthorsIds: next }),
        onError: (failure) => setError(customAuthorsErrorText(failure)),
      },
    );
  };

  const remove = (which: CustomListKind, authorId: number) =>
    push(
      which === 'coi'
        ? { customCoiAuthorsIds: query.customCoiAuthorsIds.filter((id) => id !== authorId) }
        : { customAuthorsIds: query.customAuthorsIds.filter((id) => id !== authorId) },
    );

  return (
    <CustomAuthorsSearch
      customAuthors={customAuthors}
      customCoiAuthors={customCoiAuthors}
      onAdd={add}
      onRemove={remove}
      pending={check.isPending}
      error={error}
    />
  );
}

import { autocompleteConceptsResponseSchema, autocompleteSearchInputResponseSchema } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createAutocompleteRepository, type AutocompleteRepository } from './autocomplete.repository';
import { autocompleteConcepts, autocompleteSearchInput } from './autocomplete.usecases';

const repositoryOf = (scope: ReadScope): AutocompleteRepository =>
  scope.shared('autocomplete', () => createAutocompleteRepository({ db: scope.db }));

/** `GET /api/autocomplete/concepts` as a read. */
export const autocompleteConceptsRead = defineRead({
  name: 'autocomplete.concepts',
  response: autocompleteConceptsResponseSchema,
  run: ({ user, query }: { user: SessionUser | null; query: string }, scope) =>
    autocompleteConcepts({ autocomplete: repositoryOf(scope), access: scope.access, user, query }),
});

/** `GET /api/autocomplete/search-input` as a read. */
export const autocompleteSearchInputRead = defineRead({
  name: 'autocomplete.search-input',
  response: autocompleteSearchInputResponseSchema,
  run: ({ user, query, type }: { user: SessionUser | null; query: string; type: 'all' | 'authors' }, scope) =>
    autocompleteSearchInput({ autocomplete: repositoryOf(scope), access: scope.access, user, query, type }),
});

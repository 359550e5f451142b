import { searchResponseSchema, type SearchSort } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createArticlesRepository } from '../articles/articles.repository';
import { getSearchConceptMatcher } from './search-concept-matcher';
import { createSearchRepository } from './search.repository';
import { answerSearch, type SearchReadDeps } from './search.usecases';

/** The search reads of a scope, built once on its connection. */
function searchReadDeps(scope: ReadScope): SearchReadDeps {
  return scope.shared('search', () => ({
    search: createSearchRepository({ db: scope.db }),
    articles: createArticlesRepository({ db: scope.db }),
    access: scope.access,
    conceptMatcher: () => getSearchConceptMatcher(scope.db),
  }));
}

/** Arguments of `search.page`: an admitted search (see `admitSearch`) and who asks. */
export interface SearchPageArgs {
  user: SessionUser | null;
  q: string;
  offset: number;
  sort: SearchSort;
}

/**
 * One page of search results. Warming builds the worker's concept matcher before its first
 * request (on the full ontology that takes a while, and never on the thread serving HTTP);
 * not while the ontology is still empty, so that the first search after the ontology is
 * loaded builds it from what is there rather than waiting for the next fingerprint check.
 */
export const searchPageRead = defineRead({
  name: 'search.page',
  response: searchResponseSchema,
  run: (args: SearchPageArgs, scope) => answerSearch({ ...searchReadDeps(scope), ...args }),
  warm: async (scope) => {
    const deps = searchReadDeps(scope);
    if (await deps.search.hasConcepts()) await deps.conceptMatcher();
  },
});

import { searchResponseSchema, type SearchSort } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createArticlesRepository } from '../articles/articles.repository';
import { getSearchConceptMatcher } from './search-concept-matcher';
import { createSearchRepository } from './search.repository';
import { createSearchLimitsRepository } from './search-limits.repository';
import { answerSearch, countSearch, type SearchAdmission, type SearchDeps } from './search.usecases';

/** The search reads of a scope, built once on its connection. */
function searchReadDeps(scope: ReadScope): SearchDeps {
  return scope.shared('search', () => ({
    search: createSearchRepository({ db: scope.db }),
    articles: createArticlesRepository({ db: scope.db }),
    access: scope.access,
    conceptMatcher: () => getSearchConceptMatcher(scope.db),
    searchLimits: createSearchLimitsRepository({ db: scope.db }),
  }));
}

/** Arguments of `search.page`: an admitted search (see `admitSearch`), counted here, and who asks. */
export interface SearchPageArgs {
  admission: SearchAdmission;
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
  run: async ({ admission, ...args }: SearchPageArgs, scope) => {
    const deps = searchReadDeps(scope);
    await countSearch({ searchLimits: deps.searchLimits, admission });
    return answerSearch({ ...deps, ...args });
  },
  warm: async (scope) => {
    const deps = searchReadDeps(scope);
    if (await deps.search.hasConcepts()) await deps.conceptMatcher();
  },
});

import type { SearchSort } from '@sciscope/contracts';
import { createAccessRepository } from '../../app/access.repository';
import type { RefDocSource } from '../referees/ref-doc.port';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import { createSearchRepository } from '../search/search.repository';
import { topArticleIdsForQuery } from '../search/search.usecases';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { openSavedSearch } from './saved-searches.usecases';

/**
 * Results of a saved search that stand for it as a referee-finder document: the ranking
 * reads the candidates from these articles, so four pages of results (the first ones, the
 * most relevant in the saved order) weigh the query's core without its long tail.
 */
export const SAVED_SEARCH_DOC_ARTICLES = 200;

/**
 * A saved search as a referee-finder document (`/referees-beam/saved-search/{id}`): title =
 * its name, abstract = its query text, concepts = the concepts the query names (`c:` ids,
 * then those its words match), corpus articles = its first `SAVED_SEARCH_DOC_ARTICLES`
 * results, found by the search page's own query. It has no authors, so no conflicts of its
 * own; only its owner may rank for it (404 for everyone else).
 */
export const savedSearchRefDocSource: RefDocSource = {
  kind: 'saved-search',
  async load({ db, actor, id }: Parameters<RefDocSource['load']>[0]) {
    const row = await openSavedSearch({
      savedSearches: createSavedSearchesRepository({ db }),
      access: createAccessRepository({ db }),
      user: actor,
      id,
    });
    const { articleIds, conceptIds } = await topArticleIdsForQuery({
      search: createSearchRepository({ db }),
      conceptMatcher: () => getSearchConceptMatcher(db),
      q: row.query,
      sort: row.sort as SearchSort,
      limit: SAVED_SEARCH_DOC_ARTICLES,
    });
    return {
      doc: {
        kind: 'saved-search',
        id: row.id,
        title: row.name,
        abstract: row.query,
        conceptIds,
        authors: [],
        corpusArticleIds: articleIds,
        header: {},
      },
      // Marks and hides belong to proposals' folders; a saved search has neither folder nor organization.
      rights: { canMarkAsReferees: false, canHideCandidates: true, organizationId: null, folderId: null },
    };
  },
};

import type { SearchSort } from '@sciscope/contracts';
import type { ConceptMatcher } from '@sciscope/engine';
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { createFoldersRepository, type FoldersRepository } from '../folders/folders.repository';
import { createProposalsRepository, type ProposalsRepository } from '../folders/proposals.repository';
import { createSavedSearchesRepository } from '../saved-searches/saved-searches.repository';
import { openSavedSearch } from '../saved-searches/saved-searches.usecases';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import { createSearchRepository } from '../search/search.repository';
import { topArticleIdsForQuery } from '../search/search.usecases';
import type { OntologyServices } from './ontology-deps';
import { createPossibleConceptsRepository, type PossibleConceptsRepository } from './possible-concepts.repository';

/** What the possible-concepts and list-import use cases use beyond the curation services. */
export interface PossibleServices extends OntologyServices {
  possible: PossibleConceptsRepository;
  /** The ontology's matcher (cached per database). */
  matcher: () => Promise<ConceptMatcher>;
  proposals: ProposalsRepository;
  folders: FoldersRepository;
  /** A saved search's name and first `limit` results, for its owner only (404 otherwise). */
  savedSearchArticles(args: {
    user: Actor;
    id: number;
    limit: number;
  }): Promise<{ name: string; articleIds: number[] }>;
}

export type PossibleCaller = PossibleServices & { user: Actor };

export function createPossibleServices({ db, ontology }: { db: Db; ontology: OntologyServices }): PossibleServices {
  return {
    ...ontology,
    possible: createPossibleConceptsRepository({ db }),
    matcher: () => getSearchConceptMatcher(db),
    proposals: createProposalsRepository({ db }),
    folders: createFoldersRepository({ db }),
    async savedSearchArticles({ user, id, limit }) {
      const row = await openSavedSearch({
        savedSearches: createSavedSearchesRepository({ db }),
        access: ontology.access,
        user,
        id,
      });
      const { articleIds } = await topArticleIdsForQuery({
        search: createSearchRepository({ db }),
        conceptMatcher: () => getSearchConceptMatcher(db),
        q: row.query,
        sort: row.sort as SearchSort,
        limit,
      });
      return { name: row.name, articleIds };
    },
  };
}

import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createAdvisorsRepository } from './advisors.repository';
import { createClaimCorpusRepository } from './claim-corpus.repository';
import { createClaimsRepository } from './claims.repository';
import { findClaimArticles, foundClaimArticlesSchema } from './find-claim-articles.usecases';
import { createTitleIndexHolder } from './reference-matcher';
import { createReferenceMatchingRepository } from './reference-matching.repository';

function depsOf(scope: ReadScope) {
  return scope.shared('claims', () => {
    const matching = createReferenceMatchingRepository({ db: scope.db });
    return {
      access: scope.access,
      claims: createClaimsRepository({ db: scope.db }),
      advisors: createAdvisorsRepository({ db: scope.db }),
      corpus: createClaimCorpusRepository({ db: scope.db }),
      matching,
      // One title index per read worker, built on its first bibliography.
      titleIndex: createTitleIndexHolder({ repository: matching }),
    };
  });
}

/**
 * Step 1 of the claim-articles wizard as a read: parsing and matching a bibliography costs
 * CPU (about 0.3-0.7 s for 300 references, seconds for the first title index), so it runs in
 * a read worker, never on the thread serving HTTP.
 */
export const findClaimArticlesRead = defineRead({
  name: 'claims.findArticles',
  response: foundClaimArticlesSchema,
  run: (args: { user: SessionUser | null; text: string; attorneyToken: string | undefined }, scope) =>
    findClaimArticles({ ...depsOf(scope), ...args }),
});

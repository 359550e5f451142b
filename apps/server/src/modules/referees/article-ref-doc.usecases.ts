/**
 * `GET /api/articles/{id}/as-ref-doc` (spec 03 section 7): an article as the referee finder's
 * document. It is loaded by the finder's own article source, so it answers exactly when a
 * ranking for the article would: login, the ranking permission, and the already-refereed rule
 * for users without the referee_finder quota.
 */
import type { ArticleAsRefDocResponse } from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { conceptNamesOf } from './corpus-ref-doc.repository';
import { articleRefDocSource } from './corpus-ref-doc.sources';

export async function articleAsRefDoc({
  db,
  actor,
  articleId,
}: {
  db: Db;
  actor: Actor;
  articleId: number;
}): Promise<ArticleAsRefDocResponse> {
  const { doc } = await articleRefDocSource.load({ db, actor, id: articleId });
  return {
    document: {
      kind: 'article',
      id: doc.id,
      title: doc.title,
      abstract: doc.abstract,
      authors: doc.authors.map((a) => ({
        authorId: a.authorId,
        name: a.name,
        affiliations: a.affiliations,
        orcid: a.orcid,
      })),
      concepts: await conceptNamesOf(db, doc.conceptIds),
    },
  };
}

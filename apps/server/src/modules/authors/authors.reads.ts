import {
  authorArticlesResponseSchema,
  authorConceptsResponseSchema,
  authorFullResponseSchema,
  authorShortResponseSchema,
} from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createArticlesRepository } from '../articles/articles.repository';
import { createAuthorsRepository } from './authors.repository';
import {
  getAuthorArticles,
  getAuthorConcepts,
  getAuthorFull,
  getAuthorShort,
  type AuthorArticlesOptions,
} from './authors.usecases';

function depsOf(scope: ReadScope) {
  return scope.shared('authors', () => ({
    authors: createAuthorsRepository({ db: scope.db }),
    articles: createArticlesRepository({ db: scope.db }),
    access: scope.access,
  }));
}

interface AuthorArgs {
  user: SessionUser | null;
  authorId: number;
}

/** `GET /api/authors/{id}/full` as a read. */
export const authorFullRead = defineRead({
  name: 'authors.full',
  response: authorFullResponseSchema,
  run: (args: AuthorArgs & { options: AuthorArticlesOptions }, scope) => getAuthorFull({ ...depsOf(scope), ...args }),
});

/** `GET /api/authors/{id}/articles` as a read. */
export const authorArticlesRead = defineRead({
  name: 'authors.articles',
  response: authorArticlesResponseSchema,
  run: (args: AuthorArgs & { options: AuthorArticlesOptions }, scope) =>
    getAuthorArticles({ ...depsOf(scope), ...args }),
});

/** `GET /api/authors/{id}/concepts` as a read. */
export const authorConceptsRead = defineRead({
  name: 'authors.concepts',
  response: authorConceptsResponseSchema,
  run: (args: AuthorArgs, scope) => getAuthorConcepts({ ...depsOf(scope), ...args }),
});

/** `GET /api/authors/{id}/short` as a read. */
export const authorShortRead = defineRead({
  name: 'authors.short',
  response: authorShortResponseSchema,
  run: (args: AuthorArgs, scope) => getAuthorShort({ ...depsOf(scope), ...args }),
});

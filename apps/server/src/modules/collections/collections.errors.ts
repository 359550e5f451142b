import { COLLECTION_LIMITS } from '@sciscope/contracts';
import { AppError, commonErrors, fieldError } from '../../app/errors';

export const collectionsErrors = {
  /** Also the answer for a label the caller may not read. */
  labelNotFound: () => commonErrors.notFound('Label'),
  nameTaken: (name: string) =>
    fieldError('collections.name_taken', 'name', `You already have a label named "${name}".`),
  tooMany: () =>
    new AppError({
      code: 'collections.too_many',
      message: `You own ${COLLECTION_LIMITS.perUser} labels, the most one user may keep: delete unused ones first.`,
    }),
  tooManyArticles: () =>
    new AppError({
      code: 'collections.too_many_articles',
      message: `A label holds at most ${COLLECTION_LIMITS.articlesPerCollection.toLocaleString('en-US')} articles.`,
    }),
  unknownOrganization: () => fieldError('collections.unknown_organization', 'organization_id'),
  unknownArticles: (ids: number[]) =>
    fieldError(
      'collections.unknown_articles',
      'articleIds',
      `No article has the id${ids.length === 1 ? '' : 's'} ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}.`,
    ),
};

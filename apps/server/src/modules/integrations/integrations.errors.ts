import { API_TOKEN_LIMITS } from '@sciscope/contracts';
import { AppError } from '../../app/errors';

export const integrationsErrors = {
  tooManyTokens: () =>
    new AppError({
      code: 'integrations.too_many_tokens',
      message: `An organization may hold at most ${API_TOKEN_LIMITS.activePerOrganization} active tokens: revoke unused ones first.`,
    }),
};

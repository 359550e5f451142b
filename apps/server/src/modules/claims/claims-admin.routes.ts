import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advisorIdParamsSchema,
  advisorResponseSchema,
  advisorsQuerySchema,
  advisorsResponseSchema,
  authorClaimsResponseSchema,
  authorIdParamsSchema,
  claimDecisionSchema,
  claimIdParamsSchema,
  claimResponseSchema,
  claimsPageResponseSchema,
  createAdvisorSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  issuedAttorneyTokenSchema,
  moderationQuerySchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { createAuthorsRepository } from '../authors/authors.repository';
import { createFoldersRepository } from '../folders/folders.repository';
import { createSavedSearchesRepository } from '../saved-searches/saved-searches.repository';
import { createAdvisorsRepository } from './advisors.repository';
import {
  createAdvisorAsSuperuser,
  issueAttorneyTokenAsSuperuser,
  listAdvisors,
  revokeAttorneyTokensAsSuperuser,
} from './advisors.usecases';
import { createClaimCorpusRepository } from './claim-corpus.repository';
import {
  approveClaim,
  getAuthorClaims,
  listModerationQueue,
  rejectClaim,
  undoClaim,
} from './claim-moderation.usecases';
import { createClaimsRepository } from './claims.repository';
import { loggingClaimsMailer } from './claims-mail';
import { createDashboardRepository } from './dashboard.repository';
import { getDashboard } from './dashboard.usecases';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['claims'];
const security = LOGIN_SECURITY;

/**
 * The claims' audit and administration: the author page's claim history and undo, the
 * superusers' moderation queue and recommenders (attorney tokens), and the account dashboard.
 */
export async function registerClaimsAdminRoutes(
  app: FastifyInstance,
  { db, access, config }: RouteDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const claims = createClaimsRepository({ db });
  const advisors = createAdvisorsRepository({ db });
  const actionsLog = createActionsLogRepository({ db });
  const mailer = loggingClaimsMailer(config.mail, app.log);
  const deps = (user: Actor) => ({
    db,
    access,
    user,
    claims,
    advisors,
    actionsLog,
    mailer,
    publicUrl: config.publicUrl,
  });
  const moderate = accessGate({ access, permission: 'claims.moderate' });
  const manageAdvisors = accessGate({ access, permission: 'claims.advisors.manage' });

  r.get(
    '/api/claims/author/:id',
    {
      schema: {
        tags,
        summary: 'Whether an author profile is claimed, and the claims on it the caller may see',
        params: authorIdParamsSchema,
        response: { 200: authorClaimsResponseSchema },
      },
    },
    async (request) => getAuthorClaims({ ...deps(request.user), authorId: request.params.id }),
  );

  r.post(
    '/api/claims/:id/undo',
    {
      ...accessGate({ access, permission: 'claims.undo' }),
      schema: {
        tags,
        security,
        summary: 'Undo an applied or approved claim',
        params: claimIdParamsSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => ({ claim: await undoClaim({ ...deps(request.user), claimId: request.params.id }) }),
  );

  r.get(
    '/api/claims/moderation',
    {
      ...moderate,
      schema: {
        tags,
        security,
        summary: 'The moderation queue (superusers)',
        querystring: moderationQuerySchema,
        response: { 200: claimsPageResponseSchema },
      },
    },
    async (request) => listModerationQueue({ ...deps(request.user), ...request.query }),
  );

  r.post(
    '/api/claims/:id/approve',
    {
      ...moderate,
      schema: {
        tags,
        security,
        summary: 'Approve and apply a pending claim',
        params: claimIdParamsSchema,
        body: claimDecisionSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => ({
      claim: await approveClaim({ ...deps(request.user), claimId: request.params.id, note: request.body.note }),
    }),
  );

  r.post(
    '/api/claims/:id/reject',
    {
      ...moderate,
      schema: {
        tags,
        security,
        summary: 'Reject a pending claim',
        params: claimIdParamsSchema,
        body: claimDecisionSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => ({
      claim: await rejectClaim({ ...deps(request.user), claimId: request.params.id, note: request.body.note }),
    }),
  );

  r.get(
    '/api/admin/advisors',
    {
      ...manageAdvisors,
      schema: {
        tags,
        security,
        summary: 'Recommenders (superusers)',
        querystring: advisorsQuerySchema,
        response: { 200: advisorsResponseSchema },
      },
    },
    async (request) => listAdvisors({ ...deps(request.user), ...request.query }),
  );

  r.post(
    '/api/admin/advisors',
    {
      ...manageAdvisors,
      schema: {
        tags,
        security,
        summary: 'Create a recommender (superusers)',
        body: createAdvisorSchema,
        response: { 201: advisorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdvisorAsSuperuser({ ...deps(request.user), input: request.body })),
  );

  r.post(
    '/api/admin/advisors/:id/attorney-tokens',
    {
      ...manageAdvisors,
      schema: {
        tags,
        security,
        summary: 'Issue an attorney token for a recommender (shown once; valid 90 days)',
        params: advisorIdParamsSchema,
        response: { 201: issuedAttorneyTokenSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await issueAttorneyTokenAsSuperuser({
          ...deps(request.user),
          advisorId: request.params.id,
          publicUrl: config.publicUrl,
        }),
      ),
  );

  r.delete(
    '/api/admin/advisors/:id/attorney-tokens',
    {
      ...manageAdvisors,
      schema: { tags, security, summary: "Revoke a recommender's attorney tokens", params: advisorIdParamsSchema },
    },
    async (request, reply) => {
      await revokeAttorneyTokensAsSuperuser({ ...deps(request.user), advisorId: request.params.id });
      return reply.status(204).send();
    },
  );

  const corpus = createClaimCorpusRepository({ db });
  const authors = createAuthorsRepository({ db });
  const dashboard = createDashboardRepository({ db });
  const folders = createFoldersRepository({ db });
  const savedSearches = createSavedSearchesRepository({ db });
  r.get(
    '/api/accounts/dashboard/',
    {
      ...accessGate({ access, permission: 'accounts.dashboard' }),
      schema: {
        tags,
        security,
        summary: "The account's linked author, claims, monitorings, folders and saved searches",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) =>
      getDashboard({
        access,
        user: request.user,
        claims,
        corpus,
        authors,
        dashboard,
        folders,
        savedSearches,
        offset: request.query.offset,
      }),
  );
}

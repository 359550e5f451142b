import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletedSchema,
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  signOutOthersResponseSchema,
  updateNameSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { clearSessionCookie, setSessionCookie } from '../../app/auth/session';
import { createSessionRepository } from '../../app/auth/session.repository';
import type { RouteDeps } from '../../app/routes.types';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { createJobFilesStorage, jobFilesDir } from '../job-postings/job-files';
import { createMailer } from '../mail/mailer';
import { createAccountDeletionRepository } from './account-deletion.repository';
import { accountDeletionContact, deleteAccount } from './account-deletion.usecases';
import { profileErrors } from './profile.errors';
import { createProfileRepository } from './profile.repository';
import {
  changeEmail,
  changePassword,
  getProfile,
  listSessions,
  signOutOtherSessions,
  signOutSession,
  updateName,
} from './profile.usecases';

/** Password checks allowed per minute and account: a stolen session must not become a password oracle. */
export const REAUTH_ATTEMPTS_PER_MINUTE = 10;

/** Documented in the OpenAPI description: these routes take the session cookie only. */
const cookieSecurity = [{ sessionCookie: [] }];

/** `/api/profile/…`: the logged-in user's name, e-mail, password, sessions, and deleting the account. */
export async function registerProfileRoutes(app: FastifyInstance, { config, db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { profiles: createProfileRepository({ db }), actionsLog: createActionsLogRepository({ db }), access };
  const sessions = createSessionRepository({ db });
  // Only a browser session may use these routes (`profile.manage`): 401 for guests and 403 for
  // API tokens, before the input is validated.
  const sessionOnly = accessGate({ access, permission: 'profile.manage' });
  const reauthLimit = app.createRateLimit({
    max: REAUTH_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `reauth:${request.user?.id ?? request.ip}`,
  });
  const reauthOnly = reauthGate(sessionOnly);
  const deletionOnly = reauthGate(accessGate({ access, permission: 'profile.delete_account' }));
  // The gate, then the password-attempt limit; the hook keeps the gate's permission (OpenAPI reads it).
  function reauthGate({ preValidation: gate }: ReturnType<typeof accessGate>) {
    const preValidation = async (request: FastifyRequest) => {
      await gate(request);
      const verdict = await reauthLimit(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw profileErrors.tooManyAttempts();
    };
    return { preValidation: Object.assign(preValidation, { gatePermission: gate.gatePermission }) };
  }
  const deletionDeps = {
    deletion: createAccountDeletionRepository({ db }),
    mailer: createMailer({ config: config.mail }),
    jobFiles: createJobFilesStorage({ dir: jobFilesDir(config.runtimeDir) }),
    contact: accountDeletionContact({
      contactEmail: config.site.contactEmail,
      mailFrom: config.mail.from,
      adminEmail: config.adminEmail,
    }),
  };
  const tags = ['profile'];

  r.get(
    '/api/profile/',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'The account of the logged-in user',
        security: cookieSecurity,
        response: { 200: profileSchema },
      },
    },
    async (request) => getProfile({ ...deps, user: request.user }),
  );

  r.put(
    '/api/profile/name',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Set or clear the display name',
        security: cookieSecurity,
        body: updateNameSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => updateName({ ...deps, user: request.user, name: request.body.name }),
  );

  r.put(
    '/api/profile/email',
    {
      ...reauthOnly,
      schema: {
        tags,
        summary: 'Change the login e-mail (needs the current password)',
        security: cookieSecurity,
        body: changeEmailSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => changeEmail({ ...deps, user: request.user, ...request.body }),
  );

  r.put(
    '/api/profile/password',
    {
      ...reauthOnly,
      schema: {
        tags,
        summary: 'Change the password; signs out every other session and renews this one',
        security: cookieSecurity,
        body: changePasswordSchema,
        response: { 200: signOutOthersResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, signedOut } = await changePassword({
        ...deps,
        sessions,
        user: request.user,
        sessionId: request.sessionId,
        userAgent: request.headers['user-agent'] ?? null,
        ...request.body,
      });
      setSessionCookie(reply, { token, config });
      return { signedOut };
    },
  );

  r.get(
    '/api/profile/sessions',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Active sessions of the account',
        security: cookieSecurity,
        response: { 200: accountSessionsResponseSchema },
      },
    },
    async (request) => listSessions({ ...deps, user: request.user, sessionId: request.sessionId }),
  );

  r.post(
    '/api/profile/sessions/sign-out-others',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Sign out every session but this one',
        security: cookieSecurity,
        response: { 200: signOutOthersResponseSchema },
      },
    },
    async (request) => signOutOtherSessions({ ...deps, user: request.user, sessionId: request.sessionId }),
  );

  r.delete(
    '/api/profile/sessions/:id',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Sign out one other session',
        security: cookieSecurity,
        params: accountSessionParamsSchema,
      },
    },
    async (request, reply) => {
      await signOutSession({
        ...deps,
        user: request.user,
        sessionId: request.sessionId,
        handle: request.params.id,
      });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/profile/delete-account',
    {
      ...deletionOnly,
      schema: {
        tags,
        summary:
          'Delete the account (current password and the typed confirmation); signs out and e-mails a confirmation',
        security: cookieSecurity,
        body: deleteAccountSchema,
        response: { 200: accountDeletedSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteAccount({
        ...deps,
        ...deletionDeps,
        user: request.user,
        currentPassword: request.body.currentPassword,
      });
      clearSessionCookie(reply, { config });
      return deleted;
    },
  );
}

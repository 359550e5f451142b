import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  emailConfirmationResendResponseSchema,
  emailConfirmationResponseSchema,
  emailConfirmationSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { clearSessionCookie, setSessionCookie } from '../../app/auth/session';
import { createSessionRepository } from '../../app/auth/session.repository';
import { perMinuteLimit } from '../../app/rate-limits';
import type { RouteDeps } from '../../app/routes.types';
import { createAuthRepository } from './auth.repository';
import { authErrors } from './auth.errors';
import { login, logout, register } from './auth.usecases';
import { getCurrentUser } from './current-user.usecases';
import { createMailer } from '../mail/mailer';
import { requestPasswordReset, resetPassword } from './password-reset.usecases';
import { confirmEmail, resendEmailConfirmation, sendEmailConfirmation } from './email-confirmation.usecases';
import type { SessionUser } from '../../app/auth/auth.types';

/** `/api/auth/…`: current user, registration, e-mail confirmation, login, logout, password reset. */
export async function registerAuthRoutes(app: FastifyInstance, { config, db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Login and registration attempts per minute, per client IP and (login) per e-mail
  // (`SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE`; 0 = unlimited).
  const attemptsPerMinute = config.rateLimits.login;
  const perIpLimit = perMinuteLimit(attemptsPerMinute);
  const deps = { accounts: createAuthRepository({ db }), sessions: createSessionRepository({ db }), access };

  // A second limit keyed by the e-mail: guessing one account's password from many
  // addresses is throttled too. Checked after validation, before any hashing work.
  const emailLimit = app.createRateLimit({
    max: attemptsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `login:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });

  const mailer = createMailer({ config: config.mail });
  const confirmationMail = { mailer, secret: config.secret, publicUrl: config.publicUrl };

  r.get(
    '/api/auth/current-user/',
    {
      schema: {
        summary: 'Who is calling: the logged-in user, their rights and quotas, or the anonymous answer',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => getCurrentUser({ ...deps, user: request.user }),
  );

  r.post(
    '/api/auth/register/',
    {
      config: perIpLimit,
      schema: {
        summary: 'Create an account and log in; answers the new current user',
        body: registerRequestSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { token, currentUser } = await register({
        ...deps,
        user: request.user,
        ...request.body,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, { token, config });
      // The account stands without the e-mail: a relay that fails leaves the dashboard's resend.
      try {
        await sendEmailConfirmation({
          ...confirmationMail,
          userId: currentUser.id as number,
          email: currentUser.email,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'the confirmation e-mail of a new account was not sent');
      }
      return currentUser;
    },
  );

  r.post(
    '/api/auth/confirm-email/',
    {
      config: perIpLimit,
      schema: {
        summary: "Confirm an account's e-mail address with the token of its confirmation link",
        body: emailConfirmationSchema,
        response: { 200: emailConfirmationResponseSchema },
      },
    },
    async (request) => confirmEmail({ ...deps, user: request.user, secret: config.secret, token: request.body.token }),
  );

  // New confirmation links per account: three in ten minutes, whatever the client.
  const resendLimit = app.createRateLimit({
    max: 3,
    timeWindow: 600_000,
    keyGenerator: (request: FastifyRequest) => `confirm:${(request.user as SessionUser | null)?.id ?? request.ip}`,
  });
  r.post(
    '/api/auth/confirm-email/resend/',
    {
      // A browser session's own account (an API token is refused: OpenAPI reads the gate).
      ...accessGate({ access, permission: 'account.resend_confirmation' }),
      schema: {
        summary: 'E-mail the signed-in account a new confirmation link (or say its address is confirmed already)',
        response: { 200: emailConfirmationResendResponseSchema },
      },
      preHandler: async (request) => {
        if (attemptsPerMinute === 0 || !request.user || 'kind' in request.user) return;
        const verdict = await resendLimit(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw authErrors.tooManyConfirmations();
      },
    },
    async (request) => resendEmailConfirmation({ ...deps, ...confirmationMail, user: request.user }),
  );

  r.post(
    '/api/auth/login/',
    {
      config: perIpLimit,
      schema: {
        summary: 'Log in with e-mail and password; sets the session cookie and answers the current user',
        body: loginRequestSchema,
        response: { 200: currentUserSchema },
      },
      preHandler: async (request) => {
        if (attemptsPerMinute === 0) return;
        const verdict = await emailLimit(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw authErrors.tooManyAttempts();
      },
    },
    async (request, reply) => {
      const { token, currentUser } = await login({
        ...deps,
        user: request.user,
        ...request.body,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, { token, config });
      return currentUser;
    },
  );

  // Reset links sent per minute and address, whatever the client: nobody fills a mailbox.
  const resetEmailLimit = app.createRateLimit({
    max: attemptsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `reset:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });

  r.post(
    '/api/auth/password-reset/',
    {
      config: perIpLimit,
      schema: {
        summary: 'E-mail a link to choose a new password (the same answer whether or not an account uses the address)',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetRequestResponseSchema },
      },
      preHandler: async (request) => {
        if (attemptsPerMinute === 0) return;
        const verdict = await resetEmailLimit(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw authErrors.tooManyResets();
      },
    },
    async (request) =>
      requestPasswordReset({
        ...deps,
        user: request.user,
        mailer,
        secret: config.secret,
        publicUrl: config.publicUrl,
        email: request.body.email,
      }),
  );

  r.post(
    '/api/auth/password-reset/confirm/',
    {
      config: perIpLimit,
      schema: {
        summary: "Set a new password with a reset link's token; signs out every session and logs in",
        body: passwordResetConfirmSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { token, currentUser } = await resetPassword({
        ...deps,
        secret: config.secret,
        token: request.body.token,
        password: request.body.password,
        user: request.user,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, { token, config });
      return currentUser;
    },
  );

  r.post(
    '/api/auth/logout/',
    { schema: { summary: 'End the current session and clear its cookie (204, guests included)' } },
    async (request, reply) => {
      await logout({ ...deps, user: request.user, sessionId: request.sessionId });
      clearSessionCookie(reply, { config });
      return reply.status(204).send();
    },
  );
}

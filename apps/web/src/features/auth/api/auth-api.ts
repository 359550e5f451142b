import {
  currentUserSchema,
  emailConfirmationResendResponseSchema,
  emailConfirmationResponseSchema,
  passwordResetRequestResponseSchema,
  type CurrentUser,
  type EmailConfirmationRequest,
  type EmailConfirmationResponse,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type RegisterRequest,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** GET /api/auth/current-user/: the anonymous default for guests. */
export function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser> {
  return api.get('/api/auth/current-user/', { schema: currentUserSchema, ...(signal ? { signal } : {}) });
}

/** POST /api/auth/login/. Silent: the form shows its own errors. */
export function login(body: LoginRequest): Promise<CurrentUser> {
  return api.post('/api/auth/login/', body, { schema: currentUserSchema, silent: true });
}

/** POST /api/auth/register/: the new user is logged in afterwards. */
export function register(body: RegisterRequest): Promise<CurrentUser> {
  return api.post('/api/auth/register/', body, { schema: currentUserSchema, silent: true });
}

/** POST /api/auth/logout/: answers 204. */
export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout/');
}

/** POST /api/auth/password-reset/: the same answer whether or not an account uses the address. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ message: string }> {
  return api.post('/api/auth/password-reset/', body, { schema: passwordResetRequestResponseSchema, silent: true });
}

/** POST /api/auth/password-reset/confirm/: the new password set, the user is logged in. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<CurrentUser> {
  return api.post('/api/auth/password-reset/confirm/', body, { schema: currentUserSchema, silent: true });
}

/**
 * POST /api/auth/confirm-email/: the token of a confirmation link, from whoever opens it (the
 * token names the account). The answer holds the refreshed current user when signed in as that
 * account, else null. Silent: the page shows its own errors (400: a bad or expired link).
 */
export function confirmEmail(body: EmailConfirmationRequest): Promise<EmailConfirmationResponse> {
  return api.post('/api/auth/confirm-email/', body, { schema: emailConfirmationResponseSchema, silent: true });
}

/**
 * POST /api/auth/confirm-email/resend/: a new link to the signed-in account's address (or the text
 * that it is confirmed already). Silent: the caller shows errors (429: sent too often).
 */
export function resendEmailConfirmation(): Promise<{ message: string }> {
  return api.post('/api/auth/confirm-email/resend/', undefined, {
    schema: emailConfirmationResendResponseSchema,
    silent: true,
  });
}

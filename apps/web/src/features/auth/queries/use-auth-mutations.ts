import {
  EMAIL_CONFIRMATION_TEXTS,
  type CurrentUser,
  type LoginRequest,
  type PasswordResetConfirm,
  type RegisterRequest,
} from '@sciscope/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../app/api-client';
import {
  confirmEmail,
  confirmPasswordReset,
  login,
  logout,
  register,
  requestPasswordReset,
  resendEmailConfirmation,
} from '../api/auth-api';
import { authKeys } from './auth-keys';

/**
 * Another person's cached answers must not survive a change of user, so everything but the
 * current user is dropped, and the current user is fetched again from the server. A fetch
 * still under way was asked before the change (opening /accounts/logout/ directly asks for
 * the current user and logs out at once): its answer is cancelled, not waited for.
 */
export async function afterUserChange(queryClient: QueryClient, user?: CurrentUser): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  await replaceCurrentUser(queryClient, user);
}

/**
 * The server changed the current user (or who it is): a current-user fetch still under way was
 * asked before the change, so its answer is cancelled rather than let overwrite `user` (the
 * server's own answer, kept while it is asked again).
 */
export async function replaceCurrentUser(queryClient: QueryClient, user?: CurrentUser): Promise<void> {
  await queryClient.cancelQueries({ queryKey: authKeys.currentUser() });
  if (user) queryClient.setQueryData(authKeys.currentUser(), user);
  await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => afterUserChange(queryClient),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset({ email }) });
}

/** Sets the new password from a reset link: the user is logged in afterwards. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) => confirmPasswordReset(body),
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

/**
 * Confirms an address from the link of the confirmation e-mail. Signed in as that account, the
 * answer holds the refreshed current user, which replaces the cached one (the notices go).
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmEmail({ token }),
    // The page asks who is signed in while the token is on its way: that answer may come back
    // after the confirmation and must not bring the notices back.
    onSuccess: ({ currentUser }) => replaceCurrentUser(queryClient, currentUser ?? undefined),
  });
}

/**
 * Sends the signed-in account a new confirmation link. An address confirmed already (in another
 * tab, say) is said so: the current user is asked for again, so that the notices go.
 */
export function useResendEmailConfirmation() {
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
  return useMutation({
    mutationFn: () => resendEmailConfirmation(),
    onSuccess: ({ message }) => {
      if (message === EMAIL_CONFIRMATION_TEXTS.already) void refreshUser();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) void refreshUser();
    },
  });
}

import {
  accountDeletedSchema,
  accountSessionsResponseSchema,
  profileSchema,
  signOutOthersResponseSchema,
  type AccountDeleted,
  type AccountSessionsResponse,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type Profile,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/*
 * Calls of the profile page. Form submissions are silent: the forms show their errors under
 * the fields. Session sign-outs are not: their failures raise the api client's alerts.
 */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/profile/ */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get('/api/profile/', { schema: profileSchema, ...signalOption(signal) });
}

/** PUT /api/profile/name: an empty name clears it. */
export function updateName(name: string): Promise<Profile> {
  return api.put('/api/profile/name', { name }, { schema: profileSchema, silent: true });
}

/** PUT /api/profile/email */
export function changeEmail(body: ChangeEmailRequest): Promise<Profile> {
  return api.put('/api/profile/email', body, { schema: profileSchema, silent: true });
}

/** PUT /api/profile/password: answers how many other sessions were signed out. */
export function changePassword(body: ChangePasswordRequest): Promise<{ signedOut: number }> {
  return api.put('/api/profile/password', body, { schema: signOutOthersResponseSchema, silent: true });
}

/** GET /api/profile/sessions */
export function fetchSessions(signal?: AbortSignal): Promise<AccountSessionsResponse> {
  return api.get('/api/profile/sessions', { schema: accountSessionsResponseSchema, ...signalOption(signal) });
}

/** DELETE /api/profile/sessions/{id} */
export async function signOutSession(id: string): Promise<void> {
  await api.delete<unknown>(`/api/profile/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/profile/sessions/sign-out-others */
export function signOutOtherSessions(): Promise<{ signedOut: number }> {
  return api.post('/api/profile/sessions/sign-out-others', undefined, { schema: signOutOthersResponseSchema });
}

/** POST /api/profile/delete-account: deletes the account and signs out; the form shows refusals. */
export function deleteAccount(body: DeleteAccountRequest): Promise<AccountDeleted> {
  return api.post('/api/profile/delete-account', body, { schema: accountDeletedSchema, silent: true });
}

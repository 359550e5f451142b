import type { AccountSessionsResponse, Profile } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { hashPassword, verifyPassword } from '../../app/auth/passwords';
import { startSession } from '../../app/auth/session';
import type { SessionRepository } from '../../app/auth/session.repository';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { recordAction } from '../actions-log/actions-log.usecases';
import { profileErrors } from './profile.errors';
import type { ProfileRepository } from './profile.repository';
import { describeUserAgent } from './user-agent';

/*
 * The account's own settings (/profile/), under `profile.manage`: every call needs a browser
 * session, since an API token acts for an organization and may never change the account it
 * belongs to (403 `auth.session_required`). Changes are written to the actions log.
 */

/** What every profile use case reads and writes, and for whom. */
export interface ProfileCaller {
  profiles: ProfileRepository;
  actionsLog: ActionsLogRepository;
  access: AccessRepository;
  user: Actor;
}

/** The public handle of a session: a prefix of its id, which is itself a hash of the secret token. */
export function sessionHandle(sessionId: string): string {
  return sessionId.slice(0, 16);
}

/** The account the caller manages: the session user. The system actor has no account of its own. */
async function requireAccount({ access, user }: Pick<ProfileCaller, 'access' | 'user'>): Promise<SessionUser> {
  const grant = await requireAccess({ access, user, permission: 'profile.manage' });
  if (!grant.user) throw commonErrors.unauthenticated();
  return grant.user;
}

async function log(caller: ProfileCaller, current: SessionUser, action: string, payload: unknown): Promise<void> {
  await recordAction({ actionsLog: caller.actionsLog, access: caller.access, user: current, action, payload });
}

async function loadProfile(profiles: ProfileRepository, userId: number): Promise<Profile> {
  const profile = await profiles.find({ userId });
  if (!profile) throw commonErrors.unauthenticated();
  return profile;
}

export async function getProfile(caller: ProfileCaller): Promise<Profile> {
  const current = await requireAccount(caller);
  return loadProfile(caller.profiles, current.id);
}

/** Sets the display name; an empty (trimmed) name clears it. */
export async function updateName({ name, ...caller }: ProfileCaller & { name: string }): Promise<Profile> {
  const current = await requireAccount(caller);
  const stored = name === '' ? null : name;
  await caller.profiles.updateName({ userId: current.id, name: stored });
  await log(caller, current, 'profile.name_changed', { name: stored });
  return loadProfile(caller.profiles, current.id);
}

async function reauthenticate({
  profiles,
  userId,
  password,
}: {
  profiles: ProfileRepository;
  userId: number;
  password: string;
}) {
  const hash = await profiles.findPasswordHash({ userId });
  if (!(await verifyPassword({ hash, password }))) throw profileErrors.wrongPassword();
}

/**
 * Changes the login e-mail after checking the current password. Addresses are unique
 * case-insensitively; the unique index settles two accounts racing for the same one.
 */
export async function changeEmail({
  email,
  currentPassword,
  ...caller
}: ProfileCaller & { email: string; currentPassword: string }): Promise<Profile> {
  const current = await requireAccount(caller);
  const { profiles } = caller;
  await reauthenticate({ profiles, userId: current.id, password: currentPassword });
  const before = await loadProfile(profiles, current.id);
  if (before.email === email) return before;
  if (await profiles.emailUsedByOther({ userId: current.id, email })) throw profileErrors.emailTaken();
  try {
    await profiles.updateEmail({ userId: current.id, email });
  } catch (error) {
    if (await profiles.emailUsedByOther({ userId: current.id, email })) throw profileErrors.emailTaken();
    throw error;
  }
  await log(caller, current, 'profile.email_changed', { from: before.email, to: email });
  return loadProfile(profiles, current.id);
}

/**
 * Changes the password after checking the current one. Every other session of the account
 * is signed out and the current one is replaced by a fresh session (new token), so a
 * session stolen before the change is worthless after it. Returns the new cookie token.
 */
export async function changePassword({
  sessions,
  sessionId,
  userAgent,
  currentPassword,
  newPassword,
  ...caller
}: ProfileCaller & {
  sessions: SessionRepository;
  sessionId: string | null;
  userAgent: string | null;
  currentPassword: string;
  newPassword: string;
}): Promise<{ token: string; signedOut: number }> {
  const current = await requireAccount(caller);
  const { profiles } = caller;
  await reauthenticate({ profiles, userId: current.id, password: currentPassword });
  if (currentPassword === newPassword) throw profileErrors.samePassword();
  await profiles.updatePasswordHash({ userId: current.id, passwordHash: await hashPassword(newPassword) });
  const signedOut = await profiles.deleteSessionsExcept({ userId: current.id, keepId: sessionId });
  const { token } = await startSession({ sessions, userId: current.id, previousSessionId: sessionId, userAgent });
  await log(caller, current, 'profile.password_changed', { signedOut });
  return { token, signedOut };
}

/** The account's unexpired sessions, the current one marked. */
export async function listSessions({
  sessionId,
  ...caller
}: ProfileCaller & { sessionId: string | null }): Promise<AccountSessionsResponse> {
  const current = await requireAccount(caller);
  const rows = await caller.profiles.listSessions({ userId: current.id, now: nowIso() });
  return {
    sessions: rows.map((row) => ({
      id: sessionHandle(row.id),
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      browser: describeUserAgent(row.userAgent),
      current: row.id === sessionId,
    })),
  };
}

/** Signs out one of the account's other sessions; someone else's (or an unknown) one is a 404. */
export async function signOutSession({
  sessionId,
  handle,
  ...caller
}: ProfileCaller & { sessionId: string | null; handle: string }): Promise<void> {
  const current = await requireAccount(caller);
  const { profiles } = caller;
  const sessions = await profiles.listSessions({ userId: current.id, now: nowIso() });
  const target = sessions.find((s) => sessionHandle(s.id) === handle);
  if (!target) throw commonErrors.notFound('Session');
  if (target.id === sessionId) throw profileErrors.currentSession();
  await profiles.deleteSession({ userId: current.id, id: target.id });
  await log(caller, current, 'profile.session_signed_out', { count: 1 });
}

/** Signs out every session of the account but the current one. */
export async function signOutOtherSessions({
  sessionId,
  ...caller
}: ProfileCaller & { sessionId: string | null }): Promise<{ signedOut: number }> {
  const current = await requireAccount(caller);
  const signedOut = await caller.profiles.deleteSessionsExcept({ userId: current.id, keepId: sessionId });
  await log(caller, current, 'profile.session_signed_out', { count: signedOut });
  return { signedOut };
}

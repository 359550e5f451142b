import type { AccountSessionsResponse, Profile } from '@sciscope/contracts';
import { requireSessionUser } from '../../app/auth/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { hashPassword, verifyPassword } from '../../app/auth/passwords';
import { startSession } from '../../app/auth/session';
import { nowIso, type Db } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { recordAction } from '../actions-log/actions-log.usecases';
import { profileErrors } from './profile.errors';
import { createProfileRepository } from './profile.repository';
import { describeUserAgent } from './user-agent';

/*
 * The account's own settings (/profile/). Every call needs a browser session: an API token
 * acts for an organisation and may never change the account it belongs to. Changes are
 * written to the actions log.
 */

interface Actor {
  db: Db;
  user: SessionUser | null;
}

/** The public handle of a session: a prefix of its id, which is itself a hash of the secret token. */
function sessionHandle(sessionId: string): string {
  return sessionId.slice(0, 16);
}

export async function getProfile({ db, user }: Actor): Promise<Profile> {
  const current = requireSessionUser({ user });
  const profile = await createProfileRepository({ db }).find({ userId: current.id });
  if (!profile) throw commonErrors.unauthenticated();
  return profile;
}

/** Sets the display name; an empty (trimmed) name clears it. */
export async function updateName({ db, user, name }: Actor & { name: string }): Promise<Profile> {
  const current = requireSessionUser({ user });
  const stored = name === '' ? null : name;
  await createProfileRepository({ db }).updateName({ userId: current.id, name: stored });
  await recordAction({ db, user: current, action: 'profile.name_changed', payload: { name: stored } });
  return getProfile({ db, user: current });
}

async function reauthenticate({ db, userId, password }: { db: Db; userId: number; password: string }) {
  const hash = await createProfileRepository({ db }).findPasswordHash({ userId });
  if (!(await verifyPassword({ hash, password }))) throw profileErrors.wrongPassword();
}

/**
 * Changes the login e-mail after checking the current password. Addresses are unique
 * case-insensitively; the unique index settles two accounts racing for the same one.
 */
export async function changeEmail({
  db,
  user,
  email,
  currentPassword,
}: Actor & { email: string; currentPassword: string }): Promise<Profile> {
  const current = requireSessionUser({ user });
  await reauthenticate({ db, userId: current.id, password: currentPassword });
  const repository = createProfileRepository({ db });
  const before = await repository.find({ userId: current.id });
  if (!before) throw commonErrors.unauthenticated();
  if (before.email === email) return before;
  if (await repository.emailUsedByOther({ userId: current.id, email })) throw profileErrors.emailTaken();
  try {
    await repository.updateEmail({ userId: current.id, email });
  } catch (error) {
    if (await repository.emailUsedByOther({ userId: current.id, email })) throw profileErrors.emailTaken();
    throw error;
  }
  await recordAction({
    db,
    user: current,
    action: 'profile.email_changed',
    payload: { from: before.email, to: email },
  });
  return getProfile({ db, user: current });
}

/**
 * Changes the password after checking the current one. Every other session of the account
 * is signed out and the current one is replaced by a fresh session (new token), so a
 * session stolen before the change is worthless after it. Returns the new cookie token.
 */
export async function changePassword({
  db,
  user,
  sessionId,
  userAgent,
  currentPassword,
  newPassword,
}: Actor & {
  sessionId: string | null;
  userAgent: string | null;
  currentPassword: string;
  newPassword: string;
}): Promise<{ token: string; signedOut: number }> {
  const current = requireSessionUser({ user });
  await reauthenticate({ db, userId: current.id, password: currentPassword });
  if (currentPassword === newPassword) throw profileErrors.samePassword();
  const repository = createProfileRepository({ db });
  await repository.updatePasswordHash({ userId: current.id, passwordHash: await hashPassword(newPassword) });
  const signedOut = await repository.deleteSessionsExcept({ userId: current.id, keepId: sessionId });
  const { token } = await startSession({ db, userId: current.id, previousSessionId: sessionId, userAgent });
  await recordAction({ db, user: current, action: 'profile.password_changed', payload: { signedOut } });
  return { token, signedOut };
}

/** The account's unexpired sessions, the current one marked. */
export async function listSessions({
  db,
  user,
  sessionId,
}: Actor & { sessionId: string | null }): Promise<AccountSessionsResponse> {
  const current = requireSessionUser({ user });
  const rows = await createProfileRepository({ db }).listSessions({ userId: current.id, now: nowIso() });
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
  db,
  user,
  sessionId,
  handle,
}: Actor & { sessionId: string | null; handle: string }): Promise<void> {
  const current = requireSessionUser({ user });
  const repository = createProfileRepository({ db });
  const sessions = await repository.listSessions({ userId: current.id, now: nowIso() });
  const target = sessions.find((s) => sessionHandle(s.id) === handle);
  if (!target) throw commonErrors.notFound('Session');
  if (target.id === sessionId) throw profileErrors.currentSession();
  await repository.deleteSession({ userId: current.id, id: target.id });
  await recordAction({ db, user: current, action: 'profile.session_signed_out', payload: { count: 1 } });
}

/** Signs out every session of the account but the current one. */
export async function signOutOtherSessions({
  db,
  user,
  sessionId,
}: Actor & { sessionId: string | null }): Promise<{ signedOut: number }> {
  const current = requireSessionUser({ user });
  const signedOut = await createProfileRepository({ db }).deleteSessionsExcept({
    userId: current.id,
    keepId: sessionId,
  });
  await recordAction({ db, user: current, action: 'profile.session_signed_out', payload: { count: signedOut } });
  return { signedOut };
}

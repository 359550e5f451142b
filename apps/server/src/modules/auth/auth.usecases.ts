import type { CurrentUser } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { hashPassword, verifyPassword } from '../../app/auth/passwords';
import { endSession, startSession } from '../../app/auth/session';
import { nowIso, type Db } from '../../app/database/kysely';
import { authErrors } from './auth.errors';
import { createAuthRepository } from './auth.repository';
import { getCurrentUser } from './current-user.usecases';

/** What a successful login or registration hands to the route: the new cookie token and the user. */
export interface LoginResult {
  token: string;
  currentUser: CurrentUser;
}

/**
 * Creates an account (trusted callers: registration, the CLI, the initial superuser).
 * `email` must already be validated and lower-cased; a taken e-mail is `auth.email_taken`.
 */
export async function createAccount({
  db,
  email,
  password,
  isSuperuser = false,
}: {
  db: Db;
  email: string;
  password: string;
  isSuperuser?: boolean;
}): Promise<{ userId: number }> {
  const repository = createAuthRepository({ db });
  if (await repository.findCredentials({ email })) throw authErrors.emailTaken();
  const passwordHash = await hashPassword(password);
  // The unique index decides races between two registrations of the same address.
  const row = await repository.insertUser({ email, passwordHash, isSuperuser, now: nowIso() });
  if (!row) throw authErrors.emailTaken();
  return { userId: row.id };
}

async function openSession({
  db,
  user,
  previousSessionId,
  userAgent,
}: {
  db: Db;
  user: SessionUser;
  previousSessionId: string | null;
  userAgent: string | null;
}): Promise<LoginResult> {
  await createAuthRepository({ db }).recordLogin({ userId: user.id, now: nowIso() });
  const { token } = await startSession({ db, userId: user.id, previousSessionId, userAgent });
  return { token, currentUser: await getCurrentUser({ db, user }) };
}

/** Registers a new account and logs it in (the request's previous session is dropped). */
export async function register({
  db,
  email,
  password,
  previousSessionId,
  userAgent = null,
}: {
  db: Db;
  email: string;
  password: string;
  previousSessionId: string | null;
  /** The browser's User-Agent, kept with the session for the profile's session list. */
  userAgent?: string | null;
}): Promise<LoginResult> {
  const { userId } = await createAccount({ db, email, password });
  return openSession({ db, user: { id: userId, email, isSuperuser: false }, previousSessionId, userAgent });
}

/**
 * Checks the credentials and opens a fresh session. Unknown e-mails, wrong passwords and
 * disabled accounts all get the same message after the same amount of hashing work.
 */
export async function login({
  db,
  email,
  password,
  previousSessionId,
  userAgent = null,
}: {
  db: Db;
  email: string;
  password: string;
  previousSessionId: string | null;
  /** The browser's User-Agent, kept with the session for the profile's session list. */
  userAgent?: string | null;
}): Promise<LoginResult> {
  const credentials = await createAuthRepository({ db }).findCredentials({ email });
  const matches = await verifyPassword({ hash: credentials?.passwordHash ?? null, password });
  if (!credentials || !matches || !credentials.isActive) throw authErrors.invalidCredentials();
  const user = { id: credentials.id, email: credentials.email, isSuperuser: credentials.isSuperuser };
  return openSession({ db, user, previousSessionId, userAgent });
}

/** Ends the current session; logging out without a session is not an error. */
export async function logout({ db, sessionId }: { db: Db; sessionId: string | null }): Promise<void> {
  await endSession({ db, sessionId });
}

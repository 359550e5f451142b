import type { CurrentUser } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { hashPassword, verifyPassword } from '../../app/auth/passwords';
import { endSession, startSession } from '../../app/auth/session';
import type { SessionRepository } from '../../app/auth/session.repository';
import { nowIso } from '../../app/database/kysely';
import { authErrors } from './auth.errors';
import type { AuthRepository } from './auth.repository';
import { getCurrentUser } from './current-user.usecases';

/** What a successful login or registration hands to the route: the new cookie token and the user. */
export interface LoginResult {
  token: string;
  currentUser: CurrentUser;
}

/** The repositories the account use cases read and write. */
export interface AccountDeps {
  accounts: AuthRepository;
  sessions: SessionRepository;
  access: AccessRepository;
}

/**
 * Creates an account: anyone may register one, only superusers (and the system actor: the
 * CLI, the initial superuser) may create a superuser. `email` must already be validated and
 * lower-cased; a taken e-mail is `auth.email_taken`.
 */
export async function createAccount({
  accounts,
  access,
  user,
  email,
  password,
  isSuperuser = false,
  emailConfirmed = isSuperuser,
}: {
  accounts: AuthRepository;
  access: AccessRepository;
  user: Actor;
  email: string;
  password: string;
  isSuperuser?: boolean;
  /** Created confirmed: superusers (made by an operator or a superuser), tests. */
  emailConfirmed?: boolean;
}): Promise<{ userId: number }> {
  await requireAccess({ access, user, permission: isSuperuser ? 'admin.users.manage' : 'account.register' });
  if (await accounts.findCredentials({ email })) throw authErrors.emailTaken();
  const passwordHash = await hashPassword(password);
  // The unique index decides races between two registrations of the same address.
  const row = await accounts.insertUser({ email, passwordHash, isSuperuser, emailConfirmed, now: nowIso() });
  if (!row) throw authErrors.emailTaken();
  return { userId: row.id };
}

export async function openSession({
  accounts,
  sessions,
  access,
  user,
  previousSessionId,
  userAgent,
}: AccountDeps & {
  user: SessionUser;
  previousSessionId: string | null;
  userAgent: string | null;
}): Promise<LoginResult> {
  await accounts.recordLogin({ userId: user.id, now: nowIso() });
  const { token } = await startSession({ sessions, userId: user.id, previousSessionId, userAgent });
  return { token, currentUser: await getCurrentUser({ accounts, access, user }) };
}

/** What registration and login are given: the typed credentials and the request's session. */
interface CredentialsInput {
  user: Actor;
  email: string;
  password: string;
  previousSessionId: string | null;
  /** The browser's User-Agent, kept with the session for the profile's session list. */
  userAgent?: string | null;
}

/** Registers a new account and logs it in (the request's previous session is dropped). */
export async function register({
  user,
  email,
  password,
  previousSessionId,
  userAgent = null,
  ...deps
}: AccountDeps & CredentialsInput): Promise<LoginResult> {
  const { userId } = await createAccount({ ...deps, user, email, password });
  return openSession({ ...deps, user: { id: userId, email, isSuperuser: false }, previousSessionId, userAgent });
}

/**
 * Checks the credentials and opens a fresh session. Unknown e-mails, wrong passwords and
 * disabled accounts all get the same message after the same amount of hashing work.
 */
export async function login({
  user,
  email,
  password,
  previousSessionId,
  userAgent = null,
  ...deps
}: AccountDeps & CredentialsInput): Promise<LoginResult> {
  await requireAccess({ access: deps.access, user, permission: 'account.login' });
  const credentials = await deps.accounts.findCredentials({ email });
  const matches = await verifyPassword({ hash: credentials?.passwordHash ?? null, password });
  if (!credentials || !matches || !credentials.isActive) throw authErrors.invalidCredentials();
  const account = { id: credentials.id, email: credentials.email, isSuperuser: credentials.isSuperuser };
  return openSession({ ...deps, user: account, previousSessionId, userAgent });
}

/** Ends the current session; logging out without a session is not an error. */
export async function logout({
  sessions,
  access,
  user,
  sessionId,
}: {
  sessions: SessionRepository;
  access: AccessRepository;
  user: Actor;
  sessionId: string | null;
}): Promise<void> {
  await requireAccess({ access, user, permission: 'account.logout' });
  await endSession({ sessions, sessionId });
}

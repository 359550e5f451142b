import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { nowIso } from '../database/kysely';
import type { SessionRepository } from './session.repository';

/** Name of the signed, httpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'sciscope_session';
/** Sessions expire after 30 days without activity. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` (and with it the expiry) is written at most once per minute per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** The session id stored in the database: SHA-256 of the token, so a leaked table grants nothing. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Longest User-Agent kept with a session; real browsers send under 300 characters. */
export const USER_AGENT_MAX_LENGTH = 512;

export function expiryFrom(now: string): string {
  return new Date(Date.parse(now) + SESSION_TTL_MS).toISOString();
}

/**
 * Opens a new session for `userId`, deleting the request's previous session first so a
 * session id planted before login is never promoted (session fixation). The browser's
 * User-Agent is kept so the profile can name the session. Returns the token for the cookie.
 */
export async function startSession({
  sessions,
  userId,
  previousSessionId,
  userAgent = null,
}: {
  sessions: SessionRepository;
  userId: number;
  previousSessionId: string | null;
  userAgent?: string | null;
}): Promise<{ token: string; sessionId: string }> {
  const now = nowIso();
  if (previousSessionId) await sessions.delete({ id: previousSessionId });
  await sessions.deleteExpiredForUser({ userId, now });
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdFromToken(token);
  await sessions.insert({
    id: sessionId,
    userId,
    now,
    expiresAt: expiryFrom(now),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
  return { token, sessionId };
}

/** Deletes the session (logout); unknown ids are ignored. */
export async function endSession({
  sessions,
  sessionId,
}: {
  sessions: SessionRepository;
  sessionId: string | null;
}): Promise<void> {
  if (sessionId) await sessions.delete({ id: sessionId });
}

/** Writes the signed session cookie; its max age follows the sliding expiry. */
export function setSessionCookie(reply: FastifyReply, { token, config }: { token: string; config: AppConfig }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, { config }: { config: AppConfig }): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

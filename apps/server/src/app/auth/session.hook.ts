import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { nowIso, type Db } from '../database/kysely';
import { createSessionRepository } from './session.repository';
import { SESSION_COOKIE, SESSION_TOUCH_INTERVAL_MS, expiryFrom, sessionIdFromToken, setSessionCookie } from './session';

/** True for requests to the JSON API, the only place sessions and CSRF checks matter. */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * Resolves the session cookie into `request.user` and `request.sessionId` for API requests.
 * A cookie with a bad signature, or one naming an unknown or expired session, leaves the
 * request anonymous. The cookie is deliberately not cleared then: a request sent just before
 * a login would otherwise wipe the fresh cookie the login set.
 * Activity slides the 30-day expiry, written at most once a minute.
 */
export function registerSessionHook(app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }): void {
  const sessions = createSessionRepository({ db });
  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    request.sessionId = null;
    if (!isApiRequest(request.url)) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    const token = unsigned.value;
    const now = nowIso();
    const session = await sessions.findActive({ id: sessionIdFromToken(token), now });
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.id;
    if (Date.parse(now) - Date.parse(session.lastSeenAt) >= SESSION_TOUCH_INTERVAL_MS) {
      await sessions.touch({ id: session.id, now, expiresAt: expiryFrom(now) });
      setSessionCookie(reply, { token, config });
    }
  });
}

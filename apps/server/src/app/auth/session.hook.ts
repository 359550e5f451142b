import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { nowIso, type Db } from '../database/kysely';
import { commonErrors } from '../errors';
import { API_TOKEN_TOUCH_INTERVAL_MS, bearerTokenOf, hashApiToken } from './api-token';
import { createApiTokenAuthRepository } from './api-token.repository';
import { createSessionRepository } from './session.repository';
import { SESSION_COOKIE, SESSION_TOUCH_INTERVAL_MS, expiryFrom, sessionIdFromToken, setSessionCookie } from './session';

/**
 * File downloads the browser opens at a page path (spec 03: the referee export is a plain GET
 * of `/referees-beam/export-referees/{docId}/`, the organization's export of a folder's marked
 * referees one of `/orgadmin/{orgId}/export-proposal-referees/folder/{folderId}/`):
 * authenticated like the API.
 */
const AUTHENTICATED_DOWNLOADS = [
  /^\/referees-beam\/export-referees\//,
  /^\/orgadmin\/[^/]+\/export-proposal-referees\//,
  // The jobs committee's e-mail action: a form POST outside /api/ (spec 04).
  /^\/jobs\/\d+\/emails$/,
];

/** True for requests to the JSON API (and the downloads above), the only place sessions and CSRF checks matter. */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') || AUTHENTICATED_DOWNLOADS.some((pattern) => pattern.test(url));
}

/** True when the request names an API token (`Authorization: Bearer …`), valid or not. */
export function hasBearerToken(request: FastifyRequest): boolean {
  return bearerTokenOf(request.headers.authorization) !== undefined;
}

/**
 * Resolves the request's principal into `request.user` (and `request.sessionId`) for API
 * requests:
 *
 * - `Authorization: Bearer <token>` authenticates with an API token alone: the session cookie
 *   is then ignored, and a malformed, unknown or revoked token (or one whose creator was
 *   deactivated or is no longer a developer of its organization) is a 401, never a silent
 *   fall-back to anonymous, so scripts notice. `last_used_at` is written at most once a minute.
 * - Otherwise the session cookie: a bad signature, or one naming an unknown or expired
 *   session, leaves the request anonymous. The cookie is deliberately not cleared then: a
 *   request sent just before a login would otherwise wipe the fresh cookie the login set.
 *   Activity slides the 30-day expiry, written at most once a minute.
 */
export function registerSessionHook(app: FastifyInstance, { config, db }: { config: AppConfig; db: Db }): void {
  const sessions = createSessionRepository({ db });
  const apiTokens = createApiTokenAuthRepository({ db });
  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    request.sessionId = null;
    if (!isApiRequest(request.url)) return;

    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer !== undefined) {
      const found = bearer === null ? null : await apiTokens.findActive({ tokenHash: hashApiToken(bearer) });
      if (!found) throw commonErrors.invalidApiToken();
      request.user = found.principal;
      const now = nowIso();
      if (found.lastUsedAt === null || Date.parse(now) - Date.parse(found.lastUsedAt) >= API_TOKEN_TOUCH_INTERVAL_MS) {
        await apiTokens.touch({ id: found.principal.apiToken!.id, now });
      }
      return;
    }

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

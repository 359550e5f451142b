import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonErrors } from '../errors';
import { SESSION_COOKIE } from './session';
import { hasBearerToken, isApiRequest } from './session.hook';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host (with non-default port) of an absolute URL, or null when it is not one. */
function hostOf(value: string): { protocol: string; host: string } | null {
  try {
    const url = new URL(value);
    return url.host ? { protocol: url.protocol, host: url.host } : null;
  } catch {
    return null;
  }
}

/** Whether the request's Host header names the same host as `source` (ports normalised). */
function sameHost(request: FastifyRequest, source: { protocol: string; host: string }): boolean {
  const requestHost = hostOf(`${source.protocol}//${request.host}`);
  return requestHost !== null && requestHost.host === source.host;
}

/**
 * The CSRF rule for state-changing API calls (POST, PUT, PATCH, DELETE under /api/):
 *
 * 1. If an `Origin` header is present it must name the request's own host. `Origin: null`
 *    (sandboxed frames, privacy redirects) is treated as foreign.
 * 2. Otherwise, if a `Referer` header is present, its host must be the request's host.
 * 3. With neither header the request passes only when it carries no session cookie.
 *    Such a request acts as an anonymous client, so a forged one gains nothing an attacker
 *    could not do directly; browsers always send `Origin` on cross-origin POSTs, so this
 *    branch is only reached by scripts (curl) and never lets a page ride on a visitor's
 *    session.
 *
 * Rejections are 403 `auth.csrf`, raised before the body is read, so nothing changes.
 *
 * Requests carrying `Authorization: Bearer …` skip the rule: they are authenticated by the
 * token alone (the session hook then ignores the cookie), and a page on another site cannot
 * make a browser attach such a header to a cross-site request without a CORS preflight,
 * which this server never grants.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const source = hostOf(origin);
    return source === null || !sameHost(request, source);
  }
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const source = hostOf(referer);
    return source === null || !sameHost(request, source);
  }
  return request.cookies[SESSION_COOKIE] !== undefined;
}

export function registerCsrfHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request.url)) return;
    if (hasBearerToken(request)) return;
    if (isCrossSiteRequest(request)) throw commonErrors.csrf();
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a digest's unsubscribe link: `{monitoringId}.{signature}`, the signature an
 * HMAC-SHA-256 (instance secret) of the monitoring and its owner, so it works without logging
 * in, cannot be forged for another monitoring, and stops working if the monitoring changes owner
 * or is deleted. It does not expire: a link in an old e-mail should still unsubscribe.
 */
function signature(secret: string, monitoringId: number, ownerId: number): string {
  return createHmac('sha256', secret)
    .update(`monitoring-digest-unsubscribe:${monitoringId}:${ownerId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function unsubscribeToken({
  secret,
  monitoringId,
  ownerId,
}: {
  secret: string;
  monitoringId: number;
  ownerId: number;
}): string {
  return `${monitoringId}.${signature(secret, monitoringId, ownerId)}`;
}

/** The monitoring id a token names, before its signature is checked; null when malformed. */
export function monitoringIdOfToken(token: string): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{32}$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` is the one of this monitoring and owner (constant-time comparison). */
export function isUnsubscribeToken({
  secret,
  token,
  monitoringId,
  ownerId,
}: {
  secret: string;
  token: string;
  monitoringId: number;
  ownerId: number;
}): boolean {
  const expected = Buffer.from(unsubscribeToken({ secret, monitoringId, ownerId }));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

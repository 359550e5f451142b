/**
 * The tokens of e-mailed account links (password reset, e-mail confirmation):
 * `{userId}.{expiry}.{signature}`, the signature an HMAC-SHA-256 (instance secret) of the link's
 * purpose, the account, the expiry and what the link is bound to (the password hash a reset
 * replaces, the address a confirmation confirms), so a link dies when that changes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedLinkParts {
  secret: string;
  purpose: 'password-reset' | 'email-confirmation';
  userId: number;
  /** Unix seconds. */
  expires: number;
  bound: string;
}

function signature({ secret, purpose, userId, expires, bound }: SignedLinkParts): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${userId}:${expires}:${bound}`)
    .digest('base64url')
    .slice(0, 43);
}

/** A link's token, valid `seconds` from `now`. */
export function signedLinkToken(parts: Omit<SignedLinkParts, 'expires'> & { seconds: number; now: Date }): string {
  const expires = Math.floor(parts.now.getTime() / 1000) + parts.seconds;
  return `${parts.userId}.${expires}.${signature({ ...parts, expires })}`;
}

/** The account a well-formed, unexpired token names, or null (the signature is checked after). */
export function readSignedLinkToken(
  token: string,
  now: Date,
): { userId: number; expires: number; given: string } | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [userId, expires] = [Number(match[1]), Number(match[2])];
  if (expires * 1000 < now.getTime()) return null;
  return { userId, expires, given: match[3] as string };
}

/** Whether the token's signature is the one these parts give (constant time). */
export function signedLinkMatches(parts: SignedLinkParts, given: string): boolean {
  const expected = Buffer.from(signature(parts));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

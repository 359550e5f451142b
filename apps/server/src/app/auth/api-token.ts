import { createHash, randomBytes } from 'node:crypto';

/** Marks sciscope tokens, so secret scanners and people can recognise a leaked one. */
export const API_TOKEN_MARK = 'sct_';
/** Characters of the token kept in clear for lists: the mark and 8 random characters. */
export const API_TOKEN_PREFIX_LENGTH = API_TOKEN_MARK.length + 8;
/** `last_used_at` is written at most once per minute per token. */
export const API_TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

const TOKEN_PATTERN = /^sct_[A-Za-z0-9_-]{43}$/;

/**
 * The stored form of a token: its SHA-256 in hex. A fast digest is right for 256 random bits
 * (nothing to brute-force, unlike a password) and lets every request find its token by index.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token: 32 random bytes, base64url, behind the `sct_` mark; plus what is stored of it. */
export function generateApiToken(): { token: string; tokenHash: string; prefix: string } {
  const token = `${API_TOKEN_MARK}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, API_TOKEN_PREFIX_LENGTH) };
}

/**
 * The token of an `Authorization: Bearer …` header; undefined when the header uses another
 * scheme (or is absent), so a proxy's Basic credentials never count as a token; null when it
 * is a Bearer header whose value is no sciscope token.
 */
export function bearerTokenOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return undefined;
  const token = (match[1] ?? '').trim();
  return TOKEN_PATTERN.test(token) ? token : null;
}

import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX_LENGTH, bearerTokenOf, generateApiToken, hashApiToken } from './api-token';

describe('API token format', () => {
  it('generates distinct sct_ tokens of 32 random bytes, storing only their SHA-256 and a short prefix', () => {
    const a = generateApiToken();
    const b = generateApiToken();
    expect(a.token).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token.slice(4), 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(hashApiToken(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).not.toContain(a.token.slice(4, 12));
    expect(a.prefix).toBe(a.token.slice(0, API_TOKEN_PREFIX_LENGTH));
    expect(a.prefix).toHaveLength(12);
  });

  it('reads Bearer headers: a token, null for a malformed one, undefined for other schemes', () => {
    const { token } = generateApiToken();
    expect(bearerTokenOf(`Bearer ${token}`)).toBe(token);
    expect(bearerTokenOf(`bearer   ${token} `)).toBe(token);
    expect(bearerTokenOf('Bearer not-a-token')).toBeNull();
    expect(bearerTokenOf('Bearer ')).toBeNull();
    expect(bearerTokenOf(`Bearer ${token}x`)).toBeNull();
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });
});

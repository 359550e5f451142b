import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a same-site relative path with its query', () => {
    expect(safeNextPath('/saved-monitorings/')).toBe('/saved-monitorings/');
    expect(safeNextPath('/search/?q=c:12&page=2')).toBe('/search/?q=c:12&page=2');
  });

  it('falls back to the default when next is missing or empty', () => {
    expect(safeNextPath(null)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath(undefined)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('')).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('refuses absolute and protocol-relative URLs', () => {
    expect(safeNextPath('https://evil.example/')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('//evil.example/')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('/\\evil.example/')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('javascript:alert(1)')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('search/')).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('refuses paths with control characters that browsers strip', () => {
    expect(safeNextPath('/\t/evil.example/')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('/\n/evil.example/')).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('loginPathFor', () => {
  it('encodes the path to return to', () => {
    expect(loginPathFor('/search/?q=a&b=1')).toBe('/accounts/login/?next=%2Fsearch%2F%3Fq%3Da%26b%3D1');
  });
});

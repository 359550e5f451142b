import { describe, expect, it } from 'vitest';
import {
  GRAPH_COLLAPSED_COOKIE,
  SETTINGS_OPEN_COOKIE,
  flagCookieString,
  readFlagCookie,
  settingsOpenAtStart,
} from './referees-ui-cookies';

describe('the remembered panel and graph state', () => {
  it('reads back the flag it writes', () => {
    const written = flagCookieString(SETTINGS_OPEN_COOKIE, true).split(';')[0]!;
    expect(readFlagCookie(`a=b; ${written}; c=d`, SETTINGS_OPEN_COOKIE, false)).toBe(true);
    const closed = flagCookieString(GRAPH_COLLAPSED_COOKIE, false).split(';')[0]!;
    expect(readFlagCookie(closed, GRAPH_COLLAPSED_COOKIE, true)).toBe(false);
  });

  it('falls back when the cookie is absent or holds something else', () => {
    expect(readFlagCookie('', SETTINGS_OPEN_COOKIE, true)).toBe(true);
    expect(readFlagCookie(`${SETTINGS_OPEN_COOKIE}=yes`, SETTINGS_OPEN_COOKIE, false)).toBe(false);
    expect(readFlagCookie(`x${SETTINGS_OPEN_COOKIE}=1`, SETTINGS_OPEN_COOKIE, false)).toBe(false);
  });

  it('opens the settings on a wide screen and collapses them on a narrow one, unless the user chose (walk 20)', () => {
    expect(settingsOpenAtStart('', false)).toBe(true);
    expect(settingsOpenAtStart('', true)).toBe(false);
    expect(settingsOpenAtStart(`${SETTINGS_OPEN_COOKIE}=1`, true)).toBe(true);
    expect(settingsOpenAtStart(`${SETTINGS_OPEN_COOKIE}=0`, false)).toBe(false);
  });

  it('stores the flag site-wide for a year', () => {
    expect(flagCookieString(GRAPH_COLLAPSED_COOKIE, true)).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });
});

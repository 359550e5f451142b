/*
 * Remembered between visits in cookies (spec 03 section 4): whether the settings panel is open
 * and whether the graph sidebar is collapsed. Plain, non-httpOnly cookies: the page itself
 * reads them, and they hold nothing but a flag.
 */

export const SETTINGS_OPEN_COOKIE = 'rf_settings_open';
export const GRAPH_COLLAPSED_COOKIE = 'rf_graph_collapsed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A flag from a `document.cookie` string; `fallback` when the cookie is absent or unreadable. */
export function readFlagCookie(cookies: string, name: string, fallback: boolean): boolean {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    if (value === '1') return true;
    if (value === '0') return false;
  }
  return fallback;
}

/** The `document.cookie` assignment that stores a flag for a year, site-wide. */
export function flagCookieString(name: string, value: boolean): string {
  return `${name}=${value ? '1' : '0'}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Whether the settings panel starts open: as the user left it (the cookie), else open on a wide
 * screen, as the spec's page is, and collapsed on a narrow one, where it would push the candidates
 * thousands of pixels down (walk 20).
 */
export function settingsOpenAtStart(cookies: string, narrow: boolean): boolean {
  return readFlagCookie(cookies, SETTINGS_OPEN_COOKIE, !narrow);
}

/** Reads a flag from the browser's cookies. */
export function loadFlag(name: string, fallback: boolean): boolean {
  return typeof document === 'undefined' ? fallback : readFlagCookie(document.cookie, name, fallback);
}

/** `settingsOpenAtStart` from the browser's cookies. */
export function loadSettingsOpen(narrow: boolean): boolean {
  return settingsOpenAtStart(typeof document === 'undefined' ? '' : document.cookie, narrow);
}

/** Stores a flag in the browser's cookies. */
export function saveFlag(name: string, value: boolean): void {
  if (typeof document !== 'undefined') document.cookie = flagCookieString(name, value);
}

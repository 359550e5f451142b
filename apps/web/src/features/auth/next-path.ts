/** Where the login page goes when `?next=` is missing or unsafe. */
export const DEFAULT_AFTER_LOGIN = '/search/';

/**
 * `next` when it is a same-site relative path (one leading '/', not '//' nor '/\\', which
 * browsers read as another host), otherwise the default. Guards against open redirects.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  const second = next.charAt(1);
  if (second === '/' || second === '\\') return DEFAULT_AFTER_LOGIN;
  // Browsers drop tabs and newlines from URLs, so '/\t/evil.example' would become '//evil.example'.
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_AFTER_LOGIN;
  return next;
}

/** The login page URL that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/accounts/login/?next=${encodeURIComponent(path)}`;
}

import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';

/** The path pattern of the route a URL opens ('*' is the 'Page not found' page). */
function routeOf(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

describe('the author page routes (spec 01 section 2)', () => {
  it('open /author/{id}, /author/{id}/, /author/{id}/{name slug} and the earlier /author/{id}-{name slug}, and no deeper path', () => {
    for (const url of ['/author/12', '/author/12/', '/author/12/Ada-Lovelace', '/author/12/Ada-Lovelace/'])
      expect(routeOf(url), url).toMatch(/^author\//);
    // The page reads the id from the first segment (an invalid one shows 'Page not found' there).
    expect(matchRoutes(routes, '/author/12/Ada-Lovelace')?.at(-1)?.params.authorIdSlug).toBe('12');
    expect(matchRoutes(routes, '/author/12-Ada-Lovelace')?.at(-1)?.params.authorIdSlug).toBe('12-Ada-Lovelace');
    expect(routeOf('/author/12/Ada-Lovelace/more')).toBe('*');
  });
});

describe('the e-mail confirmation link', () => {
  it('opens /accounts/confirm-email/{token}, with or without a trailing slash, and reads the token', () => {
    for (const url of ['/accounts/confirm-email/abc.DEF-1_2', '/accounts/confirm-email/abc.DEF-1_2/'])
      expect(routeOf(url), url).toBe('accounts/confirm-email/:token');
    expect(matchRoutes(routes, '/accounts/confirm-email/abc.DEF-1_2')?.at(-1)?.params.token).toBe('abc.DEF-1_2');
    expect(routeOf('/accounts/confirm-email/')).toBe('*');
  });
});

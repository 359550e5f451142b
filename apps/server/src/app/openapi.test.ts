import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { openApiDocumentSchema } from '@sciscope/contracts';
import { AUTHORISATION_MATRIX, OK, type QuotaOutcome } from '../test-support/authorisation-matrix.table';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { AppConfig } from './config';
import { OPENAPI_PATH, registerOpenApi } from './openapi';
import { registerWebApp } from './web-app';

/**
 * The registered routes as `METHOD /path/{param}` pairs, read from Fastify's route tree
 * (`printRoutes`): each line is a path segment below its parent, indented four characters
 * per level, followed by its methods. HEAD twins of GET routes are left out.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('the OpenAPI description', () => {
  let t: TestApp;
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>>;
    components: { securitySchemes: Record<string, unknown> };
  };
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes every registered /api/ route with each of its methods', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((r) => / \/api\//.test(r));
    // The tree parser itself must have found the routes, or this test would pass on nothing.
    expect(routes).toContain('GET /api/auth/current-user/');
    expect(routes).toContain('DELETE /api/orgdev/{id}/tokens/{tokenId}');
    expect(routes).toContain('DELETE /api/profile/sessions/{id}');
    expect(routes.length).toBeGreaterThan(30);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing = routes.filter((route) => !described.includes(route));
    expect(missing).toEqual([]);
  });

  it('describes the answers of the reads served by the read workers', () => {
    const answer = (path: string) =>
      (document.paths[path]!.get as { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> })
        .responses?.['200']?.content?.['application/json']?.schema;
    for (const path of [
      '/api/search',
      '/api/autocomplete/concepts',
      '/api/authors/{id}/full',
      '/api/authors/{id}/short',
    ]) {
      expect(answer(path), path).toEqual(expect.objectContaining({ type: 'object' }));
    }
  });

  it('is OpenAPI 3 with the bearer token and session cookie schemes', () => {
    expect(openApiDocumentSchema.safeParse(document).success).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sciscope_session' }),
    );
    expect(document.paths['/api/orgdev/{id}/tokens']!.post!.security).toEqual([{ sessionCookie: [] }]);
  });

  it('marks as browser-session-only every route the matrix shows a token refused by rule', () => {
    const quotaPasses = (cell: QuotaOutcome) =>
      typeof cell === 'object' ? Object.values(cell).includes(OK) : cell === OK;
    const sessionOnly = (path: string, method: string) => {
      const security = (document.paths[path]?.[method.toLowerCase()]?.security ?? undefined) as
        Record<string, unknown>[] | undefined;
      return security !== undefined && security.every((requirement) => !('bearerAuth' in requirement));
    };
    const wrong: string[] = [];
    for (const [key, , user, other, member, admin, dev, superuser, quotas, token] of AUTHORISATION_MATRIX) {
      // A variant row is one way in among others (an attorney token, an id); the route is described once.
      if (key.includes(' · ')) continue;
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      if (!document.paths[path]) continue;
      const superuserOnly =
        superuser === OK && [user, other, member, admin, dev].every((cell) => cell !== OK) && !quotaPasses(quotas);
      const tokenRefusedDeveloperAllowed = dev === OK && token === 403;
      if ((superuserOnly || tokenRefusedDeveloperAllowed) && !sessionOnly(path, method)) wrong.push(key);
    }
    expect(wrong).toEqual([]);
    // And the other way: a route a token may call is not described as session-only.
    const overstated = AUTHORISATION_MATRIX.filter(([key, , , , , , , , , token]) => {
      if (key.includes(' · ') || token !== OK) return false;
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      return document.paths[path] !== undefined && sessionOnly(path, method);
    }).map(([key]) => key);
    expect(overstated).toEqual([]);
    expect(sessionOnly('/api/admin/users', 'GET')).toBe(true);
    expect(sessionOnly('/api/auth/current-user/', 'GET')).toBe(false);
  });

  it('gives every /api/ route a summary', () => {
    const missing = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => !(operation as { summary?: string }).summary)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(missing).toEqual([]);
  });

  it('leaves out the web app fallback route that serves the pages', async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'sciscope-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html>');
    const app = Fastify();
    try {
      await registerOpenApi(app);
      await registerWebApp(app, { webDistDir } as AppConfig);
      const served = await app.inject({ method: 'GET', url: '/search/' });
      expect(served.statusCode).toBe(200);
      const paths = Object.keys((await app.inject({ method: 'GET', url: OPENAPI_PATH })).json().paths);
      expect(paths).toContain(OPENAPI_PATH);
      expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    } finally {
      await app.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('generates request bodies from the zod contracts, rules included', () => {
    const body = document.paths['/api/profile/password']!.put!.requestBody as {
      content: {
        'application/json': { schema: { properties: Record<string, { minLength?: number }>; required: string[] } };
      };
    };
    const schema = body.content['application/json'].schema;
    expect(schema.required).toEqual(['currentPassword', 'newPassword']);
    expect(schema.properties.newPassword!.minLength).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { openApiDocumentSchema } from '@sciscope/contracts';
import { listOperations } from './api-reference';

describe('listOperations', () => {
  it('lists each method of each path, sorted, marking the session-only ones', () => {
    const document = openApiDocumentSchema.parse({
      openapi: '3.1.0',
      info: { title: 'x' },
      paths: {
        '/api/search': { get: { summary: 'Search articles' } },
        '/api/orgdev/{id}/tokens': {
          post: { summary: 'Create', security: [{ sessionCookie: [] }] },
          get: { summary: 'List', security: [{ sessionCookie: [] }, { bearerAuth: [] }] },
          parameters: [{ name: 'id', in: 'path' }],
        },
        '/api/health': { get: {} },
      },
    });
    expect(listOperations(document)).toEqual([
      { method: 'GET', path: '/api/health', summary: '', sessionOnly: false },
      { method: 'GET', path: '/api/orgdev/{id}/tokens', summary: 'List', sessionOnly: false },
      { method: 'POST', path: '/api/orgdev/{id}/tokens', summary: 'Create', sessionOnly: true },
      { method: 'GET', path: '/api/search', summary: 'Search articles', sessionOnly: false },
    ]);
  });
});

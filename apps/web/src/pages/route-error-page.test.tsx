import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/providers';
import { textOf } from '../testing/render-static';
import { isChunkLoadError, NEW_VERSION_MESSAGE, RouteErrorPage } from './route-error-page';

/** The HTML of `url` on routes whose page module fails to load with `error`, as the router shows it. */
async function renderFailedLoad(error: Error): Promise<string> {
  const routes: RouteObject[] = [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: 'jobs/:id',
          lazy: async () => {
            throw error;
          },
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/jobs/2'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </MantineProvider>,
  );
}

describe('a page whose code fails to load', () => {
  it('says a new version is available, with Reload, when the chunk is gone after a redeploy', async () => {
    const html = await renderFailedLoad(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:3950/assets/vacancy-page-CNNThUO0.js',
      ),
    );
    const text = textOf(html);
    expect(text).toContain(NEW_VERSION_MESSAGE);
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Reload[\s\S]*?<\/button>/);
    expect(text).not.toContain('Failed to fetch dynamically imported module');
  });

  it('shows any other error as before', async () => {
    const text = textOf(await renderFailedLoad(new Error('Something else broke.')));
    expect(text).toContain('Something else broke.');
    expect(text).not.toContain(NEW_VERSION_MESSAGE);
  });

  it('knows the failed dynamic imports of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Not Found'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SiteInfo } from '@sciscope/contracts';
import { cssVariablesResolver, theme } from '../app/providers';
import { siteKeys } from '../features/site/queries/site-keys';

/** A query client for tests: what is seeded stays fresh, nothing is fetched again or retried. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
}

/**
 * The HTML a page renders from what the query cache holds (no effects run, nothing is fetched):
 * `element` is mounted at the route `path` and opened at `url`.
 */
export function renderStatic(
  element: ReactElement,
  { client = testQueryClient(), path = '/', url = path }: { client?: QueryClient; path?: string; url?: string } = {},
): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The visible text of rendered HTML (tags, styles and entities resolved), for assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A query client seeded with the operator's site information: contact mailbox `contactEmail`,
 * and `contactAddress` (where the contact links write to), the same unless given.
 */
export function clientWithSite(
  contactEmail: string | null = 'plans@example.org',
  contactAddress: string | null = contactEmail,
): QueryClient {
  const client = testQueryClient();
  const site: SiteInfo = {
    operatorName: 'Operator',
    statement: 'Run by the operator.',
    contactEmail,
    contactAddress,
    privacyPolicy: { format: 'text', text: 'Nothing.' },
  };
  client.setQueryData(siteKeys.info(), site);
  return client;
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ANONYMOUS_USER, type Concept, type CurrentUser } from '@sciscope/contracts';
import { ontologyConcept } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { cssVariablesResolver, theme } from '../../app/providers';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { ontologyKeys } from '../../features/ontology/queries/ontology-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { NewMonitoringPage, SavedMonitoringPage } from './monitoring-page';

describe('the monitoring page at an address that names no monitoring', () => {
  it('says Page not found and leads back to the saved monitorings', () => {
    const html = renderStatic(<SavedMonitoringPage />, { path: '/monitoring/:id', url: '/monitoring/abc' });
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('Monitoring not found.');
    expect(html).toContain('href="/saved-monitorings"');
  });
});

const subscriber: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 4,
  email: 'reader@example.org',
  is_authenticated: true,
  active_quotas: [['monitoring', { canBePrivate: true, organizations_ids: [] }]],
};

const tactileSensors: Concept = ontologyConcept({ id: 8395, name: 'Tactile sensors', df: 12 });

/** The server's answer for a concept id it has no concept for (GraphQL `concept(id)`). */
const conceptNotFound = new ApiError({
  status: 200,
  code: 'ontology.concept_not_found',
  message: "Concept doesn't exist.",
});

/**
 * /monitoring at `url`, with what the server answers for each concept id (an error: the call
 * failed so), in a data router as the app's (the editor asks before leaving unsaved changes).
 */
async function renderNew(url: string, concepts: Record<number, Concept | null | ApiError>): Promise<string> {
  const client = testQueryClient();
  // A failed call stays failed while rendering (not asked again on mount, as nothing is fetched).
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client.setQueryData(authKeys.currentUser(), subscriber);
  for (const [id, answer] of Object.entries(concepts)) {
    const queryKey = ontologyKeys.concept(Number(id));
    if (answer instanceof ApiError)
      client.getQueryCache().build(client, { queryKey }).setState({ status: 'error', error: answer });
    else client.setQueryData(queryKey, answer);
  }
  const handler = createStaticHandler([{ path: '/monitoring', element: <NewMonitoringPage /> }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a new monitoring of a link's concept (/monitoring?conceptId=&conceptName=)", () => {
  it("names the concept as the server does, never as the link's conceptName", async () => {
    const html = await renderNew('/monitoring?conceptId=8395&conceptName=Quantum%20gravity', { 8395: tactileSensors });
    expect(textOf(html)).toContain('Tactile sensors');
    expect(textOf(html)).not.toContain('Quantum gravity');
  });

  it('says an id no concept has is unknown, with no editor and so nothing to save', async () => {
    const html = await renderNew('/monitoring?conceptId=999999999&conceptName=Quantum%20gravity', {
      999999999: conceptNotFound,
    });
    const text = textOf(html);
    expect(text).toContain('There is no concept with the id 999999999, so there is nothing to monitor.');
    expect(html).toContain('href="/monitoring"');
    expect(text).not.toContain('Quantum gravity');
    expect(html).not.toContain('value="Topic 0"');
    expect(text).not.toMatch(/\bSave\b/);
  });

  it('says the same when the concept comes back empty or deleted, and of an id that is not a number', async () => {
    const none = await renderNew('/monitoring?conceptId=8395', { 8395: null });
    expect(textOf(none)).toContain('There is no concept with the id 8395');
    const deleted = await renderNew('/monitoring?conceptId=8395', { 8395: { ...tactileSensors, deleted: true } });
    expect(textOf(deleted)).toContain('There is no concept with the id 8395');
    expect(textOf(deleted)).not.toContain('Tactile sensors');
    const garbled = await renderNew('/monitoring?conceptId=abc&conceptName=Quantum%20gravity', {});
    expect(textOf(garbled)).toContain('There is no concept with the id abc');
    expect(textOf(garbled)).not.toContain('Quantum gravity');
  });

  it('shows any other failure as an error, not as an unknown concept', async () => {
    const failed = new ApiError({ status: 500, code: 'http.500', message: 'Internal Server Error' });
    const text = textOf(await renderNew('/monitoring?conceptId=8395', { 8395: failed }));
    expect(text).toContain('Internal Server Error');
    expect(text).not.toContain('There is no concept');
  });

  it('starts an empty monitoring without a conceptId', async () => {
    const html = await renderNew('/monitoring', {});
    expect(html).toContain('value="Topic 0"');
    expect(textOf(html)).not.toContain('There is no concept');
  });
});

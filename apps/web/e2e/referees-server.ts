import type { Page } from 'playwright-core';
import { pageApiCall } from './actions';
import { runCliWithEnv, seedCorpus, startServer, type TestServer } from './harness';
import { THESAURUS, refereesWorks } from './referees.fixture';

/**
 * A server on the referee fixture corpus (`referees.fixture.ts`) with a trained representation
 * model, which the referee finder, the panels and the jobs ranking need (the daily task would
 * train it).
 */
export function startRefereesServer(): Promise<TestServer> {
  return startServer({
    beforeStart: async (env) => {
      await seedCorpus(env, { thesaurusCsv: THESAURUS, works: refereesWorks() });
      await runCliWithEnv(env, ['representations', 'train']);
    },
  });
}

/** Three proposals of the panel walks: two on planar graph colouring (the first by Alice), one on proteins. */
export const PANEL_PROPOSALS = {
  graphOne: 'Colouring planar graphs of small vertex degree',
  graphTwo: 'The chromatic number of planar graphs',
  protein: 'Protein folding by molecular dynamics',
} as const;

/**
 * Creates a folder named `name` on the folders page (the user logged in there) and imports the
 * three `PANEL_PROPOSALS` into it through the API; returns the folder's id.
 */
export async function folderOfPanelProposals(page: Page, name: string): Promise<number> {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await page.waitForURL(/\/folder\/\d+\/$/);
  const folderId = Number(/\/folder\/(\d+)\/$/.exec(page.url())![1]);
  const { graphOne, graphTwo, protein } = PANEL_PROPOSALS;
  const csv = [
    'title,abstract,authors',
    `${graphOne},"We study graph coloring and the chromatic number of a planar graph. Bounds on the vertex degree give new colorings of planar graphs.",Alice Doc`,
    `${graphTwo},"Planar graph coloring: the chromatic number of a planar graph from its vertex degree.",`,
    `${protein},"We study protein folding with molecular dynamics. Each amino acid of the chain changes the folding of the protein.",`,
  ].join('\n');
  await pageApiCall(page, 'POST', `/api/folders/${folderId}/import`, { format: 'csv', content: csv });
  return folderId;
}

/**
 * Publishes, as the employer logged in on `page`, the vacancy on graph colouring the jobs walks
 * review (its text matches the referee fixture's graph-colouring authors), with `memberEmails`
 * on its committee; answers its id.
 */
export async function publishGraphColouringVacancy(page: Page, memberEmails: readonly string[]): Promise<number> {
  const { id } = (await pageApiCall(page, 'POST', '/api/jobs/edit-vacancy/', {
    title: 'Postdoc in graph coloring',
    descriptionMarkdown: 'We look for a postdoc on planar graphs.',
    dateDeadline: '2099-12-31',
    affiliation: 'University of Testing',
    infoEmail: 'jobs@testing.example',
    text: 'graph coloring and the chromatic number of planar graphs with small vertex degree',
    status: 'published',
  })) as { id: number };
  for (const email of memberEmails)
    await pageApiCall(page, 'POST', `/api/jobs/vacancy/${id}/committee`, { email, isEqualityOfficer: false });
  return id;
}

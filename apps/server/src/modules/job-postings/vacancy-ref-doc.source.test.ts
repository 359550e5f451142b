import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { vacancyFields } from '../../test-support/jobs.fixture';
import { loadVacancyDoc } from './vacancy-ref-doc.source';

/*
 * A vacancy as a referee-finder document gets concepts from its own text, as a proposal does
 * (walk 10, defect 5): the concepts picked on the form win; with none picked, the matcher's
 * concepts of the title, description and free text fill them, and follow every edit.
 */
describeEachDatabase("a vacancy's concepts", (dialect) => {
  let t: TestApp;
  let owner: { id: number };
  const c = { manipulators: 0, effectors: 0, clouds: 0, agriculture: 0 };

  const cookie = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const save = async (body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/edit-vacancy/',
      headers: apiHeaders(await cookie(owner.id)),
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }).id;
  };
  const conceptsOf = async (id: number) => (await loadVacancyDoc(t.db, id)).doc.conceptIds;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    owner = await createTestUser(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    const concept = async (name: string, literal: string) => {
      const { id } = await corpus.concept({ name, df: 3 });
      await corpus.literal({ conceptId: id, name: literal });
      return id;
    };
    c.manipulators = await concept('Manipulators', 'robotic manipulation');
    c.effectors = await concept('End effectors', 'end effectors');
    c.clouds = await concept('Point clouds', 'point clouds');
    c.agriculture = await concept('Precision agriculture', 'precision agriculture');
  });
  afterAll(() => t.close());

  const robotics = vacancyFields({
    title: 'Postdoc in agricultural robotics',
    // Description and free text together: robotic manipulation ×2, end effectors ×2, point clouds ×1.
    descriptionMarkdown: 'We look for a **postdoc** in robotic manipulation: end effectors that sample leaves.',
    text: 'robotic manipulation, point clouds, end effectors',
    status: 'draft',
  });

  it('finds the concepts of the text when none are picked, most occurrences first, on create and on edit', async () => {
    const id = await save(robotics);
    // The referee finder lists these as the document's concepts (no "No concepts" warning).
    expect(await conceptsOf(id)).toEqual([c.manipulators, c.effectors, c.clouds]);
    await save({ ...robotics, id, text: 'point clouds of leaves, point clouds of trees, precision agriculture' });
    expect(await conceptsOf(id)).toEqual([c.clouds, c.manipulators, c.effectors, c.agriculture]);
  });

  it('keeps the concepts picked on the form, and only those', async () => {
    const id = await save({ ...robotics, conceptsIds: [c.agriculture] });
    expect(await conceptsOf(id)).toEqual([c.agriculture]);
  });
});

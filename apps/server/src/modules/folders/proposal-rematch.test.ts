import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS } from '@sciscope/engine';
import type { ProposalFullResponse, RefereesListResponse } from '@sciscope/contracts';
import { silentProgress } from '../../app/progress';
import { startBackgroundWork } from '../../startup/background-work';
import { TASK_REGISTRY } from '../../task-registry';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { insertProposal, seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { buildRefereesFixture } from '../../test-support/referees.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { updateConceptTypicality } from '../representations/concept-typicality.usecases';
import { trainRepresentations } from '../representations/representations.usecases';
import type { TaskRunner } from '../tasks/task-runner';
import { createTasksRepository } from '../tasks/tasks.repository';
import { proposalConceptsAreStale, rematchProposals, sharedMatcher } from './proposal-rematch.usecases';

/*
 * Proposals follow the ontology: an ontology edit, then the rescan task, and a saved proposal
 * carries the concepts its text has under the edited ontology, in its page and in the referee
 * finder's ranking; and a database upgraded with proposals saved before their badge evidence
 * existed re-matches them once at start-up.
 */

const TEXT = {
  title: 'Graph neural networks for protein folding',
  abstract: 'Message passing between residues predicts contacts; message passing is cheap.',
};

/** A runner that takes nothing off the queue: start-up's checks are read from the queue. */
const idleRunner: TaskRunner = { start: async () => {}, wake: () => {}, stop: async () => {}, idle: async () => {} };

describeEachDatabase('proposals re-matched after ontology changes', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  let moderator: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
    const user = await createTestUser(t.db, { quotas: ['ontology_moderator'] });
    moderator = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  });
  afterEach(async () => {
    await t.close();
  });

  const save = async (fields: { title: string; abstract: string }, proposalId?: number) => {
    const response = proposalId
      ? await w.call('PUT', `/api/proposals/${proposalId}`, 'editor', { payload: fields })
      : await w.call('POST', `/api/folders/${w.folder.id}/proposals`, 'editor', { payload: fields });
    expect(response.statusCode).toBe(200);
    return response.json().id as number;
  };
  const conceptNames = async (proposalId: number) => {
    const full = (await w.call('GET', `/api/proposals/${proposalId}/full`, 'viewer')).json() as ProposalFullResponse;
    return full.groupedConcepts.flatMap((g) => g.concepts.map((c) => c.name)).sort();
  };
  const moderate = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: apiHeaders(moderator), payload });
    expect([200, 201], response.body).toContain(response.statusCode);
    return response.json() as { concept: { id: number } };
  };
  /** The task an ontology edit queues, run as the task runner runs it. */
  const runRescanTask = async () =>
    (await TASK_REGISTRY['concepts.rescan'].run({
      db: t.db,
      config: t.config,
      taskId: 0,
      params: {},
      progress: silentProgress,
      log: () => {},
    })) as { proposals: { proposals: number; changed: number } };
  const storedPairs = (proposalId: number) =>
    t.db.kysely
      .selectFrom('proposalConcepts')
      .selectAll()
      .where('proposalId', '=', proposalId)
      .orderBy('conceptId')
      .execute();

  it('gives a saved proposal the concepts of an ontology edit once the rescan task ran, in its page and the referee finder', async () => {
    // The referee finder ranks on a trained model: the fixture's corpus brings one.
    await buildRefereesFixture(t.db);
    const id = await save(TEXT);
    expect(await conceptNames(id)).toEqual(['Graph neural networks', 'Neural networks', 'Protein folding']);
    const documentConcepts = async () => {
      const ranked = await w.call('POST', `/api/referees/proposal/${id}/`, 'editor', {
        payload: Buffer.from(''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(ranked.statusCode).toBe(200);
      return (ranked.json() as RefereesListResponse).documentConcepts.map((c) => c.name).sort();
    };
    expect(await documentConcepts()).toEqual(['Graph neural networks', 'Neural networks', 'Protein folding']);

    // A new concept whose literal the proposal names, and a literal made ambiguous (nothing in
    // the text confirms "protein folding" any more).
    const created = await moderate('POST', '/api/ontology/concepts', {
      name: 'Message passing',
      literals: [{ name: 'message passing' }],
    });
    const [literal] = await t.db.kysely
      .selectFrom('conceptLiterals')
      .select('id')
      .where('conceptId', '=', w.concepts.folding.id)
      .execute();
    await moderate('PUT', `/api/ontology/concepts/${w.concepts.folding.id}`, {
      name: 'Protein folding',
      literals: [
        { id: literal!.id, name: 'protein folding', isAmbiguous: true, checkboxInteracted: true },
        { name: 'protein misfolding' },
      ],
    });
    const { proposals } = await runRescanTask();

    expect(proposals).toEqual({ proposals: 1, changed: 1 });
    const expected = ['Graph neural networks', 'Message passing', 'Neural networks'];
    expect(await conceptNames(id)).toEqual(expected);
    expect(await documentConcepts()).toEqual(expected);
    const listed = await w.call('GET', `/api/folders/${w.folder.id}`, 'viewer');
    expect(listed.json().proposals[0]).toMatchObject({ id, conceptsCount: 3 });
    // The new pair has the provenance and badge evidence a save gives it.
    const pairs = await storedPairs(id);
    expect(pairs.find((p) => p.conceptId === created.concept.id)).toMatchObject({
      tf: 2,
      titleTf: 0,
      spanTokens: 2,
      reason: 'literal',
    });
  });

  it('builds one matcher for the task: every call of the shared loader hands out the first build', async () => {
    const shared = sharedMatcher(t.db);
    const [first, second] = await Promise.all([shared(), shared()]);
    expect(second).toBe(first);
    expect(await shared()).toBe(first);
    const another = await sharedMatcher(t.db)();
    expect(another).not.toBe(first);
    expect(another.stamp).toBe(first.stamp);
  });

  it('changes nothing on a second run, and touches no proposal whose concepts did not change', async () => {
    const id = await save(TEXT);
    const unrelated = await save({ title: 'Protein folding in the cell', abstract: '' });
    const none = await save({ title: 'Sheep farming', abstract: 'Wool prices.' });
    await moderate('POST', '/api/ontology/concepts', {
      name: 'Message passing',
      literals: [{ name: 'message passing' }],
    });
    const version = async () =>
      (await t.db.kysely.selectFrom('proposals').select(['id', 'updatedAt']).orderBy('id').execute()).map((p) => [
        p.id,
        p.updatedAt,
      ]);
    const before = await version();
    const keptPairs = await storedPairs(unrelated);

    expect((await runRescanTask()).proposals).toEqual({ proposals: 3, changed: 1 });
    const after = await Promise.all([id, unrelated, none].map(storedPairs));
    expect(after[1]).toEqual(keptPairs);
    expect(after[2]).toEqual([]);
    // A re-match is not a save: the proposals keep their version.
    expect(await version()).toEqual(before);

    expect((await runRescanTask()).proposals).toEqual({ proposals: 3, changed: 0 });
    expect(await Promise.all([id, unrelated, none].map(storedPairs))).toEqual(after);
  });

  it('gives a saved proposal the concepts of an imported ontology file', async () => {
    const id = await save(TEXT);
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-rematch-'));
    try {
      const file = join(dir, 'thesaurus.csv');
      writeFileSync(file, 'subject,predicate,object\nMessage passing,BT,Graph algorithms\n');
      const report = (await TASK_REGISTRY['corpus.import-ontology'].run({
        db: t.db,
        config: t.config,
        taskId: 0,
        params: { files: [file] },
        progress: silentProgress,
        log: () => {},
      })) as { proposals: unknown };
      expect(report.proposals).toEqual({ proposals: 1, changed: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await conceptNames(id)).toEqual([
      'Graph neural networks',
      'Message passing',
      'Neural networks',
      'Protein folding',
    ]);
  });

  it('does not overwrite a proposal saved while the re-match worked on it', async () => {
    const first = await save(TEXT);
    const second = await save({ title: 'Message passing on graphs', abstract: '' });
    await moderate('POST', '/api/ontology/concepts', {
      name: 'Message passing',
      literals: [{ name: 'message passing' }],
    });
    let saved = false;
    const report = await rematchProposals({
      db: t.db,
      progress: silentProgress,
      // Called for each changed proposal between its extraction and the page's write.
      typicality: async () => {
        if (!saved) {
          saved = true;
          await new Promise((resolve) => setTimeout(resolve, 5));
          await save({ title: 'Protein folding in the cell', abstract: '' }, first);
        }
        return new Map();
      },
    });

    expect(saved).toBe(true);
    expect(report).toEqual({ proposals: 2, changed: 1 });
    // The save's concepts stand, not those of the text it replaced.
    expect(await conceptNames(first)).toEqual(['Protein folding']);
    expect(await conceptNames(second)).toEqual(['Message passing']);
  });

  it('re-matches proposals saved before their badge evidence existed once, at start-up, with typicality', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const joints = await corpus.concept({ name: 'Robot joints' });
    await corpus.literal({ conceptId: joints.id, name: 'robot joints' });
    const translation = await corpus.concept({ name: 'Machine translation' });
    await corpus.literal({ conceptId: translation.id, name: 'machine translation' });
    for (let i = 0; i < 12; i++)
      await corpus.article({
        title: `Robot joints study ${i}`,
        abstract: 'Torque control of manipulator joints for grasping with a robot arm and its actuators.',
        concepts: [{ conceptId: joints.id }],
      });
    for (let i = 0; i < 12; i++)
      await corpus.article({
        title: `Machine translation ${i}`,
        abstract: 'Joint training of a neural language model with attention on translation benchmarks.',
        concepts: [{ conceptId: translation.id }],
      });
    await corpus.corpusSize(24);
    const settings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 };
    await trainRepresentations({ db: t.db, progress: silentProgress, settings });
    await updateConceptTypicality({ db: t.db, progress: silentProgress });
    // Saved now, for the values a save gives.
    const text = {
      title: 'Graph neural networks for robot joints',
      abstract: 'Torque control of manipulator joints with a robot arm, tried on a hexapod walker.',
    };
    const reference = await storedPairs(await save(text));
    expect(reference.find((p) => p.conceptId === joints.id)?.typicality).toEqual(expect.any(Number));

    // As a proposal saved before migration 0020 reads: the evidence columns at their defaults.
    const old = await insertProposal(t.db, { folderId: w.folder.id, ...text });
    await t.db.kysely
      .insertInto('proposalConcepts')
      .values(
        reference.map((p) => ({
          proposalId: old,
          conceptId: p.conceptId,
          tf: p.tf,
          literalId: null,
          reason: null,
          evidenceConceptId: null,
        })),
      )
      .execute();
    await t.db.kysely.updateTable('proposals').set({ conceptsCount: reference.length }).where('id', '=', old).execute();
    expect((await storedPairs(old)).map((p) => [p.titleTf, p.spanTokens, p.typicality])).toEqual(
      reference.map(() => [0, 1, null]),
    );

    // Start-up queues other work too on this database (the article index, the ambiguity flags).
    const queued = async () =>
      (await createTasksRepository({ db: t.db }).list({ offset: 0, limit: 50, state: 'queued' })).rows
        .map((r) => r.kind)
        .filter((kind) => kind === 'concepts.rescan');
    const start = async () =>
      (await startBackgroundWork({ config: t.config, db: t.db, runner: idleRunner, log: () => {} })).stop();
    await start();
    expect(await queued()).toEqual(['concepts.rescan']);
    expect((await runRescanTask()).proposals).toEqual({ proposals: 2, changed: 1 });

    const strip = (pairs: Awaited<ReturnType<typeof storedPairs>>) => pairs.map(({ proposalId: _, ...p }) => p);
    expect(strip(await storedPairs(old))).toEqual(strip(reference));
    expect(await proposalConceptsAreStale(t.db)).toBe(false);
    await t.db.kysely.deleteFrom('tasks').execute();
    await start();
    expect(await queued()).toEqual([]);

    // An ontology edit that rescans no article (no article names the literal) still queues the
    // task, for the proposals alone (walk 21: they waited for the next start).
    const edit = await moderate('POST', '/api/ontology/concepts', {
      name: 'Hexapod robots',
      literals: [{ name: 'hexapod walker' }],
    });
    expect(await queued()).toEqual(['concepts.rescan']);
    // Both proposals hold the text.
    expect((await runRescanTask()).proposals).toEqual({ proposals: 2, changed: 2 });
    expect((await storedPairs(old)).map((p) => p.conceptId)).toContain(edit.concept.id);
    expect(await proposalConceptsAreStale(t.db)).toBe(false);

    // One that runs cut short is caught at the next start.
    await t.db.kysely.deleteFrom('tasks').execute();
    await moderate('POST', '/api/ontology/concepts', {
      name: 'Octopod robots',
      literals: [{ name: 'octopod walker' }],
    });
    await t.db.kysely.deleteFrom('tasks').execute();
    await start();
    expect(await queued()).toEqual(['concepts.rescan']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ONTOLOGY_TEXTS, type Concept, type ConceptInput, type LiteralInput } from '@sciscope/contracts';
import { conceptInputSchema } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import type { SessionUser } from '../../app/auth/auth.types';
import { AppError } from '../../app/errors';
import { readEml } from '../../test-support/eml';
import { loadOntologyFixture, type OntologyFixture } from '../../test-support/ontology.fixture';
import { createTestUser } from '../../test-support/test-app';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { conceptImpact, createOntologySource } from './concept-impact.usecases';
import { deleteConcept, restoreConcept, saveConcept } from './concept-edit.usecases';
import { conceptMissingLiterals, mergeConcept } from './concept-merge.usecases';
import { getConcept } from './concept-view.usecases';
import { decideCuration } from './curation-queue.usecases';
import { approveLogEntry, conceptLog, listOntologyLog, rejectLogEntry } from './ontology-moderation.usecases';

/*
 * Ontology curation end to end on a fixture corpus: a moderator's direct change, a user's
 * suggestion with its impact preview, approval, rescan and the article's badges; rejection
 * (the entry kept, the suggester e-mailed); merge and its rollback; parent protection.
 */

describeEachDatabase('ontology curation', (dialect) => {
  let db: Db;
  let f: OntologyFixture;
  let moderator: SessionUser;
  let user: SessionUser;

  beforeEach(async () => {
    db = await createTestDb(dialect);
    f = await loadOntologyFixture(db);
    const m = await createTestUser(db, { quotas: ['ontology_moderator'] });
    const u = await createTestUser(db);
    moderator = { id: m.id, email: m.email, isSuperuser: false };
    user = { id: u.id, email: u.email, isSuperuser: false };
  });
  afterEach(async () => {
    f.cleanup();
    await db.close();
  });

  const as = (who: SessionUser | null) => ({ ...f.services, user: who });

  /** The form's input for a concept as it is, with literals changed by `edit`. */
  async function formOf(conceptId: number, edit: (literals: LiteralInput[]) => LiteralInput[]) {
    const concept: Concept = await getConcept({ ...as(moderator), conceptId });
    const literals: LiteralInput[] = concept.literals.map((l) => ({
      id: l.id,
      name: l.name,
      composite: l.composite,
      lang: l.lang,
      isAmbiguous: l.isAmbiguous,
    }));
    const input: ConceptInput = { name: concept.name, basic: concept.basic, literals: edit(literals) };
    return conceptInputSchema.parse(input);
  }

  it("applies a moderator's edit at once, logs it as approved and rescans the articles it affects", async () => {
    const cnn = f.concept('Convolutional neural network');
    const input = await formOf(cnn, (literals) => [...literals, { name: 'convnet', isAmbiguous: false }]);
    const saved = await saveConcept({ ...as(moderator), conceptId: cnn, input });
    expect(saved.pending).toBe(false);
    expect(saved.concept?.literals.map((l) => l.name)).toEqual(['Convolutional neural network', 'convnet']);
    expect(saved.rescan?.articles).toBeGreaterThanOrEqual(3);
    expect(saved.rescan?.taskId).not.toBeNull();
    const task = await db.kysely
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', saved.rescan!.taskId!)
      .executeTakeFirstOrThrow();
    expect(task.kind).toBe('concepts.rescan');
    expect(task.ownerId).toBe(moderator.id);

    expect(await f.conceptsOf('W1')).toEqual([]);
    await f.rescan();
    expect(await f.conceptsOf('W1')).toEqual(['Convolutional neural network']);
    expect(await f.conceptsOf('W8')).toEqual(['Convolutional neural network']);

    const { logs } = await listOntologyLog({ ...as(moderator), email: '', offset: 0, status: 'all' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      conceptId: cnn,
      status: 'approved',
      createdByEmail: moderator.email,
      actions: [{ type: 'add_literal', literal: { name: 'convnet', isAmbiguous: false } }],
    });
  });

  it('turns a user’s edit into a pending suggestion, previews its impact, and applies it on approval', async () => {
    const cnn = f.concept('Convolutional neural network');
    const input = await formOf(cnn, (literals) => [...literals, { name: 'convnet', isAmbiguous: false }]);
    const suggested = await saveConcept({ ...as(user), conceptId: cnn, input });
    expect(suggested).toMatchObject({ ok: true, pending: true, rescan: null });
    // Nothing changed yet.
    expect((await getConcept({ ...as(user), conceptId: cnn })).literals.map((l) => l.name)).toEqual([
      'Convolutional neural network',
    ]);
    expect((await getConcept({ ...as(moderator), conceptId: cnn })).pendingChanges).toBe(1);
    expect((await getConcept({ ...as(user), conceptId: cnn })).pendingChanges).toBeNull();

    const impact = await conceptImpact({
      ...as(moderator),
      ontology: createOntologySource(db),
      logId: suggested.logId!,
    });
    expect(impact.gained.count).toBe(2);
    expect(impact.gained.sample.map((a) => a.title).sort()).toEqual([
      'A convnet for speech',
      'Deep learning for image recognition',
    ]);
    expect(impact.lost.count).toBe(0);
    expect(impact.kept).toBe(1);

    const review = await approveLogEntry({ ...as(moderator), id: suggested.logId! });
    expect(review.entry).toMatchObject({
      status: 'approved',
      createdByEmail: user.email,
      modifiedByEmail: moderator.email,
    });
    expect(review.rescan?.articles).toBeGreaterThanOrEqual(3);
    await f.rescan();
    expect(await f.conceptsOf('W1')).toEqual(['Convolutional neural network']);
    expect((await getConcept({ ...as(moderator), conceptId: cnn })).pendingChanges).toBe(0);
    await expect(approveLogEntry({ ...as(moderator), id: suggested.logId! })).rejects.toMatchObject({
      code: 'ontology.already_reviewed',
    });
  });

  it('creates a suggested new concept on approval, and rescans the articles holding its literals', async () => {
    const input = conceptInputSchema.parse({
      name: 'Convnet',
      literals: [{ name: 'convnet' }],
      parentIds: [f.concept('Neural network')],
    });
    const suggested = await saveConcept({ ...as(user), conceptId: null, input });
    expect(suggested).toMatchObject({ pending: true, concept: null });
    const impact = await conceptImpact({
      ...as(moderator),
      ontology: createOntologySource(db),
      logId: suggested.logId!,
    });
    expect(impact).toMatchObject({ conceptId: null, name: 'Convnet', gained: { count: 2 }, lost: { count: 0 } });
    const review = await approveLogEntry({ ...as(moderator), id: suggested.logId! });
    expect(review.entry.conceptId).toEqual(expect.any(Number));
    expect(review.entry.actions.map((a) => a.type)).toEqual(['add_concept', 'add_literal', 'add_parent']);
    const created = await getConcept({ ...as(user), conceptId: review.entry.conceptId! });
    expect(created).toMatchObject({
      name: 'Convnet',
      parents: [{ name: 'Neural network' }],
      literals: [{ name: 'convnet' }],
    });
    await f.rescan();
    expect(await f.conceptsOf('W8')).toEqual(['Convnet']);
  });

  it('previews the articles that lose a concept when a literal is removed', async () => {
    const nn = f.concept('Neural network');
    const input = await formOf(nn, (literals) => literals.filter((l) => l.name !== 'Neural net'));
    const suggested = await saveConcept({ ...as(user), conceptId: nn, input });
    const impact = await conceptImpact({
      ...as(moderator),
      ontology: createOntologySource(db),
      logId: suggested.logId!,
    });
    expect(impact).toMatchObject({
      gained: { count: 0 },
      lost: { count: 1, sample: [{ title: 'Neural nets in the brain' }] },
    });
    await approveLogEntry({ ...as(moderator), id: suggested.logId! });
    await f.rescan();
    expect(await f.conceptsOf('W5')).toEqual([]);
    expect(await f.conceptsOf('W2')).toEqual(['Neural network']);
  });

  it('keeps a rejected suggestion with the reason and e-mails the suggester', async () => {
    const robot = f.concept('Robot');
    const input = await formOf(robot, (literals) => [...literals, { name: 'manipulator', isAmbiguous: false }]);
    const suggested = await saveConcept({ ...as(user), conceptId: robot, input });
    const review = await rejectLogEntry({
      ...as(moderator),
      id: suggested.logId!,
      reason: 'A manipulator is a part of a robot.',
    });
    expect(review.notified).toBe(true);
    expect(review.entry).toMatchObject({ status: 'rejected', reviewReason: 'A manipulator is a part of a robot.' });
    const { logs } = await conceptLog({ ...as(user), conceptId: robot, status: 'all', offset: 0 });
    expect(logs.map((l) => [l.status, l.reviewReason])).toEqual([['rejected', 'A manipulator is a part of a robot.']]);
    expect((await getConcept({ ...as(user), conceptId: robot })).literals.map((l) => l.name)).not.toContain(
      'manipulator',
    );

    const files = readdirSync(f.outbox);
    expect(files).toHaveLength(1);
    const mail = readEml(readFileSync(join(f.outbox, files[0]!), 'utf8'));
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Your suggestion for the concept "Robot" was not accepted');
    expect(mail.text).toContain('> A manipulator is a part of a robot.');
    expect(mail.text).toContain('- add the literal "manipulator"');
    expect(mail.text).toContain(
      `The concept's modification log: https://sciscope.example.org/ontology/concept/log/${robot}`,
    );
  });

  it('names a rejected rename’s concept by its current name, the suggested name in the body (walk 7 D10)', async () => {
    const robot = f.concept('Robot');
    const input = await formOf(robot, (literals) => literals);
    const suggested = await saveConcept({ ...as(user), conceptId: robot, input: { ...input, name: 'Robotic system' } });
    expect(suggested.pending).toBe(true);
    await rejectLogEntry({ ...as(moderator), id: suggested.logId!, reason: 'Robot is the usual name.' });
    const files = readdirSync(f.outbox);
    expect(files).toHaveLength(1);
    const mail = readEml(readFileSync(join(f.outbox, files[0]!), 'utf8'));
    expect(mail.subject).toBe('Your suggestion for the concept "Robot" was not accepted');
    expect(mail.text).toContain('your suggested change to the concept "Robot"');
    expect(mail.text).toContain('- rename the concept to "Robotic system"');
  });

  it('accepts a machine flag as a moderator’s without rescanning anything: the matcher reads the same flag (walk 7 D6)', async () => {
    const svm = await db.kysely
      .selectFrom('conceptLiterals')
      .select(['id', 'isAmbiguous', 'ambiguitySetBy'])
      .where('name', '=', 'SVM')
      .executeTakeFirstOrThrow();
    expect(svm).toMatchObject({ isAmbiguous: 1, ambiguitySetBy: 'machine' });
    const decided = await decideCuration({ ...as(moderator), kind: 'ambiguous', id: svm.id, decision: 'accept' });
    expect(decided.rescan).toBeNull();
    expect(await db.kysely.selectFrom('rescanQueue').select('articleId').execute()).toEqual([]);
    expect(await db.kysely.selectFrom('tasks').select('id').where('kind', '=', 'concepts.rescan').execute()).toEqual(
      [],
    );
    const literal = await db.kysely
      .selectFrom('conceptLiterals')
      .select(['isAmbiguous', 'ambiguitySetBy'])
      .where('id', '=', svm.id)
      .executeTakeFirstOrThrow();
    expect(literal).toEqual({ isAmbiguous: 1, ambiguitySetBy: 'moderator' });
    const { logs } = await listOntologyLog({ ...as(moderator), email: '', offset: 0, status: 'all' });
    expect(logs[0]).toMatchObject({ source: 'curation', rescanArticles: 0 });
  });

  it('shows a non-moderator only their own suggestions in a concept’s log', async () => {
    const robot = f.concept('Robot');
    const other = await createTestUser(db);
    const input = await formOf(robot, (literals) => [...literals, { name: 'android', isAmbiguous: false }]);
    await saveConcept({ ...as({ id: other.id, email: other.email, isSuperuser: false }), conceptId: robot, input });
    await saveConcept({ ...as(user), conceptId: robot, input });
    expect((await conceptLog({ ...as(user), conceptId: robot, status: 'all', offset: 0 })).total).toBe(1);
    expect((await conceptLog({ ...as(moderator), conceptId: robot, status: 'pending', offset: 0 })).total).toBe(2);
  });

  it('merges a concept: the missing literals are carried over and the merged concept is deleted', async () => {
    const robot = f.concept('Robot');
    const svm = f.concept('Support vector machine');
    expect(
      (await conceptMissingLiterals({ ...as(user), conceptId: svm, targetId: robot })).literals.map((l) => l.name),
    ).toEqual(['Support vector machine', 'SVM']);
    const merged = await mergeConcept({ ...as(moderator), conceptId: svm, targetId: robot });
    expect(merged.concept?.literals.map((l) => l.name)).toEqual([
      'Robot',
      'Robotic system',
      'Support vector machine',
      'SVM',
    ]);
    expect((await getConcept({ ...as(moderator), conceptId: svm })).deleted).toBe(true);
    await f.rescan();
    expect(await f.conceptsOf('W6')).toEqual(['Robot']);
    const { logs } = await listOntologyLog({ ...as(moderator), email: '', offset: 0, status: 'all' });
    expect(logs.map((l) => [l.conceptId, l.source, l.actions[0]!.type])).toEqual([
      [robot, 'merge', 'add_literal'],
      [svm, 'merge', 'remove_concept'],
    ]);
  });

  it('restores the merged concept when the second step of a merge fails', async () => {
    const robot = f.concept('Robot');
    const svm = f.concept('Support vector machine');
    const fail = async () => {
      throw new Error('the target could not be saved');
    };
    await expect(
      mergeConcept({ ...as(moderator), conceptId: svm, targetId: robot, afterDelete: fail }),
    ).rejects.toThrow('the target could not be saved');
    expect((await getConcept({ ...as(moderator), conceptId: svm })).deleted).toBe(false);
    expect((await getConcept({ ...as(moderator), conceptId: robot })).literals.map((l) => l.name)).toEqual([
      'Robot',
      'Robotic system',
    ]);
    expect((await listOntologyLog({ ...as(moderator), email: '', offset: 0, status: 'all' })).total).toBe(0);
    expect(await db.kysely.selectFrom('rescanQueue').select('articleId').execute()).toEqual([]);
  });

  it("can't delete or merge a parent of other concepts", async () => {
    const nn = f.concept('Neural network');
    const text = ONTOLOGY_TEXTS.parentProtected(1);
    expect(text).toBe("Can't delete/merge because this concept is a parent for 1 other concept(s).");
    await expect(deleteConcept({ ...as(moderator), conceptId: nn })).rejects.toMatchObject({
      status: 409,
      message: text,
    });
    await expect(deleteConcept({ ...as(user), conceptId: nn })).rejects.toMatchObject({ message: text });
    await expect(mergeConcept({ ...as(moderator), conceptId: nn, targetId: f.concept('Robot') })).rejects.toMatchObject(
      { message: text },
    );
    // Machine learning has three children.
    await expect(deleteConcept({ ...as(moderator), conceptId: f.concept('Machine learning') })).rejects.toMatchObject({
      message: "Can't delete/merge because this concept is a parent for 3 other concept(s).",
    });
  });

  it('deletes and restores a concept, rescanning its articles each time', async () => {
    const robot = f.concept('Robot');
    const deleted = await deleteConcept({ ...as(moderator), conceptId: robot });
    expect(deleted.concept?.deleted).toBe(true);
    await f.rescan();
    expect(await f.conceptsOf('W3')).toEqual(['Reinforcement learning']);
    await expect(
      saveConcept({ ...as(moderator), conceptId: robot, input: await formOf(robot, (l) => l) }),
    ).rejects.toMatchObject({
      message: ONTOLOGY_TEXTS.deleted,
    });
    const restored = await restoreConcept({ ...as(moderator), conceptId: robot });
    expect(restored.concept?.deleted).toBe(false);
    await f.rescan();
    expect(await f.conceptsOf('W3')).toEqual(['Reinforcement learning', 'Robot']);
  });

  it("answers 'Concept doesn't exist.' for a missing concept", async () => {
    await expect(getConcept({ ...as(null), conceptId: 999_999 })).rejects.toMatchObject({
      status: 404,
      message: "Concept doesn't exist.",
    });
  });

  it('saves a plural added to a concept: warnings between its own literals do not block (walk #3)', async () => {
    const robot = f.concept('Robot');
    const input = conceptInputSchema.parse({ name: 'Robot', literals: [{ name: 'Robot' }, { name: 'robots' }] });
    const suggested = await saveConcept({ ...as(user), conceptId: robot, input });
    expect(suggested).toMatchObject({ ok: true, pending: true });
    const saved = await saveConcept({ ...as(moderator), conceptId: robot, input });
    expect(saved).toMatchObject({ ok: true, pending: false });
    expect((await getConcept({ ...as(moderator), conceptId: robot })).literals.map((l) => l.name)).toEqual([
      'Robot',
      'robots',
    ]);
  });

  it('refuses an invalid concept with the form’s messages and changes nothing', async () => {
    const robot = f.concept('Robot');
    const attempt = (input: ConceptInput) =>
      saveConcept({ ...as(moderator), conceptId: robot, input: conceptInputSchema.parse(input) }).then(
        () => null,
        (error: AppError) => error,
      );
    const empty = await attempt({ name: '  ', literals: [{ name: 'Robot' }] });
    expect(empty?.message).toBe('Validation errors');
    expect((empty?.details as { issues: string[] }).issues).toEqual([ONTOLOGY_TEXTS.conceptNameEmpty]);
    const none = await attempt({ name: 'Robot', literals: [] });
    expect((none?.details as { issues: string[] }).issues).toEqual([ONTOLOGY_TEXTS.noLiterals]);
    const dup = await attempt({ name: 'Robot', literals: [{ name: 'Robot' }, { name: 'robot' }] });
    expect(dup?.details).toMatchObject({
      fields: { 'literals.1': ONTOLOGY_TEXTS.literalNotUnique },
      issues: [ONTOLOGY_TEXTS.literalsIncorrect],
    });
    // "Neural network" is another concept's literal: a non-ambiguous literal with a conflict is no correct literal.
    const conflict = await attempt({ name: 'Robot', literals: [{ name: 'Neural network' }] });
    expect((conflict?.details as { issues: string[] }).issues).toEqual([ONTOLOGY_TEXTS.noCorrectLiteral]);
    expect((await getConcept({ ...as(moderator), conceptId: robot })).literals.map((l) => l.name)).toEqual([
      'Robot',
      'Robotic system',
    ]);
  });
});

it('keeps the in-memory ontology source while the ontology does not change', async () => {
  const db = await createTestDb('sqlite');
  const f = await loadOntologyFixture(db);
  try {
    const source = createOntologySource(db);
    const first = await source();
    expect(await source()).toBe(first);
    await deleteConcept({ ...f.services, user: null as never, conceptId: f.concept('Robot') }).catch(() => null);
    await db.kysely.updateTable('concepts').set({ dateModified: '2999-01-01T00:00:00.000Z' }).execute();
    expect(await source()).not.toBe(first);
  } finally {
    f.cleanup();
    await db.close();
  }
});

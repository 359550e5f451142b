import { beforeEach, expect, it } from 'vitest';
import { type ClaimsCorpus } from '../../test-support/claims.fixture';
import { claimsRoutesHarness } from '../../test-support/claims-routes.harness';
import { type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createClaimsRepository } from './claims.repository';

describeEachDatabase('author claiming: the same profile claim sent twice', (dialect) => {
  const harness = claimsRoutesHarness(dialect);
  const { call, account, authorOf, linkedAuthor, outbox, atTheSameMoment } = harness;
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(() => {
    ({ t, c } = harness.current());
  });

  const claimAuthors = (cookie: string, authorIds: number[]) =>
    call(cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: authorIds });
  const noticesCount = () => outbox().filter((mail) => mail.includes('waits for moderation')).length;
  const claimsOf = (userId: number) =>
    t.db.kysely
      .selectFrom('claims')
      .select(['id', 'state', 'kind', 'targetAuthorId'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  /** A copy of a pending claim, as stored before repeats were refused (claims #10 and #11 of the report). */
  const storeCopyOf = async (claimId: number) => {
    const claims = createClaimsRepository({ db: t.db });
    const row = (await claims.findClaim({ claimId }))!;
    return claims.insertClaim(
      {
        kind: row.kind,
        state: 'pending',
        userId: row.userId,
        advisorId: row.advisorId,
        targetAuthorId: row.targetAuthorId,
        linksProfile: row.linksProfile,
        comment: row.comment,
        evidence: row.evidence,
        now: new Date().toISOString(),
      },
      await claims.movesOf({ claimId }),
    );
  };

  it('refuses a profile claim whose profiles all wait in the claimant’s pending claim (409, naming it), and takes one that adds a profile', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const bob = await account('bob@example.org', 'Bob Smith');
    const first = await claimAuthors(bob.cookie, [c.john.id]);
    expect(first.json()).toMatchObject({ status: 'pending' });
    const firstId = first.json().claimId as number;

    const again = await claimAuthors(bob.cookie, [c.john.id]);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'claims.already_pending',
      message: `This author profile is already waiting for a moderator in your claim #${firstId}: an e-mail will tell you the decision.`,
      details: { claimId: firstId },
    });
    expect(noticesCount()).toBe(1);

    // A claim that adds a profile is a new claim; one of profiles it covers is a repeat of it.
    const larger = await claimAuthors(bob.cookie, [c.john.id, c.janeSplit.id]);
    expect(larger.statusCode, larger.body).toBe(200);
    expect(larger.json().status).toBe('pending');
    const subset = await claimAuthors(bob.cookie, [c.janeSplit.id]);
    expect(subset.statusCode, subset.body).toBe(409);
    expect(subset.json().error.details.claimId).toBe(larger.json().claimId);
    const both = await claimAuthors(bob.cookie, [c.janeSplit.id, c.john.id]);
    expect(both.json().error.message).toBe(
      `These author profiles are already waiting for a moderator in your claim #${larger.json().claimId}: an e-mail will tell you the decision.`,
    );

    expect(noticesCount()).toBe(2);
    expect((await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json().total).toBe(2);
    // Another account claiming the same profile is not refused.
    const eve = await account('eve@example.org', 'Eve Adams');
    expect((await claimAuthors(eve.cookie, [c.john.id])).json().status).toBe('pending');
  });

  it('files one pending claim for two identical profile claims sent at the same moment (a double click)', async () => {
    await account('admin@example.org', null, { superuser: true });
    const bob = await account('bob@example.org', 'Bob Smith');
    const answers = await atTheSameMoment(() => [
      claimAuthors(bob.cookie, [c.john.id]),
      claimAuthors(bob.cookie, [c.john.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await claimsOf(bob.id)).toEqual([expect.objectContaining({ state: 'pending', targetAuthorId: c.john.id })]);
    expect(noticesCount()).toBe(1);
  });

  it('applies one claim for two identical first claims sent at the same moment; the other finds the profile linked', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const answers = await atTheSameMoment(() => [
      claimAuthors(jane.cookie, [c.jane.id]),
      claimAuthors(jane.cookie, [c.jane.id]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().error.details.fields.authors_ids).toBe('This author profile is linked to you already.');
    expect(await claimsOf(jane.id)).toEqual([expect.objectContaining({ state: 'applied', kind: 'profile' })]);
    expect(await linkedAuthor(jane.id)).toBe(c.jane.id);
  });

  it('closes a stored copy of a profile claim when the other is approved, with one e-mail, no undo and no second approval', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const bob = await account('bob@example.org', 'Bob Smith');
    const firstId = (await claimAuthors(bob.cookie, [c.john.id])).json().claimId as number;
    const copyId = await storeCopyOf(firstId);

    const approved = await call(admin.cookie, 'POST', `/api/claims/${copyId}/approve`, { note: 'Welcome.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().claim).toMatchObject({ state: 'approved', canUndo: true });
    expect(await linkedAuthor(bob.id)).toBe(c.john.id);

    // The copy left the queue, the author page's history and the dashboard as approved with the other.
    expect((await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json().total).toBe(0);
    const history = (await call(bob.cookie, 'GET', `/api/claims/author/${c.john.id}`)).json().claims;
    expect(history).toEqual([
      expect.objectContaining({ id: copyId, state: 'approved', canUndo: true, decisionNote: 'Welcome.' }),
      expect.objectContaining({
        id: firstId,
        state: 'approved',
        canUndo: false,
        linksProfile: false,
        decisionNote: `Repeats claim #${copyId}, approved with it: nothing was left to apply.`,
      }),
    ]);
    const dashboard = (await call(bob.cookie, 'GET', '/api/accounts/dashboard/')).json();
    expect(dashboard.claims.map((claim: { state: string }) => claim.state)).toEqual(['approved', 'approved']);

    const again = await call(admin.cookie, 'POST', `/api/claims/${firstId}/approve`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('claims.not_pending');
    const decisions = outbox()
      .filter((mail) => mail.includes('Subject: Claim approved: John Doe'))
      .map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toContain(`Your claim #${firstId}, which asked for the same, was closed with it.`);
    const log = await t.db.kysely
      .selectFrom('actionsLog')
      .select('payload')
      .where('action', '=', 'claims.approved')
      .execute();
    expect(log.map((entry) => JSON.parse(entry.payload ?? '{}'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ claimId: firstId, repeatOf: copyId })]),
    );

    // Undo of the approved claim removes the one link; the closed copy has nothing to undo.
    expect((await call(bob.cookie, 'POST', `/api/claims/${firstId}/undo`)).statusCode).toBe(400);
    expect(await linkedAuthor(bob.id)).toBe(c.john.id);
    expect((await call(bob.cookie, 'POST', `/api/claims/${copyId}/undo`)).statusCode).toBe(200);
    expect(await linkedAuthor(bob.id)).toBeNull();
  });

  it('keeps a claim that asks for more than the approved one pending; approving it moves the rest and links nothing twice', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const bob = await account('bob@example.org', 'Bob Smith');
    const smaller = (await claimAuthors(bob.cookie, [c.jane.id])).json();
    const larger = (await claimAuthors(bob.cookie, [c.jane.id, c.janeSplit.id])).json();
    expect([smaller.status, larger.status, larger.author.id]).toEqual(['pending', 'pending', c.jane.id]);

    expect((await call(admin.cookie, 'POST', `/api/claims/${smaller.claimId}/approve`, {})).statusCode).toBe(200);
    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.claims.map((claim: { id: number }) => claim.id)).toEqual([larger.claimId]);
    expect(await linkedAuthor(bob.id)).toBe(c.jane.id);

    const approved = await call(admin.cookie, 'POST', `/api/claims/${larger.claimId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    // The profile was linked by the first approval: this one records only the merge it did.
    expect(approved.json().claim).toMatchObject({ state: 'approved', linksProfile: false, canUndo: true });
    expect(await authorOf(c.articles.split1.id)).toBe(c.jane.id);
    expect((await call(bob.cookie, 'POST', `/api/claims/${larger.claimId}/undo`)).statusCode).toBe(200);
    expect(await authorOf(c.articles.split1.id)).toBe(c.janeSplit.id);
    expect(await linkedAuthor(bob.id)).toBe(c.jane.id);
  });
});

import { beforeEach, expect, it } from 'vitest';
import type { ClaimResult } from '@sciscope/contracts';
import { type ClaimsCorpus } from '../../test-support/claims.fixture';
import { claimsRoutesHarness } from '../../test-support/claims-routes.harness';
import { type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createClaimsRepository } from './claims.repository';

const JOHN_LINES = [
  'Doe, J., Lovelace, A. (2014). Convex relaxations of sparse coding.',
  'Doe, J. (2017). Stochastic gradient methods revisited.',
].join('\n');

describeEachDatabase('author claiming: the same articles claimed twice, and claim tokens', (dialect) => {
  const harness = claimsRoutesHarness(dialect);
  const { call, account, outbox, findArticles, atTheSameMoment } = harness;
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(() => {
    ({ t, c } = harness.current());
  });

  /** Jane, linked to her profile, with a bibliography listing John Doe's two articles. */
  const janeWithJohnsArticles = async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    const result = (await findArticles(jane.cookie, { plain_text: JOHN_LINES })).json() as ClaimResult;
    const claim = (articleIds: number[]) =>
      call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
        articles_ids: articleIds,
        names: ['John Doe'],
        token: result.token,
      });
    return { admin, jane, result, claim };
  };
  const authorOfJohn2 = async () =>
    (
      await t.db.kysely
        .selectFrom('authorships')
        .select('authorId')
        .where('articleId', '=', c.articles.john2.id)
        .executeTakeFirstOrThrow()
    ).authorId;
  const noticesCount = () => outbox().filter((mail) => mail.includes('waits for moderation')).length;
  /** A copy of a pending claim, as stored before repeats were refused (claims #6 and #7 of a report). */
  const storeCopyOf = async (claimId: number, userId: number) => {
    const claims = createClaimsRepository({ db: t.db });
    const row = (await claims.findClaim({ claimId }))!;
    return claims.insertClaim(
      {
        kind: 'articles',
        state: 'pending',
        userId,
        advisorId: null,
        targetAuthorId: row.targetAuthorId,
        linksProfile: false,
        comment: '',
        evidence: row.evidence,
        now: new Date().toISOString(),
      },
      await claims.movesOf({ claimId }),
    );
  };

  it("refuses a claim whose articles all wait in the claimant's pending claim for the profile, and leaves such articles out of a larger one", async () => {
    const { admin, claim } = await janeWithJohnsArticles();
    const first = await claim([c.articles.john2.id]);
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().claimIds[0] as number;
    expect(noticesCount()).toBe(1);

    const again = await claim([c.articles.john2.id]);
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().error.details.fields.articles_ids).toBe(
      `These articles are already waiting for a moderator in your claim #${firstId}: an e-mail will tell you the decision.`,
    );
    // Nothing stored, nobody e-mailed again.
    expect(noticesCount()).toBe(1);
    expect((await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json().total).toBe(1);

    // With one new article, only that one is queued; the response says one was waiting already.
    const larger = await claim([c.articles.john1.id, c.articles.john2.id]);
    expect(larger.statusCode, larger.body).toBe(200);
    expect(larger.json().stats).toEqual({
      author_id: c.jane.id,
      claimed_count: 0,
      pending_count: 1,
      already_count: 0,
      already_pending_count: 1,
    });
    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.total).toBe(2);
    const second = queue.claims.find((entry: { id: number }) => entry.id === larger.json().claimIds[0]);
    expect(second.evidence.articles.map((a: { articleId: number }) => a.articleId)).toEqual([c.articles.john1.id]);
    expect(second.articlesCount).toBe(1);
  });

  it('files one pending claim for two identical article claims sent at the same moment (a double click)', async () => {
    const { admin, claim } = await janeWithJohnsArticles();
    const answers = await atTheSameMoment(() => [claim([c.articles.john2.id]), claim([c.articles.john2.id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const firstId = answers.find((a) => a.statusCode === 200)!.json().claimIds[0] as number;
    expect(answers.find((a) => a.statusCode === 400)!.json().error.details.fields.articles_ids).toBe(
      `These articles are already waiting for a moderator in your claim #${firstId}: an e-mail will tell you the decision.`,
    );
    expect((await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json().total).toBe(1);
    expect(noticesCount()).toBe(1);
  });

  it("closes the claimant's stored copy of an article claim when the other is approved: one e-mail, one undo", async () => {
    const { admin, jane, claim } = await janeWithJohnsArticles();
    const firstId = (await claim([c.articles.john2.id])).json().claimIds[0] as number;
    const duplicateId = await storeCopyOf(firstId, jane.id);

    const approvedDuplicate = await call(admin.cookie, 'POST', `/api/claims/${duplicateId}/approve`, {});
    expect(approvedDuplicate.statusCode, approvedDuplicate.body).toBe(200);
    expect(await authorOfJohn2()).toBe(c.jane.id);
    expect((await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json().total).toBe(0);
    const approvedFirst = await call(admin.cookie, 'POST', `/api/claims/${firstId}/approve`, {});
    expect(approvedFirst.statusCode).toBe(400);

    const decisions = outbox()
      .filter((mail) => mail.includes('Subject: Claim approved: Jane Doe'))
      .map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toContain('was approved and applied.');
    expect(decisions[0]).toContain(`Your claim #${firstId}, which asked for the same, was closed with it.`);

    // The claimant's history offers undo only for the claim that moved the article.
    const history = (await call(jane.cookie, 'GET', `/api/claims/author/${c.jane.id}`)).json();
    const entryOf = (id: number) => history.claims.find((entry: { id: number }) => entry.id === id);
    expect(entryOf(duplicateId)).toMatchObject({ state: 'approved', canUndo: true });
    expect(entryOf(firstId)).toMatchObject({
      state: 'approved',
      canUndo: false,
      decisionNote: `Repeats claim #${duplicateId}, approved with it: nothing was left to apply.`,
    });

    // Undoing the closed copy is refused, and reverts nothing of the other's.
    const undoFirst = await call(jane.cookie, 'POST', `/api/claims/${firstId}/undo`);
    expect(undoFirst.statusCode, undoFirst.body).toBe(400);
    expect(undoFirst.json().error.message).toBe(
      'This claim changed nothing when it was approved, so there is nothing to undo.',
    );
    expect(await authorOfJohn2()).toBe(c.jane.id);
    const undoDuplicate = await call(jane.cookie, 'POST', `/api/claims/${duplicateId}/undo`);
    expect(undoDuplicate.statusCode, undoDuplicate.body).toBe(200);
    expect(await authorOfJohn2()).toBe(c.john.id);
  });

  it('approves a claim whose article reached the profile another way as applying nothing: truthful e-mail, no undo', async () => {
    const { admin, jane, claim } = await janeWithJohnsArticles();
    const claimId = (await claim([c.articles.john2.id])).json().claimIds[0] as number;
    // Moved meanwhile by something other than a claim (an import's correction, say).
    await t.db.kysely
      .updateTable('authorships')
      .set({ authorId: c.jane.id })
      .where('articleId', '=', c.articles.john2.id)
      .execute();

    const approved = await call(admin.cookie, 'POST', `/api/claims/${claimId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().claim).toMatchObject({ state: 'approved', canUndo: false });
    const decision = outbox()
      .filter((mail) => mail.includes('Subject: Claim approved: Jane Doe'))
      .map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(decision).toEqual([
      expect.stringContaining(
        'Your claim of 1 article for the profile Jane Doe was approved, but there was nothing left to apply: the article was on the profile already. Nothing was changed.',
      ),
    ]);
    const undo = await call(jane.cookie, 'POST', `/api/claims/${claimId}/undo`);
    expect(undo.statusCode).toBe(400);
    expect(await authorOfJohn2()).toBe(c.jane.id);
  });

  it("answers a malformed or unknown claim token, and another claimant's, as not valid, and a missing one as missing", async () => {
    const { result } = await janeWithJohnsArticles();
    const other = await account('other@example.org', 'Other Person');
    const claimWith = (token: unknown) =>
      call(other.cookie, 'POST', '/api/authors/claim-articles/', {
        articles_ids: [c.articles.john2.id],
        names: ['John Doe'],
        ...(token === undefined ? {} : { token }),
      });
    const notValid = 'The claim token is not valid: upload the bibliography again.';
    for (const token of ['bogus', 'x'.repeat(32), result.token]) {
      const response = await claimWith(token);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(notValid);
      expect(response.json().error.details.fields.token).toBe(notValid);
    }
    const missing = await claimWith(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.token).toBe('The claim token is missing.');
  });
});

import { beforeEach, expect, it } from 'vitest';
import type { ClaimResult } from '@sciscope/contracts';
import { nameBlockKey } from '@sciscope/engine';
import { type ClaimsCorpus } from '../../test-support/claims.fixture';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { claimsRoutesHarness } from '../../test-support/claims-routes.harness';

describeEachDatabase('author claiming (/api/authors/… claim calls)', (dialect) => {
  const harness = claimsRoutesHarness(dialect);
  const { call, account, authorRow, authorOf, linkedAuthor, outbox, findArticles } = harness;
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(() => {
    ({ t, c } = harness.current());
  });

  it('refuses guests (401), API-less checks first, and reports each malformed e-mail with the spec message', async () => {
    expect((await call(undefined, 'GET', '/api/authors/suggest-author-for-user/')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'POST', '/api/authors/find-by-emails/', { emails: 'jane@stanford.edu' })).statusCode,
    ).toBe(401);
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const bad = await call(jane.cookie, 'POST', '/api/authors/find-by-emails/', {
      emails: 'jane@stanford.edu, not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.emails).toBe("not-an-address doesn't look like a valid email address.");
  });

  it('suggests the profiles the account name and e-mail domain point to, strongest evidence first', async () => {
    const jane = await account('jane.doe@cs.stanford.edu', 'Jane Doe');
    const response = await call(jane.cookie, 'GET', '/api/authors/suggest-author-for-user/');
    expect(response.statusCode, response.body).toBe(200);
    const authors = response.json().authors as Array<{ id: number; evidence: string[]; matchedEmails: string[] }>;
    expect(authors[0]).toMatchObject({
      id: c.jane.id,
      evidence: ['name', 'name in the e-mail address', 'e-mail domain (Stanford University)'],
      matchedEmails: ['jane.doe@cs.stanford.edu'],
      claimed: false,
    });
    expect(authors.map((a) => a.id)).toEqual(expect.arrayContaining([c.janeSplit.id, c.janeTechnion.id]));
    expect(authors.map((a) => a.id)).not.toContain(c.john.id);
  });

  it('finds profiles by e-mail: the names the addresses spell, with the domain as evidence', async () => {
    const someone = await account('someone@example.org', null);
    const response = await call(someone.cookie, 'POST', '/api/authors/find-by-emails/', {
      emails: 'jane.doe@stanford.edu  john.doe@gmail.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const authors = response.json().authors as Array<{ id: number; matchedEmails: string[]; evidence: string[] }>;
    expect(authors[0]).toMatchObject({ id: c.jane.id, matchedEmails: ['jane.doe@stanford.edu'] });
    expect(authors[0]!.evidence).toContain('e-mail domain (Stanford University)');
    expect(authors.find((a) => a.id === c.john.id)?.matchedEmails).toEqual(['john.doe@gmail.com']);
  });

  it('suggests the profile of a surname the importer folds ("Kaess" is keyed kass_m) from the e-mail alone', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const kaess = await corpus.author({ name: 'Michael Kaess', articlesCount: 1 });
    await t.db.kysely
      .updateTable('authors')
      .set({ nameKey: nameBlockKey('Michael Kaess') })
      .where('id', '=', kaess.id)
      .execute();
    await corpus.article({
      title: 'iSAM: incremental smoothing and mapping',
      sourceId: 'test:isam',
      authors: [kaess.id],
    });
    const michael = await account('michael.kaess@cmu.edu', null);
    const suggested = await call(michael.cookie, 'GET', '/api/authors/suggest-author-for-user/');
    expect(suggested.statusCode, suggested.body).toBe(200);
    expect(suggested.json().authors).toEqual([
      expect.objectContaining({ id: kaess.id, evidence: ['name in the e-mail address'] }),
    ]);
    const byEmail = await call(michael.cookie, 'POST', '/api/authors/find-by-emails/', { emails: 'mkaess@cmu.edu' });
    expect(byEmail.json().authors.map((a: { id: number }) => a.id)).toEqual([kaess.id]);
  });

  it('queues an article claim of an account without a profile whose name and domain fit no author, with truthful counts', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const stranger = await account('someone@example.org', 'Someone Else');
    const johns = [
      'Doe, J., Lovelace, A. (2014). Convex relaxations of sparse coding.',
      'Doe, J. (2017). Stochastic gradient methods revisited.',
    ].join('\n');
    const result = (await findArticles(stranger.cookie, { plain_text: johns })).json() as ClaimResult;
    const response = await call(stranger.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      all_articles_ids: result.articles_ids_found,
      names: ['John Doe'],
      token: result.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      stats: { author_id: c.john.id, claimed_count: 0, pending_count: 2, already_count: 0 },
      claimIds: [expect.any(Number)],
      reasons: ['Neither your name nor your e-mail domain matches John Doe.'],
    });
    expect(await linkedAuthor(stranger.id)).toBeNull();
    expect(outbox().filter((mail) => mail.includes('waits for moderation'))).toHaveLength(1);

    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.total).toBe(1);
    expect(queue.claims[0]).toMatchObject({
      id: response.json().claimIds[0],
      kind: 'articles',
      articlesCount: 2,
      linksProfile: true,
      author: { id: c.john.id },
      evidence: {
        nameMatch: false,
        domainInstitution: null,
        comparedWith: ['John Doe'],
        sources: [{ authorId: c.john.id, heldBy: null }],
      },
    });
    expect(queue.claims[0].evidence.articles.map((a: { articleId: number }) => a.articleId).sort()).toEqual(
      [c.articles.john1.id, c.articles.john2.id].sort(),
    );
    // Approving links the profile, and with it the two articles.
    const approved = await call(admin.cookie, 'POST', `/api/claims/${response.json().claimIds[0]}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await linkedAuthor(stranger.id)).toBe(c.john.id);
  });

  it("compares a linked claimant with the claimed articles' author, not with their own profile", async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    const result = (
      await findArticles(jane.cookie, { plain_text: 'Doe, J. (2017). Stochastic gradient methods revisited.' })
    ).json() as ClaimResult;
    const response = await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: [c.articles.john2.id],
      names: ['John Doe'],
      token: result.token,
    });
    expect(response.json().stats).toEqual({
      author_id: c.jane.id,
      claimed_count: 0,
      pending_count: 1,
      already_count: 0,
      already_pending_count: 0,
    });
    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.claims[0].evidence).toMatchObject({
      nameMatch: false,
      domainInstitution: null,
      comparedWith: ['John Doe'],
    });
    // A profile claim compares with the claimed profile: Jane's name and Stanford domain fit hers.
    const history = (await call(admin.cookie, 'GET', `/api/claims/author/${c.jane.id}`)).json();
    expect(history.claims.find((claim: { kind: string }) => claim.kind === 'profile').evidence).toMatchObject({
      nameMatch: true,
      domainInstitution: 'Stanford University',
      comparedWith: ['Jane Doe'],
    });
  });

  it('links a first claim of an unclaimed profile whose name matches, and shows it as the linked author', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const response = await call(jane.cookie, 'POST', '/api/authors/claim-authors/', {
      authors_ids: [c.jane.id],
      comment: 'mine',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      status: 'applied',
      author: { id: c.jane.id, name: 'Jane Doe' },
      reasons: [],
    });
    expect(await linkedAuthor(jane.id)).toBe(c.jane.id);
    const me = await call(jane.cookie, 'GET', '/api/auth/current-user/');
    expect(me.json().linked_author).toEqual({ id: c.jane.id, name: 'Jane Doe' });
    const history = await call(jane.cookie, 'GET', `/api/claims/author/${c.jane.id}`);
    expect(history.json()).toMatchObject({
      claimed: true,
      claims: [{ state: 'applied', kind: 'profile', canUndo: true, evidence: null }],
    });
    // A guest sees that the profile is claimed, not by whom.
    expect((await call(undefined, 'GET', `/api/claims/author/${c.jane.id}`)).json()).toEqual({
      claimed: true,
      claims: [],
    });
  });

  it('queues the profile claim of an unconfirmed address, however well it matches, and links once approved (walk 22)', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const impostor = await account('jane.doe@stanford.edu', 'Jane Doe', { emailConfirmed: false });
    const reason =
      'Your e-mail address jane.doe@stanford.edu is not confirmed yet (the link of the confirmation e-mail): a superuser checks the claim.';
    const profile = await call(impostor.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ status: 'pending', reasons: [reason] });
    expect(await linkedAuthor(impostor.id)).toBeNull();

    // The article route links no profile either: the whole claim waits with the same reason.
    const janes = 'Doe, J. (2017). Stochastic gradient methods revisited.';
    const result = (await findArticles(impostor.cookie, { plain_text: janes })).json() as ClaimResult;
    const articles = await call(impostor.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      all_articles_ids: result.articles_ids_found,
      names: result.name_clusters.flatMap((cluster) => cluster.names),
      token: result.token,
    });
    expect(articles.statusCode, articles.body).toBe(200);
    expect(articles.json()).toMatchObject({ stats: { claimed_count: 0 }, reasons: expect.arrayContaining([reason]) });
    expect(await linkedAuthor(impostor.id)).toBeNull();

    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.claims.map((claim: { kind: string }) => claim.kind).sort()).toEqual(['articles', 'profile']);
    const profileClaim = queue.claims.find((claim: { kind: string }) => claim.kind === 'profile');
    const approved = await call(admin.cookie, 'POST', `/api/claims/${profileClaim.id}/approve`, { note: '' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await linkedAuthor(impostor.id)).toBe(c.jane.id);
  });

  it('links no profile on a typed name alone: a confirmed address that spells neither the name nor an institution waits (walk 22)', async () => {
    const typed = await account('curious.reader@example.org', 'John Doe');
    const claim = await call(typed.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.john.id] });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({
      status: 'pending',
      reasons: [
        'Only the name you entered matches John Doe; neither your e-mail address nor its domain does: a superuser checks the claim.',
      ],
    });
    expect(await linkedAuthor(typed.id)).toBeNull();
    // The moderator sees that only the typed name matched.
    const admin = await account('admin@example.org', null, { superuser: true });
    const queue = (await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending')).json();
    expect(queue.claims[0].evidence).toMatchObject({ nameMatch: true, emailNameMatch: false, domainInstitution: null });
    // The address that spells the name links at once, whatever the display name says.
    const spelled = await account('john.doe@example.org', 'Somebody Else');
    const linked = await call(spelled.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.john.id] });
    expect(linked.json()).toMatchObject({ status: 'applied', reasons: [] });
    expect(await linkedAuthor(spelled.id)).toBe(c.john.id);
  });

  it('queues contested claims with the evidence, and e-mails the decision: a held profile, a name mismatch, a merge', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });

    const impostor = await account('imp@example.org', 'Jane Doe');
    const held = await call(impostor.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    expect(held.json()).toMatchObject({
      status: 'pending',
      reasons: [
        'Jane Doe is linked to another account.',
        'Only the name you entered matches Jane Doe; neither your e-mail address nor its domain does: a superuser checks the claim.',
      ],
    });
    const bob = await account('bob@example.org', 'Bob Smith');
    const mismatch = await call(bob.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.john.id] });
    expect(mismatch.json()).toMatchObject({
      status: 'pending',
      reasons: ['Neither your name nor your e-mail domain matches John Doe.'],
    });
    const merge = await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.janeSplit.id] });
    expect(merge.json().status).toBe('pending');
    expect(merge.json().reasons[0]).toMatch(/^You are linked to the profile Jane Doe already/);
    expect(await linkedAuthor(bob.id)).toBeNull();
    expect(await authorOf(c.articles.split1.id)).toBe(c.janeSplit.id);
    expect(outbox().filter((mail) => mail.includes('waits for moderation'))).toHaveLength(3);

    const queue = await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending');
    expect(queue.json().total).toBe(3);
    const mergeClaim = queue.json().claims.find((claim: { id: number }) => claim.id === merge.json().claimId);
    expect(mergeClaim.evidence).toMatchObject({
      identity: { via: 'account', email: 'jane.doe@stanford.edu', name: 'Jane Doe' },
      sources: [{ authorId: c.janeSplit.id, name: 'J. Doe', heldBy: null }],
    });
    // Only superusers moderate.
    expect((await call(jane.cookie, 'POST', `/api/claims/${merge.json().claimId}/approve`, {})).statusCode).toBe(403);

    const approved = await call(admin.cookie, 'POST', `/api/claims/${merge.json().claimId}/approve`, {
      note: 'Same person.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().claim).toMatchObject({ state: 'approved', decisionNote: 'Same person.' });
    expect(await authorOf(c.articles.split1.id)).toBe(c.jane.id);
    expect(await authorRow(c.jane.id)).toMatchObject({ articlesCount: 5, citationsCount: 85, hIndex: 5 });
    // A rejection needs its reason (it is e-mailed to the claimant).
    const noReason = await call(admin.cookie, 'POST', `/api/claims/${mismatch.json().claimId}/reject`, { note: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.fields.note).toBe('Give the claimant the reason for the rejection.');
    const rejected = await call(admin.cookie, 'POST', `/api/claims/${mismatch.json().claimId}/reject`, {
      note: 'No evidence.',
    });
    expect(rejected.json().claim.state).toBe('rejected');
    expect((await call(admin.cookie, 'POST', `/api/claims/${mismatch.json().claimId}/approve`, {})).statusCode).toBe(
      400,
    );
    const mails = outbox();
    expect(
      mails.find((m) => m.includes('To: jane.doe@stanford.edu') && m.includes('Subject: Claim approved: Jane Doe')),
    ).toContain('Same person.');
    const rejection = mails.find((m) => m.includes('To: bob@example.org'))!.replace(/=\r?\n/g, '');
    expect(rejection).toContain('Subject: Claim not approved: John Doe');
    expect(rejection).toContain("The moderator's reason: No evidence.");
    const log = await t.db.kysely
      .selectFrom('actionsLog')
      .select('action')
      .where('action', 'like', 'claims.%')
      .execute();
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(['claims.applied', 'claims.queued', 'claims.approved', 'claims.rejected']),
    );
  });

  it('keeps the printed names in the byline when an approved claim moves authorships, and undo restores the links', async () => {
    const admin = await createTestUser(t.db, { superuser: true, canManageCollections: true });
    const adminCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: admin.id });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    // The split profile "J. Doe" holds an article printed "J. Doe" and one printed "Jane Doe".
    const merge = await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.janeSplit.id] });
    expect(merge.json().status).toBe('pending');
    const label = await call(adminCookie, 'POST', '/api/collections', { name: 'Byline' });
    const labelId = label.json().collection.id as number;
    await call(adminCookie, 'POST', `/api/collections/${labelId}/articles`, { articleIds: [c.articles.split1.id] });

    /** The byline of `split1` on the article page, in search results and in a label's export. */
    const bylines = async () => {
      const page = await call(undefined, 'GET', `/api/articles/${c.articles.split1.id}/for-popover`);
      const search = await call(adminCookie, 'GET', `/api/search?q=j:${c.articles.split1.journalId}`);
      const hit = search.json().articles.find((a: { id: number }) => a.id === c.articles.split1.id);
      const csv = await call(adminCookie, 'GET', `/api/collections/${labelId}/export?format=csv`);
      const pick = (authors: Array<{ authorId: number; name: string }>) =>
        authors.map(({ authorId, name }) => ({ authorId, name }));
      return { page: pick(page.json().article.authors), search: pick(hit.authors), csv: csv.body };
    };
    const printed = (janeDoeId: number) => [
      { authorId: janeDoeId, name: 'J. Doe' },
      { authorId: c.ada.id, name: 'Ada Lovelace' },
    ];
    const before = await bylines();
    expect(before.page).toEqual(printed(c.janeSplit.id));
    expect(before.search).toEqual(printed(c.janeSplit.id));

    const approved = await call(adminCookie, 'POST', `/api/claims/${merge.json().claimId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await bylines();
    // The authorship links to the claimant's profile; the name stays as printed ("J. Doe", not "Jane Doe").
    expect(after.page).toEqual(printed(c.jane.id));
    expect(after.search).toEqual(printed(c.jane.id));
    expect(after.csv).toBe(before.csv);
    expect(after.csv).toContain('J. Doe; Ada Lovelace');
    // An article printed "Jane Doe" on the split profile keeps that name too.
    const split2 = await call(undefined, 'GET', `/api/articles/${c.articles.split2.id}/for-popover`);
    expect(split2.json().article.authors[1]).toMatchObject({ authorId: c.jane.id, name: 'Jane Doe' });

    const undone = await call(adminCookie, 'POST', `/api/claims/${merge.json().claimId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = await bylines();
    expect(restored.page).toEqual(printed(c.janeSplit.id));
    expect(restored.search).toEqual(printed(c.janeSplit.id));
    expect(restored.csv).toBe(before.csv);
  });

  it('gives one reason for several same-name profiles, and the moderator what tells them apart, in their words', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const bob = await account('bob@example.org', 'Bob Smith');
    const claimed = await call(bob.cookie, 'POST', '/api/authors/claim-authors/', {
      authors_ids: [c.jane.id, c.janeTechnion.id],
    });
    expect(claimed.json()).toMatchObject({
      status: 'pending',
      reasons: ['Neither your name nor your e-mail domain matches Jane Doe (2 profiles).'],
    });
    const queue = await call(admin.cookie, 'GET', '/api/claims/moderation?state=pending');
    const sources = queue.json().claims[0].evidence.sources as Array<{ authorId: number }>;
    expect(sources.map((source) => source.authorId).sort()).toEqual([c.jane.id, c.janeTechnion.id].sort());
    expect(sources.find((source) => source.authorId === c.janeTechnion.id)).toMatchObject({
      authorId: c.janeTechnion.id,
      articlesCount: 1,
      affiliations: ['Technion - Israel Institute of Technology'],
    });
    // Quoted-printable: soft line breaks undone.
    const notice = outbox()
      .find((mail) => mail.includes('waits for moderation'))!
      .replace(/=\r?\n/g, '');
    expect(notice).toContain("- Neither the claimant's name nor their e-mail domain matches Jane Doe (2 profiles).");
    expect(notice).not.toContain('your name');
  });
});

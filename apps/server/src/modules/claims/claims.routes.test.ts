import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ClaimResult } from '@sciscope/contracts';
import { nameBlockKey } from '@sciscope/engine';
import { JANE_BIBTEX, seedClaimsCorpus, type ClaimsCorpus } from '../../test-support/claims.fixture';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { multipartFile } from '../../test-support/manuscript-fixtures';
import { buildRefereeCorpus } from '../referees/referee-corpus.repository';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

describeEachDatabase('author claiming (/api/authors/… claim calls)', (dialect) => {
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    c = await seedClaimsCorpus(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  /** A logged-in account with a display name. */
  const account = async (email: string, name: string | null, options: { superuser?: boolean } = {}) => {
    const user = await createTestUser(t.db, { email, ...options });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    if (name) expect((await call(cookie, 'PUT', '/api/profile/name', { name })).statusCode).toBe(200);
    return { ...user, cookie };
  };
  const authorRow = (id: number) =>
    t.db.kysely
      .selectFrom('authors')
      .select(['articlesCount', 'citationsCount', 'hIndex', 'firstYear', 'lastYear'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const authorOf = async (articleId: number) =>
    (
      await t.db.kysely
        .selectFrom('authorships')
        .select('authorId')
        .where('articleId', '=', articleId)
        .where('rawName', 'in', ['Jane Doe', 'J. Doe'])
        .executeTakeFirstOrThrow()
    ).authorId;
  const linkedAuthor = async (userId: number) =>
    (await t.db.kysely.selectFrom('users').select('authorId').where('id', '=', userId).executeTakeFirstOrThrow())
      .authorId;
  const outbox = () => {
    const dir = t.config.mail.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')) : [];
  };
  const version = async () =>
    Number(
      (await t.db.kysely.selectFrom('corpusStats').select('value').where('key', '=', 'version').executeTakeFirst())
        ?.value ?? 0,
    );
  const findArticles = async (cookie: string | undefined, fields: Record<string, string>, file?: string) => {
    const form = file
      ? multipartFile({
          field: 'bibtex_file',
          filename: 'refs.bib',
          contentType: 'application/x-bibtex',
          content: Buffer.from(file),
          fields,
        })
      : null;
    return t.app.inject({
      method: 'POST',
      url: '/api/authors/find-claim-articles/',
      headers: { ...apiHeaders(cookie), ...(form?.headers ?? {}) },
      payload: form ? form.payload : fields,
    });
  };

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

  it('queues contested claims with the evidence, and e-mails the decision: a held profile, a name mismatch, a merge', async () => {
    const admin = await account('admin@example.org', null, { superuser: true });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });

    const impostor = await account('imp@example.org', 'Jane Doe');
    const held = await call(impostor.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    expect(held.json()).toMatchObject({ status: 'pending', reasons: ['Jane Doe is linked to another account.'] });
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

  it('matches a bibliography: identifiers first, then titles with typos, accents and braces, with confidence and reason', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const response = await findArticles(jane.cookie, {}, JANE_BIBTEX);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ClaimResult;
    expect(result).toMatchObject({ format: 'bibtex', input_count: 5, problems: [] });
    expect(result.matches.map((m) => [m.index, m.article_id, m.reason])).toEqual([
      [1, c.articles.bayes.id, 'doi'],
      [2, c.articles.graphs.id, 'title_authors_year'],
      [3, c.articles.etude.id, 'title_authors_year'],
      [4, c.articles.split1.id, 'title_authors_year'],
    ]);
    expect(result.matches[0]).toMatchObject({ confidence: 1, detail: 'DOI 10.5555/2999325.2999464' });
    expect(result.matches[1]!.detail).toBe('title 100% with 1 typo, 2 of 2 authors, same year');
    expect(result.not_found).toEqual([{ index: 5, text: 'A survey of things this corpus never heard of' }]);
    // Jane's name cluster is selected: her spelled-out name and her initials.
    const mine = result.name_clusters.find((cluster) => cluster.selected)!;
    expect(mine.names.sort()).toEqual(['J. Doe', 'Jane Doe']);
    expect(result.name_clusters.find((cluster) => cluster.names.includes('Ada Lovelace'))?.selected).toBe(false);
    // The same-name profiles' other works are suggested (the split profile's and Technion Jane's), not John Doe's.
    expect(result.articles_ids_suggested.sort()).toEqual([c.articles.split2.id, c.articles.technion.id].sort());
  });

  it('claims found and suggested articles into the profile, recomputes the metrics, and undoes the claim', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    const result = (await findArticles(jane.cookie, {}, JANE_BIBTEX)).json() as ClaimResult;
    expect(
      result.articles
        .filter((a) => a.owned)
        .map((a) => a.article_id)
        .sort(),
    ).toEqual([c.articles.bayes.id, c.articles.graphs.id, c.articles.etude.id].sort());
    const before = await version();
    const step2 = await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      all_articles_ids: result.articles_ids_found,
      names: ['Jane Doe', 'J. Doe'],
      token: result.token,
    });
    expect(step2.statusCode, step2.body).toBe(200);
    expect(step2.json().stats).toEqual({ author_id: c.jane.id, claimed_count: 1, pending_count: 0, already_count: 3 });
    expect(await authorOf(c.articles.split1.id)).toBe(c.jane.id);
    expect(await version()).toBeGreaterThan(before);
    // Recomputed from the articles: 4 articles, 30+20+10+15 citations; the split profile keeps one.
    expect(await authorRow(c.jane.id)).toMatchObject({
      articlesCount: 4,
      citationsCount: 75,
      hIndex: 4,
      firstYear: 2012,
      lastYear: 2018,
    });
    expect(await authorRow(c.janeSplit.id)).toMatchObject({ articlesCount: 1, citationsCount: 10, hIndex: 1 });

    const step3 = await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: [c.articles.split2.id],
      all_articles_ids: result.articles_ids_suggested,
      names: ['Jane Doe'],
      token: result.token,
    });
    expect(step3.json().stats).toMatchObject({ claimed_count: 1, pending_count: 0 });
    expect(await authorRow(c.jane.id)).toMatchObject({ articlesCount: 5, citationsCount: 85 });
    const [stepThreeClaim] = step3.json().claimIds as number[];
    const claimRow = await call(jane.cookie, 'GET', `/api/claims/author/${c.jane.id}`);
    expect(claimRow.json().claims[0]).toMatchObject({
      id: stepThreeClaim,
      state: 'applied',
      articlesCount: 1,
      canUndo: true,
    });

    // Another account may not undo it; its claimant may.
    const other = await account('other@example.org', 'Someone Else');
    expect((await call(other.cookie, 'POST', `/api/claims/${stepThreeClaim}/undo`)).statusCode).toBe(404);
    const undone = await call(jane.cookie, 'POST', `/api/claims/${stepThreeClaim}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().claim).toMatchObject({ state: 'undone', canUndo: false });
    expect(await authorOf(c.articles.split2.id)).toBe(c.janeSplit.id);
    expect(await authorRow(c.jane.id)).toMatchObject({ articlesCount: 4, citationsCount: 75 });
    expect(await authorRow(c.janeSplit.id)).toMatchObject({ articlesCount: 1, citationsCount: 10 });
    expect((await call(jane.cookie, 'POST', `/api/claims/${stepThreeClaim}/undo`)).statusCode).toBe(400);
  });

  it('links the profile that holds most of the articles on a first claim, and refuses a token or names from elsewhere', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const result = (await findArticles(jane.cookie, { plain_text: JANE_BIBTEX })).json() as ClaimResult;
    const other = await account('other@example.org', 'Other Person');
    const stolen = await call(other.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      names: ['Jane Doe'],
      token: result.token,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('claims.invalid_claim_token');
    const badName = await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      names: ['Ada Lovelace', 'Someone Invented'],
      token: result.token,
    });
    expect(badName.json().error.details.fields.names).toBe('Select names from the list.');
    const claimed = await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: result.articles_ids_found,
      all_articles_ids: result.articles_ids_found,
      names: ['Jane Doe', 'J. Doe'],
      token: result.token,
    });
    expect(claimed.json().stats).toEqual({
      author_id: c.jane.id,
      claimed_count: 4,
      pending_count: 0,
      already_count: 0,
    });
    expect(await linkedAuthor(jane.id)).toBe(c.jane.id);
  });

  it("selects no name cluster when no printed name is a form of the claimant's, and one that is a form of the linked profile's", async () => {
    const selectedNames = (result: ClaimResult) =>
      result.name_clusters.filter((cluster) => cluster.selected).flatMap((cluster) => cluster.names);
    // John Doe's two articles, pasted by someone whose name and e-mail are neither John's nor Ada's.
    const johns = [
      'Doe, J., Lovelace, A. (2014). Convex relaxations of sparse coding.',
      'Doe, J. (2017). Stochastic gradient methods revisited.',
    ].join('\n');
    const stranger = await account('someone@example.org', 'Someone Else');
    const strangers = (await findArticles(stranger.cookie, { plain_text: johns })).json() as ClaimResult;
    expect(strangers.articles_ids_found.sort()).toEqual([c.articles.john1.id, c.articles.john2.id].sort());
    expect(strangers.name_clusters.map((cluster) => cluster.names)).toEqual(
      expect.arrayContaining([['John Doe'], ['Ada Lovelace']]),
    );
    expect(selectedNames(strangers)).toEqual([]);
    expect(strangers.articles_ids_suggested).toEqual([]);

    // An account without a display name, linked to the profile "J. Doe": "Jane Doe" is a form of it.
    const linked = await account('x7@example.org', null);
    await t.db.kysely.updateTable('users').set({ authorId: c.janeSplit.id }).where('id', '=', linked.id).execute();
    const bayes = 'Doe, J., Lovelace, A. (2012). Bayesian optimization of machine learning hyperparameters.';
    const janes = (await findArticles(linked.cookie, { plain_text: bayes })).json() as ClaimResult;
    expect(janes.articles_ids_found).toEqual([c.articles.bayes.id]);
    expect(selectedNames(janes)).toEqual(['Jane Doe']);
  });

  it('finds a bare short title that only one corpus article carries, not one that several carry', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const greedy = await corpus.article({
      title: 'Greedy Spectral Embedding',
      sourceId: 'test:greedy',
      year: 2005,
      authors: [{ authorId: c.ada.id, institutionIds: [] }],
    });
    for (const year of [2015, 2016])
      await corpus.article({
        title: 'Deep learning',
        sourceId: `test:deep${year}`,
        year,
        authors: [{ authorId: c.john.id, institutionIds: [] }],
      });
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const result = (
      await findArticles(jane.cookie, { plain_text: 'Greedy Spectral Embedding\nDeep learning\n' })
    ).json() as ClaimResult;
    expect(result.matches.map((m) => [m.index, m.article_id, m.reason])).toEqual([[1, greedy.id, 'title']]);
    expect(result.not_found).toEqual([{ index: 2, text: 'Deep learning' }]);
  });

  it('lists a pasted line not found as typed, markup included (the page escapes it)', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const typed = 'Doe, J. <b>Unpublished notes</b><script>alert(1)</script> on sparse coding, 2001.';
    const result = (await findArticles(jane.cookie, { plain_text: typed })).json() as ClaimResult;
    expect(result.not_found).toEqual([{ index: 1, text: typed }]);
  });

  it('reads RIS and plain text, and refuses a broken or binary file with a clear error', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const ris = 'TY  - JOUR\nTI  - Étude des réseaux bayésiens dynamiques\nAU  - Doe, Jane\nPY  - 2015\nER  - \n';
    const fromRis = (await findArticles(jane.cookie, {}, ris)).json() as ClaimResult;
    expect(fromRis).toMatchObject({ format: 'ris', articles_ids_found: [c.articles.etude.id] });
    const text =
      'Doe, J. (2016). Learning deep architectures for structured prediction. NeurIPS.\nDoe J, Lovelace A. Graph attention networks for molecular property prediction. 2018.';
    const fromText = (await findArticles(jane.cookie, { plain_text: text })).json() as ClaimResult;
    expect(fromText.format).toBe('text');
    expect(fromText.articles_ids_found).toEqual([c.articles.split1.id, c.articles.graphs.id]);

    const broken = await findArticles(jane.cookie, {}, '@article{broken, title={unclosed\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({
      code: 'claims.unreadable_bibliography',
      message: expect.stringMatching(/^The BibTeX file could not be read: /),
    });
    const json = await findArticles(jane.cookie, {}, '[{"title": "x",]');
    expect(json.json().error.message).toMatch(/^The CSL-JSON file is not valid JSON/);
    const binary = await findArticles(jane.cookie, {}, '%PDF-1.7\u0000\u0000binary');
    expect(binary.json().error.details.fields.bibtex_file).toBe(
      'Upload a BibTeX, RIS or CSL-JSON file, or a text file with one reference a line.',
    );
    expect((await findArticles(jane.cookie, { plain_text: '   ' })).statusCode).toBe(400);
    expect((await findArticles(undefined, { plain_text: 'Some title of a paper' })).statusCode).toBe(401);
  });

  it('serves the dashboard: linked author with metrics, claims and their state', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.janeSplit.id] });
    const response = await call(jane.cookie, 'GET', '/api/accounts/dashboard/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      linkedAuthor: {
        id: c.jane.id,
        name: 'Jane Doe',
        articlesCount: 3,
        hIndex: 3,
        lastAffiliation: 'Stanford University',
      },
      claimsTotal: 2,
      claims: [{ state: 'pending' }, { state: 'applied' }],
      monitorings: [],
      folders: [],
      savedSearches: [],
    });
    expect((await call(undefined, 'GET', '/api/accounts/dashboard/')).statusCode).toBe(401);
  });

  it('changes the corpus signature, so the referee finder rebuilds its copy with the moved authorships', async () => {
    const before = await buildRefereeCorpus(t.db);
    const byline = (copy: typeof before, articleId: number) =>
      Array.from(
        copy.byArticle.authors.subarray(copy.byArticle.offsets[articleId]!, copy.byArticle.offsets[articleId + 1]!),
      );
    expect(byline(before, c.articles.split1.id)).toContain(c.janeSplit.id);
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    await call(jane.cookie, 'POST', '/api/authors/claim-authors/', { authors_ids: [c.jane.id] });
    const result = (await findArticles(jane.cookie, { plain_text: JANE_BIBTEX })).json() as ClaimResult;
    await call(jane.cookie, 'POST', '/api/authors/claim-articles/', {
      articles_ids: [c.articles.split1.id],
      names: ['J. Doe'],
      token: result.token,
    });
    const after = await buildRefereeCorpus(t.db);
    expect(after.signature).not.toBe(before.signature);
    expect(byline(after, c.articles.split1.id)).toContain(c.jane.id);
    expect(after.author.articles[c.jane.id]).toBe(4);
  });

  it('lists the own saved monitorings of the account on the dashboard, the newest first', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const now = new Date().toISOString();
    const monitoring = (ownerId: number, title: string) => ({
      ownerId,
      organizationId: null,
      title,
      date: 'month',
      topics: '[]',
      tree: null,
      useTree: 0,
      createdAt: now,
      updatedAt: now,
    });
    const other = await account('someone.else@example.org', 'Someone Else');
    await t.db.kysely
      .insertInto('monitorings')
      .values([monitoring(jane.id, 'Graph learning'), monitoring(other.id, 'Not hers'), monitoring(jane.id, 'Robots')])
      .execute();
    const response = await call(jane.cookie, 'GET', '/api/accounts/dashboard/');
    expect(response.json().monitorings.map((m: { title: string }) => m.title)).toEqual(['Robots', 'Graph learning']);
  });

  it('limits bibliography uploads to 20 a minute per address', async () => {
    const jane = await account('jane.doe@stanford.edu', 'Jane Doe');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await findArticles(jane.cookie, { plain_text: 'Deep learning of graphs' })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers the top-cited articles of an author, most cited first', async () => {
    const response = await call(undefined, 'GET', `/api/authors/${c.jane.id}/top-cited-articles`);
    expect(response.json().topArticles.map((a: { id: number }) => a.id)).toEqual([
      c.articles.bayes.id,
      c.articles.graphs.id,
      c.articles.etude.id,
    ]);
    expect((await call(undefined, 'GET', '/api/authors/999999/top-cited-articles')).statusCode).toBe(404);
  });
});

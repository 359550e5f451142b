import { beforeEach, expect, it } from 'vitest';
import type { ClaimResult } from '@sciscope/contracts';
import { JANE_BIBTEX, type ClaimsCorpus } from '../../test-support/claims.fixture';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildRefereeCorpus } from '../referees/referee-corpus.repository';
import type { TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { claimsRoutesHarness } from '../../test-support/claims-routes.harness';

describeEachDatabase('author claiming: bibliographies, the dashboard and the claimed corpus', (dialect) => {
  const harness = claimsRoutesHarness(dialect);
  const { call, account, authorRow, authorOf, linkedAuthor, version, findArticles } = harness;
  let t: TestApp;
  let c: ClaimsCorpus;
  beforeEach(() => {
    ({ t, c } = harness.current());
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
    expect(step2.json().stats).toEqual({
      author_id: c.jane.id,
      claimed_count: 1,
      pending_count: 0,
      already_count: 3,
      already_pending_count: 0,
    });
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
      already_pending_count: 0,
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

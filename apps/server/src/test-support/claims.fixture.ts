import { createHash, randomBytes } from 'node:crypto';
import { nameBlockKey } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import { createAdvisor, issueAttorneyToken } from '../modules/claims/attorney-tokens.usecases';
import { createClaimsRepository } from '../modules/claims/claims.repository';
import { createCorpusFactories } from './corpus-factories';

/*
 * The corpus of the claim tests:
 * - Jane Doe (Stanford): three articles, one with a DOI; her split profile "J. Doe" holds two
 *   more (one printed "J. Doe", one "Jane Doe"); a second "Jane Doe" profile (Technion) holds
 *   an article the bibliography does not list (a suggestion);
 * - John Doe, another person with the same surname and initial;
 * - Ada Lovelace, co-author of most of them.
 * Metrics are stored as an import would leave them, so a claim's recomputation can be checked.
 */
export async function seedClaimsCorpus(db: Db) {
  const corpus = createCorpusFactories({ db });
  const stanford = await corpus.institution({ name: 'Stanford University', countryCode: 'US' });
  const technion = await corpus.institution({ name: 'Technion - Israel Institute of Technology', countryCode: 'IL' });
  const neurips = await corpus.journal({ name: 'NeurIPS' });
  const author = async (name: string, metrics: { articlesCount: number; citationsCount: number; hIndex: number }) => {
    const row = await corpus.author({ name, ...metrics });
    // The importer keys authors by surname + first initial (the factories by the lower-cased name).
    await db.kysely
      .updateTable('authors')
      .set({ nameKey: nameBlockKey(name) })
      .where('id', '=', row.id)
      .execute();
    return row;
  };
  const jane = await author('Jane Doe', { articlesCount: 3, citationsCount: 60, hIndex: 3 });
  const janeSplit = await author('J. Doe', { articlesCount: 2, citationsCount: 25, hIndex: 2 });
  const janeTechnion = await author('Jane Doe', { articlesCount: 1, citationsCount: 7, hIndex: 1 });
  const john = await author('John Doe', { articlesCount: 2, citationsCount: 9, hIndex: 2 });
  const ada = await author('Ada Lovelace', { articlesCount: 6, citationsCount: 100, hIndex: 5 });

  const at = (authorId: number, institutionIds: number[], rawName?: string) => ({
    authorId,
    institutionIds,
    ...(rawName ? { rawName } : {}),
  });
  const article = (
    title: string,
    year: number,
    citationsCount: number,
    authors: ReturnType<typeof at>[],
    doi?: string,
  ) =>
    corpus.article({
      title,
      year,
      citationsCount,
      journalId: neurips.id,
      authors,
      ...(doi ? { identifiers: { doi } } : {}),
    });
  const articles = {
    bayes: await article(
      'Bayesian optimization of machine learning hyperparameters',
      2012,
      30,
      [at(jane.id, [stanford.id]), at(ada.id, [])],
      '10.5555/2999325.2999464',
    ),
    graphs: await article('Graph attention networks for molecular property prediction', 2018, 20, [
      at(ada.id, []),
      at(jane.id, [stanford.id]),
    ]),
    etude: await article('Étude des réseaux bayésiens dynamiques', 2015, 10, [at(jane.id, [stanford.id])]),
    split1: await article('Learning deep architectures for structured prediction', 2016, 15, [
      at(janeSplit.id, [], 'J. Doe'),
      at(ada.id, []),
    ]),
    split2: await article('Neural machine translation with attention over graphs', 2019, 10, [
      at(ada.id, []),
      at(janeSplit.id, [], 'Jane Doe'),
    ]),
    technion: await article('Reinforcement learning for robotic grasping', 2020, 7, [
      at(janeTechnion.id, [technion.id]),
    ]),
    john1: await article('Convex relaxations of sparse coding', 2014, 5, [at(john.id, []), at(ada.id, [])]),
    john2: await article('Stochastic gradient methods revisited', 2017, 4, [at(john.id, [])]),
  };
  return { jane, janeSplit, janeTechnion, john, ada, articles, institutions: { stanford, technion } };
}

export type ClaimsCorpus = Awaited<ReturnType<typeof seedClaimsCorpus>>;

/** A BibTeX bibliography of Jane Doe's: accents as LaTeX escapes, protecting braces, one DOI, typos, one entry not in the corpus. */
export const JANE_BIBTEX = String.raw`
@article{doe2012,
  title = {{B}ayesian Optimization of Machine Learning Hyperparameters},
  author = {Doe, Jane and Lovelace, Ada},
  year = {2012},
  doi = {https://doi.org/10.5555/2999325.2999464}
}
@inproceedings{doe2018,
  title = {Graph attention netwroks for molecular property prediction},
  author = {Lovelace, Ada and Doe, Jane},
  booktitle = {NeurIPS},
  year = 2018
}
@article{doe2015,
  title = {{\'E}tude des r{\'e}seaux bay{\'e}siens dynamiques},
  author = {Doe, Jane},
  year = {2015}
}
@inproceedings{doe2016,
  title = {Learning Deep Architectures for Structured Prediction},
  author = {Doe, J. and Lovelace, A.},
  year = {2016}
}
@misc{unknown,
  title = {A survey of things this corpus never heard of},
  author = {Doe, Jane},
  year = {2021}
}
`;

/** What the authorisation matrix's claim rows need: fresh objects per request. */
export interface ClaimsMatrixWorld {
  /** A recommender created for the matrix. */
  advisorId: number;
  /** A new recommender's attorney token. */
  newAttorneyToken(): Promise<{ token: string; advisorId: number }>;
  /** A new author holding one new article: the author's id. */
  newAuthor(): Promise<number>;
  /** A bibliography upload of `owner` that found one new author's article: its claim token and the printed name. */
  newClaimSession(owner: {
    userId: number | null;
    advisorId: number | null;
  }): Promise<{ token: string; articleId: number; name: string }>;
  /** A new claim of the `user` column's account, applied (undoable) or pending (to decide): its id. */
  newClaim(state: 'applied' | 'pending'): Promise<number>;
}

/** Builds the claim rows' world on the matrix database; `userId` is the `user` column's account. */
export async function buildClaimsMatrixWorld(db: Db, { userId }: { userId: number }): Promise<ClaimsMatrixWorld> {
  const corpus = createCorpusFactories({ db });
  const claims = createClaimsRepository({ db });
  let counter = 0;
  const person = async () => {
    const name = `Matrix Person${String.fromCharCode(65 + (counter % 26))} Claimant${++counter}`;
    const author = await corpus.author({ name });
    await db.kysely
      .updateTable('authors')
      .set({ nameKey: nameBlockKey(name) })
      .where('id', '=', author.id)
      .execute();
    return author;
  };
  const newAuthorWithArticle = async () => {
    const author = await person();
    const article = await corpus.article({
      title: `Matrix claims article ${counter}`,
      sourceId: `matrix-claims:W${counter}`,
      authors: [author.id],
    });
    return { author, article };
  };
  const advisor = await createAdvisor({ db, name: 'Matrix Recommender', email: 'recommender@example.org' });
  return {
    advisorId: advisor.id,
    async newAttorneyToken() {
      const fresh = await createAdvisor({
        db,
        name: `Matrix Recommender ${++counter}`,
        email: `rec${counter}@example.org`,
      });
      return {
        token: (await issueAttorneyToken({ db, advisorId: fresh.id, issuedBy: null })).token,
        advisorId: fresh.id,
      };
    },
    async newAuthor() {
      return (await newAuthorWithArticle()).author.id;
    },
    async newClaimSession(owner) {
      const { author, article } = await newAuthorWithArticle();
      const token = randomBytes(24).toString('base64url');
      const now = new Date();
      await claims.insertSession({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        userId: owner.advisorId === null ? owner.userId : null,
        advisorId: owner.advisorId,
        result: JSON.stringify({
          userId: owner.userId,
          advisorId: owner.advisorId,
          found: [article.id],
          suggested: [],
          names: [author.name],
          matches: [],
          format: 'text',
          inputCount: 1,
          notFound: 0,
        }),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      });
      return { token, articleId: article.id, name: author.name };
    },
    async newClaim(state) {
      const { author: holder, article } = await newAuthorWithArticle();
      const target = await person();
      const evidence = JSON.stringify({
        identity: { via: 'account', name: null, email: null, affiliation: null },
        nameMatch: false,
        domainInstitution: null,
        reasons: [],
        sources: [],
        articles: [],
        notSelectedArticlesIds: [],
        bibliography: null,
      });
      // An applied claim already moved the authorship to the target; a pending one has not yet.
      if (state === 'applied')
        await db.kysely
          .updateTable('authorships')
          .set({ authorId: target.id })
          .where('articleId', '=', article.id)
          .execute();
      return claims.insertClaim(
        {
          kind: 'articles',
          state,
          userId,
          advisorId: null,
          targetAuthorId: target.id,
          linksProfile: false,
          comment: '',
          evidence,
          now: new Date().toISOString(),
        },
        [
          {
            articleId: article.id,
            position: 0,
            fromAuthorId: holder.id,
            toAuthorId: target.id,
            printedName: holder.name,
          },
        ],
      );
    },
  };
}

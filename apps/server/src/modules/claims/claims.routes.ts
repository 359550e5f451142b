import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  attorneyTokenParamsSchema,
  authorIdParamsSchema,
  claimArticlesRequestSchema,
  claimArticlesResponseSchema,
  claimAuthorsRequestSchema,
  claimAuthorsResponseSchema,
  claimCandidatesResponseSchema,
  claimResultSchema,
  editRecommenderProfileSchema,
  fetchAdvisorResponseSchema,
  findByEmailsRequestSchema,
  findClaimArticlesFieldsSchema,
  topCitedArticlesResponseSchema,
} from '@sciscope/contracts';
import { requireAccessBeforeInput, type Actor } from '../../app/access';
import { AppError, commonErrors } from '../../app/errors';
import { perMinuteLimit } from '../../app/rate-limits';
import type { RouteDeps } from '../../app/routes.types';
import { uploadBytes } from '../../app/uploads';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { createArticlesRepository } from '../articles/articles.repository';
import { createAuthorsRepository } from '../authors/authors.repository';
import { createAdvisorsRepository } from './advisors.repository';
import { editRecommenderProfile } from './advisors.usecases';
import { claimArticles, saveClaimSession } from './claim-articles.usecases';
import {
  claimAuthors,
  fetchAdvisorByAttorney,
  findAuthorsByEmails,
  getTopCitedArticles,
  suggestAuthorsForAdvisor,
  suggestAuthorsForUser,
} from './claim-authors.usecases';
import { createClaimCorpusRepository } from './claim-corpus.repository';
import { findClaimArticlesRead } from './claims.reads';
import { createClaimsRepository } from './claims.repository';
import { loggingClaimsMailer } from './claims-mail';
import { foundClaimArticlesSchema } from './find-claim-articles.usecases';

const tags = ['claims'];
const security = [{ sessionCookie: [] }];
/**
 * Per-address limits of the calls that cost most or could probe e-mail addresses; off when the
 * instance lifts its search limit (`SCISCOPE_RATE_LIMIT_PER_MINUTE=0`, as load benchmarks do).
 */
const FIND_ARTICLES_PER_MINUTE = 20;
const FIND_BY_EMAILS_PER_MINUTE = 60;

function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw commonErrors.validation(fields);
}

/** The bibliography of a find-claim-articles request: the `bibtex_file` upload or the `plain_text` field. */
async function bibliographyInput(
  request: FastifyRequest,
): Promise<{ text: string; attorneyToken: string | undefined }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (request.isMultipart()) {
    const tooLarge = () => new AppError({ code: 'common.payload_too_large', message: 'File is too large.' });
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await uploadBytes(part.file, tooLarge);
        if (part.fieldname === 'bibtex_file') file = bytes;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [name, value] of Object.entries(request.body)) if (typeof value === 'string') fields[name] = value;
  }
  const parsed = parseOr400(findClaimArticlesFieldsSchema, fields);
  let text = parsed.plain_text ?? '';
  if (file !== null && file.length > 0) {
    // Bibliographies are text; a PDF or a picture is not read as one.
    if (file.subarray(0, 8192).includes(0))
      throw commonErrors.validation({
        bibtex_file: 'Upload a BibTeX, RIS or CSL-JSON file, or a text file with one reference a line.',
      });
    text = file.toString('utf8');
  }
  if (text.trim() === '')
    throw commonErrors.validation({ plain_text: 'Upload a bibliography file or paste references.' });
  return { text, attorneyToken: parsed.attorney_token };
}

/**
 * Author claiming (spec 04 §7 "Claim"): suggestions, find by e-mail, claiming profiles and
 * articles, the recommender's token pages, top-cited articles of a candidate.
 */
export async function registerClaimsRoutes(
  app: FastifyInstance,
  { db, access, reads, config }: RouteDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const claims = createClaimsRepository({ db });
  const advisors = createAdvisorsRepository({ db });
  const corpus = createClaimCorpusRepository({ db });
  const authors = createAuthorsRepository({ db });
  const articles = createArticlesRepository({ db });
  const actionsLog = createActionsLogRepository({ db });
  const mailer = loggingClaimsMailer(config.mail, app.log);
  const deps = (user: Actor) => ({
    db,
    access,
    user,
    claims,
    advisors,
    corpus,
    authors,
    actionsLog,
    mailer,
    publicUrl: config.publicUrl,
  });
  /**
   * Refuses a guest (401) or an API token (403) before the input is read, unless the request
   * carries an attorney token (then the use case checks the token itself).
   */
  const claimGate = (tokenOf: (request: FastifyRequest) => unknown) => ({
    preValidation: async (request: FastifyRequest) => {
      const token = tokenOf(request);
      if (typeof token === 'string' && token !== '') return;
      await requireAccessBeforeInput({ access, user: request.user, permission: 'claims.claim' });
    },
  });
  const limited = (max: number) => perMinuteLimit(config.rateLimits.search === 0 ? 0 : max);
  const bodyToken = (request: FastifyRequest) =>
    (request.body as { attorney_token?: unknown } | undefined)?.attorney_token;

  r.get(
    '/api/authors/suggest-author-for-user/',
    {
      ...claimGate(() => undefined),
      schema: {
        tags,
        security,
        summary: 'Author profiles the account name and e-mail point to',
        response: { 200: claimCandidatesResponseSchema },
      },
    },
    async (request) => suggestAuthorsForUser(deps(request.user)),
  );

  r.get(
    '/api/authors/suggest-author-for-advisor/:token',
    {
      schema: {
        tags,
        summary: "Author profiles a recommender's name and e-mail point to (attorney token)",
        params: attorneyTokenParamsSchema,
        response: { 200: claimCandidatesResponseSchema },
      },
    },
    async (request) => suggestAuthorsForAdvisor({ ...deps(request.user), token: request.params.token }),
  );

  r.post(
    '/api/authors/find-by-emails/',
    {
      ...claimGate(bodyToken),
      config: limited(FIND_BY_EMAILS_PER_MINUTE),
      schema: {
        tags,
        security,
        summary: 'Author profiles found for a list of e-mail addresses',
        body: findByEmailsRequestSchema,
        response: { 200: claimCandidatesResponseSchema },
      },
    },
    async (request) =>
      findAuthorsByEmails({
        ...deps(request.user),
        emails: request.body.emails,
        attorneyToken: request.body.attorney_token,
      }),
  );

  r.post(
    '/api/authors/claim-authors/',
    {
      ...claimGate(bodyToken),
      schema: {
        tags,
        security,
        summary: 'Claim author profiles (applied, or queued for moderation)',
        body: claimAuthorsRequestSchema,
        response: { 200: claimAuthorsResponseSchema },
      },
    },
    async (request) =>
      claimAuthors({
        ...deps(request.user),
        authorIds: request.body.authors_ids,
        attorneyToken: request.body.attorney_token,
        comment: request.body.comment,
      }),
  );

  r.post(
    '/api/authors/find-claim-articles/',
    {
      config: limited(FIND_ARTICLES_PER_MINUTE),
      schema: {
        tags,
        security,
        summary: 'Match a bibliography (multipart: bibtex_file or plain_text, attorney_token) to corpus articles',
        response: { 200: claimResultSchema },
      },
    },
    async (request) => {
      const input = await bibliographyInput(request);
      if (input.attorneyToken === undefined)
        await requireAccessBeforeInput({ access, user: request.user, permission: 'claims.claim' });
      const body = await reads.run(findClaimArticlesRead, { user: request.user, ...input });
      const found = foundClaimArticlesSchema.parse(JSON.parse(body.toString('utf8')));
      return saveClaimSession({ claims, found });
    },
  );

  r.post(
    '/api/authors/claim-articles/',
    {
      ...claimGate(bodyToken),
      schema: {
        tags,
        security,
        summary: 'Claim articles of a bibliography (step 2) or suggested articles (step 3)',
        body: claimArticlesRequestSchema,
        response: { 200: claimArticlesResponseSchema },
      },
    },
    async (request) =>
      claimArticles({
        ...deps(request.user),
        articleIds: request.body.articles_ids,
        allArticleIds: request.body.all_articles_ids,
        names: request.body.names,
        token: request.body.token,
        comment: request.body.comment,
        attorneyToken: request.body.attorney_token,
      }),
  );

  r.get(
    '/api/authors/:id/top-cited-articles',
    {
      schema: {
        tags,
        summary: "An author's most cited articles",
        params: authorIdParamsSchema,
        response: { 200: topCitedArticlesResponseSchema },
      },
    },
    async (request) => getTopCitedArticles({ ...deps(request.user), articles, authorId: request.params.id }),
  );

  r.get(
    '/api/jobs/fetch-advisor-by-attorney/:token',
    {
      schema: {
        tags,
        summary: 'The recommender an attorney token acts for',
        params: attorneyTokenParamsSchema,
        response: { 200: fetchAdvisorResponseSchema },
      },
    },
    async (request) => fetchAdvisorByAttorney({ ...deps(request.user), token: request.params.token }),
  );

  r.post(
    '/api/jobs/edit-advisor-by-attorney/:token',
    {
      schema: {
        tags,
        summary: "Edit the recommender's name, e-mail and affiliation (attorney token)",
        params: attorneyTokenParamsSchema,
        body: editRecommenderProfileSchema,
        response: { 200: fetchAdvisorResponseSchema },
      },
    },
    async (request) =>
      editRecommenderProfile({
        ...deps(request.user),
        token: request.params.token,
        input: request.body,
      }),
  );
}

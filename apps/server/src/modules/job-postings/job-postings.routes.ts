import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCommitteeMemberBodySchema,
  addPreliminaryBodySchema,
  applicantTagBodySchema,
  applicationIdBodySchema,
  applicantsQuerySchema,
  commentBodySchema,
  committeeMemberParamsSchema,
  deleteApplicantTagBodySchema,
  deleteVacancyTagBodySchema,
  editApplicationFieldsSchema,
  editVacancyBodySchema,
  jobIdParamsSchema,
  JOB_LIMITS,
  JOB_MESSAGES,
  mergeApplicationsBodySchema,
  saveTopicsBodySchema,
  uploadRecommendationFieldsSchema,
  vacancyConceptsQuerySchema,
  vacancyListQuerySchema,
  vacancyTagBodySchema,
  voteBodySchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { commonErrors } from '../../app/errors';
import type { RouteDeps } from '../../app/routes.types';
import { contentDisposition } from '../file-exchange/file-exchange.content';
import { contactAddress } from '../../app/contact-address';
import { createMailer } from '../mail/mailer';
import { sharedRankingHolders } from '../referees/ranking-index';
import { createApplicationsRepository } from './applications.repository';
import { primeApplicants } from './applicant-warmer';
import { downloadAttachment, getApplication, saveApplication, type UploadedFile } from './applications.usecases';
import { createJobFilesStorage, jobFilesDir } from './job-files';
import {
  addPreliminary,
  applicantDetail,
  deleteComment,
  deletePreliminary,
  emailApplicants,
  listApplicants,
  mergeApplications,
  revokeVote,
  saveComment,
  setVote,
  vacancyConcepts,
  parseIds,
  type ReviewDeps,
} from './review.usecases';
import {
  assignTag,
  deleteTag,
  listTags,
  saveTag,
  saveTopics,
  suggestTopics,
  suggestTopicsForNew,
  unassignTag,
} from './tags.usecases';
import { createVacanciesRepository } from './vacancies.repository';
import { createRecommendationsRepository } from './recommendations.repository';
import {
  downloadRecommendation,
  getRecommendationRequest,
  listRecommenders,
  uploadRecommendation,
} from './recommendations.usecases';
import {
  addCommitteeMember,
  getVacancy,
  lastArticles,
  listCommittee,
  listVacancies,
  removeCommitteeMember,
  saveVacancy,
} from './vacancies.usecases';

const tags = ['jobs'];

function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw commonErrors.validation(fields);
}

/** Reads the application form: text fields, and each file field's bytes (one past the limit at most). */
async function readApplicationForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw commonErrors.validation({ body: 'Send the form as multipart/form-data.' });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const oversize = new Set<string>();
  // The plugin's own 413 is replaced by the spec's field message: the file is marked truncated instead.
  const options = { limits: { fileSize: JOB_LIMITS.fileBytes, files: 10, fields: 20 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options)) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      // The plugin stops at the limit and marks the stream truncated.
      if (part.file.truncated) oversize.add(part.fieldname);
      else if (part.filename !== '' || chunks.length > 0)
        files.push({ field: part.fieldname, filename: part.filename, bytes: Buffer.concat(chunks) });
    } else fields[part.fieldname] = String(part.value);
  }
  return { fields, files, oversize };
}

/** `/api/jobs/…` and the form POST `/jobs/{id}/emails` (spec 04 section 7). */
export async function registerJobPostingsRoutes(app: FastifyInstance, routeDeps: RouteDeps) {
  const { db, access, config } = routeDeps;
  const vacancies = createVacanciesRepository({ db });
  const applications = createApplicationsRepository({ db });
  const storage = createJobFilesStorage({ dir: jobFilesDir(config.runtimeDir) });
  const mailer = createMailer({ config: config.mail });
  // The payment request always names whom to write to for the invoice (walk 22): the vacancy's
  // owner has an account, so the operator's own address stands in for a missing contact mailbox.
  const vacancyOwnersContact = contactAddress({
    contactEmail: config.site.contactEmail,
    mailFrom: config.mail.from,
    adminEmail: config.adminEmail,
  });
  const { holder, corpus } = sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex });
  const recommendations = createRecommendationsRepository({ db });
  const base = (request: FastifyRequest) => ({ db, access, vacancies, applications, user: request.user });
  const review = (request: FastifyRequest): ReviewDeps => ({
    ...base(request),
    db,
    index: () => holder.get(),
    workVersions: async () => (await corpus.get()).versions,
  });
  /**
   * Adds preliminary applicants, singly or in bulk, and reads their vectors in the background now,
   * not on the applicants list's first open.
   */
  const addAndPrime = async (request: FastifyRequest, input: z.infer<typeof addPreliminaryBodySchema>) => {
    const added = await addPreliminary(review(request), input);
    primeApplicants(db, holder, input.authorsIds, (line) => request.log.warn(line));
    return added;
  };
  const gate = (permission: 'jobs.vacancy.post' | 'jobs.apply' | 'jobs.review') => accessGate({ access, permission });

  await app.register(async (scope) => {
    // The committee's e-mail action is a plain form POST (spec 04).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/jobs/vacancies',
      {
        schema: {
          tags,
          summary:
            'Published vacancies (mine=1: the caller’s own; mine=committee: those the caller is on the committee of)',
          querystring: vacancyListQuerySchema,
        },
      },
      async (request) => listVacancies(base(request), request.query),
    );
    r.get(
      '/api/jobs/last-articles/',
      {
        ...gate('jobs.vacancy.post'),
        schema: { tags, summary: 'Articles the caller selected on their vacancies lately' },
      },
      async (request) => lastArticles(base(request)),
    );
    r.get(
      '/api/jobs/vacancy/:id',
      {
        schema: { summary: 'A vacancy (with its selection for those who review it)', tags, params: jobIdParamsSchema },
      },
      async (request) => getVacancy(base(request), request.params.id),
    );
    r.post(
      '/api/jobs/edit-vacancy/',
      {
        ...gate('jobs.vacancy.post'),
        schema: {
          summary: 'Create or edit a vacancy (publishing first e-mails the fee’s payment request)',
          tags,
          body: editVacancyBodySchema,
        },
      },
      async (request) =>
        saveVacancy(
          { ...base(request), mailer, publicUrl: config.publicUrl, contactEmail: vacancyOwnersContact },
          request.body,
        ),
    );

    r.get(
      '/api/jobs/vacancy/:id/committee',
      { ...gate('jobs.review'), schema: { summary: 'A vacancy’s committee', tags, params: jobIdParamsSchema } },
      async (request) => listCommittee(base(request), request.params.id),
    );
    r.post(
      '/api/jobs/vacancy/:id/committee',
      {
        ...gate('jobs.vacancy.post'),
        schema: {
          summary: 'Add a member to a vacancy’s committee (a newcomer is e-mailed the link to its applicants)',
          tags,
          params: jobIdParamsSchema,
          body: addCommitteeMemberBodySchema,
        },
      },
      async (request) =>
        addCommitteeMember(
          { ...base(request), mailer, publicUrl: config.publicUrl },
          { vacancyId: request.params.id, ...request.body },
        ),
    );
    r.delete(
      '/api/jobs/vacancy/:id/committee/:userId',
      {
        ...gate('jobs.vacancy.post'),
        schema: { summary: 'Remove a member from a vacancy’s committee', tags, params: committeeMemberParamsSchema },
      },
      async (request) =>
        removeCommitteeMember(base(request), { vacancyId: request.params.id, userId: request.params.userId }),
    );

    r.post(
      '/api/jobs/edit-application/',
      {
        ...gate('jobs.apply'),
        schema: { summary: 'Apply to a vacancy, or edit the caller’s application (multipart form with files)', tags },
      },
      async (request) => {
        const form = await readApplicationForm(request);
        const fields = parseOr400(editApplicationFieldsSchema, form.fields);
        if (form.oversize.size > 0)
          throw commonErrors.validation(
            Object.fromEntries([...form.oversize].map((f) => [f, JOB_MESSAGES.fileTooLarge])),
          );
        const application = await saveApplication({ ...base(request), storage }, { ...fields, files: form.files });
        // The committee's next ranking then only packs: the newcomer's vectors are read now.
        primeApplicants(db, holder, [application.authorId], (line) => request.log.warn(line));
        return { ok: true as const, application };
      },
    );
    r.get(
      '/api/jobs/application/:id',
      {
        ...gate('jobs.apply'),
        schema: {
          summary: 'An application (the applicant’s own, or one of a vacancy the caller reviews)',
          tags,
          params: jobIdParamsSchema,
        },
      },
      async (request) => getApplication({ ...base(request), storage }, request.params.id),
    );
    const sendFile = (
      reply: import('fastify').FastifyReply,
      file: { filename: string; mediaType: string; bytes: Buffer },
    ) =>
      reply
        .header('content-type', file.mediaType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    const download = async (
      request: FastifyRequest<{ Params: { id: number } }>,
      reply: import('fastify').FastifyReply,
    ) => sendFile(reply, await downloadAttachment({ ...base(request), storage }, request.params.id));
    r.get(
      '/api/jobs/attachment/:id',
      {
        ...gate('jobs.apply'),
        schema: { summary: 'Download a file of an application', tags, params: jobIdParamsSchema },
      },
      download,
    );
    r.get(
      '/api/jobs/attachment/:id/:filename',
      {
        ...gate('jobs.apply'),
        schema: {
          summary: 'Download a file of an application (by its file name)',
          tags,
          params: jobIdParamsSchema.extend({ filename: z.string().max(300) }),
        },
      },
      download,
    );

    // References' letters: the recommender's anonymous page (by the advisor's uuid), the committee's downloads.
    r.get(
      '/api/jobs/recommendation-request/:advisorUuid',
      {
        schema: {
          tags,
          summary: 'The recommendation upload page (advisor uuid; numeric id for superusers)',
          params: z.object({ advisorUuid: z.string().max(64) }),
        },
      },
      async (request) =>
        getRecommendationRequest({ ...base(request), recommendations, storage }, request.params.advisorUuid),
    );
    r.post(
      '/api/jobs/upload-recommendation/',
      { schema: { summary: 'Upload or replace a recommendation letter (the recommender’s page)', tags } },
      async (request) => {
        const form = await readApplicationForm(request);
        const { advisorId } = parseOr400(uploadRecommendationFieldsSchema, form.fields);
        if (form.oversize.has('recommendation'))
          throw commonErrors.validation({ recommendation: JOB_MESSAGES.fileTooLarge });
        const file = form.files.find((f) => f.field === 'recommendation') ?? null;
        return uploadRecommendation({ ...base(request), recommendations, storage }, { advisorId, file });
      },
    );
    const letter = async (request: FastifyRequest<{ Params: { id: number } }>, reply: import('fastify').FastifyReply) =>
      sendFile(
        reply,
        await downloadRecommendation({ ...review(request), recommendations, storage }, request.params.id),
      );
    r.get(
      '/api/jobs/recommendation/:id',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Download a recommendation letter (reviewers of its vacancy)',
          tags,
          params: jobIdParamsSchema,
        },
      },
      letter,
    );
    r.get(
      '/api/jobs/recommendation/:id/:filename',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Download a recommendation letter by its file name (reviewers of its vacancy)',
          tags,
          params: jobIdParamsSchema.extend({ filename: z.string().max(300) }),
        },
      },
      letter,
    );
    for (const preliminary of [false, true]) {
      r.get(
        `/api/jobs/vacancy/:id/recommenders${preliminary ? '/preliminary' : ''}`,
        { ...gate('jobs.review'), schema: { tags, summary: "The 'By recommenders' tab", params: jobIdParamsSchema } },
        async (request) =>
          listRecommenders({ ...review(request), recommendations }, { vacancyId: request.params.id, preliminary }),
      );
    }

    // Committee review.
    for (const preliminary of [false, true]) {
      r.get(
        `/api/jobs/vacancy/:id/applicants${preliminary ? '/preliminary' : ''}`,
        {
          ...gate('jobs.review'),
          schema: {
            tags,
            summary: preliminary ? 'A vacancy’s preliminary applicants' : 'A vacancy’s applicants',
            params: jobIdParamsSchema,
            querystring: applicantsQuerySchema,
          },
        },
        async (request) =>
          listApplicants(review(request), { vacancyId: request.params.id, preliminary, ...request.query }),
      );
    }
    r.get(
      '/api/jobs/applicant/:id',
      { ...gate('jobs.review'), schema: { tags, summary: 'The applicant page', params: jobIdParamsSchema } },
      async (request) => applicantDetail(review(request), request.params.id),
    );
    r.get(
      '/api/jobs/vacancy/:id/concepts',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'The search tab’s concepts among a vacancy’s applicants',
          tags,
          params: jobIdParamsSchema,
          querystring: vacancyConceptsQuerySchema,
        },
      },
      async (request) =>
        vacancyConcepts(review(request), {
          vacancyId: request.params.id,
          minSim: request.query.minSim,
          cids: request.query.cids ?? [],
          preliminary: request.query.withPreliminaries === '1' || request.query.withPreliminaries === 'true',
        }),
    );
    r.post(
      '/api/jobs/vote/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Set the caller’s vote on an applicant', tags, body: voteBodySchema },
      },
      async (request, reply) => {
        await setVote(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.delete(
      '/api/jobs/vote/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Revoke the caller’s vote on an applicant', tags, body: voteBodySchema },
      },
      async (request, reply) => {
        await revokeVote(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.post(
      '/api/jobs/comment/',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Save the caller’s comment on an applicant (empty text deletes it)',
          tags,
          body: commentBodySchema,
        },
      },
      async (request, reply) => {
        await saveComment(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.delete(
      '/api/jobs/comment/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Delete the caller’s comment on an applicant', tags, body: applicationIdBodySchema },
      },
      async (request, reply) => {
        await deleteComment(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.get(
      '/api/jobs/vacancy/:id/tags',
      { ...gate('jobs.review'), schema: { summary: 'A vacancy’s tags', tags, params: jobIdParamsSchema } },
      async (request) => listTags(review(request), request.params.id),
    );
    r.post(
      '/api/jobs/vacancy-tag/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Create a vacancy tag, or edit one', tags, body: vacancyTagBodySchema },
      },
      async (request) => saveTag(review(request), request.body),
    );
    r.delete(
      '/api/jobs/vacancy-tag/',
      { ...gate('jobs.review'), schema: { summary: 'Delete a vacancy tag', tags, body: deleteVacancyTagBodySchema } },
      async (request, reply) => {
        await deleteTag(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.post(
      '/api/jobs/applicant-tag/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Tag applicants of the tag’s vacancy', tags, body: applicantTagBodySchema },
      },
      async (request, reply) => {
        await assignTag(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.delete(
      '/api/jobs/applicant-tag/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Take a tag off an applicant', tags, body: deleteApplicantTagBodySchema },
      },
      async (request, reply) => {
        await unassignTag(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.post(
      '/api/jobs/merge-applications/',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Merge a preliminary applicant into their actual application',
          tags,
          body: mergeApplicationsBodySchema,
        },
      },
      async (request) => mergeApplications(review(request), request.body),
    );
    r.delete(
      '/api/jobs/delete-preliminary-application/',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Delete a preliminary applicant (one without e-mail only)',
          tags,
          body: applicationIdBodySchema,
        },
      },
      async (request, reply) => {
        await deletePreliminary(review(request), request.body);
        return reply.code(204).send();
      },
    );
    r.post(
      '/api/jobs/add-preliminary-applicants/',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Add corpus authors to a vacancy as preliminary applicants',
          tags,
          body: addPreliminaryBodySchema,
        },
      },
      async (request) => addAndPrime(request, request.body),
    );
    // The referee finder's page posts its settings form with the candidates it lists (authorsIds).
    r.post(
      '/api/jobs/add-all-preliminary-applicants/',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Add the referee finder’s listed candidates as preliminary applicants (form POST)', tags },
      },
      async (request) => {
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const input = parseOr400(addPreliminaryBodySchema, {
          vacancyId: Number(form.get('vacancyId') ?? form.get('docId')),
          authorsIds: form.getAll('authorsIds').flatMap((v) => parseIds(v)),
        });
        return addAndPrime(request, input);
      },
    );
    r.get(
      '/api/jobs/vacancy/:id/suggest-topics',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Suggest hiring topics by clustering a vacancy’s applicants’ concepts',
          tags,
          params: jobIdParamsSchema,
        },
      },
      async (request) => suggestTopics(review(request), request.params.id),
    );
    r.get(
      '/api/jobs/vacancy/:id/suggest-topics-for-new-applicants',
      {
        ...gate('jobs.review'),
        schema: { summary: 'Suggest a saved topic for each applicant in none', tags, params: jobIdParamsSchema },
      },
      async (request) => suggestTopicsForNew(review(request), request.params.id),
    );
    r.post(
      '/api/jobs/save-topics/',
      {
        ...gate('jobs.review'),
        schema: {
          summary: 'Save the hiring topics editor’s topics as the vacancy’s autotag tags',
          tags,
          body: saveTopicsBodySchema,
        },
      },
      async (request) => saveTopics(review(request), request.body),
    );
    r.post(
      '/jobs/:id/emails',
      {
        ...gate('jobs.review'),
        schema: { tags, summary: 'E-mail the selected applicants (form POST)', params: jobIdParamsSchema },
      },
      async (request) => {
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const applicantsIds = form.getAll('applicantsIds').flatMap((v) => parseIds(v));
        if (applicantsIds.length === 0) throw commonErrors.validation({ applicantsIds: JOB_MESSAGES.required });
        return emailApplicants(
          { ...review(request), mailer, publicUrl: config.publicUrl },
          { vacancyId: request.params.id, applicantsIds },
        );
      },
    );
  });
}

/**
 * The references of applications and their letters (table `job_recommendations`, keyed by the
 * claims module's `advisors` rows, which the claims module creates; migration 0016).
 */
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

const num = (v: unknown) => Number(v);

/** A reference of an application: the recommender, the request e-mail and the letter. */
export interface ReferenceRow {
  advisorId: number;
  uuid: string;
  applicationId: number;
  name: string;
  email: string;
  isPhdAdvisor: boolean;
  authorId: number | null;
  authorName: string | null;
  requestDueAt: string;
  requestSentAt: string | null;
  filename: string | null;
  storedName: string | null;
  mediaType: string | null;
  uploadedAt: string | null;
}

/** A due request with what its e-mail names. */
export interface DueRequestRow extends ReferenceRow {
  applicantName: string;
  applicantEmail: string | null;
  vacancyId: number;
  vacancyTitle: string;
  vacancyInstitution: string;
  dateDeadline: string;
}

export function createRecommendationsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const selectReferences = () =>
    k
      .selectFrom('jobRecommendations as r')
      .innerJoin('advisors as a', 'a.id', 'r.advisorId')
      .leftJoin('authors as au', 'au.id', 'a.authorId')
      .select([
        'r.advisorId',
        'a.uuid',
        'r.applicationId',
        'a.name',
        'a.email',
        'a.isPhdAdvisor',
        'a.authorId',
        'au.name as authorName',
        'r.requestDueAt',
        'r.requestSentAt',
        'r.filename',
        'r.storedName',
        'r.mediaType',
        'r.uploadedAt',
      ]);
  const decode = (r: Record<string, unknown>): ReferenceRow => ({
    advisorId: num(r.advisorId),
    uuid: String(r.uuid),
    applicationId: num(r.applicationId),
    name: String(r.name),
    email: String(r.email),
    isPhdAdvisor: num(r.isPhdAdvisor) === 1,
    authorId: r.authorId === null ? null : num(r.authorId),
    authorName: (r.authorName as string | null) ?? null,
    requestDueAt: String(r.requestDueAt),
    requestSentAt: (r.requestSentAt as string | null) ?? null,
    filename: (r.filename as string | null) ?? null,
    storedName: (r.storedName as string | null) ?? null,
    mediaType: (r.mediaType as string | null) ?? null,
    uploadedAt: (r.uploadedAt as string | null) ?? null,
  });

  return {
    /** Registers an advisor (made by the claims module) as a reference of the application. */
    async insertReference(input: { advisorId: number; applicationId: number; requestDueAt: string }): Promise<void> {
      await k.insertInto('jobRecommendations').values(input).execute();
    },

    /** The references of these applications, in the order they were given. */
    async referencesOf(applicationIds: readonly number[]): Promise<ReferenceRow[]> {
      const out: ReferenceRow[] = [];
      for (const chunk of inChunks(applicationIds)) {
        const rows = await selectReferences().where('r.applicationId', 'in', chunk).orderBy('r.advisorId').execute();
        out.push(...rows.map(decode));
      }
      return out;
    },

    async referenceById(advisorId: number): Promise<ReferenceRow | null> {
      const r = await selectReferences().where('r.advisorId', '=', advisorId).executeTakeFirst();
      return r ? decode(r) : null;
    },

    async referenceByUuid(uuid: string): Promise<ReferenceRow | null> {
      const r = await selectReferences().where('a.uuid', '=', uuid).executeTakeFirst();
      return r ? decode(r) : null;
    },

    /** Updates the advisor's name and PhD-advisor mark (the applicant edited their form). */
    async updateAdvisor(advisorId: number, fields: { name: string; isPhdAdvisor: boolean; now: string }) {
      await k
        .updateTable('advisors')
        .set({ name: fields.name, isPhdAdvisor: fields.isPhdAdvisor ? 1 : 0, updatedAt: fields.now })
        .where('id', '=', advisorId)
        .execute();
    },

    /**
     * Removes references the applicant dropped: the advisor rows go (their tokens with them,
     * claims keep their record with the advisor unset); the letters' stored names are returned
     * so the caller deletes the files.
     */
    async deleteReferences(advisorIds: readonly number[]): Promise<string[]> {
      if (advisorIds.length === 0) return [];
      const stored = await k
        .selectFrom('jobRecommendations')
        .select('storedName')
        .where('advisorId', 'in', [...advisorIds])
        .where('storedName', 'is not', null)
        .execute();
      await k.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('jobRecommendations')
          .where('advisorId', 'in', [...advisorIds])
          .execute();
        await trx
          .deleteFrom('advisors')
          .where('id', 'in', [...advisorIds])
          .execute();
      });
      return stored.map((s) => String(s.storedName));
    },

    /** How many requests are due at `now` and not sent yet (the sending task's total). */
    async countDueRequests({ now }: { now: string }): Promise<number> {
      // The joins of `dueRequests`, so both count the same requests.
      const row = await k
        .selectFrom('jobRecommendations as r')
        .innerJoin('advisors as a', 'a.id', 'r.advisorId')
        .innerJoin('jobApplications as app', 'app.id', 'r.applicationId')
        .innerJoin('vacancies as v', 'v.id', 'app.vacancyId')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('r.requestSentAt', 'is', null)
        .where('r.requestDueAt', '<=', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Requests due at `now` and not sent yet, oldest first, with what their e-mails name. */
    async dueRequests({ now, limit }: { now: string; limit: number }): Promise<DueRequestRow[]> {
      const rows = await selectReferences()
        .innerJoin('jobApplications as app', 'app.id', 'r.applicationId')
        .innerJoin('vacancies as v', 'v.id', 'app.vacancyId')
        .select([
          'app.name as applicantName',
          'app.email as applicantEmail',
          'v.id as vacancyId',
          'v.title as vacancyTitle',
          'v.affiliation as vacancyInstitution',
          'v.dateDeadline',
        ])
        .where('r.requestSentAt', 'is', null)
        .where('r.requestDueAt', '<=', now)
        .orderBy('r.requestDueAt')
        .orderBy('r.advisorId')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...decode(r),
        applicantName: String(r.applicantName),
        applicantEmail: (r.applicantEmail as string | null) ?? null,
        vacancyId: num(r.vacancyId),
        vacancyTitle: String(r.vacancyTitle),
        vacancyInstitution: String(r.vacancyInstitution),
        dateDeadline: String(r.dateDeadline),
      }));
    },

    async markRequestSent(advisorId: number, now: string): Promise<void> {
      await k
        .updateTable('jobRecommendations')
        .set({ requestSentAt: now })
        .where('advisorId', '=', advisorId)
        .execute();
    },

    /** Stores the letter's record; the stored name of the letter it replaced, if any. */
    async putLetter(input: {
      advisorId: number;
      filename: string;
      storedName: string;
      mediaType: string;
      size: number;
      uploadedBy: number | null;
      now: string;
    }): Promise<string | null> {
      const previous = await k
        .selectFrom('jobRecommendations')
        .select('storedName')
        .where('advisorId', '=', input.advisorId)
        .executeTakeFirst();
      await k
        .updateTable('jobRecommendations')
        .set({
          filename: input.filename,
          storedName: input.storedName,
          mediaType: input.mediaType,
          size: input.size,
          uploadedBy: input.uploadedBy,
          uploadedAt: input.now,
        })
        .where('advisorId', '=', input.advisorId)
        .execute();
      return (previous?.storedName as string | null | undefined) ?? null;
    },
  };
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;

/**
 * Reads and writes of applications, their files, votes, comments and tags (migration 0016).
 */
import type { VacancyRequirement, VoteType } from '@sciscope/contracts';
import { knownCount } from '@sciscope/engine';
import { nowIso, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';
import { authorConceptProfiles } from '../authors/author-concepts.repository';

const num = (v: unknown) => Number(v);

export interface ApplicationRow {
  id: number;
  vacancyId: number;
  userId: number | null;
  name: string;
  email: string | null;
  authorId: number | null;
  phdAwardDate: string | null;
  isEmailed: boolean;
  createdAt: string;
}

export interface FileRow {
  id: number;
  applicationId: number;
  formatType: VacancyRequirement;
  filename: string;
  storedName: string;
  mediaType: string;
  size: number;
}

export interface TagRow {
  id: number;
  vacancyId: number;
  name: string;
  description: string;
  autotag: boolean;
}

function toApplication(r: Record<string, unknown>): ApplicationRow {
  return {
    id: num(r.id),
    vacancyId: num(r.vacancyId),
    userId: r.userId === null ? null : num(r.userId),
    name: String(r.name),
    email: (r.email as string | null) ?? null,
    authorId: r.authorId === null ? null : num(r.authorId),
    phdAwardDate: (r.phdAwardDate as string | null) ?? null,
    isEmailed: num(r.isEmailed) === 1,
    createdAt: String(r.createdAt),
  };
}

const toTag = (r: Record<string, unknown>): TagRow => ({
  id: num(r.id),
  vacancyId: num(r.vacancyId),
  name: String(r.name),
  description: String(r.description),
  autotag: num(r.autotag) === 1,
});

export const tagNameKey = (name: string) => name.trim().toLowerCase();

export function createApplicationsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async find(id: number): Promise<ApplicationRow | null> {
      const r = await k.selectFrom('jobApplications').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toApplication(r) : null;
    },

    async findByUser(vacancyId: number, userId: number): Promise<ApplicationRow | null> {
      const r = await k
        .selectFrom('jobApplications')
        .selectAll()
        .where('vacancyId', '=', vacancyId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return r ? toApplication(r) : null;
    },

    async listByVacancy(vacancyId: number): Promise<ApplicationRow[]> {
      const rows = await k
        .selectFrom('jobApplications')
        .selectAll()
        .where('vacancyId', '=', vacancyId)
        .orderBy('id')
        .execute();
      return rows.map(toApplication);
    },

    async countByVacancies(vacancyIds: readonly number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (vacancyIds.length === 0) return out;
      const rows = await k
        .selectFrom('jobApplications')
        .select(['vacancyId', (eb) => eb.fn.countAll().as('n')])
        .where('vacancyId', 'in', [...vacancyIds])
        .where('email', 'is not', null)
        .groupBy('vacancyId')
        .execute();
      for (const r of rows) out.set(num(r.vacancyId), num(r.n));
      return out;
    },

    async insert(input: {
      vacancyId: number;
      userId: number | null;
      name: string;
      email: string | null;
      authorId: number | null;
      phdAwardDate: string | null;
    }): Promise<number> {
      const now = nowIso();
      const r = await k
        .insertInto('jobApplications')
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return num(r.id);
    },

    async update(id: number, fields: { name?: string; phdAwardDate?: string | null; authorId?: number | null }) {
      await k
        .updateTable('jobApplications')
        .set({ ...fields, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: number): Promise<void> {
      await k.deleteFrom('jobApplications').where('id', '=', id).execute();
    },

    /**
     * The linked authors of applications (actual and preliminary) to vacancies whose deadline is
     * on or after `sinceDate`, latest deadline first: the committees' current work.
     */
    async authorIdsUnderReview(sinceDate: string, limit: number): Promise<number[]> {
      const rows = await k
        .selectFrom('jobApplications as a')
        .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
        .select('a.authorId')
        .where('v.dateDeadline', '>=', sinceDate)
        .where('a.authorId', 'is not', null)
        .orderBy('v.dateDeadline', 'desc')
        .orderBy('a.id')
        .limit(limit)
        .execute();
      return [...new Set(rows.map((r) => num(r.authorId)))];
    },

    /** Authors already on the vacancy (actual or preliminary). */
    async authorIdsOnVacancy(vacancyId: number): Promise<Set<number>> {
      const rows = await k
        .selectFrom('jobApplications')
        .select('authorId')
        .where('vacancyId', '=', vacancyId)
        .where('authorId', 'is not', null)
        .execute();
      return new Set(rows.map((r) => num(r.authorId)));
    },

    async markEmailed(ids: readonly number[]): Promise<void> {
      for (const chunk of inChunks(ids))
        await k.updateTable('jobApplications').set({ isEmailed: 1 }).where('id', 'in', chunk).execute();
    },

    async files(applicationIds: readonly number[]): Promise<FileRow[]> {
      if (applicationIds.length === 0) return [];
      const out: FileRow[] = [];
      for (const chunk of inChunks(applicationIds)) {
        const rows = await k
          .selectFrom('jobApplicationFiles')
          .selectAll()
          .where('applicationId', 'in', chunk)
          .orderBy('id')
          .execute();
        for (const r of rows)
          out.push({
            id: num(r.id),
            applicationId: num(r.applicationId),
            formatType: r.formatType as VacancyRequirement,
            filename: r.filename,
            storedName: r.storedName,
            mediaType: r.mediaType,
            size: num(r.size),
          });
      }
      return out;
    },

    async file(id: number): Promise<FileRow | null> {
      const [row] = await k.selectFrom('jobApplicationFiles').select('applicationId').where('id', '=', id).execute();
      if (!row) return null;
      return (await this.files([num(row.applicationId)])).find((f) => f.id === id) ?? null;
    },

    /** Replaces the application's file of `formatType`; returns the stored name it replaced. */
    async putFile(input: Omit<FileRow, 'id'>): Promise<string | null> {
      const old = await k
        .selectFrom('jobApplicationFiles')
        .select(['id', 'storedName'])
        .where('applicationId', '=', input.applicationId)
        .where('formatType', '=', input.formatType)
        .executeTakeFirst();
      if (old) await k.deleteFrom('jobApplicationFiles').where('id', '=', old.id).execute();
      await k
        .insertInto('jobApplicationFiles')
        .values({ ...input, createdAt: nowIso() })
        .execute();
      return old ? old.storedName : null;
    },

    async votes(applicationIds: readonly number[]) {
      if (applicationIds.length === 0) return [];
      const out: Array<{ applicationId: number; userId: number; voteType: VoteType; name: string }> = [];
      for (const chunk of inChunks(applicationIds)) {
        const rows = await k
          .selectFrom('jobVotes as v')
          .innerJoin('users as u', 'u.id', 'v.userId')
          .select(['v.applicationId', 'v.userId', 'v.voteType', 'u.name', 'u.email'])
          .where('v.applicationId', 'in', chunk)
          .orderBy('v.createdAt')
          .execute();
        for (const r of rows)
          out.push({
            applicationId: num(r.applicationId),
            userId: num(r.userId),
            voteType: r.voteType as VoteType,
            name: r.name ?? String(r.email),
          });
      }
      return out;
    },

    async setVote(applicationId: number, userId: number, voteType: VoteType): Promise<void> {
      await k
        .insertInto('jobVotes')
        .values({ applicationId, userId, voteType, createdAt: nowIso() })
        .onConflict((oc) => oc.columns(['applicationId', 'userId']).doUpdateSet({ voteType }))
        .execute();
    },

    /** Removes the user's own vote when it is of `voteType`; false when there was none. */
    async revokeVote(applicationId: number, userId: number, voteType: VoteType): Promise<boolean> {
      const r = await k
        .deleteFrom('jobVotes')
        .where('applicationId', '=', applicationId)
        .where('userId', '=', userId)
        .where('voteType', '=', voteType)
        .executeTakeFirst();
      return num(r.numDeletedRows) > 0;
    },

    async comments(applicationIds: readonly number[], vacancyId: number) {
      if (applicationIds.length === 0) return [];
      const out: Array<{
        applicationId: number;
        userId: number;
        comment: string;
        name: string;
        equalityOfficer: boolean;
      }> = [];
      for (const chunk of inChunks(applicationIds)) {
        const rows = await k
          .selectFrom('jobComments as c')
          .innerJoin('users as u', 'u.id', 'c.userId')
          .leftJoin('vacancyCommittee as m', (j) =>
            j.onRef('m.userId', '=', 'c.userId').on('m.vacancyId', '=', vacancyId),
          )
          .select(['c.applicationId', 'c.userId', 'c.comment', 'u.name', 'u.email', 'm.isEqualityOfficer'])
          .where('c.applicationId', 'in', chunk)
          .orderBy('c.createdAt')
          .execute();
        for (const r of rows)
          out.push({
            applicationId: num(r.applicationId),
            userId: num(r.userId),
            comment: r.comment,
            name: r.name ?? String(r.email),
            equalityOfficer: num(r.isEqualityOfficer ?? 0) === 1,
          });
      }
      return out;
    },

    async setComment(applicationId: number, userId: number, comment: string): Promise<void> {
      await k
        .insertInto('jobComments')
        .values({ applicationId, userId, comment, createdAt: nowIso() })
        .onConflict((oc) => oc.columns(['applicationId', 'userId']).doUpdateSet({ comment }))
        .execute();
    },

    async deleteComment(applicationId: number, userId: number): Promise<void> {
      await k
        .deleteFrom('jobComments')
        .where('applicationId', '=', applicationId)
        .where('userId', '=', userId)
        .execute();
    },

    async tags(vacancyId: number): Promise<Array<TagRow & { applicantsCount: number }>> {
      const rows = await k
        .selectFrom('vacancyTags as t')
        .leftJoin('jobApplicantTags as a', 'a.tagId', 't.id')
        .select(['t.id', 't.vacancyId', 't.name', 't.description', 't.autotag'])
        .select((eb) => eb.fn.count('a.applicationId').as('n'))
        .where('t.vacancyId', '=', vacancyId)
        .groupBy(['t.id', 't.vacancyId', 't.name', 't.description', 't.autotag'])
        .orderBy('t.id')
        .execute();
      return rows.map((r) => ({ ...toTag(r), applicantsCount: num(r.n) }));
    },

    async tag(id: number): Promise<TagRow | null> {
      const r = await k.selectFrom('vacancyTags').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toTag(r) : null;
    },

    async tagByName(vacancyId: number, name: string): Promise<TagRow | null> {
      const r = await k
        .selectFrom('vacancyTags')
        .selectAll()
        .where('vacancyId', '=', vacancyId)
        .where('nameKey', '=', tagNameKey(name))
        .executeTakeFirst();
      return r ? toTag(r) : null;
    },

    async insertTag(input: Omit<TagRow, 'id'>): Promise<number> {
      const r = await k
        .insertInto('vacancyTags')
        .values({
          vacancyId: input.vacancyId,
          name: input.name.trim(),
          nameKey: tagNameKey(input.name),
          description: input.description,
          autotag: input.autotag ? 1 : 0,
          createdAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return num(r.id);
    },

    async updateTag(input: TagRow): Promise<void> {
      await k
        .updateTable('vacancyTags')
        .set({
          name: input.name.trim(),
          nameKey: tagNameKey(input.name),
          description: input.description,
          autotag: input.autotag ? 1 : 0,
        })
        .where('id', '=', input.id)
        .execute();
    },

    async deleteTag(id: number): Promise<void> {
      await k.deleteFrom('vacancyTags').where('id', '=', id).execute();
    },

    async applicantTags(applicationIds: readonly number[]): Promise<Array<{ applicationId: number; tagId: number }>> {
      const out: Array<{ applicationId: number; tagId: number }> = [];
      for (const chunk of inChunks(applicationIds)) {
        const rows = await k
          .selectFrom('jobApplicantTags')
          .select(['applicationId', 'tagId'])
          .where('applicationId', 'in', chunk)
          .execute();
        for (const r of rows) out.push({ applicationId: num(r.applicationId), tagId: num(r.tagId) });
      }
      return out;
    },

    async assignTag(applicationIds: readonly number[], tagId: number): Promise<void> {
      for (const chunk of inChunks(applicationIds))
        await k
          .insertInto('jobApplicantTags')
          .values(chunk.map((applicationId) => ({ applicationId, tagId })))
          .onConflict((oc) => oc.columns(['applicationId', 'tagId']).doNothing())
          .execute();
    },

    async unassignTag(applicationId: number, tagId: number): Promise<void> {
      await k
        .deleteFrom('jobApplicantTags')
        .where('applicationId', '=', applicationId)
        .where('tagId', '=', tagId)
        .execute();
    },

    async clearTag(tagId: number): Promise<void> {
      await k.deleteFrom('jobApplicantTags').where('tagId', '=', tagId).execute();
    },

    /**
     * Moves what hangs on the preliminary application (votes, comments, tags) to the actual
     * one where the actual one has none of its own, then deletes the preliminary record.
     */
    async mergeInto(preliminaryId: number, actualId: number): Promise<void> {
      await db.kysely.transaction().execute(async (trx) => {
        for (const table of ['jobVotes', 'jobComments'] as const) {
          const own = await trx.selectFrom(table).select('userId').where('applicationId', '=', actualId).execute();
          const taken = own.map((r) => num(r.userId));
          let move = trx.updateTable(table).set({ applicationId: actualId }).where('applicationId', '=', preliminaryId);
          if (taken.length) move = move.where('userId', 'not in', taken);
          await move.execute();
        }
        const tags = await trx
          .selectFrom('jobApplicantTags')
          .select('tagId')
          .where('applicationId', '=', actualId)
          .execute();
        let moveTags = trx
          .updateTable('jobApplicantTags')
          .set({ applicationId: actualId })
          .where('applicationId', '=', preliminaryId);
        if (tags.length)
          moveTags = moveTags.where(
            'tagId',
            'not in',
            tags.map((t) => num(t.tagId)),
          );
        await moveTags.execute();
        await trx.deleteFrom('jobApplications').where('id', '=', preliminaryId).execute();
      });
    },

    /**
     * The authors' badge concepts with their weights (`authorConceptProfiles`: Σ tf-idf over
     * the articles where the concept is a badge; the author page's top concepts).
     */
    async authorConcepts(authorIds: readonly number[]) {
      const out: Array<{ authorId: number; conceptId: number; weight: number }> = [];
      for (const [authorId, profile] of await authorConceptProfiles(db, authorIds))
        for (const c of profile) if (c.sumtfidf > 0) out.push({ authorId, conceptId: c.conceptId, weight: c.sumtfidf });
      return out;
    },

    async authorFacts(authorIds: readonly number[]) {
      const out = new Map<
        number,
        {
          name: string;
          articlesCount: number;
          /** These three are null when unknown (knownCount). */
          citationsCount: number | null;
          hIndex: number | null;
          notableArticlesCount: number | null;
          firstYear: number | null;
          gender: number | null;
          manualGender: number | null;
        }
      >();
      for (const chunk of inChunks(authorIds)) {
        const rows = await k
          .selectFrom('authors')
          .select([
            'id',
            'name',
            'articlesCount',
            'citationsCount',
            'hIndex',
            'notableArticlesCount',
            'firstYear',
            'gender',
            'manualGender',
          ])
          .where('id', 'in', chunk)
          .execute();
        for (const r of rows)
          out.set(num(r.id), {
            name: r.name,
            articlesCount: num(r.articlesCount),
            citationsCount: knownCount(num(r.citationsCount)),
            hIndex: knownCount(num(r.hIndex)),
            notableArticlesCount: knownCount(num(r.notableArticlesCount)),
            firstYear: r.firstYear === null ? null : num(r.firstYear),
            gender: r.gender === null ? null : num(r.gender),
            manualGender: r.manualGender === null ? null : num(r.manualGender),
          });
      }
      return out;
    },

    /** Corpus authors in the name block `nameKey` (the importer's key), at most 200. */
    async authorsByNameKey(nameKey: string): Promise<Array<{ id: number; name: string }>> {
      const rows = await k
        .selectFrom('authors')
        .select(['id', 'name'])
        .where('nameKey', '=', nameKey)
        .limit(200)
        .execute();
      return rows.map((r) => ({ id: num(r.id), name: r.name }));
    },

    async articleTitles(ids: readonly number[]): Promise<Map<number, { title: string; year: number | null }>> {
      const out = new Map<number, { title: string; year: number | null }>();
      for (const chunk of inChunks(ids)) {
        const rows = await k.selectFrom('articles').select(['id', 'title', 'year']).where('id', 'in', chunk).execute();
        for (const r of rows) out.set(num(r.id), { title: r.title, year: r.year === null ? null : num(r.year) });
      }
      return out;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

/**
 * Reads and writes of vacancies, their selection and their committee (migration 0016), plus
 * the corpus names the vacancy page shows for its selection.
 */
import type { VacancyRequirement, VacancyStatus } from '@sciscope/contracts';
import { nowIso, sql, type Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

const num = (v: unknown) => Number(v);

export interface VacancyFields {
  title: string;
  descriptionMarkdown: string;
  startInfo: string;
  duration: string;
  dateDeadline: string;
  affiliation: string;
  infoEmail: string;
  requirements: VacancyRequirement[];
  isAdvisorsRequired: boolean;
  text: string;
  status: VacancyStatus;
}

/** A stored vacancy: the form's fields and what the server keeps beside them. */
export interface VacancyRow extends VacancyFields {
  id: number;
  ownerId: number;
  ownerEmail: string;
  publishedAt: string | null;
  paymentRequestedAt: string | null;
}

export interface VacancySelection {
  articleIds: number[];
  authorIds: number[];
  conceptIds: number[];
}

export type SelectionKind = 'article' | 'author' | 'concept';

export function createVacanciesRepository({ db }: { db: Db }) {
  const k = db.kysely;

  function toRow(r: Record<string, unknown>): VacancyRow {
    return {
      id: num(r.id),
      ownerId: num(r.ownerId),
      ownerEmail: String(r.ownerEmail),
      title: String(r.title),
      descriptionMarkdown: String(r.descriptionMarkdown),
      startInfo: String(r.startInfo),
      duration: String(r.duration),
      dateDeadline: String(r.dateDeadline),
      affiliation: String(r.affiliation),
      infoEmail: String(r.infoEmail),
      requirements: JSON.parse(String(r.requirements)) as VacancyRequirement[],
      isAdvisorsRequired: num(r.isAdvisorsRequired) === 1,
      text: String(r.text),
      status: r.status as VacancyStatus,
      publishedAt: (r.publishedAt as string | null) ?? null,
      paymentRequestedAt: (r.paymentRequestedAt as string | null) ?? null,
    };
  }

  const base = () =>
    k
      .selectFrom('vacancies as v')
      .innerJoin('users as u', 'u.id', 'v.ownerId')
      .selectAll('v')
      .select('u.email as ownerEmail');

  async function writeSelection(vacancyId: number, selection: VacancySelection): Promise<void> {
    await k.deleteFrom('vacancySelection').where('vacancyId', '=', vacancyId).execute();
    const rows = [
      ...selection.articleIds.map((refId, position) => ({ vacancyId, kind: 'article', refId, position })),
      ...selection.authorIds.map((refId, position) => ({ vacancyId, kind: 'author', refId, position })),
      ...selection.conceptIds.map((refId, position) => ({ vacancyId, kind: 'concept', refId, position })),
    ];
    for (const chunk of inChunks(rows, 200)) await k.insertInto('vacancySelection').values(chunk).execute();
  }

  return {
    async find(id: number): Promise<VacancyRow | null> {
      const r = await base().where('v.id', '=', id).executeTakeFirst();
      return r ? toRow(r) : null;
    },

    async insert(input: { ownerId: number; fields: VacancyFields; selection: VacancySelection }): Promise<number> {
      const now = nowIso();
      const { requirements, isAdvisorsRequired, ...rest } = input.fields;
      const row = await k
        .insertInto('vacancies')
        .values({
          ...rest,
          ownerId: input.ownerId,
          requirements: JSON.stringify(requirements),
          isAdvisorsRequired: isAdvisorsRequired ? 1 : 0,
          publishedAt: input.fields.status === 'published' ? now : null,
          paymentRequestedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeSelection(num(row.id), input.selection);
      return num(row.id);
    },

    async update(input: { id: number; fields: VacancyFields; selection: VacancySelection }): Promise<void> {
      const { requirements, isAdvisorsRequired, ...rest } = input.fields;
      await k
        .updateTable('vacancies')
        .set({
          ...rest,
          requirements: JSON.stringify(requirements),
          isAdvisorsRequired: isAdvisorsRequired ? 1 : 0,
          updatedAt: nowIso(),
        })
        .where('id', '=', input.id)
        .execute();
      await writeSelection(input.id, input.selection);
    },

    async markPublished(id: number): Promise<void> {
      await k.updateTable('vacancies').set({ publishedAt: nowIso() }).where('id', '=', id).execute();
    },

    async markPaymentRequested(id: number): Promise<void> {
      await k.updateTable('vacancies').set({ paymentRequestedAt: nowIso() }).where('id', '=', id).execute();
    },

    async selection(vacancyId: number): Promise<VacancySelection> {
      const rows = await k
        .selectFrom('vacancySelection')
        .select(['kind', 'refId'])
        .where('vacancyId', '=', vacancyId)
        .orderBy('position')
        .execute();
      const of = (kind: SelectionKind) => rows.filter((r) => r.kind === kind).map((r) => num(r.refId));
      return { articleIds: of('article'), authorIds: of('author'), conceptIds: of('concept') };
    },

    /**
     * The articles an owner selected on their vacancies, most recently edited vacancy first (each
     * article once, at most `limit`): the quick picks of the vacancy form.
     */
    async lastSelectedArticles(ownerId: number, limit: number) {
      const rows = await k
        .selectFrom('vacancySelection as s')
        .innerJoin('vacancies as v', 'v.id', 's.vacancyId')
        .innerJoin('articles as a', 'a.id', 's.refId')
        .select(['a.id', 'a.title', 'a.year', 'v.updatedAt', 's.position'])
        .where('v.ownerId', '=', ownerId)
        .where('s.kind', '=', 'article')
        .orderBy('v.updatedAt', 'desc')
        .orderBy('s.position')
        .limit(limit * 4)
        .execute();
      const seen = new Set<number>();
      const out: Array<{ id: number; title: string; year: number | null }> = [];
      for (const r of rows) {
        if (seen.has(num(r.id)) || out.length >= limit) continue;
        seen.add(num(r.id));
        out.push({ id: num(r.id), title: String(r.title), year: r.year === null ? null : num(r.year) });
      }
      return out;
    },

    /** Names of selected objects that exist (deleted ones are left out). */
    async selectionNames(selection: VacancySelection) {
      const articles = selection.articleIds.length
        ? await k.selectFrom('articles').select(['id', 'title']).where('id', 'in', selection.articleIds).execute()
        : [];
      const authors = selection.authorIds.length
        ? await k.selectFrom('authors').select(['id', 'name']).where('id', 'in', selection.authorIds).execute()
        : [];
      const concepts = await this.conceptNames(selection.conceptIds);
      const order = <T extends { id: number }>(ids: number[], rows: T[]) => {
        const byId = new Map(rows.map((r) => [num(r.id), r]));
        return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      };
      return {
        articles: order(
          selection.articleIds,
          articles.map((a) => ({ id: num(a.id), title: String(a.title) })),
        ),
        authors: order(
          selection.authorIds,
          authors.map((a) => ({ id: num(a.id), name: String(a.name) })),
        ),
        concepts: order(selection.conceptIds, concepts),
      };
    },

    async conceptNames(ids: readonly number[]): Promise<Array<{ id: number; name: string }>> {
      if (ids.length === 0) return [];
      const rows = await k
        .selectFrom('concepts')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
      return rows.map((r) => ({ id: num(r.id), name: String(r.name) }));
    },

    /** Published vacancies (or `ownerId`'s own), newest deadline last, filtered as the product page asks. */
    /**
     * A page of vacancies: the published ones; or with `ownerId` that user's own; or with
     * `committeeUserId` those whose committee that user sits on (drafts included for both).
     */
    async list(input: {
      ownerId: number | null;
      committeeUserId?: number | null;
      q: string;
      conceptId: number | null;
      deadline: 'open' | 'closed' | 'all';
      today: string;
      offset: number;
      limit: number;
    }): Promise<{ rows: VacancyRow[]; total: number }> {
      let query = k.selectFrom('vacancies as v').innerJoin('users as u', 'u.id', 'v.ownerId');
      const committeeUserId = input.committeeUserId ?? null;
      if (committeeUserId !== null)
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('vacancyCommittee as c')
              .select('c.userId')
              .whereRef('c.vacancyId', '=', 'v.id')
              .where('c.userId', '=', committeeUserId),
          ),
        );
      else
        query =
          input.ownerId === null
            ? query.where('v.status', '=', 'published')
            : query.where('v.ownerId', '=', input.ownerId);
      if (input.deadline === 'open') query = query.where('v.dateDeadline', '>=', input.today);
      if (input.deadline === 'closed') query = query.where('v.dateDeadline', '<', input.today);
      if (input.q !== '') {
        const pattern = `%${input.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(v.title)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(v.affiliation)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      if (input.conceptId !== null) {
        const conceptId = input.conceptId;
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('vacancySelection as s')
              .select('s.refId')
              .whereRef('s.vacancyId', '=', 'v.id')
              .where('s.kind', '=', 'concept')
              .where('s.refId', '=', conceptId),
          ),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('v')
        .select('u.email as ownerEmail')
        .orderBy('v.dateDeadline')
        .orderBy('v.id', 'desc')
        .offset(input.offset)
        .limit(input.limit)
        .execute();
      return { rows: rows.map(toRow), total: num(total.n) };
    },

    /** Selected concepts of several vacancies at once (the product page's list). */
    async conceptsOf(vacancyIds: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
      const out = new Map<number, Array<{ id: number; name: string }>>();
      if (vacancyIds.length === 0) return out;
      const rows = await k
        .selectFrom('vacancySelection as s')
        .innerJoin('concepts as c', 'c.id', 's.refId')
        .select(['s.vacancyId', 'c.id', 'c.name'])
        .where('s.kind', '=', 'concept')
        .where('s.vacancyId', 'in', [...vacancyIds])
        .orderBy('s.position')
        .execute();
      for (const r of rows) {
        const list = out.get(num(r.vacancyId)) ?? [];
        list.push({ id: num(r.id), name: String(r.name) });
        out.set(num(r.vacancyId), list);
      }
      return out;
    },

    async committee(vacancyId: number) {
      const rows = await k
        .selectFrom('vacancyCommittee as c')
        .innerJoin('users as u', 'u.id', 'c.userId')
        .select(['c.userId', 'u.email', 'u.name', 'c.isEqualityOfficer'])
        .where('c.vacancyId', '=', vacancyId)
        .orderBy('c.createdAt')
        .orderBy('c.userId')
        .execute();
      return rows.map((r) => ({
        userId: num(r.userId),
        email: String(r.email),
        name: (r.name as string | null) ?? null,
        isEqualityOfficer: num(r.isEqualityOfficer) === 1,
      }));
    },

    /** The caller's committee role on the vacancy: null when not on it. */
    async committeeRole(vacancyId: number, userId: number): Promise<{ isEqualityOfficer: boolean } | null> {
      const r = await k
        .selectFrom('vacancyCommittee')
        .select('isEqualityOfficer')
        .where('vacancyId', '=', vacancyId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return r ? { isEqualityOfficer: num(r.isEqualityOfficer) === 1 } : null;
    },

    async upsertCommitteeMember(input: { vacancyId: number; userId: number; isEqualityOfficer: boolean }) {
      const values = {
        vacancyId: input.vacancyId,
        userId: input.userId,
        isEqualityOfficer: input.isEqualityOfficer ? 1 : 0,
        createdAt: nowIso(),
      };
      await k
        .insertInto('vacancyCommittee')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['vacancyId', 'userId']).doUpdateSet({ isEqualityOfficer: values.isEqualityOfficer }),
        )
        .execute();
    },

    async removeCommitteeMember(vacancyId: number, userId: number): Promise<boolean> {
      const r = await k
        .deleteFrom('vacancyCommittee')
        .where('vacancyId', '=', vacancyId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return num(r.numDeletedRows) > 0;
    },

    async userByEmail(email: string): Promise<{ id: number; email: string; name: string | null } | null> {
      const r = await k
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('isActive', '=', 1)
        .executeTakeFirst();
      return r ? { id: num(r.id), email: String(r.email), name: r.name ?? null } : null;
    },

    async userFacts(userId: number): Promise<{ email: string; name: string | null; authorId: number | null } | null> {
      const r = await k
        .selectFrom('users')
        .select(['email', 'name', 'authorId'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return r
        ? { email: String(r.email), name: r.name ?? null, authorId: r.authorId === null ? null : num(r.authorId) }
        : null;
    },
  };
}

export type VacanciesRepository = ReturnType<typeof createVacanciesRepository>;

import type { Db } from '../../app/database/kysely';

/** A recommender (spec 04 Advisor) with the name of the corpus author it is linked to. */
export interface AdvisorRow {
  id: number;
  uuid: string;
  name: string;
  email: string;
  affiliation: string;
  isPhdAdvisor: boolean;
  authorId: number | null;
  authorName: string | null;
  applicationId: number | null;
  createdAt: string;
}

export interface AdvisorListRow extends AdvisorRow {
  activeTokens: number;
  tokenExpiresAt: string | null;
}

/** Recommenders and their attorney tokens (migration 0015). */
export function createAdvisorsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const selectAdvisors = () =>
    k
      .selectFrom('advisors')
      .leftJoin('authors', 'authors.id', 'advisors.authorId')
      .select([
        'advisors.id',
        'advisors.uuid',
        'advisors.name',
        'advisors.email',
        'advisors.affiliation',
        'advisors.isPhdAdvisor',
        'advisors.authorId',
        'authors.name as authorName',
        'advisors.applicationId',
        'advisors.createdAt',
      ]);
  const decode = <R extends { isPhdAdvisor: number }>(row: R) => ({ ...row, isPhdAdvisor: row.isPhdAdvisor === 1 });

  return {
    async insertAdvisor(advisor: {
      uuid: string;
      name: string;
      email: string;
      affiliation: string;
      isPhdAdvisor: boolean;
      applicationId: number | null;
      createdBy: number | null;
      now: string;
    }): Promise<number> {
      const row = await k
        .insertInto('advisors')
        .values({
          uuid: advisor.uuid,
          name: advisor.name,
          email: advisor.email,
          affiliation: advisor.affiliation,
          isPhdAdvisor: advisor.isPhdAdvisor ? 1 : 0,
          applicationId: advisor.applicationId,
          authorId: null,
          createdBy: advisor.createdBy,
          createdAt: advisor.now,
          updatedAt: advisor.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findAdvisor({ advisorId }: { advisorId: number }): Promise<AdvisorRow | null> {
      const row = await selectAdvisors().where('advisors.id', '=', advisorId).executeTakeFirst();
      return row ? decode(row) : null;
    },

    async updateAdvisor({
      advisorId,
      name,
      email,
      affiliation,
      now,
    }: {
      advisorId: number;
      name: string;
      email: string;
      affiliation: string;
      now: string;
    }): Promise<void> {
      await k
        .updateTable('advisors')
        .set({ name, email, affiliation, updatedAt: now })
        .where('id', '=', advisorId)
        .execute();
    },

    async setAdvisorAuthor({ advisorId, authorId, now }: { advisorId: number; authorId: number | null; now: string }) {
      await k.updateTable('advisors').set({ authorId, updatedAt: now }).where('id', '=', advisorId).execute();
    },

    /** One page of recommenders, newest first, optionally those whose name or e-mail contains `query`. */
    async listAdvisors({
      query,
      offset,
      limit,
      now,
      advisorId,
    }: {
      query: string;
      offset: number;
      limit: number;
      now: string;
      /** Only this recommender. */
      advisorId?: number;
    }): Promise<{ rows: AdvisorListRow[]; total: number }> {
      // LIKE wildcards typed in the box are dropped rather than escaped (the two engines escape differently).
      const pattern = `%${query.toLowerCase().replace(/[%_\\]/g, '')}%`;
      let list = selectAdvisors().select((eb) => [
        eb
          .selectFrom('attorneyTokens')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('attorneyTokens.advisorId', '=', 'advisors.id')
          .where('attorneyTokens.revokedAt', 'is', null)
          .where('attorneyTokens.expiresAt', '>', now)
          .as('activeTokens'),
        eb
          .selectFrom('attorneyTokens')
          .select((e) => e.fn.max('attorneyTokens.expiresAt').as('m'))
          .whereRef('attorneyTokens.advisorId', '=', 'advisors.id')
          .where('attorneyTokens.revokedAt', 'is', null)
          .where('attorneyTokens.expiresAt', '>', now)
          .as('tokenExpiresAt'),
      ]);
      let count = k.selectFrom('advisors').select((eb) => eb.fn.countAll<number>().as('n'));
      if (advisorId !== undefined) {
        list = list.where('advisors.id', '=', advisorId);
        count = count.where('advisors.id', '=', advisorId);
      }
      if (query !== '') {
        list = list.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['advisors.name']), 'like', pattern),
            eb(eb.fn('lower', ['advisors.email']), 'like', pattern),
          ]),
        );
        count = count.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['advisors.name']), 'like', pattern),
            eb(eb.fn('lower', ['advisors.email']), 'like', pattern),
          ]),
        );
      }
      const rows = await list.orderBy('advisors.id', 'desc').offset(offset).limit(limit).execute();
      const total = Number((await count.executeTakeFirstOrThrow()).n);
      return {
        rows: rows.map((r) => ({
          ...r,
          isPhdAdvisor: r.isPhdAdvisor === 1,
          activeTokens: Number(r.activeTokens ?? 0),
          tokenExpiresAt: (r.tokenExpiresAt as string | null) ?? null,
        })),
        total,
      };
    },

    async insertToken(token: {
      tokenHash: string;
      advisorId: number;
      expiresAt: string;
      createdBy: number | null;
      createdAt: string;
    }): Promise<void> {
      await k
        .insertInto('attorneyTokens')
        .values({ ...token, revokedAt: null })
        .execute();
    },

    /** The recommender of a token that is neither revoked nor expired at `now`. */
    async advisorIdOfToken({ tokenHash, now }: { tokenHash: string; now: string }): Promise<number | null> {
      const row = await k
        .selectFrom('attorneyTokens')
        .select('advisorId')
        .where('tokenHash', '=', tokenHash)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row?.advisorId ?? null;
    },

    /** Revokes every active token of the recommender; the number revoked. */
    async revokeTokens({ advisorId, now }: { advisorId: number; now: string }): Promise<number> {
      const result = await k
        .updateTable('attorneyTokens')
        .set({ revokedAt: now })
        .where('advisorId', '=', advisorId)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Recommenders with one of these e-mails who are linked to an author: e-mail evidence for find-by-emails. */
    async linkedAdvisorsByEmails({
      emails,
    }: {
      emails: string[];
    }): Promise<Array<{ email: string; authorId: number }>> {
      if (emails.length === 0) return [];
      const rows = await k
        .selectFrom('advisors')
        .select(['email', 'authorId'])
        .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
        .where('authorId', 'is not', null)
        .execute();
      return rows.map((r) => ({ email: r.email.toLowerCase(), authorId: r.authorId! }));
    },
  };
}

export type AdvisorsRepository = ReturnType<typeof createAdvisorsRepository>;

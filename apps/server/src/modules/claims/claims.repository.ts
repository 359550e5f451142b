import { AUTHOR_METRIC_KEYS, type AuthorMetrics } from '@sciscope/engine';
import type { ClaimState } from '@sciscope/contracts';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';
import { lockOwnerRow } from '../../app/database/row-locks';
import type { Database } from '../../app/database/schema';
import { PG_CORPUS_LOCK } from '../corpus/bulk-writer.repository';
import { STAT_VERSION } from '../corpus/corpus.repository';

/** A claim row with the names the lists show. */
export interface ClaimRow {
  id: number;
  kind: 'profile' | 'articles';
  state: ClaimState;
  userId: number | null;
  userEmail: string | null;
  advisorId: number | null;
  advisorName: string | null;
  targetAuthorId: number;
  targetAuthorName: string;
  linksProfile: boolean;
  articlesCount: number;
  /** The authorship moves the claim keeps: what it moved once applied (what undo reverts). */
  movesCount: number;
  comment: string;
  evidence: string;
  createdAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
}

/** One authorship a claim moves: from which author to which. */
export interface ClaimMove {
  articleId: number;
  position: number;
  fromAuthorId: number;
  toAuthorId: number;
  printedName: string;
}

export interface NewClaim {
  kind: 'profile' | 'articles';
  state: ClaimState;
  userId: number | null;
  advisorId: number | null;
  targetAuthorId: number;
  linksProfile: boolean;
  comment: string;
  evidence: string;
  now: string;
  /** Articles the claim concerns; the distinct articles of its moves when not given. */
  articlesCount?: number;
}

/** Who a profile link is for: an account or a recommender. */
export type ProfileHolder = { userId: number } | { advisorId: number };

/** A claim waiting for a moderator, as duplicate checks compare it. */
export interface PendingClaim {
  id: number;
  kind: ClaimRow['kind'];
  targetAuthorId: number;
  linksProfile: boolean;
  evidence: string;
  /** The authorships it would move. */
  moves: Array<{ articleId: number; position: number }>;
}

export interface ClaimsFilter {
  state?: ClaimState;
  userId?: number;
  targetAuthorId?: number;
}

/** Claims, their moves, claim sessions, and the writes that move authorships (migration 0015). */
/**
 * Runs `work` in one transaction that holds the corpus write lock, with a `Db` bound to it
 * (repositories made from it take part). SQLite: the first statement bumps the corpus version,
 * a write, so the lock is taken before anything is read (a deferred transaction that read
 * first could not wait for an importer's lock). PostgreSQL: the importers' advisory lock. The
 * version bump tells every cache of authorships (the referee finder's corpus copy, a batch an
 * import prepared) to reload.
 */
export async function inCorpusTransaction<R>(db: Db, work: (trxDb: Db) => Promise<R>): Promise<R> {
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${PG_CORPUS_LOCK})`.execute(trx);
    await sql`INSERT INTO corpus_stats (key, value) VALUES (${STAT_VERSION}, 1)
      ON CONFLICT (key) DO UPDATE SET value = corpus_stats.value + 1`.execute(trx);
    return work({ ...db, kysely: trx as Kysely<Database> });
  });
}

/**
 * Runs `work` in one transaction in which the claimant's pending claims are read and a new one
 * filed one request at a time, with a repository bound to it: on PostgreSQL the holder's row
 * (the account, or the recommender) is locked first, so two identical claims sent at the same
 * moment are filed one after the other and the second sees the first; SQLite's transactions
 * take the write lock at their start (kysely.ts).
 */
export async function inClaimantTransaction<R>(
  db: Db,
  holder: ProfileHolder,
  work: (claims: ClaimsRepository) => Promise<R>,
): Promise<R> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOwnerRow(trx, db.dialect, holder);
    return work(createClaimsRepository({ db: { ...db, kysely: trx as Kysely<Database> } }));
  });
}

export function createClaimsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const selectClaims = () =>
    k
      .selectFrom('claims')
      .innerJoin('authors', 'authors.id', 'claims.targetAuthorId')
      .leftJoin('users', 'users.id', 'claims.userId')
      .leftJoin('advisors', 'advisors.id', 'claims.advisorId')
      .select([
        'claims.id',
        'claims.kind',
        'claims.state',
        'claims.userId',
        'users.email as userEmail',
        'claims.advisorId',
        'advisors.name as advisorName',
        'claims.targetAuthorId',
        'authors.name as targetAuthorName',
        'claims.linksProfile',
        'claims.articlesCount',
        'claims.comment',
        'claims.evidence',
        'claims.createdAt',
        'claims.decidedAt',
        'claims.decisionNote',
        (eb) =>
          eb
            .selectFrom('claimMoves')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('claimMoves.claimId', '=', 'claims.id')
            .as('movesCount'),
      ]);
  const decode = (r: Awaited<ReturnType<ReturnType<typeof selectClaims>['execute']>>[number]): ClaimRow => ({
    ...r,
    kind: r.kind as ClaimRow['kind'],
    state: r.state as ClaimState,
    linksProfile: r.linksProfile === 1,
    articlesCount: Number(r.articlesCount),
    movesCount: Number(r.movesCount ?? 0),
  });
  const applyFilter = <Q extends { where: any }>(query: Q, filter: ClaimsFilter): Q => {
    let q: any = query;
    if (filter.state) q = q.where('claims.state', '=', filter.state);
    if (filter.userId !== undefined) q = q.where('claims.userId', '=', filter.userId);
    if (filter.targetAuthorId !== undefined) q = q.where('claims.targetAuthorId', '=', filter.targetAuthorId);
    return q as Q;
  };

  return {
    async insertClaim(claim: NewClaim, moves: readonly ClaimMove[]): Promise<number> {
      const row = await k
        .insertInto('claims')
        .values({
          kind: claim.kind,
          state: claim.state,
          userId: claim.userId,
          advisorId: claim.advisorId,
          targetAuthorId: claim.targetAuthorId,
          linksProfile: claim.linksProfile ? 1 : 0,
          articlesCount: claim.articlesCount ?? new Set(moves.map((m) => m.articleId)).size,
          comment: claim.comment,
          evidence: claim.evidence,
          createdAt: claim.now,
          decidedBy: null,
          decidedAt: null,
          decisionNote: null,
          undoneBy: null,
          undoneAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const part of inChunks(moves, 200)) {
        await k
          .insertInto('claimMoves')
          .values(part.map((m) => ({ claimId: row.id, ...m })))
          .execute();
      }
      return row.id;
    },

    async findClaim({ claimId }: { claimId: number }): Promise<ClaimRow | null> {
      const row = await selectClaims().where('claims.id', '=', claimId).executeTakeFirst();
      return row ? decode(row) : null;
    },

    /** Claims matching `filter`, newest first, one page, and how many there are. */
    async listClaims({
      filter,
      offset,
      limit,
    }: {
      filter: ClaimsFilter;
      offset: number;
      limit: number;
    }): Promise<{ rows: ClaimRow[]; total: number }> {
      const rows = await applyFilter(selectClaims(), filter)
        .orderBy('claims.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const count = await applyFilter(
        k.selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')),
        filter,
      ).executeTakeFirstOrThrow();
      return { rows: rows.map(decode), total: Number(count.n) };
    },

    /**
     * The pending claims of an account or a recommender (for one target profile, of one kind,
     * when given), oldest first, with the authorships each would move; the articles that join
     * with a profile link are in its `evidence`.
     */
    async pendingClaimsOf({
      holder,
      targetAuthorId,
      kind,
    }: {
      holder: ProfileHolder;
      targetAuthorId?: number;
      kind?: ClaimRow['kind'];
    }): Promise<PendingClaim[]> {
      let query = k
        .selectFrom('claims')
        .select(['id', 'kind', 'targetAuthorId', 'linksProfile', 'evidence'])
        .where('state', '=', 'pending');
      if (targetAuthorId !== undefined) query = query.where('targetAuthorId', '=', targetAuthorId);
      if (kind !== undefined) query = query.where('kind', '=', kind);
      query =
        'userId' in holder
          ? query.where('userId', '=', holder.userId).where('advisorId', 'is', null)
          : query.where('advisorId', '=', holder.advisorId);
      const rows = await query.orderBy('id').execute();
      if (rows.length === 0) return [];
      const moves = await k
        .selectFrom('claimMoves')
        .select(['claimId', 'articleId', 'position'])
        .where(
          'claimId',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as ClaimRow['kind'],
        targetAuthorId: r.targetAuthorId,
        linksProfile: r.linksProfile === 1,
        evidence: r.evidence,
        moves: moves.filter((m) => m.claimId === r.id).map((m) => ({ articleId: m.articleId, position: m.position })),
      }));
    },

    /**
     * Records what an approval did: the claim keeps only the moves done (what undo reverts) and
     * links a profile only when the approval made the link.
     */
    async recordApplied({
      claimId,
      done,
      linksProfile,
    }: {
      claimId: number;
      done: readonly ClaimMove[];
      linksProfile: boolean;
    }): Promise<void> {
      await k.deleteFrom('claimMoves').where('claimId', '=', claimId).execute();
      for (const part of inChunks(done, 200)) {
        await k
          .insertInto('claimMoves')
          .values(part.map((m) => ({ claimId, ...m })))
          .execute();
      }
      await k
        .updateTable('claims')
        .set({ linksProfile: linksProfile ? 1 : 0 })
        .where('id', '=', claimId)
        .execute();
    },

    /** Where these authorships are now: the author of each (article, position). */
    async authorsOfAuthorships({
      authorships,
    }: {
      authorships: ReadonlyArray<{ articleId: number; position: number }>;
    }): Promise<number[]> {
      const found: number[] = [];
      for (const a of authorships) {
        const row = await k
          .selectFrom('authorships')
          .select('authorId')
          .where('articleId', '=', a.articleId)
          .where('position', '=', a.position)
          .executeTakeFirst();
        if (row) found.push(row.authorId);
      }
      return found;
    },

    async movesOf({ claimId }: { claimId: number }): Promise<ClaimMove[]> {
      return k
        .selectFrom('claimMoves')
        .select(['articleId', 'position', 'fromAuthorId', 'toAuthorId', 'printedName'])
        .where('claimId', '=', claimId)
        .orderBy('articleId')
        .orderBy('position')
        .execute();
    },

    /** Sets a claim's state, only from `from` (false when it was not in that state any more). */
    async setClaimState({
      claimId,
      from,
      state,
      by,
      at,
      note,
    }: {
      claimId: number;
      from: readonly ClaimState[];
      state: ClaimState;
      by: number | null;
      at: string;
      note?: string | null;
    }): Promise<boolean> {
      const changes =
        state === 'undone'
          ? { state, undoneBy: by, undoneAt: at }
          : { state, decidedBy: by, decidedAt: at, decisionNote: note ?? null };
      const result = await k
        .updateTable('claims')
        .set(changes)
        .where('id', '=', claimId)
        .where('state', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async updateEvidence({
      claimId,
      evidence,
      articlesCount,
    }: {
      claimId: number;
      evidence: string;
      articlesCount: number;
    }) {
      await k.updateTable('claims').set({ evidence, articlesCount }).where('id', '=', claimId).execute();
    },

    /**
     * Moves authorships that are still where the claim found them (`fromAuthorId`); the moves
     * done. A move whose authorship changed hands since (another claim, a refresh) is skipped.
     */
    async moveAuthorships({ moves }: { moves: readonly ClaimMove[] }): Promise<ClaimMove[]> {
      const done: ClaimMove[] = [];
      for (const move of moves) {
        const result = await k
          .updateTable('authorships')
          .set({ authorId: move.toAuthorId })
          .where('articleId', '=', move.articleId)
          .where('position', '=', move.position)
          .where('authorId', '=', move.fromAuthorId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) done.push(move);
      }
      return done;
    },

    /** Writes recomputed author metrics (the stored author columns). */
    async updateAuthorMetrics({ authors }: { authors: ReadonlyArray<{ id: number } & AuthorMetrics> }): Promise<void> {
      for (const author of authors) {
        const values: Partial<AuthorMetrics> = {};
        for (const key of AUTHOR_METRIC_KEYS) (values as Record<string, number | null>)[key] = author[key];
        await k.updateTable('authors').set(values).where('id', '=', author.id).execute();
      }
    },

    /** Links (or with null unlinks) an account or a recommender to an author profile. */
    async setProfile({ holder, authorId, now }: { holder: ProfileHolder; authorId: number | null; now: string }) {
      if ('userId' in holder) await k.updateTable('users').set({ authorId }).where('id', '=', holder.userId).execute();
      else
        await k.updateTable('advisors').set({ authorId, updatedAt: now }).where('id', '=', holder.advisorId).execute();
    },

    /** The profile an account or recommender is linked to now. */
    async profileOf({ holder }: { holder: ProfileHolder }): Promise<number | null> {
      const row =
        'userId' in holder
          ? await k.selectFrom('users').select('authorId').where('id', '=', holder.userId).executeTakeFirst()
          : await k.selectFrom('advisors').select('authorId').where('id', '=', holder.advisorId).executeTakeFirst();
      return row?.authorId ?? null;
    },

    /** Accounts and recommenders linked to these authors: the profiles someone holds. */
    async holdersOf({ authorIds }: { authorIds: readonly number[] }): Promise<Map<number, ProfileHolder[]>> {
      const holders = new Map<number, ProfileHolder[]>();
      const add = (authorId: number, holder: ProfileHolder) =>
        holders.set(authorId, [...(holders.get(authorId) ?? []), holder]);
      for (const part of inChunks([...new Set(authorIds)])) {
        for (const r of await k.selectFrom('users').select(['id', 'authorId']).where('authorId', 'in', part).execute())
          add(r.authorId!, { userId: r.id });
        for (const r of await k
          .selectFrom('advisors')
          .select(['id', 'authorId'])
          .where('authorId', 'in', part)
          .execute())
          add(r.authorId!, { advisorId: r.id });
      }
      return holders;
    },

    /** An account's e-mail, display name and linked author. */
    async userIdentity({ userId }: { userId: number }) {
      const row = await k
        .selectFrom('users')
        .select(['id', 'email', 'name', 'authorId', 'emailConfirmedFor'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    async insertSession(session: {
      tokenHash: string;
      userId: number | null;
      advisorId: number | null;
      result: string;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      // Expired sessions of anyone go with each new one: the table stays small without a schedule.
      await k.deleteFrom('claimSessions').where('expiresAt', '<', session.now).execute();
      await k
        .insertInto('claimSessions')
        .values({
          tokenHash: session.tokenHash,
          userId: session.userId,
          advisorId: session.advisorId,
          result: session.result,
          createdAt: session.now,
          expiresAt: session.expiresAt,
        })
        .execute();
    },

    /** A claim session by its token's hash, expired or not (expired ones stay until the next upload purges them). */
    async findSession({ tokenHash }: { tokenHash: string }) {
      const row = await k
        .selectFrom('claimSessions')
        .select(['userId', 'advisorId', 'result', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Superusers' e-mails (notice of a new claim in the moderation queue). */
    async superuserEmails(): Promise<string[]> {
      const rows = await k
        .selectFrom('users')
        .select('email')
        .where('isSuperuser', '=', 1)
        .where('isActive', '=', 1)
        .orderBy('id')
        .limit(20)
        .execute();
      return rows.map((r) => r.email);
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

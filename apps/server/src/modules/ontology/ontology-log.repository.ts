import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { escapeLike } from '../autocomplete/autocomplete.repository';

/** Reads of the ontology log: pages of entries with who wrote and reviewed them. */

export interface LogRow {
  id: number;
  conceptId: number | null;
  conceptName: string;
  status: string;
  source: string;
  actions: string;
  createdBy: number | null;
  createdAt: string;
  modifiedAt: string;
  reviewReason: string | null;
  rescanArticles: number | null;
  createdByEmail: string | null;
  modifiedByEmail: string | null;
  /** 1 when the platform wrote the entry (no account); see migration 0022. */
  createdBySystem: number;
  modifiedBySystem: number;
}

export interface LogFilter {
  conceptId?: number;
  status?: string;
  /** Only the entries of this user. */
  createdBy?: number;
  /** Part of the creator's e-mail or of one of their organizations' names. */
  emailOrOrganization?: string;
}

const LOG_COLUMNS = [
  'ontologyLog.id',
  'ontologyLog.conceptId',
  'ontologyLog.conceptName',
  'ontologyLog.status',
  'ontologyLog.source',
  'ontologyLog.actions',
  'ontologyLog.createdBy',
  'ontologyLog.createdAt',
  'ontologyLog.modifiedAt',
  'ontologyLog.reviewReason',
  'ontologyLog.rescanArticles',
  'ontologyLog.createdBySystem',
  'ontologyLog.modifiedBySystem',
  'creator.email as createdByEmail',
  'modifier.email as modifiedByEmail',
] as const;

export function createOntologyLogRepository({ db }: { db: Db }) {
  const k = db.kysely;

  function filtered(filter: LogFilter) {
    let query = k
      .selectFrom('ontologyLog')
      .leftJoin('users as creator', 'creator.id', 'ontologyLog.createdBy')
      .leftJoin('users as modifier', 'modifier.id', 'ontologyLog.modifiedBy');
    if (filter.conceptId !== undefined) query = query.where('ontologyLog.conceptId', '=', filter.conceptId);
    if (filter.status !== undefined) query = query.where('ontologyLog.status', '=', filter.status);
    if (filter.createdBy !== undefined) query = query.where('ontologyLog.createdBy', '=', filter.createdBy);
    const text = filter.emailOrOrganization?.toLowerCase();
    if (text) {
      const pattern = `%${escapeLike(text)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['creator.email']), 'like', sql<string>`${pattern} ESCAPE '\\'`),
          eb(
            'ontologyLog.createdBy',
            'in',
            eb
              .selectFrom('memberships')
              .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
              .select('memberships.userId')
              .where(sql<string>`lower(organizations.name)`, 'like', sql<string>`${pattern} ESCAPE '\\'`),
          ),
        ]),
      );
    }
    return query;
  }

  return {
    async list(filter: LogFilter, { offset, limit }: { offset: number; limit: number }) {
      const [rows, total] = await Promise.all([
        filtered(filter).select(LOG_COLUMNS).orderBy('ontologyLog.id', 'desc').offset(offset).limit(limit).execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as LogRow[], total: Number(total.n) };
    },

    async find(id: number): Promise<LogRow | undefined> {
      const row = await k
        .selectFrom('ontologyLog')
        .leftJoin('users as creator', 'creator.id', 'ontologyLog.createdBy')
        .leftJoin('users as modifier', 'modifier.id', 'ontologyLog.modifiedBy')
        .select(LOG_COLUMNS)
        .where('ontologyLog.id', '=', id)
        .executeTakeFirst();
      return row as LogRow | undefined;
    },

    /** Organization names of these users (the log's tooltip). */
    async organizationsOf(userIds: number[]): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (userIds.length === 0) return out;
      const rows = await k
        .selectFrom('memberships')
        .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
        .select(['memberships.userId', 'organizations.name'])
        .where('memberships.userId', 'in', userIds)
        .orderBy('organizations.name')
        .execute();
      for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row.name]);
      return out;
    },

    async userEmail(userId: number): Promise<string | null> {
      const row = await k.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email ?? null;
    },
  };
}

export type OntologyLogRepository = ReturnType<typeof createOntologyLogRepository>;

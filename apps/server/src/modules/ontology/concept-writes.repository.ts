import type { Kysely, Transaction } from 'kysely';
import type { OntologyAction, OntologyLogStatus } from '@sciscope/contracts';
import { literalKey } from '@sciscope/engine';
import type { Db, DbDialect } from '../../app/database/kysely';
import type { Database } from '../../app/database/schema';
import { lockOwnerRow } from '../../app/database/row-locks';
import { textKey } from '../../app/database/text-key';
import type { ConceptState, StateLiteral } from './concept-changes';

/**
 * Writes of ontology curation, always inside one transaction: a concept's row, literals,
 * relations and categories, its log entry, and the rescan queue of the articles the change may
 * affect — a change is stored whole or not at all (a merge's two steps too).
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewLogEntry {
  conceptId: number | null;
  conceptName: string;
  status: OntologyLogStatus;
  source: 'form' | 'merge' | 'curation';
  actions: OntologyAction[];
  userId: number | null;
  now: string;
  rescanArticles?: number | null;
}

function writer(k: Executor, dialect: DbDialect) {
  /** Inserts (parent, child) pairs, ignoring those already there. */
  async function link(table: 'conceptRelations', pairs: Array<{ parentId: number; childId: number }>): Promise<void>;
  async function link(table: 'conceptRelated', pairs: Array<{ conceptId: number; relatedId: number }>): Promise<void>;
  async function link(table: 'conceptRelations' | 'conceptRelated', pairs: Array<Record<string, number>>) {
    if (pairs.length === 0) return;
    await k
      .insertInto(table as 'conceptRelations')
      .values(pairs as Array<{ parentId: number; childId: number }>)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async function setRelation(
    field: 'parentIds' | 'childIds' | 'relatedIds',
    conceptId: number,
    before: readonly number[],
    after: readonly number[],
  ): Promise<void> {
    const removed = before.filter((id) => !after.includes(id));
    const added = after.filter((id) => !before.includes(id));
    if (field === 'parentIds') {
      if (removed.length)
        await k
          .deleteFrom('conceptRelations')
          .where('childId', '=', conceptId)
          .where('parentId', 'in', removed)
          .execute();
      await link(
        'conceptRelations',
        added.map((parentId) => ({ parentId, childId: conceptId })),
      );
    } else if (field === 'childIds') {
      if (removed.length)
        await k
          .deleteFrom('conceptRelations')
          .where('parentId', '=', conceptId)
          .where('childId', 'in', removed)
          .execute();
      await link(
        'conceptRelations',
        added.map((childId) => ({ parentId: conceptId, childId })),
      );
    } else {
      // Related concepts are symmetric: both directions are stored.
      for (const id of removed) {
        await k
          .deleteFrom('conceptRelated')
          .where((eb) =>
            eb.or([
              eb.and([eb('conceptId', '=', conceptId), eb('relatedId', '=', id)]),
              eb.and([eb('conceptId', '=', id), eb('relatedId', '=', conceptId)]),
            ]),
          )
          .execute();
      }
      await link(
        'conceptRelated',
        added.flatMap((id) => [
          { conceptId, relatedId: id },
          { conceptId: id, relatedId: conceptId },
        ]),
      );
    }
  }

  async function setCategories(
    conceptId: number,
    before: string[],
    after: string[],
    userId: number | null,
    now: string,
  ) {
    const wasKeys = new Set(before.map(textKey));
    const nowKeys = new Map(after.map((name) => [textKey(name), name.trim()]));
    for (const name of before) {
      const key = textKey(name);
      if (nowKeys.has(key)) continue;
      const category = await k
        .selectFrom('ontologyCategories')
        .select('id')
        .where('nameKey', '=', key)
        .executeTakeFirst();
      if (category)
        await k
          .deleteFrom('conceptCategories')
          .where('conceptId', '=', conceptId)
          .where('categoryId', '=', category.id)
          .execute();
    }
    for (const [key, name] of nowKeys) {
      if (wasKeys.has(key)) continue;
      let category = await k
        .selectFrom('ontologyCategories')
        .select('id')
        .where('nameKey', '=', key)
        .executeTakeFirst();
      if (!category) {
        category = await k
          .insertInto('ontologyCategories')
          .values({ name, nameKey: key, createdBy: userId, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
      }
      await k
        .insertInto('conceptCategories')
        .values({ conceptId, categoryId: category.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  /** Stores the literals of `after`, keeping the ids (and DF) of those whose written form stays. */
  async function writeLiterals(conceptId: number, literals: readonly StateLiteral[]): Promise<void> {
    const stored = await k
      .selectFrom('conceptLiterals')
      .select(['id', 'name', 'composite'])
      .where('conceptId', '=', conceptId)
      .execute();
    const free = new Map<number, string>();
    for (const row of stored) {
      free.set(row.id, literalKey({ name: row.name, composite: row.composite ? JSON.parse(row.composite) : null }));
    }
    const keep: Array<{ id: number; literal: StateLiteral }> = [];
    const insert: StateLiteral[] = [];
    for (const literal of literals) {
      let id = literal.id !== null && free.has(literal.id) ? literal.id : null;
      if (id === null) {
        const key = literalKey(literal);
        for (const [storedId, storedKey] of free) {
          if (storedKey === key) {
            id = storedId;
            break;
          }
        }
      }
      if (id === null) insert.push(literal);
      else {
        free.delete(id);
        keep.push({ id, literal });
      }
    }
    if (free.size > 0)
      await k
        .deleteFrom('conceptLiterals')
        .where('id', 'in', [...free.keys()])
        .execute();
    const columns = (literal: StateLiteral) => ({
      name: literal.name,
      nameKey: textKey(literal.name),
      composite: literal.composite ? JSON.stringify(literal.composite) : null,
      lang: literal.lang,
      isAmbiguous: literal.isAmbiguous ? 1 : 0,
      ambiguitySetBy: literal.ambiguitySetBy,
    });
    for (const { id, literal } of keep)
      await k.updateTable('conceptLiterals').set(columns(literal)).where('id', '=', id).execute();
    if (insert.length > 0)
      await k
        .insertInto('conceptLiterals')
        .values(insert.map((literal) => ({ conceptId, ...columns(literal) })))
        .execute();
  }

  /** Writes one log entry; no user is the platform itself (a deleted account leaves a null user and 0 here). */
  async function insertLog(entry: NewLogEntry): Promise<number> {
    const row = await k
      .insertInto('ontologyLog')
      .values({
        conceptId: entry.conceptId,
        conceptName: entry.conceptName,
        status: entry.status,
        source: entry.source,
        actions: JSON.stringify(entry.actions),
        createdBy: entry.userId,
        createdAt: entry.now,
        modifiedBy: entry.userId,
        modifiedAt: entry.now,
        createdBySystem: entry.userId === null ? 1 : 0,
        modifiedBySystem: entry.userId === null ? 1 : 0,
        rescanArticles: entry.rescanArticles ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  return {
    /**
     * Stores `after` (creating the concept when `before` is null) and returns its id. The
     * concept's modification date moves, which tells every matcher cache (search, read
     * workers) that the ontology changed.
     */
    async writeState({
      before,
      after,
      userId,
      now,
    }: {
      before: ConceptState | null;
      after: ConceptState;
      userId: number | null;
      now: string;
    }): Promise<number> {
      const row = {
        name: after.name.trim(),
        nameKey: textKey(after.name),
        basic: after.basic ? 1 : 0,
        deleted: after.deleted ? 1 : 0,
        isManuallyModified: 1,
        dateModified: now,
      };
      let id: number;
      if (before === null || before.id === null) {
        const inserted = await k.insertInto('concepts').values(row).returning('id').executeTakeFirstOrThrow();
        id = inserted.id;
      } else {
        id = before.id;
        await k.updateTable('concepts').set(row).where('id', '=', id).execute();
      }
      await writeLiterals(id, after.literals);
      for (const field of ['parentIds', 'childIds', 'relatedIds'] as const) {
        await setRelation(field, id, before?.[field] ?? [], after[field]);
      }
      await setCategories(id, before?.categories ?? [], after.categories, userId, now);
      return id;
    },

    /** Marks a concept deleted or restores it. */
    async setDeleted(conceptId: number, deleted: boolean, now: string): Promise<void> {
      await k
        .updateTable('concepts')
        .set({ deleted: deleted ? 1 : 0, isManuallyModified: 1, dateModified: now })
        .where('id', '=', conceptId)
        .execute();
    },

    /** A moderator's ambiguity flag, which the corpus statistics never override. */
    async setModeratorFlag(literalId: number, conceptId: number, isAmbiguous: boolean, now: string): Promise<void> {
      await k
        .updateTable('conceptLiterals')
        .set({ isAmbiguous: isAmbiguous ? 1 : 0, ambiguitySetBy: 'moderator' })
        .where('id', '=', literalId)
        .execute();
      await k.updateTable('concepts').set({ dateModified: now }).where('id', '=', conceptId).execute();
    },

    /** A moderator's decision on the basic suggestion: made basic, or dismissed for good. */
    async decideBasic(conceptId: number, accept: boolean, now: string): Promise<void> {
      await k
        .updateTable('concepts')
        .set(
          accept
            ? { basic: 1, basicSuggested: 0, isManuallyModified: 1, dateModified: now }
            : { basicSuggested: 0, basicSuggestionDismissed: 1, dateModified: now },
        )
        .where('id', '=', conceptId)
        .execute();
    },

    insertLog,

    /**
     * Files a user's suggestion (a 'pending' entry) unless they have the same one open: the same
     * concept (a new concept: the same name) and the same actions. Answers the new entry's id, or
     * null when it would be a duplicate. On PostgreSQL the suggester's account row is locked
     * first, so two identical requests sent at once are filed one after the other and the second
     * sees the first (SQLite's transactions take the write lock at their start).
     */
    async insertSuggestion(entry: Omit<NewLogEntry, 'status' | 'userId'> & { userId: number }): Promise<number | null> {
      await lockOwnerRow(k, dialect, { userId: entry.userId });
      const actions = JSON.stringify(entry.actions);
      const open = await k
        .selectFrom('ontologyLog')
        .select('id')
        .where('createdBy', '=', entry.userId)
        .where('status', '=', 'pending')
        .where((eb) =>
          entry.conceptId === null
            ? eb.and([eb('conceptId', 'is', null), eb('conceptName', '=', entry.conceptName)])
            : eb('conceptId', '=', entry.conceptId),
        )
        .where('actions', '=', actions)
        .executeTakeFirst();
      if (open) return null;
      return insertLog({ ...entry, status: 'pending' });
    },

    /** A review: the entry leaves 'pending' (only if it still is: returns false when another moderator came first). */
    async reviewLog({
      id,
      status,
      userId,
      now,
      conceptId,
      reason = null,
      rescanArticles = null,
    }: {
      id: number;
      status: 'approved' | 'rejected';
      userId: number | null;
      now: string;
      conceptId: number | null;
      reason?: string | null;
      rescanArticles?: number | null;
    }): Promise<boolean> {
      const result = await k
        .updateTable('ontologyLog')
        .set({
          status,
          modifiedBy: userId,
          modifiedBySystem: userId === null ? 1 : 0,
          modifiedAt: now,
          reviewReason: reason,
          rescanArticles,
          conceptId,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Puts articles on the rescan queue (the task `concepts.rescan` works it off). */
    async queueRescan(articleIds: readonly number[], reason: string, now: string): Promise<void> {
      for (let i = 0; i < articleIds.length; i += 500) {
        await k
          .insertInto('rescanQueue')
          .values(articleIds.slice(i, i + 500).map((articleId) => ({ articleId, reason, queuedAt: now })))
          .onConflict((oc) => oc.column('articleId').doNothing())
          .execute();
      }
    },
  };
}

export type ConceptWriter = ReturnType<typeof writer>;

export function createConceptWritesRepository({ db }: { db: Db }) {
  return {
    /** Runs `work` in one transaction; everything it writes is rolled back when it throws. */
    transaction<R>(work: (tx: ConceptWriter) => Promise<R>): Promise<R> {
      return db.kysely.transaction().execute((trx) => work(writer(trx, db.dialect)));
    },
  };
}

export type ConceptWritesRepository = ReturnType<typeof createConceptWritesRepository>;

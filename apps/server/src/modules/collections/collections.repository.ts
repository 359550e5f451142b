import { knownCount } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { membershipReads } from '../../app/memberships.repository';
import { inChunks } from '../../app/database/in-chunks';

/** A label with what its summary shows. */
export interface LabelRow {
  id: number;
  ownerId: number;
  /** The owner's display name, or their e-mail when they set none. */
  ownerName: string;
  name: string;
  color: string;
  organizationId: number | null;
  organizationName: string | null;
  articlesCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One article of a label as an export writes it: the bibliographic facts, nothing else. */
export interface ExportArticle {
  id: number;
  title: string;
  year: number | null;
  venue: { name: string; kind: string | null; preprint: boolean } | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  manuscriptType: string | null;
  /** Null when the corpus gives no count. */
  citationsCount: number | null;
  /** Author names in byline order. */
  authors: string[];
  doi: string | null;
  arxiv: string | null;
  pmid: string | null;
  pmcid: string | null;
  /** The first place the article can be read (its landing page), or null. */
  url: string | null;
  addedAt: string;
}

/** What a unique-index violation looks like on each engine (better-sqlite3 and pg). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Labels (collections) and their articles; corpus articles and users are only read. */
export function createCollectionsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  const labels = () =>
    k
      .selectFrom('labels as l')
      .innerJoin('users as u', 'u.id', 'l.ownerId')
      .leftJoin('organizations as o', 'o.id', 'l.organizationId')
      .select((eb) => [
        'l.id',
        'l.ownerId',
        eb.fn.coalesce('u.name', 'u.email').as('ownerName'),
        'l.name',
        'l.color',
        'l.organizationId',
        'o.name as organizationName',
        'l.createdAt',
        'l.updatedAt',
        eb
          .selectFrom('labelArticles as la')
          .whereRef('la.labelId', '=', 'l.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('articlesCount'),
      ]);
  const toLabel = (row: Omit<LabelRow, 'articlesCount'> & { articlesCount: number | string | null }): LabelRow => ({
    ...row,
    articlesCount: Number(row.articlesCount ?? 0),
  });

  return {
    /** The labels the user owns and those shared with an organization they belong to, by name. */
    async listReadable({ userId }: { userId: number }): Promise<LabelRow[]> {
      const rows = await labels()
        .where((eb) =>
          eb.or([
            eb('l.ownerId', '=', userId),
            eb(
              'l.organizationId',
              'in',
              eb.selectFrom('memberships').select('organizationId').where('userId', '=', userId),
            ),
          ]),
        )
        .orderBy('l.nameKey')
        .orderBy('l.id')
        .execute();
      return rows.map(toLabel);
    },

    async findLabel({ labelId }: { labelId: number }): Promise<LabelRow | null> {
      const row = await labels().where('l.id', '=', labelId).executeTakeFirst();
      return row ? toLabel(row) : null;
    },

    async countOwned({ ownerId }: { ownerId: number }): Promise<number> {
      const row = await k
        .selectFrom('labels')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    ...membershipReads(k),

    /** Inserts a label; null when the owner already has one of this name key (also under a race). */
    async insertLabel(input: {
      ownerId: number;
      name: string;
      nameKey: string;
      color: string;
      organizationId: number | null;
      now: string;
    }): Promise<number | null> {
      const row = await k
        .insertInto('labels')
        .values({
          ownerId: input.ownerId,
          name: input.name,
          nameKey: input.nameKey,
          color: input.color,
          organizationId: input.organizationId,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .onConflict((oc) => oc.columns(['ownerId', 'nameKey']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Changes a label; false when the new name key is the owner's for another label. */
    async updateLabel({
      labelId,
      changes,
      now,
    }: {
      labelId: number;
      changes: Partial<{ name: string; nameKey: string; color: string; organizationId: number | null }>;
      now: string;
    }): Promise<boolean> {
      try {
        await k
          .updateTable('labels')
          .set({ ...changes, updatedAt: now })
          .where('id', '=', labelId)
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Whether the owner has a label of this name key other than `exceptId`. */
    async nameKeyTaken({
      ownerId,
      nameKey,
      exceptId,
    }: {
      ownerId: number;
      nameKey: string;
      exceptId: number | null;
    }): Promise<boolean> {
      let query = k.selectFrom('labels').select('id').where('ownerId', '=', ownerId).where('nameKey', '=', nameKey);
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Deletes a label; its article rows go with it (foreign key cascade, here explicit for clarity). */
    async deleteLabel({ labelId }: { labelId: number }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('labelArticles').where('labelId', '=', labelId).execute();
        await trx.deleteFrom('labels').where('id', '=', labelId).execute();
      });
    },

    async touchLabel({ labelId, now }: { labelId: number; now: string }): Promise<void> {
      await k.updateTable('labels').set({ updatedAt: now }).where('id', '=', labelId).execute();
    },

    /** The ids among `ids` that name corpus articles. */
    async existingArticleIds({ ids }: { ids: readonly number[] }): Promise<Set<number>> {
      const found = new Set<number>();
      for (const chunk of inChunks(ids)) {
        for (const row of await k.selectFrom('articles').select('id').where('id', 'in', chunk).execute()) {
          found.add(row.id);
        }
      }
      return found;
    },

    /** The ids among `articleIds` already in the label. */
    async articlesInLabel({ labelId, articleIds }: { labelId: number; articleIds: readonly number[] }) {
      const found = new Set<number>();
      for (const chunk of inChunks(articleIds)) {
        const rows = await k
          .selectFrom('labelArticles')
          .select('articleId')
          .where('labelId', '=', labelId)
          .where('articleId', 'in', chunk)
          .execute();
        for (const row of rows) found.add(row.articleId);
      }
      return found;
    },

    /** Adds articles; one already in the label is skipped (also under concurrent adds). Returns how many were added. */
    async insertArticles({
      labelId,
      articleIds,
      addedBy,
      now,
    }: {
      labelId: number;
      articleIds: readonly number[];
      addedBy: number | null;
      now: string;
    }): Promise<number> {
      let added = 0;
      await k.transaction().execute(async (trx) => {
        for (const chunk of inChunks([...new Set(articleIds)], 100)) {
          const result = await trx
            .insertInto('labelArticles')
            .values(chunk.map((articleId) => ({ labelId, articleId, addedBy, addedAt: now })))
            .onConflict((oc) => oc.columns(['labelId', 'articleId']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
      });
      return added;
    },

    /** Removes articles; ids not in the label are ignored. Returns how many were removed. */
    async deleteArticles({ labelId, articleIds }: { labelId: number; articleIds: readonly number[] }) {
      let removed = 0;
      for (const chunk of inChunks([...new Set(articleIds)])) {
        const result = await k
          .deleteFrom('labelArticles')
          .where('labelId', '=', labelId)
          .where('articleId', 'in', chunk)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    },

    /** One page of a label's article ids, the latest added first. */
    async pageArticles({
      labelId,
      offset,
      limit,
    }: {
      labelId: number;
      offset: number;
      limit: number;
    }): Promise<Array<{ articleId: number; addedAt: string }>> {
      return k
        .selectFrom('labelArticles')
        .select(['articleId', 'addedAt'])
        .where('labelId', '=', labelId)
        .orderBy('addedAt', 'desc')
        .orderBy('articleId', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * For the articles among `articleIds`, the labels `userId` reads them in (owned, or shared
     * with an organization of theirs), by label name; `userId` null: every label.
     */
    async labelsOfArticles({
      userId,
      articleIds,
    }: {
      userId: number | null;
      articleIds: readonly number[];
    }): Promise<Array<{ articleId: number; id: number; name: string; color: string }>> {
      const out: Array<{ articleId: number; id: number; name: string; color: string }> = [];
      for (const chunk of inChunks(articleIds)) {
        let query = k
          .selectFrom('labelArticles as la')
          .innerJoin('labels as l', 'l.id', 'la.labelId')
          .select(['la.articleId', 'l.id', 'l.name', 'l.color'])
          .where('la.articleId', 'in', chunk);
        if (userId !== null) {
          query = query.where((eb) =>
            eb.or([
              eb('l.ownerId', '=', userId),
              eb(
                'l.organizationId',
                'in',
                eb.selectFrom('memberships').select('organizationId').where('userId', '=', userId),
              ),
            ]),
          );
        }
        out.push(...(await query.orderBy('l.nameKey').orderBy('l.id').execute()));
      }
      return out;
    },

    /** Every article of a label with its bibliographic facts, the latest added first. */
    async exportArticles({ labelId }: { labelId: number }): Promise<ExportArticle[]> {
      const heads = await k
        .selectFrom('labelArticles as la')
        .innerJoin('articles as a', 'a.id', 'la.articleId')
        .leftJoin('journals as j', 'j.id', 'a.journalId')
        .select([
          'a.id',
          'a.title',
          'a.year',
          'a.volume',
          'a.issue',
          'a.pages',
          'a.manuscriptType',
          'a.citationsCount',
          'j.name as venueName',
          'j.kind as venueKind',
          'j.preprint as venuePreprint',
          'la.addedAt',
        ])
        .where('la.labelId', '=', labelId)
        .orderBy('la.addedAt', 'desc')
        .orderBy('la.articleId', 'desc')
        .execute();
      const ids = heads.map((h) => h.id);
      const authors = new Map<number, string[]>();
      const identifiers = new Map<number, Map<string, string>>();
      const urls = new Map<number, string>();
      for (const chunk of inChunks(ids)) {
        const [bylines, idRows, origins] = await Promise.all([
          k
            // The names as printed, as the article pages show them (a claim does not rewrite them).
            .selectFrom('authorships as s')
            .select(['s.articleId', 's.rawName as name'])
            .where('s.articleId', 'in', chunk)
            .orderBy('s.articleId')
            .orderBy('s.position')
            .execute(),
          k
            .selectFrom('articleIdentifiers')
            .select(['articleId', 'kind', 'value'])
            .where('articleId', 'in', chunk)
            .execute(),
          k
            .selectFrom('articleOrigins')
            .select(['articleId', 'url'])
            .where('articleId', 'in', chunk)
            .orderBy('articleId')
            .orderBy('code')
            .execute(),
        ]);
        for (const row of bylines) {
          const list = authors.get(row.articleId);
          if (list) list.push(row.name);
          else authors.set(row.articleId, [row.name]);
        }
        for (const row of idRows) {
          let kinds = identifiers.get(row.articleId);
          if (!kinds) identifiers.set(row.articleId, (kinds = new Map()));
          if (!kinds.has(row.kind)) kinds.set(row.kind, row.value);
        }
        for (const row of origins) if (!urls.has(row.articleId)) urls.set(row.articleId, row.url);
      }
      return heads.map((h) => {
        const kinds = identifiers.get(h.id);
        const id = (...names: string[]) => names.map((n) => kinds?.get(n)).find((v) => v !== undefined) ?? null;
        return {
          id: h.id,
          title: h.title,
          year: h.year,
          venue:
            h.venueName !== null ? { name: h.venueName, kind: h.venueKind, preprint: h.venuePreprint === 1 } : null,
          volume: h.volume,
          issue: h.issue,
          pages: h.pages,
          manuscriptType: h.manuscriptType,
          citationsCount: knownCount(h.citationsCount),
          authors: authors.get(h.id) ?? [],
          doi: id('doi'),
          arxiv: id('arxiv'),
          pmid: id('pmid', 'pubmed'),
          pmcid: id('pmcid', 'pmc'),
          url: urls.get(h.id) ?? null,
          addedAt: h.addedAt,
        };
      });
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;

import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { escapeLike } from '../autocomplete/autocomplete.repository';

/**
 * Reads of the concept pages and form: a concept with its literals, relations and categories,
 * the paged concept list, and the lookups behind conflicts and lexical neighbours (all through
 * the `name_key` indexes). Writes are in `concept-writes.repository.ts`.
 */

export interface ConceptRow {
  id: number;
  name: string;
  basic: number;
  deleted: number;
  isManuallyModified: number;
  dateModified: string;
  df: number;
  origins: string | null;
  basicSuggested: number;
}

export interface LiteralRow {
  id: number;
  conceptId: number;
  name: string;
  composite: string | null;
  lang: string;
  isAmbiguous: number;
  ambiguitySetBy: string;
  df: number;
}

export interface ConceptRefRow {
  id: number;
  name: string;
  basic: number;
  deleted: number;
  df: number;
}

const REF_COLUMNS = ['concepts.id', 'concepts.name', 'concepts.basic', 'concepts.deleted', 'concepts.df'] as const;

/** Ancestors are followed this deep (the imported hierarchies are 6-8 levels; a cycle stops here). */
const MAX_DEPTH = 24;

export function createConceptsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  /**
   * Ids of the ancestors of `id` (parents, their parents, …). With `apartFrom`, the links of
   * that concept are left out: the hierarchy as it would be without that concept's relations
   * (a save replaces them, so its cycle check must not read the old ones).
   */
  async function ancestorIds(id: number, { apartFrom }: { apartFrom?: number | null } = {}): Promise<number[]> {
    const skip = apartFrom == null ? sql`` : sql` AND r.parent_id <> ${apartFrom} AND r.child_id <> ${apartFrom}`;
    const { rows } = await sql<{ id: number }>`WITH RECURSIVE anc(id, depth) AS (
        SELECT r.parent_id, 1 FROM concept_relations r WHERE r.child_id = ${id}${skip}
        UNION
        SELECT r.parent_id, anc.depth + 1 FROM concept_relations r JOIN anc ON r.child_id = anc.id
        WHERE anc.depth < ${MAX_DEPTH}${skip}
      ) SELECT DISTINCT id FROM anc`.execute(k);
    return rows.map((r) => Number(r.id));
  }

  return {
    async findConcept(id: number): Promise<ConceptRow | undefined> {
      return k
        .selectFrom('concepts')
        .select([
          'id',
          'name',
          'basic',
          'deleted',
          'isManuallyModified',
          'dateModified',
          'df',
          'origins',
          'basicSuggested',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async literalsOf(conceptIds: number[]): Promise<LiteralRow[]> {
      if (conceptIds.length === 0) return [];
      return k
        .selectFrom('conceptLiterals')
        .select(['id', 'conceptId', 'name', 'composite', 'lang', 'isAmbiguous', 'ambiguitySetBy', 'df'])
        .where('conceptId', 'in', conceptIds)
        .orderBy('id')
        .execute();
    },

    async findLiteral(id: number): Promise<LiteralRow | undefined> {
      return k
        .selectFrom('conceptLiterals')
        .select(['id', 'conceptId', 'name', 'composite', 'lang', 'isAmbiguous', 'ambiguitySetBy', 'df'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async parentsOf(id: number): Promise<ConceptRefRow[]> {
      return k
        .selectFrom('conceptRelations')
        .innerJoin('concepts', 'concepts.id', 'conceptRelations.parentId')
        .select(REF_COLUMNS)
        .where('conceptRelations.childId', '=', id)
        .orderBy('concepts.name')
        .execute();
    },

    async childrenOf(id: number, limit: number): Promise<ConceptRefRow[]> {
      return k
        .selectFrom('conceptRelations')
        .innerJoin('concepts', 'concepts.id', 'conceptRelations.childId')
        .select(REF_COLUMNS)
        .where('conceptRelations.parentId', '=', id)
        .orderBy('concepts.deleted')
        .orderBy('concepts.name')
        .limit(limit)
        .execute();
    },

    /** Ids of every child (deleted ones too), for the form's state. */
    async childIdsOf(id: number): Promise<number[]> {
      const rows = await k.selectFrom('conceptRelations').select('childId').where('parentId', '=', id).execute();
      return rows.map((r) => r.childId);
    },

    /** Children that are not deleted: they protect a parent from deletion and merge. */
    async liveChildCount(id: number): Promise<number> {
      const row = await k
        .selectFrom('conceptRelations')
        .innerJoin('concepts', 'concepts.id', 'conceptRelations.childId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conceptRelations.parentId', '=', id)
        .where('concepts.deleted', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async relatedOf(id: number): Promise<ConceptRefRow[]> {
      return k
        .selectFrom('conceptRelated')
        .innerJoin('concepts', 'concepts.id', 'conceptRelated.relatedId')
        .select(REF_COLUMNS)
        .where('conceptRelated.conceptId', '=', id)
        .orderBy('concepts.name')
        .execute();
    },

    async refsByIds(ids: number[]): Promise<ConceptRefRow[]> {
      if (ids.length === 0) return [];
      return k.selectFrom('concepts').select(REF_COLUMNS).where('concepts.id', 'in', ids).execute();
    },

    /** The moderators' categories the concept is in. */
    async categoriesOf(id: number): Promise<string[]> {
      const rows = await k
        .selectFrom('conceptCategories')
        .innerJoin('ontologyCategories', 'ontologyCategories.id', 'conceptCategories.categoryId')
        .select('ontologyCategories.name')
        .where('conceptCategories.conceptId', '=', id)
        .orderBy('ontologyCategories.name')
        .execute();
      return rows.map((r) => r.name);
    },

    ancestorIds,

    /** The top concepts above `id`: its ancestors without a live parent of their own. */
    async topAncestors(id: number): Promise<Array<{ id: number; name: string }>> {
      const ids = await ancestorIds(id);
      if (ids.length === 0) return [];
      return k
        .selectFrom('concepts')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .where('deleted', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('conceptRelations as up')
                .innerJoin('concepts as pc', 'pc.id', 'up.parentId')
                .select('up.parentId')
                .whereRef('up.childId', '=', 'concepts.id')
                .where('pc.deleted', '=', 0),
            ),
          ),
        )
        .orderBy('name')
        .execute();
    },

    /** Every category: the moderators' (with their concept counts) and the schemes' top concepts. */
    async listCategories() {
      const [moderated, tops] = await Promise.all([
        k
          .selectFrom('ontologyCategories')
          .leftJoin('conceptCategories', 'conceptCategories.categoryId', 'ontologyCategories.id')
          .select((eb) => [
            'ontologyCategories.name',
            eb.fn.count<number>('conceptCategories.conceptId').as('concepts'),
          ])
          .groupBy(['ontologyCategories.id', 'ontologyCategories.name'])
          .orderBy('ontologyCategories.name')
          .execute(),
        sql<{ id: number; name: string; concepts: number }>`SELECT c.id, c.name, COUNT(*) AS concepts
          FROM concepts c JOIN concept_relations down ON down.parent_id = c.id
          WHERE c.deleted = 0 AND NOT EXISTS (SELECT 1 FROM concept_relations up
            JOIN concepts pc ON pc.id = up.parent_id AND pc.deleted = 0 WHERE up.child_id = c.id)
          GROUP BY c.id, c.name ORDER BY c.name`.execute(k),
      ]);
      return {
        moderated: moderated.map((r) => ({ name: r.name, concepts: Number(r.concepts) })),
        tops: tops.rows.map((r) => ({ id: Number(r.id), name: r.name, concepts: Number(r.concepts) })),
      };
    },

    /** Pending suggestions of a concept. */
    async pendingCount(conceptId: number): Promise<number> {
      const row = await k
        .selectFrom('ontologyLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conceptId', '=', conceptId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * A page of the concept list: concepts whose name or one of whose literals contains `key`
     * (every concept for an empty key), exact name first, then prefixes, then by DF.
     */
    async listConcepts({
      key,
      status,
      offset,
      limit,
    }: {
      key: string;
      status: 'active' | 'deleted' | 'basic' | 'all';
      offset: number;
      limit: number;
    }) {
      const pattern = `%${escapeLike(key)}%`;
      let base = k.selectFrom('concepts');
      if (status === 'active') base = base.where('deleted', '=', 0);
      if (status === 'deleted') base = base.where('deleted', '=', 1);
      if (status === 'basic') base = base.where('deleted', '=', 0).where('basic', '=', 1);
      if (key !== '') {
        base = base.where((eb) =>
          eb.or([
            eb('nameKey', 'like', sql<string>`${pattern} ESCAPE '\\'`),
            eb(
              'id',
              'in',
              eb
                .selectFrom('conceptLiterals')
                .select('conceptId')
                .where('nameKey', 'like', sql<string>`${pattern} ESCAPE '\\'`),
            ),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        base
          .select([
            'concepts.id',
            'concepts.name',
            'concepts.basic',
            'concepts.deleted',
            'concepts.df',
            (eb) =>
              eb
                .selectFrom('conceptLiterals')
                .select((inner) => inner.fn.countAll<number>().as('n'))
                .whereRef('conceptLiterals.conceptId', '=', 'concepts.id')
                .as('literalsCount'),
            (eb) =>
              eb
                .selectFrom('conceptRelations')
                .select((inner) => inner.fn.countAll<number>().as('n'))
                .whereRef('conceptRelations.parentId', '=', 'concepts.id')
                .as('childConceptsCount'),
          ])
          .orderBy(
            sql`CASE WHEN concepts.name_key = ${key} THEN 0 WHEN concepts.name_key LIKE ${`${escapeLike(key)}%`} ESCAPE '\\' THEN 1 ELSE 2 END`,
          )
          .orderBy('concepts.df', 'desc')
          .orderBy('concepts.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          ...r,
          literalsCount: Number(r.literalsCount ?? 0),
          childConceptsCount: Number(r.childConceptsCount ?? 0),
        })),
        total: Number(total.n),
      };
    },

    /** Live concepts other than `exceptId` having a literal with one of these keys. */
    async conceptsWithLiteralKeys(keys: string[], exceptId: number | null) {
      if (keys.length === 0) return [];
      let query = k
        .selectFrom('conceptLiterals')
        .innerJoin('concepts', 'concepts.id', 'conceptLiterals.conceptId')
        .select([...REF_COLUMNS, 'conceptLiterals.nameKey as literalKey', 'conceptLiterals.name as literalName'])
        .where('conceptLiterals.nameKey', 'in', keys)
        .where('concepts.deleted', '=', 0);
      if (exceptId !== null) query = query.where('concepts.id', '!=', exceptId);
      return query.orderBy('concepts.df', 'desc').execute();
    },

    /**
     * Live concepts other than `exceptId` with a literal whose key matches one of `patterns`:
     * each a list of pieces found in this order (the first at the key's start when `anchored`,
     * anything between and after them), the key at most `maxLength` long; best known first.
     * The caller compares the words (this only narrows the rows read).
     */
    async conceptsWithLiteralPieces({
      patterns,
      anchored,
      maxLength = null,
      exceptId,
      limit,
    }: {
      patterns: ReadonlyArray<readonly string[]>;
      anchored: boolean;
      maxLength?: number | null;
      exceptId: number | null;
      limit: number;
    }) {
      const likes = patterns
        .filter((pieces) => pieces.some((piece) => piece !== ''))
        .map((pieces) => `${anchored ? '' : '%'}${pieces.map(escapeLike).join('%')}%`);
      if (likes.length === 0) return [];
      let query = k
        .selectFrom('conceptLiterals')
        .innerJoin('concepts', 'concepts.id', 'conceptLiterals.conceptId')
        .select([...REF_COLUMNS, 'conceptLiterals.name as literalName'])
        .where((eb) =>
          eb.or(likes.map((like) => eb('conceptLiterals.nameKey', 'like', sql<string>`${like} ESCAPE '\\'`))),
        )
        .where('concepts.deleted', '=', 0);
      if (maxLength !== null) query = query.where(sql<number>`length(concept_literals.name_key)`, '<=', maxLength);
      if (exceptId !== null) query = query.where('concepts.id', '!=', exceptId);
      return query.orderBy('concepts.df', 'desc').limit(limit).execute();
    },

    /** Concepts and their literals, for expanding composite references. */
    async conceptsWithLiterals(ids: number[]) {
      if (ids.length === 0) return { concepts: [], literals: [] };
      const [concepts, literals] = await Promise.all([
        k.selectFrom('concepts').select(['id', 'name', 'basic', 'deleted']).where('id', 'in', ids).execute(),
        k
          .selectFrom('conceptLiterals')
          .select(['id', 'conceptId', 'name', 'composite', 'lang', 'isAmbiguous'])
          .where('conceptId', 'in', ids)
          .execute(),
      ]);
      return { concepts, literals };
    },

    /**
     * The curation queue: literals the corpus statistics flagged ambiguous (a moderator's flag
     * is final and not listed), most frequent first.
     */
    async machineAmbiguous({ offset, limit }: { offset: number; limit: number }) {
      const base = k
        .selectFrom('conceptLiterals')
        .innerJoin('concepts', 'concepts.id', 'conceptLiterals.conceptId')
        .where('conceptLiterals.isAmbiguous', '=', 1)
        .where('conceptLiterals.ambiguitySetBy', '=', 'machine')
        .where('concepts.deleted', '=', 0)
        .where('concepts.basic', '=', 0);
      const [rows, total] = await Promise.all([
        base
          .select([
            'conceptLiterals.id',
            'conceptLiterals.name as literal',
            'conceptLiterals.df',
            'conceptLiterals.keyphraseness',
            'concepts.id as conceptId',
            'concepts.name as conceptName',
          ])
          .orderBy('conceptLiterals.df', 'desc')
          .orderBy('conceptLiterals.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** The curation queue: concepts the statistics suggest as basic, not decided yet. */
    async suggestedBasic({ offset, limit }: { offset: number; limit: number }) {
      const base = k
        .selectFrom('concepts')
        .where('basicSuggested', '=', 1)
        .where('basic', '=', 0)
        .where('deleted', '=', 0)
        .where('basicSuggestionDismissed', '=', 0);
      const [rows, total] = await Promise.all([
        base.select(['id', 'name', 'df']).orderBy('df', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** The concepts most often found in the given articles (co-occurring with a literal). */
    async conceptsInArticles(articleIds: number[], exceptId: number, limit: number) {
      if (articleIds.length === 0) return [];
      const rows = await k
        .selectFrom('articleConcepts')
        .innerJoin('concepts', 'concepts.id', 'articleConcepts.conceptId')
        .select((eb) => ['concepts.id', 'concepts.name', eb.fn.countAll<number>().as('articles')])
        .where('articleConcepts.articleId', 'in', articleIds)
        .where('concepts.id', '!=', exceptId)
        .where('concepts.deleted', '=', 0)
        .groupBy(['concepts.id', 'concepts.name'])
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy('concepts.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, articles: Number(r.articles) }));
    },

    /** The concepts most often found in the same articles as `conceptId`, from a sample of its articles. */
    async coOccurring(conceptId: number, { sample, limit }: { sample: number; limit: number }) {
      const { rows } = await sql<{ id: number; name: string; articles: number; df: number }>`
        SELECT c.id, c.name, COUNT(*) AS articles, c.df
        FROM (SELECT article_id FROM article_concepts WHERE concept_id = ${conceptId} ORDER BY article_id DESC LIMIT ${sample}) s
        JOIN article_concepts o ON o.article_id = s.article_id AND o.concept_id <> ${conceptId}
        JOIN concepts c ON c.id = o.concept_id AND c.deleted = 0 AND c.basic = 0
        GROUP BY c.id, c.name, c.df
        ORDER BY COUNT(*) DESC, c.df ASC LIMIT ${limit}`.execute(k);
      return rows.map((r) => ({ id: Number(r.id), name: r.name, articles: Number(r.articles), df: Number(r.df) }));
    },
  };
}

export type ConceptsRepository = ReturnType<typeof createConceptsRepository>;

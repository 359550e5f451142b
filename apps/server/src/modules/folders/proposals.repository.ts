import { tfidfWeight, type MatchReason } from '@sciscope/engine';
import type {
  ConceptRelevance,
  ProposalAttribute,
  ProposalAuthor,
  ProposalFields,
  ProposalRow,
} from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { corpusDocumentCount, sortConceptsAsBadges, storedConceptRelevance } from '../articles/articles.repository';
import { createAuthorMatchRepository } from './author-match.repository';

/**
 * A proposal author as stored: the form's fields and what the save's match (see
 * `matchProposalAuthors`) found besides `authorId`, shown as the full proposal's
 * `otherAuthors` and `possibleMatches`. Proposals saved before these existed lack them.
 */
export interface StoredProposalAuthor extends ProposalAuthor {
  /** Further profiles of the same person, linked by the automatic match; empty otherwise. */
  otherAuthorIds?: number[];
  /** With no link: how many corpus authors may be the person. */
  possibleMatches?: number;
}

/** A proposal as stored, JSON columns read back. */
export interface ProposalRecord {
  id: number;
  folderId: number;
  title: string;
  abstract: string;
  originId: string | null;
  attributes: ProposalAttribute[];
  authors: StoredProposalAuthor[];
  createdBy: number | null;
  createdAt: string;
}

/** One concept pair of a proposal with its provenance and badge evidence (as `article_concepts`). */
export interface ProposalConceptPair {
  conceptId: number;
  tf: number;
  literalId: number | null;
  reason: MatchReason | null;
  evidenceConceptId: number | null;
  /** Occurrences in the title, tokens of the longest occurrence, neighbour concepts present. */
  titleTf: number;
  spanTokens: number;
  neighbours: number;
  /** Cosine of the proposal's embedded text with the concept's centroid; null when unknown. */
  typicality: number | null;
}

/** A stored concept of a proposal, with the names the pages show and its badge relevance. */
export interface ProposalConceptRow extends ProposalConceptPair {
  name: string;
  literal: string | null;
  /** The concept's first broader concept, for grouping; null when it has none. */
  parentId: number | null;
  parentName: string | null;
  df: number;
  basicSuggested: boolean;
  /** tf · idf over the corpus (0 before any import): badge order's tie-break, as for articles. */
  tfidf: number;
  relevance: ConceptRelevance;
  badge: boolean;
  /** An earlier concept of the proposal named by the same words; absent otherwise. */
  sameNameAs?: number | undefined;
}

/** Proposals and their concepts. */
export function createProposalsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const parse = <T>(json: string): T => JSON.parse(json) as T;

  return {
    /** Corpus lookups that link proposal authors to corpus authors. */
    authorMatch: createAuthorMatchRepository({ db }),

    async find({ proposalId }: { proposalId: number }): Promise<ProposalRecord | null> {
      const row = await k
        .selectFrom('proposals')
        .select(['id', 'folderId', 'title', 'abstract', 'originId', 'attributes', 'authors', 'createdBy', 'createdAt'])
        .where('id', '=', proposalId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        ...row,
        attributes: parse<ProposalAttribute[]>(row.attributes),
        authors: parse<StoredProposalAuthor[]>(row.authors),
      };
    },

    /** A page of a folder's proposals, newest first. */
    async listInFolder({
      folderId,
      offset,
      limit,
    }: {
      folderId: number;
      offset: number;
      limit: number;
    }): Promise<{ rows: ProposalRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        k
          .selectFrom('proposals')
          .select(['id', 'title', 'originId', 'authorsCount', 'conceptsCount', 'createdAt'])
          .where('folderId', '=', folderId)
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        k
          .selectFrom('proposals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('folderId', '=', folderId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /**
     * Inserts proposals with their concepts in one transaction: all or none (a bulk import
     * saves its valid rows together).
     */
    async insertMany({
      folderId,
      createdBy,
      now,
      items,
    }: {
      folderId: number;
      createdBy: number | null;
      now: string;
      items: Array<{ fields: ProposalFields; concepts: ProposalConceptPair[] }>;
    }): Promise<number[]> {
      return k.transaction().execute(async (trx) => {
        const ids: number[] = [];
        for (const { fields, concepts } of items) {
          const row = await trx
            .insertInto('proposals')
            .values({
              folderId,
              title: fields.title,
              abstract: fields.abstract,
              originId: fields.originId,
              attributes: JSON.stringify(fields.attributes),
              authors: JSON.stringify(fields.authors),
              authorsCount: fields.authors.length,
              conceptsCount: concepts.length,
              createdBy,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (concepts.length > 0) {
            await trx
              .insertInto('proposalConcepts')
              .values(concepts.map((c) => ({ ...c, proposalId: row.id })))
              .execute();
          }
          ids.push(row.id);
        }
        return ids;
      });
    },

    /** Replaces the proposal's fields and concepts. */
    async update({
      proposalId,
      fields,
      concepts,
      now,
    }: {
      proposalId: number;
      fields: ProposalFields;
      concepts: ProposalConceptPair[];
      now: string;
    }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('proposals')
          .set({
            title: fields.title,
            abstract: fields.abstract,
            originId: fields.originId,
            attributes: JSON.stringify(fields.attributes),
            authors: JSON.stringify(fields.authors),
            authorsCount: fields.authors.length,
            conceptsCount: concepts.length,
            updatedAt: now,
          })
          .where('id', '=', proposalId)
          .execute();
        await trx.deleteFrom('proposalConcepts').where('proposalId', '=', proposalId).execute();
        if (concepts.length > 0) {
          await trx
            .insertInto('proposalConcepts')
            .values(concepts.map((c) => ({ ...c, proposalId })))
            .execute();
        }
      });
    },

    async delete({ proposalId }: { proposalId: number }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('proposalConcepts').where('proposalId', '=', proposalId).execute();
        await trx.deleteFrom('proposals').where('id', '=', proposalId).execute();
      });
    },

    /**
     * The proposal's non-deleted concepts in badge order (as an article's: `sortConceptsAsBadges`
     * over `storedConceptRelevance`), with the literal that made each count and its first
     * broader concept.
     */
    async concepts({ proposalId }: { proposalId: number }): Promise<ProposalConceptRow[]> {
      const [rows, documentCount] = await Promise.all([
        k
          .selectFrom('proposalConcepts')
          .innerJoin('concepts', 'concepts.id', 'proposalConcepts.conceptId')
          .leftJoin('conceptLiterals', 'conceptLiterals.id', 'proposalConcepts.literalId')
          .select((eb) => [
            'proposalConcepts.conceptId',
            'proposalConcepts.tf',
            'proposalConcepts.literalId',
            'proposalConcepts.reason',
            'proposalConcepts.evidenceConceptId',
            'proposalConcepts.titleTf',
            'proposalConcepts.spanTokens',
            'proposalConcepts.neighbours',
            'proposalConcepts.typicality',
            'concepts.name',
            'concepts.df',
            'concepts.basicSuggested',
            'conceptLiterals.name as literal',
            'conceptLiterals.keyphraseness',
            eb
              .selectFrom('conceptRelations')
              .innerJoin('concepts as parent', 'parent.id', 'conceptRelations.parentId')
              .whereRef('conceptRelations.childId', '=', 'proposalConcepts.conceptId')
              .where('parent.deleted', '=', 0)
              .select((p) => p.fn.min('conceptRelations.parentId').as('p'))
              .as('parentId'),
          ])
          .where('proposalConcepts.proposalId', '=', proposalId)
          .where('concepts.deleted', '=', 0)
          .orderBy('proposalConcepts.conceptId')
          .execute(),
        corpusDocumentCount(db),
      ]);
      const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null))];
      const parents =
        parentIds.length === 0
          ? []
          : await k.selectFrom('concepts').select(['id', 'name']).where('id', 'in', parentIds).execute();
      const parentName = new Map(parents.map((p) => [p.id, p.name]));
      const list = rows.map(({ keyphraseness, ...r }): ProposalConceptRow => ({
        ...r,
        typicality: r.typicality === null ? null : Number(r.typicality),
        parentId: r.parentId === null ? null : Number(r.parentId),
        parentName: r.parentId === null ? null : (parentName.get(Number(r.parentId)) ?? null),
        basicSuggested: r.basicSuggested === 1,
        tfidf: documentCount === null ? 0 : tfidfWeight({ tf: r.tf, df: r.df, documentCount }),
        relevance: storedConceptRelevance({ ...r, keyphraseness }),
        badge: false,
      }));
      sortConceptsAsBadges(list);
      return list;
    },

    /** Which of these corpus author ids exist. */
    async existingAuthorIds({ authorIds }: { authorIds: number[] }): Promise<Set<number>> {
      if (authorIds.length === 0) return new Set();
      const rows = await k.selectFrom('authors').select('id').where('id', 'in', authorIds).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** Names of literals by id (explain-extract). */
    async literalNames({ literalIds }: { literalIds: number[] }): Promise<Map<number, string>> {
      if (literalIds.length === 0) return new Map();
      const rows = await k.selectFrom('conceptLiterals').select(['id', 'name']).where('id', 'in', literalIds).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Names of concepts by id (explain-extract). */
    async conceptNames({ conceptIds }: { conceptIds: number[] }): Promise<Map<number, string>> {
      if (conceptIds.length === 0) return new Map();
      const rows = await k.selectFrom('concepts').select(['id', 'name']).where('id', 'in', conceptIds).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;

import type { MatchReason } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { ProposalConceptPair } from './proposals.repository';

/** A stored proposal as the re-match reads it: its text, the version read, and its pairs. */
export interface StoredProposalConcepts {
  id: number;
  title: string;
  abstract: string;
  /** The proposal's last save: a write is made only while it is still this one. */
  updatedAt: string;
  /** Every stored pair, deleted concepts' included (a re-match drops them). */
  pairs: ProposalConceptPair[];
}

/** New pairs for a proposal, as re-matched from the text of version `updatedAt`. */
export interface RematchedProposal {
  proposalId: number;
  updatedAt: string;
  pairs: ProposalConceptPair[];
}

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null ? null : Number(value));

/** The stored proposals' text and concepts, page by page, and their replacement. */
export function createProposalRematchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Whether any proposal is stored. */
    async hasProposals(): Promise<boolean> {
      return (await k.selectFrom('proposals').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** How many proposals are stored (the re-match's progress total). */
    async count(): Promise<number> {
      const row = await k
        .selectFrom('proposals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /**
     * Up to `limit` proposals after id `afterId`, in id order, with all their pairs: those
     * without concepts too (an ontology edit may give them some).
     */
    async page(afterId: number, limit: number): Promise<StoredProposalConcepts[]> {
      const proposals = await k
        .selectFrom('proposals')
        .select(['id', 'title', 'abstract', 'updatedAt'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (proposals.length === 0) return [];
      const rows = await k
        .selectFrom('proposalConcepts')
        .selectAll()
        .where(
          'proposalId',
          'in',
          proposals.map((p) => p.id),
        )
        .execute();
      const pairsOf = new Map<number, ProposalConceptPair[]>();
      for (const r of rows) {
        const list = pairsOf.get(num(r.proposalId)) ?? [];
        list.push({
          conceptId: num(r.conceptId),
          tf: num(r.tf),
          literalId: numOrNull(r.literalId),
          reason: r.reason as MatchReason | null,
          evidenceConceptId: numOrNull(r.evidenceConceptId),
          titleTf: num(r.titleTf),
          spanTokens: num(r.spanTokens),
          neighbours: num(r.neighbours),
          typicality: numOrNull(r.typicality),
        });
        pairsOf.set(num(r.proposalId), list);
      }
      return proposals.map((p) => ({ ...p, id: num(p.id), pairs: pairsOf.get(num(p.id)) ?? [] }));
    },

    /**
     * Replaces the pairs (and the concepts count) of each proposal still at the version read,
     * in one transaction; the proposal's `updated_at` stays (its fields did not change). The
     * version check and the write are one statement's row lock apart, so a save committed
     * meanwhile is kept and a save that comes after waits and then replaces these pairs.
     * Returns the ids written.
     */
    async replacePairs(items: readonly RematchedProposal[]): Promise<number[]> {
      if (items.length === 0) return [];
      return k.transaction().execute(async (trx) => {
        const written: number[] = [];
        for (const { proposalId, updatedAt, pairs } of items) {
          const claimed = await trx
            .updateTable('proposals')
            .set({ conceptsCount: pairs.length })
            .where('id', '=', proposalId)
            .where('updatedAt', '=', updatedAt)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) continue;
          await trx.deleteFrom('proposalConcepts').where('proposalId', '=', proposalId).execute();
          if (pairs.length > 0)
            await trx
              .insertInto('proposalConcepts')
              .values(pairs.map((p) => ({ ...p, proposalId })))
              .execute();
          written.push(proposalId);
        }
        return written;
      });
    },
  };
}

import type { Db } from '../../app/database/kysely';

/** A monitoring whose owner gets digests: digest on, owner active and holding the monitoring quota. */
export interface DigestMonitoring {
  id: number;
  ownerId: number;
  email: string;
  title: string;
  date: string;
  topics: string;
  tree: string | null;
  useTree: boolean;
  digestCursor: number;
}

/** A digest written but not known to be sent (a run stopped between the two); `articleIds`: those it lists. */
export interface PendingDigest {
  id: number;
  monitoringId: number;
  recipient: string;
  messageId: string;
  createdAt: string;
  matchedCount: number;
  articleIds: number[];
}

/**
 * Digests (migration 0012). The one write that matters is `recordDigest`: the digest, the
 * articles it announces and the monitoring's advanced cursor commit together, before the e-mail
 * leaves, so a stopped run never announces an article twice and knows what it was about to send.
 */
export function createMonitoringDigestRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async monitoringsToDigest(): Promise<DigestMonitoring[]> {
      const rows = await k
        .selectFrom('monitorings as m')
        .innerJoin('users as u', 'u.id', 'm.ownerId')
        .innerJoin('userQuotas as q', (join) =>
          join.onRef('q.userId', '=', 'm.ownerId').on('q.name', '=', 'monitoring'),
        )
        .select([
          'm.id',
          'm.ownerId',
          'u.email',
          'm.title',
          'm.date',
          'm.topics',
          'm.tree',
          'm.useTree',
          'm.digestCursor',
        ])
        .where('m.digestEnabled', '=', 1)
        .where('u.isActive', '=', 1)
        .orderBy('m.id')
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        ownerId: Number(r.ownerId),
        email: r.email,
        title: r.title,
        date: r.date,
        topics: r.topics,
        tree: r.tree,
        useTree: Number(r.useTree) === 1,
        digestCursor: Number(r.digestCursor),
      }));
    },

    /** The lowest article id imported at or after `since` (ISO), or null when none is. */
    async firstArticleImportedSince(since: string): Promise<number | null> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('createdAt', '>=', since)
        .executeTakeFirst();
      return row?.id === null || row?.id === undefined ? null : Number(row.id);
    },

    /**
     * Which of `articleIds` a digest of the monitoring has announced already: listed, or counted
     * in its "…and N more".
     */
    async announcedAlready({ monitoringId, articleIds }: { monitoringId: number; articleIds: number[] }) {
      const out = new Set<number>();
      for (let i = 0; i < articleIds.length; i += 500) {
        const rows = await k
          .selectFrom('monitoringDigestArticles')
          .select('articleId')
          .where('monitoringId', '=', monitoringId)
          .where('articleId', 'in', articleIds.slice(i, i + 500))
          .execute();
        for (const r of rows) out.add(Number(r.articleId));
      }
      return out;
    },

    /**
     * In one transaction: the digest (state `sending`), the articles it announces (`articleIds`,
     * best first; the first `listed` are listed in the e-mail, the others counted in its "…and N
     * more", and none is announced again), and the cursor moved to `cursor` (never backwards).
     * Without articles only the cursor moves. Answers the digest's id, or null.
     */
    async recordDigest({
      monitoringId,
      recipient,
      articleIds,
      listed,
      cursor,
      now,
      taskId,
      messageIdOf,
    }: {
      monitoringId: number;
      recipient: string;
      articleIds: number[];
      listed: number;
      cursor: number;
      now: string;
      taskId: number | null;
      messageIdOf: (digestId: number) => string;
    }): Promise<number | null> {
      return k.transaction().execute(async (trx) => {
        await trx
          .updateTable('monitorings')
          .set({ digestCursor: cursor })
          .where('id', '=', monitoringId)
          .where('digestCursor', '<', cursor)
          .execute();
        if (articleIds.length === 0) return null;
        const inserted = await trx
          .insertInto('monitoringDigests')
          .values({
            monitoringId,
            recipient,
            state: 'sending',
            articlesCount: Math.min(listed, articleIds.length),
            matchedCount: articleIds.length,
            messageId: '',
            createdAt: now,
            taskId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const digestId = Number(inserted.id);
        await trx
          .updateTable('monitoringDigests')
          .set({ messageId: messageIdOf(digestId) })
          .where('id', '=', digestId)
          .execute();
        for (let i = 0; i < articleIds.length; i += 300) {
          await trx
            .insertInto('monitoringDigestArticles')
            .values(
              articleIds
                .slice(i, i + 300)
                .map((articleId, j) => ({ monitoringId, articleId, digestId, position: i + j })),
            )
            .execute();
        }
        return digestId;
      });
    },

    async markSent({ digestId, now }: { digestId: number; now: string }): Promise<void> {
      await k.updateTable('monitoringDigests').set({ state: 'sent', sentAt: now }).where('id', '=', digestId).execute();
    },

    /** Digests recorded but not marked sent, oldest first, with their articles in mailing order. */
    async pendingDigests(): Promise<PendingDigest[]> {
      const rows = await k
        .selectFrom('monitoringDigests')
        .select(['id', 'monitoringId', 'recipient', 'messageId', 'createdAt', 'articlesCount', 'matchedCount'])
        .where('state', '=', 'sending')
        .orderBy('id')
        .execute();
      const out: PendingDigest[] = [];
      for (const r of rows) {
        const articles = await k
          .selectFrom('monitoringDigestArticles')
          .select('articleId')
          .where('digestId', '=', r.id)
          // The listed ones; the rest were only counted.
          .where('position', '<', Number(r.articlesCount))
          .orderBy('position')
          .execute();
        out.push({
          id: Number(r.id),
          monitoringId: Number(r.monitoringId),
          recipient: r.recipient,
          messageId: r.messageId,
          createdAt: r.createdAt,
          matchedCount: Number(r.matchedCount),
          articleIds: articles.map((a) => Number(a.articleId)),
        });
      }
      return out;
    },

    /** A monitoring's title, owner and topics (for a pending digest whose message is written again). */
    async monitoringForDigest({ id }: { id: number }) {
      const row = await k
        .selectFrom('monitorings')
        .select(['id', 'ownerId', 'title', 'date', 'topics', 'tree', 'useTree'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: Number(row.id),
            ownerId: Number(row.ownerId),
            title: row.title,
            date: row.date,
            topics: row.topics,
            tree: row.tree,
            useTree: Number(row.useTree) === 1,
          }
        : null;
    },
  };
}

export type MonitoringDigestRepository = ReturnType<typeof createMonitoringDigestRepository>;

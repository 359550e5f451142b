import {
  buildMonitoringIndex,
  explainMonitoringMatches,
  monitoringResultSet,
  parseMonitoringDate,
  type MonitoringIndex,
  type MonitoringQueryInput,
} from '@sciscope/engine';
import type { MonitoringTreeItemInput } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { failpoint } from '../../app/failpoints';
import type { Progress } from '../../app/progress';
import type { ArticlesRepository } from '../articles/articles.repository';
import type { Mailer } from '../mail/mailer';
import type { MonitoringCorpusRepository } from './monitoring-corpus.repository';
import { composeDigestMail, type DigestEntry } from './monitoring-digest.mail';
import type { MonitoringDigestRepository } from './monitoring-digest.repository';
import { engineQuery } from './monitoring-query-input';
import type { StoredTopic } from './monitoring.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** Articles listed in one digest at most (the best by score); the e-mail counts the others. */
export const DIGEST_MAX_ARTICLES = 50;

export interface DigestReport {
  /** Monitorings looked at. */
  monitorings: number;
  /** Digests sent in this run. */
  digests: number;
  /** Articles listed in them. */
  articles: number;
  /** Digests of an earlier, interrupted run sent now. */
  resent: number;
}

export interface DigestDeps {
  digests: MonitoringDigestRepository;
  corpus: MonitoringCorpusRepository;
  articles: ArticlesRepository;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
}

/** A saved monitoring as the digest reads it. */
interface DigestSubject {
  id: number;
  ownerId: number;
  title: string;
  date: string;
  topics: string;
  tree: string | null;
  useTree: boolean;
}

/**
 * The digest query of a monitoring: its topics and tree over new articles. The date choice
 * applies only when it is a publication window (1year, 5years, a range): "what is new" is the
 * digest's own window (articles imported since the last run, or since `--since`).
 */
function digestQuery(subject: DigestSubject, now: Date): MonitoringQueryInput {
  const choice = parseMonitoringDate(subject.date);
  const publication = choice?.kind === 'range' || (choice?.kind === 'preset' && /year/.test(choice.preset));
  return engineQuery({
    topics: JSON.parse(subject.topics) as StoredTopic[],
    tree: subject.tree === null ? null : (JSON.parse(subject.tree) as MonitoringTreeItemInput),
    useTree: subject.useTree,
    date: publication ? subject.date : 'all',
    now,
  });
}

async function entriesOf(
  deps: DigestDeps,
  index: MonitoringIndex,
  subject: DigestSubject,
  query: MonitoringQueryInput,
  articleIds: number[],
): Promise<DigestEntry[]> {
  const topics = JSON.parse(subject.topics) as StoredTopic[];
  const matches = explainMonitoringMatches(
    index,
    query,
    articleIds.map((articleId) => ({ articleId, score: 0 })),
  );
  const [rows, names] = await Promise.all([
    deps.articles.buildArticleRows({ articleIds }),
    deps.corpus.conceptNames(matches.flatMap((m) => m.topics.flatMap((t) => t.conceptIds))),
  ]);
  const byId = new Map(matches.map((m) => [m.articleId, m]));
  return rows.map((article) => ({
    article,
    matched: (byId.get(article.id)?.topics ?? []).map((t) => ({
      topic: topics[t.topicId]?.title ?? '',
      concepts: t.conceptIds.map((c) => names.get(c) ?? String(c)),
    })),
  }));
}

function messageIdOf(publicUrl: string, digestId: number): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // A malformed public URL is refused by the configuration; keep a valid id anyway.
  }
  return `<monitoring-digest-${digestId}@${host}>`;
}

async function send(
  deps: DigestDeps,
  {
    to,
    subject,
    entries,
    matchedCount,
    messageId,
    createdAt,
  }: {
    to: string;
    subject: DigestSubject;
    entries: DigestEntry[];
    matchedCount: number;
    messageId: string;
    createdAt: string;
  },
) {
  const token = unsubscribeToken({ secret: deps.secret, monitoringId: subject.id, ownerId: subject.ownerId });
  const unsubscribeUrl = `${deps.publicUrl.replace(/\/+$/, '')}/monitoring-digest/unsubscribe?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(
    composeDigestMail({
      to,
      monitoringId: subject.id,
      title: subject.title,
      entries,
      matchedCount,
      publicUrl: deps.publicUrl,
      unsubscribeUrl,
      messageId,
      date: new Date(createdAt),
    }),
  );
}

/**
 * Sends each saved monitoring's owner the articles imported since the last run that match it
 * (task `monitoring.digest`, daily; `sciscope monitoring digest --since DATE` by hand).
 *
 * Idempotent and safe to stop anywhere: for each monitoring the digest, the articles it
 * announces (the listed and those counted in "…and N more") and the advanced cursor are written
 * in one transaction before the e-mail leaves; an article announced for a monitoring is never
 * announced again. A run stopped between that write and
 * the e-mail leaves the digest `sending`: the next run sends it first, with the same Message-ID
 * and date, which the outbox keeps as one file (and a relay's clients as one message); nothing
 * marked sent is sent again.
 *
 * `since` (ISO time): look at the articles imported since then, rather than since each
 * monitoring's cursor. It changes only where this run starts: the cursor still moves to the
 * run's end, and what the run announces is not announced again.
 */
export async function sendMonitoringDigests({
  deps,
  progress,
  since,
  taskId = null,
  now = () => new Date(),
}: {
  deps: DigestDeps;
  progress: Progress;
  since?: string | undefined;
  taskId?: number | null;
  now?: () => Date;
}): Promise<DigestReport> {
  const report: DigestReport = { monitorings: 0, digests: 0, articles: 0, resent: 0 };
  const weights = await deps.corpus.corpusWeights();
  const weighted = (loaded: Awaited<ReturnType<MonitoringCorpusRepository['load']>>) =>
    buildMonitoringIndex({ ...loaded, df: (c) => weights.df.get(c) ?? 0, articleTotal: weights.articleTotal });

  // First what an interrupted run recorded but may not have sent.
  for (const pending of await deps.digests.pendingDigests()) {
    const subject = await deps.digests.monitoringForDigest({ id: pending.monitoringId });
    if (subject) {
      const index = weighted(await deps.corpus.loadArticles(pending.articleIds));
      const entries = await entriesOf(deps, index, subject, digestQuery(subject, now()), pending.articleIds);
      await send(deps, {
        to: pending.recipient,
        subject,
        entries,
        matchedCount: pending.matchedCount,
        messageId: pending.messageId,
        createdAt: pending.createdAt,
      });
      report.resent += 1;
    }
    await deps.digests.markSent({ digestId: pending.id, now: nowIso() });
  }

  // Articles above this id are left for the next run (an import may be committing now).
  const maxId = await deps.corpus.maxArticleId();
  const subjects = await deps.digests.monitoringsToDigest();
  progress.start('Monitoring digests', subjects.length);
  if (subjects.length === 0) return report;
  const sinceSecond = since === undefined ? null : Date.parse(since) / 1000;
  const sinceId = since === undefined ? null : await deps.digests.firstArticleImportedSince(since);
  const floor =
    since === undefined ? Math.min(...subjects.map((s) => s.digestCursor)) : sinceId === null ? maxId : sinceId - 1;
  const index = weighted(await deps.corpus.load({ afterArticleId: Math.min(floor, maxId) }));

  let recorded = 0;
  for (const subject of subjects) {
    await progress.checkpoint();
    report.monitorings += 1;
    const query = digestQuery(subject, now());
    const ranked = monitoringResultSet(index, query);
    const fresh: number[] = [];
    for (const id of ranked.ids) {
      if (id > maxId) continue;
      if (sinceSecond === null ? id <= subject.digestCursor : !(index.importedAt[id]! >= sinceSecond)) continue;
      fresh.push(id);
    }
    const announced = await deps.digests.announcedAlready({ monitoringId: subject.id, articleIds: fresh });
    const unannounced = fresh.filter((id) => !announced.has(id));
    const chosen = unannounced.slice(0, DIGEST_MAX_ARTICLES);
    const createdAt = nowIso();
    // Every article the e-mail announces is recorded, the counted as well as the listed: the
    // next digest, with or without `since`, brings only articles no digest has announced.
    const digestId = await deps.digests.recordDigest({
      monitoringId: subject.id,
      recipient: subject.email,
      articleIds: unannounced,
      listed: chosen.length,
      cursor: maxId,
      now: createdAt,
      taskId,
      messageIdOf: (id) => messageIdOf(deps.publicUrl, id),
    });
    if (digestId !== null) {
      recorded += 1;
      failpoint(`monitoring-digest-recorded:${recorded}`);
      const entries = await entriesOf(deps, index, subject, query, chosen);
      await send(deps, {
        to: subject.email,
        subject,
        entries,
        matchedCount: unannounced.length,
        messageId: messageIdOf(deps.publicUrl, digestId),
        createdAt,
      });
      failpoint(`monitoring-digest-sent:${recorded}`);
      await deps.digests.markSent({ digestId, now: nowIso() });
      report.digests += 1;
      report.articles += chosen.length;
      progress.count({ digests: report.digests, articles: report.articles });
    }
    progress.increment();
  }
  progress.stop();
  return report;
}

import { sql } from 'kysely';
import { buildConceptMatcher, type ConceptMatcher } from '@sciscope/engine';
import { nowIso, type Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createBulkWriter } from './bulk-writer';
import { loadMatchingOntology } from '../ontology/ontology-matching.repository';

export interface ConceptScanReport {
  articles: number;
  /** Article-concept pairs written. */
  pairs: number;
  seconds: number;
  articlesPerSecond: number;
}

const CHUNK = 2000;

/** Builds the matcher from the stored ontology (non-deleted, non-basic concepts). */
export async function loadConceptMatcher(db: Db): Promise<ConceptMatcher> {
  return buildConceptMatcher({ concepts: await loadMatchingOntology(db) });
}

/**
 * Finds the ontology's concepts in articles (title + abstract) and stores tf per pair.
 * `articleIds` undefined means every article (a full rescan, which also recomputes literal
 * DF exactly); otherwise only those articles are (re)scanned and literal DF is incremented,
 * which is exact for newly imported articles. Concept DF and tf-idf are recomputed after.
 */
export async function scanArticleConcepts({
  db,
  articleIds,
  progress,
  matcher,
}: {
  db: Db;
  articleIds?: number[];
  progress: Progress;
  matcher?: ConceptMatcher;
}): Promise<ConceptScanReport> {
  const started = Date.now();
  const m = matcher ?? (await loadConceptMatcher(db));
  const writer = createBulkWriter(db);
  const k = db.kysely;
  const full = articleIds === undefined;
  const ids = full
    ? (await k.selectFrom('articles').select('id').orderBy('id').execute()).map((r) => r.id)
    : articleIds;
  const literalDf = new Map<number, number>();
  let pairs = 0;
  progress.start('finding concepts', ids.length);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunkIds = ids.slice(start, start + CHUNK);
    const articles = await k
      .selectFrom('articles')
      .select(['id', 'title', 'abstract'])
      .where('id', 'in', chunkIds)
      .execute();
    const rows: Array<{ articleId: number; conceptId: number; tf: number; tfidf: number }> = [];
    for (const a of articles) {
      const found = m.match(a.abstract ? `${a.title}\n${a.abstract}` : a.title);
      for (let i = 0; i < found.conceptIds.length; i++) {
        rows.push({ articleId: a.id, conceptId: found.conceptIds[i]!, tf: found.conceptCounts[i]!, tfidf: 0 });
      }
      for (let i = 0; i < found.literalIds.length; i++) {
        const id = found.literalIds[i]!;
        literalDf.set(id, (literalDf.get(id) ?? 0) + 1);
      }
    }
    await writer.transaction(async () => {
      if (!full) await k.deleteFrom('articleConcepts').where('articleId', 'in', chunkIds).execute();
      else if (start === 0) await k.deleteFrom('articleConcepts').execute();
      await writer.insert('articleConcepts', rows);
    });
    pairs += rows.length;
    progress.increment(chunkIds.length);
    await new Promise((resolve) => setImmediate(resolve));
  }
  progress.stop();
  await storeLiteralDf({ db, literalDf, reset: full });
  await recomputeConceptWeights(db);
  const seconds = (Date.now() - started) / 1000;
  return { articles: ids.length, pairs, seconds, articlesPerSecond: ids.length / Math.max(seconds, 1e-9) };
}

async function storeLiteralDf({ db, literalDf, reset }: { db: Db; literalDf: Map<number, number>; reset: boolean }) {
  const k = db.kysely;
  if (reset) await k.updateTable('conceptLiterals').set({ df: 0 }).execute();
  // Group literals by df value: one UPDATE per distinct value instead of one per literal.
  const byValue = new Map<number, number[]>();
  for (const [id, df] of literalDf) {
    const list = byValue.get(df) ?? [];
    list.push(id);
    byValue.set(df, list);
  }
  for (const [df, ids] of byValue) {
    for (let i = 0; i < ids.length; i += 500) {
      await k
        .updateTable('conceptLiterals')
        .set((eb) => ({ df: eb('df', '+', df) }))
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  }
}

/**
 * Concept DF (articles containing the concept) and every pair's weight:
 * tfidf = (1 + ln tf) * ln((N + 1) / (df + 1)), N = number of articles — the engine's
 * `tfidfWeight` formula, computed here in SQL on both engines.
 */
export async function recomputeConceptWeights(db: Db): Promise<void> {
  const k = db.kysely;
  await sql`UPDATE concepts SET df = (SELECT COUNT(*) FROM article_concepts ac WHERE ac.concept_id = concepts.id)`.execute(
    k,
  );
  const n = Number(
    (
      await k
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (n === 0) return;
  await sql`UPDATE article_concepts SET tfidf =
      (1 + ln(tf * 1.0)) * ln((${n} + 1.0) / ((SELECT c.df FROM concepts c WHERE c.id = article_concepts.concept_id) + 1.0))`.execute(
    k,
  );
}

/** Puts every article on the rescan queue (after an ontology change). */
export async function queueRescanOfAll(db: Db, reason: string): Promise<void> {
  await sql`INSERT INTO rescan_queue (article_id, reason, queued_at)
    SELECT id, ${reason}, ${nowIso()} FROM articles
    ON CONFLICT (article_id) DO NOTHING`.execute(db.kysely);
}

/** Rescans the queued articles, then empties the queue of what was scanned. */
export async function processRescanQueue({
  db,
  progress,
}: {
  db: Db;
  progress: Progress;
}): Promise<ConceptScanReport | null> {
  const queued = (await db.kysely.selectFrom('rescanQueue').select('articleId').execute()).map((r) => r.articleId);
  if (queued.length === 0) return null;
  const total = Number(
    (
      await db.kysely
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  // A queue holding every article is a full rescan, which also recomputes literal DF exactly.
  const report = await scanArticleConcepts({ db, articleIds: queued.length >= total ? undefined : queued, progress });
  for (let i = 0; i < queued.length; i += 500) {
    await db.kysely
      .deleteFrom('rescanQueue')
      .where('articleId', 'in', queued.slice(i, i + 500))
      .execute();
  }
  return report;
}

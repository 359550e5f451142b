import { sql, type RawBuilder } from 'kysely';

/**
 * tf-idf of an article-concept pair, computed when read:
 *   (1 + ln tf) · ln((N + 1) / (df + 1)),  N = articles in the corpus (`corpus_stats`),
 * the engine's `tfidfWeight`. Stored pairs keep tf only and concepts keep df (both exact after
 * every import batch), so no import rewrites weights of the pairs it did not add.
 */
export function conceptTfidfSql(tf: RawBuilder<unknown>, df: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`((1 + ln(CAST(${tf} AS double precision))) *
    ln((CAST((SELECT value FROM corpus_stats WHERE key = 'articles') AS double precision) + 1) / (CAST(${df} AS double precision) + 1)))`;
}

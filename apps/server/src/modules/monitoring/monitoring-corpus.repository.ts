import type { MonitoringArticleFacts, MonitoringPairColumns } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createAppStateRepository, DEFAULT_DATA_KEY } from '../corpus/app-state.repository';

/** Article ids per read while loading (bounded memory, one indexed range scan each). */
const ID_RANGE = 10_000;
const DAY_MS = 86_400_000;

/** A growable column of 32-bit integers. */
class IntColumn {
  data = new Int32Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

function epochDay(isoDate: string | null): number | null {
  if (!isoDate) return null;
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(ms) ? null : Math.floor(ms / DAY_MS);
}

/**
 * The columns the monitoring index is built from (engine `buildMonitoringIndex`): each
 * article's import time, publication day and year, and every article-concept pair with its tf,
 * read in ranges of article ids. `afterArticleId` reads only the articles above it (a digest's
 * new articles).
 */
export function createMonitoringCorpusRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const appState = createAppStateRepository({ db });
  return {
    /** When the first-start load of the default datasets completed (ISO), or null. */
    firstLoadAt: (): Promise<string | null> => appState.get(DEFAULT_DATA_KEY),
    async maxArticleId(): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      return Number(row?.m ?? 0);
    },

    /**
     * What changes when the corpus does: the highest article id (imports), and the concepts'
     * count, df total (the number of article-concept pairs: rescans) and last change. Cheap at
     * any corpus size: the primary key's last entry and an aggregate over the ontology.
     */
    async signature(): Promise<string> {
      const [a, c] = await Promise.all([
        k
          .selectFrom('articles')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst(),
        k
          .selectFrom('concepts')
          .select([
            (eb) => eb.fn.countAll().as('n'),
            (eb) => eb.fn.sum('df').as('pairs'),
            (eb) => eb.fn.max('dateModified').as('changed'),
          ])
          .executeTakeFirst(),
      ]);
      return `${a?.max}:${c?.n}:${c?.pairs}:${c?.changed}`;
    },

    /** The corpus' article count (N of tf-idf) and each concept's df, for an index of part of it. */
    async corpusWeights(): Promise<{ articleTotal: number; df: Map<number, number> }> {
      const [n, concepts] = await Promise.all([
        k.selectFrom('corpusStats').select('value').where('key', '=', 'articles').executeTakeFirst(),
        k.selectFrom('concepts').select(['id', 'df']).where('df', '>', 0).execute(),
      ]);
      return {
        articleTotal: Number(n?.value ?? 0),
        df: new Map(concepts.map((c) => [Number(c.id), Number(c.df)])),
      };
    },

    async load({ afterArticleId = 0 }: { afterArticleId?: number } = {}): Promise<{
      articles: MonitoringArticleFacts[];
      pairs: MonitoringPairColumns;
    }> {
      const maxId = await this.maxArticleId();
      const articles: MonitoringArticleFacts[] = [];
      const articleIds = new IntColumn();
      const conceptIds = new IntColumn();
      const tfs = new IntColumn();
      for (let from = afterArticleId; from < maxId; from += ID_RANGE) {
        const to = from + ID_RANGE;
        const [rows, pairs] = await Promise.all([
          k
            .selectFrom('articles')
            .select(['id', 'createdAt', 'publicationDate', 'year'])
            .where('id', '>', from)
            .where('id', '<=', to)
            .execute(),
          k
            .selectFrom('articleConcepts')
            .select(['articleId', 'conceptId', 'tf'])
            .where('articleId', '>', from)
            .where('articleId', '<=', to)
            .orderBy('articleId')
            .orderBy('conceptId')
            .execute(),
        ]);
        for (const r of rows) {
          articles.push({
            id: Number(r.id),
            importedAt: Date.parse(r.createdAt) / 1000,
            publishedDay: epochDay(r.publicationDate),
            year: r.year === null ? null : Number(r.year),
          });
        }
        for (const p of pairs) {
          articleIds.push(Number(p.articleId));
          conceptIds.push(Number(p.conceptId));
          tfs.push(Number(p.tf));
        }
      }
      return { articles, pairs: { articleIds: articleIds.view(), conceptIds: conceptIds.view(), tfs: tfs.view() } };
    },

    /** The index columns of the given articles only (a digest written again). */
    async loadArticles(ids: readonly number[]): Promise<{
      articles: MonitoringArticleFacts[];
      pairs: MonitoringPairColumns;
    }> {
      const articles: MonitoringArticleFacts[] = [];
      const articleIds: number[] = [];
      const conceptIds: number[] = [];
      const tfs: number[] = [];
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const [rows, pairs] = await Promise.all([
          k
            .selectFrom('articles')
            .select(['id', 'createdAt', 'publicationDate', 'year'])
            .where('id', 'in', chunk)
            .execute(),
          k
            .selectFrom('articleConcepts')
            .select(['articleId', 'conceptId', 'tf'])
            .where('articleId', 'in', chunk)
            .execute(),
        ]);
        for (const r of rows) {
          articles.push({
            id: Number(r.id),
            importedAt: Date.parse(r.createdAt) / 1000,
            publishedDay: epochDay(r.publicationDate),
            year: r.year === null ? null : Number(r.year),
          });
        }
        for (const p of pairs) {
          articleIds.push(Number(p.articleId));
          conceptIds.push(Number(p.conceptId));
          tfs.push(Number(p.tf));
        }
      }
      return { articles, pairs: { articleIds, conceptIds, tfs } };
    },

    /** Names of concepts by id (unknown ids are left out). */
    async conceptNames(ids: readonly number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      const out = new Map<number, string>();
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await k
          .selectFrom('concepts')
          .select(['id', 'name'])
          .where('id', 'in', unique.slice(i, i + 500))
          .execute();
        for (const r of rows) out.set(Number(r.id), r.name);
      }
      return out;
    },
  };
}

export type MonitoringCorpusRepository = ReturnType<typeof createMonitoringCorpusRepository>;

/**
 * `sciscope similar`: the articles of the corpus closest to a document and the authors ranked
 * from them, on the article index (built first, with progress, when it does not hold the
 * current model).
 */
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../app/config';
import { openDatabase, type Db } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { createRepresentationsRepository } from '../modules/representations/representations.repository';
import { articleIndexDir } from '../modules/retrieval/article-index.files';
import { articleIndexIsStale, openArticleIndex } from '../modules/retrieval/article-index.usecases';
import { createRetrievalRepository } from '../modules/retrieval/retrieval.repository';
import { findSimilar } from '../modules/retrieval/similar.usecases';
import { runTaskFromCli } from '../modules/tasks/cli-task-runner';
import { TASK_REGISTRY, TASK_WORKER_ENTRY } from '../task-registry';

const USAGE = `Usage:
  sciscope similar --article ID [options]              articles and authors closest to a stored article
  sciscope similar --title T [--abstract A] [options]  … to a title and abstract
Options:
  --articles N   articles to list (default 10, at most 1000)
  --authors N    authors to list (default 10, at most 1000)
  --json         print JSON instead of tables
The index is SCISCOPE_RETRIEVAL_INDEX (hnsw by default, built under <runtime>/index when missing).
`;

function count(raw: string | undefined, name: string): number {
  if (raw === undefined) return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 1000)
    throw new Error(`--${name} must be a whole number from 0 to 1000.`);
  return value;
}

/** Runs the index build as a task of this command (progress drawn, Ctrl-C cancels). */
async function buildIndex(db: Db, config: AppConfig, err: (text: string) => void): Promise<boolean> {
  err('The article index does not hold the current model yet: building it.\n');
  const row = await runTaskFromCli({
    db,
    config,
    kind: 'retrieval.build',
    params: {},
    registry: TASK_REGISTRY,
    workerEntry: TASK_WORKER_ENTRY,
    display: createCliProgress(),
  });
  if (row.state !== 'done') err(`index build ${row.state}: ${row.error ?? 'unknown error'} (task ${row.id})\n`);
  return row.state === 'done';
}

export interface SimilarCommandDeps {
  env?: NodeJS.ProcessEnv;
  /** An open database (tests); otherwise the configured one is opened, migrated and closed. */
  db?: Db;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

/** `sciscope similar …`: returns the exit code (2 for bad usage or no model, 1 for a failed build). */
export async function runSimilarCommand(argv: string[], deps: SimilarCommandDeps = {}): Promise<number> {
  const {
    env = process.env,
    out: write = (text: string) => void process.stdout.write(text),
    err = (text: string) => void process.stderr.write(text),
  } = deps;
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        article: { type: 'string' },
        title: { type: 'string' },
        abstract: { type: 'string' },
        articles: { type: 'string' },
        authors: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const articleId = values.article === undefined ? null : Number(values.article);
  if (
    (articleId === null) === (values.title === undefined) ||
    (articleId !== null && !(Number.isInteger(articleId) && articleId > 0))
  ) {
    err(`Give either --article with a positive article id or --title.\n\n${USAGE}`);
    return 2;
  }
  let articles: number;
  let authors: number;
  try {
    articles = count(values.articles, 'articles');
    authors = count(values.authors, 'authors');
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 2;
  }
  const config = loadConfig(env);
  const db = deps.db ?? openDatabase(config);
  try {
    if (!deps.db) await migrateToLatest(db);
    const stored = await createRepresentationsRepository({ db }).latestModel();
    if (!stored) {
      err(
        'No representation model yet: the server trains one after the corpus is loaded (task representations.train).\n',
      );
      return 2;
    }
    let document: { title: string; abstract: string; year?: number | null };
    if (articleId !== null) {
      const text = await createRetrievalRepository({ db }).articleText(articleId);
      if (!text) {
        err(`No article with id ${articleId}.\n`);
        return 2;
      }
      document = text;
    } else {
      document = { title: values.title ?? '', abstract: values.abstract ?? '' };
    }
    const dir = articleIndexDir(config.runtimeDir);
    const stale = config.retrievalIndex === 'hnsw' && (await articleIndexIsStale({ db, dir }));
    let opened = stale ? null : await openArticleIndex({ db, dir, kind: config.retrievalIndex, model: stored.model });
    if (!opened) {
      if (!(await buildIndex(db, config, err))) return 1;
      opened = await openArticleIndex({ db, dir, kind: config.retrievalIndex, model: stored.model });
      if (!opened) throw new Error('The article index could not be opened after its build.');
    }
    const started = performance.now();
    const result = await findSimilar({
      db,
      opened,
      model: stored.model,
      document,
      articles,
      authors,
      excludeArticleId: articleId,
    });
    const ms = performance.now() - started;
    if (values.json) {
      write(`${JSON.stringify(result, null, 2)}\n`);
      return 0;
    }
    const out = (line: string) => write(`${line}\n`);
    const searched = opened.lexical
      ? `lexical index, ${opened.lexical.index.size}`
      : `${opened.index.kind} index, ${await opened.index.size()}`;
    out(`${searched} articles; answered in ${ms.toFixed(1)} ms`);
    out('\nscore   article  year  title');
    for (const a of result.articles)
      out(`${a.score.toFixed(3)}  ${String(a.id).padStart(7)}  ${a.year ?? '    '}  ${a.title}`);
    out('\nscore   author   name  (closest articles)');
    for (const a of result.authors)
      out(`${a.score.toFixed(3)}  ${String(a.id).padStart(7)}  ${a.name}  (${a.articles.map((x) => x.id).join(', ')})`);
    return 0;
  } finally {
    if (!deps.db) await db.close();
  }
}

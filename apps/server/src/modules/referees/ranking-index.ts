/**
 * The one article index (and representation model) of this process for the referee finder:
 * opened on the first ranking, reused by every later one, reopened when a newer build's
 * manifest appears or a newer model is trained, and caught up with vectors stored since at
 * most every `CATCH_UP_MS`. Before the graph of the current model is built, the exact scan
 * over the stored vectors answers (same results, slower); before any model is trained, there
 * is nothing to rank with and `get` answers null (the routes' 503 'The ranking index is being
 * built').
 */
import { statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import type { RepresentationModel } from '@sciscope/engine';
import type { RetrievalIndexKind } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { latestModelCached } from '../representations/latest-model.cache';
import { createRepresentationsRepository } from '../representations/representations.repository';
import { articleIndexDir } from '../retrieval/article-index.files';
import { createRefereeCorpusHolder, type RefereeCorpusHolder } from './referee-corpus.repository';
import { catchUpArticleIndex, openArticleIndex, type OpenedArticleIndex } from '../retrieval/article-index.usecases';

/** How often the model id and new vectors are looked for (a manifest change is seen at once). */
export const CATCH_UP_MS = 60_000;

export interface RankingIndex {
  opened: OpenedArticleIndex;
  model: RepresentationModel;
  /** 'hnsw' (the built graph) or 'exact' (the fallback before the first build). */
  kind: string;
  /** How long opening it took (ms), whoever asked first: a ranking or the warmer. */
  openMs: number;
}

/** What an opened index ranks with, as the logs and benches name it: 'lexical', 'hnsw' or 'exact'. */
export function rankingIndexLabel(index: RankingIndex): string {
  return index.opened.lexical ? 'lexical' : index.kind;
}

export interface RankingIndexHolder {
  /** The index to rank with, or null before the first model is trained. */
  get(): Promise<RankingIndex | null>;
}

function manifestStamp(dir: string): string {
  try {
    const stat = statSync(join(dir, 'articles.manifest.json'));
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'none';
  }
}

/** A lazily opened index per process (the composition root makes one; tests one per app). */
export function createRankingIndexHolder({
  db,
  runtimeDir,
  kind,
}: {
  db: Db;
  runtimeDir: string;
  kind: RetrievalIndexKind;
}): RankingIndexHolder {
  const dir = articleIndexDir(runtimeDir);
  let current: (RankingIndex & { stamp: string; checkedAt: number }) | null = null;
  let pending: Promise<RankingIndex | null> | null = null;

  async function open(): Promise<RankingIndex | null> {
    const started = performance.now();
    // The model object the proposals' typicality uses too (one copy per database, not two).
    const stored = await latestModelCached(db);
    if (!stored) return null;
    // Making the model held the thread for up to a second at 1×: requests are answered now.
    await nextTurn();
    const stamp = manifestStamp(dir);
    let opened = kind === 'exact' ? null : await openArticleIndex({ db, dir, kind, model: stored.model });
    let used: string = kind;
    if (!opened) {
      opened = await openArticleIndex({ db, dir, kind: 'exact', model: stored.model });
      used = 'exact';
    }
    if (!opened) return null;
    current = {
      opened,
      model: stored.model,
      kind: used,
      openMs: performance.now() - started,
      stamp,
      checkedAt: Date.now(),
    };
    return current;
  }

  async function refresh(held: RankingIndex & { stamp: string; checkedAt: number }): Promise<RankingIndex | null> {
    const facts = await createRepresentationsRepository({ db }).latestModelFacts();
    if (!facts || facts.id !== held.opened.modelId) return open();
    await catchUpArticleIndex({ db, opened: held.opened });
    held.checkedAt = Date.now();
    return held;
  }

  return {
    async get() {
      if (pending) return pending;
      const held = current;
      const stale = held !== null && held.kind !== 'exact' && manifestStamp(dir) !== held.stamp;
      const builtSince = held !== null && held.kind === 'exact' && kind !== 'exact' && manifestStamp(dir) !== 'none';
      if (held && !stale && !builtSince && Date.now() - held.checkedAt < CATCH_UP_MS) return held;
      pending = (held && !stale && !builtSince ? refresh(held) : open()).finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

const shared = new WeakMap<Db, { holder: RankingIndexHolder; corpus: RefereeCorpusHolder }>();

/**
 * The index and corpus holders of `db` in this thread, made once: the referee finder and the
 * panel composer rank with the same copies (the corpus copy is tens of megabytes at 1×).
 */
export function sharedRankingHolders({
  db,
  runtimeDir,
  kind,
}: {
  db: Db;
  runtimeDir: string;
  kind: RetrievalIndexKind;
}): { holder: RankingIndexHolder; corpus: RefereeCorpusHolder } {
  let held = shared.get(db);
  if (!held) {
    held = { holder: createRankingIndexHolder({ db, runtimeDir, kind }), corpus: createRefereeCorpusHolder({ db }) };
    shared.set(db, held);
  }
  return held;
}

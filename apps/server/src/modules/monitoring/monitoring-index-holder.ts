import { buildMonitoringIndex, type MonitoringIndex } from '@sciscope/engine';
import type { MonitoringCorpusRepository } from './monitoring-corpus.repository';

/**
 * The monitoring index of a process (a read worker, or the app's thread when reads run
 * in-process): built from the database on first use, then kept. At most every `CHECK_MS` a
 * query looks at a cheap signature of the corpus (highest article id; the concepts' count, df
 * total and last change: about a millisecond at any corpus size) and, when it changed or the
 * copy is older than `MAX_AGE_MS`, rebuilds: in the background while the previous copy keeps
 * answering, or at once for a small corpus (under `SMALL` articles: built in milliseconds).
 */
export const MONITORING_INDEX_CHECK_MS = 2_000;
const MAX_AGE_MS = 30 * 60_000;
const SMALL = 20_000;

export interface MonitoringIndexHolder {
  get(): Promise<MonitoringIndex>;
}

/** Reads the corpus and builds the index (the whole corpus, weights from its own counts). */
export async function loadMonitoringIndex(corpus: MonitoringCorpusRepository): Promise<MonitoringIndex> {
  const { articles, pairs } = await corpus.load();
  return buildMonitoringIndex({ articles, pairs });
}

export function createMonitoringIndexHolder({
  corpus,
  now = () => Date.now(),
}: {
  corpus: MonitoringCorpusRepository;
  now?: () => number;
}): MonitoringIndexHolder {
  let current: { index: MonitoringIndex; signature: string; builtAt: number } | null = null;
  let building: Promise<MonitoringIndex> | null = null;
  let checkedAt = 0;

  const rebuild = () => {
    building ??= (async () => {
      const signature = await corpus.signature();
      const index = await loadMonitoringIndex(corpus);
      current = { index, signature, builtAt: now() };
      checkedAt = now();
      return index;
    })().finally(() => {
      building = null;
    });
    return building;
  };

  return {
    async get() {
      if (!current) return rebuild();
      if (now() - checkedAt >= MONITORING_INDEX_CHECK_MS && !building) {
        checkedAt = now();
        const held = current;
        if (now() - held.builtAt > MAX_AGE_MS || (await corpus.signature()) !== held.signature) {
          if (held.index.articleCount < SMALL) return rebuild();
          // The copy held answers until the new one is built.
          void rebuild().catch(() => {});
        }
      }
      return current.index;
    },
  };
}

import type { RefereeCorpusHolder } from './referee-corpus.repository';
import { rankingIndexLabel, type RankingIndexHolder } from './ranking-index';

/**
 * Keeps the referee finder's index and corpus copy open and current in the background: first
 * after `delayMs`, then every `everyMs`. A ranking then never opens them itself — neither the
 * first one after the server started, nor the first after a first start's training (a walk's
 * first ranking took 30 s), nor the first after a retraining; new vectors are caught up between
 * requests. Each newly opened model is logged once, with the time its opening took (a ranking
 * that came first may have opened it). `stop()` ends it.
 */
export function startRankingWarmer({
  holder,
  corpus,
  log,
  delayMs,
  everyMs,
}: {
  holder: RankingIndexHolder;
  corpus: RefereeCorpusHolder;
  log: (line: string) => void;
  delayMs: number;
  everyMs: number;
}): { stop(): void; tick(): Promise<void> } {
  let loggedModel: number | null = null;
  let lastError: string | null = null;
  let running: Promise<void> | null = null;

  async function warm(): Promise<void> {
    try {
      const index = await holder.get();
      if (!index) return;
      await corpus.get();
      lastError = null;
      if (index.opened.modelId === loggedModel) return;
      loggedModel = index.opened.modelId;
      // The opening's own time: a ranking may have opened the index before this tick.
      log(
        `referee finder ready (model ${loggedModel}, ${rankingIndexLabel(index)} index, corpus copy); the index opened in ${(index.openMs / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      // Said once per distinct failure, not every minute.
      const message = String(error);
      if (message !== lastError) log(`referee finder warm-up failed: ${message}`);
      lastError = message;
    }
  }

  /** One warm-up now (a tick under way is joined, never doubled). */
  function tick(): Promise<void> {
    running ??= warm().finally(() => {
      running = null;
    });
    return running;
  }

  let interval: ReturnType<typeof setInterval> | null = null;
  const first = setTimeout(() => {
    void tick();
    interval = setInterval(() => void tick(), everyMs);
    interval.unref?.();
  }, delayMs);
  first.unref?.();
  return {
    tick,
    stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    },
  };
}

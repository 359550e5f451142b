import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import { createLogProgress, type Progress } from './progress';
import { loadDefaultData } from '../modules/corpus/corpus-pipeline';
import { invalidateSearchConceptMatcher } from '../modules/search/search-concept-matcher';

import type { DataLoadStatus } from '@sciscope/contracts';

export const dataLoadStatus: DataLoadStatus = {
  state: 'idle',
  step: null,
  percent: null,
  startedAt: null,
  finishedAt: null,
  error: null,
};

/** Progress that logs every 10% and mirrors the current step into `dataLoadStatus`. */
function statusProgress(log: (line: string) => void): Progress {
  const inner = createLogProgress(log);
  let total = 0;
  let value = 0;
  return {
    start(label, t) {
      total = t;
      value = 0;
      dataLoadStatus.step = label;
      dataLoadStatus.percent = 0;
      inner.start(label, t);
    },
    increment(by = 1) {
      value += by;
      dataLoadStatus.percent = total ? Math.min(100, Math.round((value / total) * 100)) : null;
      inner.increment(by);
    },
    stop() {
      inner.stop();
    },
    log(line) {
      dataLoadStatus.step = line;
      inner.log(line);
    },
  };
}

/**
 * On first start, loads the default datasets while the server already answers requests
 * (work is chunked so the event loop stays responsive). Later starts skip it.
 */
export async function loadDefaultDataOnStart({
  config,
  db,
  log,
}: {
  config: AppConfig;
  db: Db;
  log: (line: string) => void;
}): Promise<void> {
  if (!config.dataDir) {
    dataLoadStatus.state = 'disabled';
    return;
  }
  dataLoadStatus.state = 'loading';
  dataLoadStatus.startedAt = new Date().toISOString();
  try {
    const report = await loadDefaultData({ db, dataDir: config.dataDir, progress: statusProgress(log) });
    if (!report.skipped) {
      log(`default data loaded from ${config.dataDir} in ${report.seconds.toFixed(1)} s`);
      invalidateSearchConceptMatcher(db);
    }
    dataLoadStatus.state = 'done';
  } catch (error) {
    dataLoadStatus.state = 'failed';
    dataLoadStatus.error = error instanceof Error ? error.message : String(error);
    log(`loading default data failed: ${dataLoadStatus.error}`);
  } finally {
    dataLoadStatus.finishedAt = new Date().toISOString();
    dataLoadStatus.step = null;
  }
}

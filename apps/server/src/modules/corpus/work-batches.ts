import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseOpenAlexWork, readLines, type WorkRecord } from '@sciscope/engine';
import type { Progress, ProgressUnit } from '../../app/progress';

/** A line that could not be imported, reported with its file and line number. */
export interface MalformedLine {
  file: string;
  lineNumber: number;
  error: string;
}

/** What reading the input found, besides the works themselves. */
export interface WorkReadStats {
  linesRead: number;
  malformedCount: number;
  /** The first malformed lines (at most MAX_MALFORMED_REPORTED), for the report. */
  malformed: MalformedLine[];
  duplicatesInInput: number;
}

export const MAX_MALFORMED_REPORTED = 200;

/** The step of reading work files; its done/total are bytes of the files (see `readWorkBatches`). */
export const IMPORTING_WORKS_STEP = 'importing works';
/** The units of the steps of a works import, for a display of its task row. */
export const WORKS_IMPORT_STEP_UNITS: Readonly<Record<string, ProgressUnit>> = { [IMPORTING_WORKS_STEP]: 'bytes' };

/**
 * Streams OpenAlex work files (JSON lines, plain or .gz) as batches of `batchSize` works,
 * so memory holds one batch, not the input. A malformed line is recorded with its line number
 * and skipped; works repeated within the input (same source id) are kept once.
 *
 * Batches depend on the input only (never on what the database holds), so a re-run of an
 * interrupted import cuts exactly the same batches: the ones committed before are found
 * present and skipped, and the next one is what the first run would have written.
 * Progress counts compressed bytes read, over the files' total size.
 */
export async function* readWorkBatches({
  files,
  batchSize,
  progress,
  stats,
}: {
  files: string[];
  batchSize: number;
  progress: Progress;
  /** Filled in while reading. */
  stats: WorkReadStats;
}): AsyncGenerator<WorkRecord[]> {
  const seen = new Set<string>();
  const totalBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  progress.start(IMPORTING_WORKS_STEP, totalBytes, 'bytes');
  let batch: WorkRecord[] = [];
  for (const file of files) {
    for await (const { line, lineNumber } of linesOf(file, progress)) {
      if (line.trim() === '') continue;
      stats.linesRead++;
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) {
        stats.malformedCount++;
        if (stats.malformed.length < MAX_MALFORMED_REPORTED)
          stats.malformed.push({ file, lineNumber, error: parsed.error });
        continue;
      }
      if (seen.has(parsed.work.sourceId)) {
        stats.duplicatesInInput++;
        continue;
      }
      seen.add(parsed.work.sourceId);
      batch.push(parsed.work);
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
  progress.stop();
}

/** The file's lines; a file that cannot be read fails with its name in the message. */
async function* linesOf(file: string, progress: Progress) {
  try {
    yield* readLines(file, { onRead: (bytes) => progress.increment(bytes) });
  } catch (error) {
    throw new Error(`${basename(file)}: ${(error as Error).message}`, { cause: error });
  }
}

export function emptyReadStats(): WorkReadStats {
  return { linesRead: 0, malformedCount: 0, malformed: [], duplicatesInInput: 0 };
}

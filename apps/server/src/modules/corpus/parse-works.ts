import { parseOpenAlexWork, readLines, type WorkRecord } from '@sciscope/engine';
import type { Progress } from '../../app/progress';

/** A line that could not be imported, reported with its file and line number. */
export interface MalformedLine {
  file: string;
  lineNumber: number;
  error: string;
}

export interface ParsedWorks {
  works: WorkRecord[];
  linesRead: number;
  malformedCount: number;
  /** The first malformed lines (at most MAX_MALFORMED_REPORTED), for the report. */
  malformed: MalformedLine[];
  duplicatesInInput: number;
}

export const MAX_MALFORMED_REPORTED = 200;

/**
 * Reads OpenAlex work files (JSON lines, plain or .gz) into memory. A malformed line is
 * recorded with its line number and skipped; it never aborts the rest of the file.
 * Works repeated within the input (same source id) are kept once.
 */
export async function parseWorkFiles({
  files,
  progress,
}: {
  files: string[];
  progress: Progress;
}): Promise<ParsedWorks> {
  const works: WorkRecord[] = [];
  const seen = new Set<string>();
  const malformed: MalformedLine[] = [];
  let malformedCount = 0;
  let linesRead = 0;
  let duplicatesInInput = 0;
  progress.start('reading works', files.length);
  for (const file of files) {
    for await (const { line, lineNumber } of readLines(file)) {
      if (line.trim() === '') continue;
      linesRead++;
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) {
        malformedCount++;
        if (malformed.length < MAX_MALFORMED_REPORTED) malformed.push({ file, lineNumber, error: parsed.error });
        continue;
      }
      if (seen.has(parsed.work.sourceId)) {
        duplicatesInInput++;
        continue;
      }
      seen.add(parsed.work.sourceId);
      works.push(parsed.work);
    }
    progress.increment();
  }
  progress.stop();
  return { works, linesRead, malformedCount, malformed, duplicatesInInput };
}

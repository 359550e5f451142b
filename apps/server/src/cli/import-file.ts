import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';

/** A CSV or JSON file read for one of the `sciscope import …` commands. */
export interface ImportFile {
  format: 'csv' | 'json';
  content: string;
}

/**
 * Reads FILE for an import command: the format from `--format` or the extension, at most
 * `maxChars` bytes. On a problem writes the reason to `err` and returns null (exit code 2).
 */
export function readImportFile(
  file: string,
  formatOption: string | undefined,
  maxChars: number,
  err: (line: string) => void,
): ImportFile | null {
  const format = formatOption ?? extname(file).slice(1).toLowerCase();
  if (format !== 'csv' && format !== 'json') {
    err(`Unknown format "${format}": use a .csv or .json file, or --format=csv|json.\n`);
    return null;
  }
  try {
    if (statSync(file).size > maxChars) {
      err(`${file} is larger than 10 MB.\n`);
      return null;
    }
    return { format, content: readFileSync(file, 'utf8') };
  } catch {
    err(`Cannot read ${file}.\n`);
    return null;
  }
}

/** "1 document", "2 documents": the counts an import command reports. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

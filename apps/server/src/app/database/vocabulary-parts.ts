/**
 * A model's vocabulary (one "frequency<TAB>term" line per term, 6 MB at the default corpus) is
 * stored in parts of whole lines: SQLite reads a value in one stretch, and the whole vocabulary
 * in one took 72-134 ms of the server's thread when it opened a model (more while an index build
 * wrote beside it). A part of 256k characters is a twenty-fifth of that.
 */
export const VOCABULARY_PART_CHARS = 256 * 1024;

/**
 * `table` cut after a newline near every `partChars` characters (a line longer than that is one
 * part of its own); the parts joined give `table` back. An empty table is one empty part, so a
 * stored model always has at least one.
 */
export function vocabularyParts(table: string, partChars = VOCABULARY_PART_CHARS): string[] {
  const parts: string[] = [];
  let start = 0;
  while (table.length - start > partChars) {
    const newline = table.indexOf('\n', start + partChars - 1);
    if (newline === -1) break;
    parts.push(table.slice(start, newline + 1));
    start = newline + 1;
  }
  if (start < table.length || parts.length === 0) parts.push(table.slice(start));
  return parts;
}

/**
 * The 'Import from list' parser (spec 02): one concept per line, its literals separated by
 * the separators (default: period, comma, semicolon, parentheses), the first literal the
 * concept's name. "food, drugs" is the concept "food" with the literals "food" and "drugs".
 * A CSV list reads each record's first cell as the name (also its first literal, never split)
 * and the other cells as literals, each split by the separators; a first record `name,…` is
 * taken as a header. Node only (CSV through csv-parse).
 */
import { isAmbiguousLiteralName } from '../concepts/ambiguity';
import { iterateCsvRecords } from '../import/csv';
import { nameKey } from './literal-text';

/** The spec's default separators: period, comma, semicolon, parentheses. */
export const DEFAULT_LIST_SEPARATORS = '.,;()';

export type ConceptListFormat = 'lines' | 'csv';

/** One row of the list: where it was, the name and literals read from it. */
export interface ConceptListRow {
  /** 1-based line of the input. */
  line: number;
  /** The row as written (trimmed). */
  source: string;
  name: string;
  /** Distinct literals in order (the name first); capitals only and longer than a letter: ambiguous. */
  literals: Array<{ name: string; isAmbiguous: boolean }>;
}

function splitBy(text: string, separators: string): string[] {
  const set = new Set([...separators]);
  const out: string[] = [];
  let current = '';
  for (const char of text) {
    if (set.has(char)) {
      out.push(current);
      current = '';
    } else current += char;
  }
  out.push(current);
  return out.map((part) => part.replace(/\s+/gu, ' ').trim()).filter((part) => part !== '');
}

function rowOf(line: number, source: string, parts: string[]): ConceptListRow {
  const seen = new Set<string>();
  const literals: ConceptListRow['literals'] = [];
  for (const part of parts) {
    const key = nameKey(part);
    if (seen.has(key)) continue;
    seen.add(key);
    literals.push({ name: part, isAmbiguous: isAmbiguousLiteralName(part) });
  }
  return { line, source, name: literals[0]?.name ?? '', literals };
}

/** The rows of a list; blank lines are skipped (they are no concept). */
export function parseConceptList({
  text,
  separators,
  format,
}: {
  text: string;
  separators: string;
  format: ConceptListFormat;
}): ConceptListRow[] {
  const rows: ConceptListRow[] = [];
  if (format === 'csv') {
    let first = true;
    for (const record of iterateCsvRecords(text)) {
      const cells = record.fields.map((cell) => cell.trim());
      if (first && nameKey(cells[0] ?? '') === 'name') {
        first = false;
        continue;
      }
      first = false;
      // The first cell is the concept's name, whole: only the literal cells are split, so a name
      // holding a separator ("graph (sparse)", "<img … alert(1)>") stays one name.
      const [nameCell = '', ...literalCells] = cells;
      const parts = [
        ...(nameCell === '' ? [] : [nameCell.replace(/\s+/gu, ' ')]),
        ...literalCells.flatMap((cell) => splitBy(cell, separators)),
      ];
      if (parts.length === 0) continue;
      rows.push(rowOf(record.lineNumber, cells.filter((c) => c !== '').join(', '), parts));
    }
    return rows;
  }
  text.split(/\r\n|\n|\r/u).forEach((raw, i) => {
    const source = raw.trim();
    if (source === '') return;
    rows.push(rowOf(i + 1, source, splitBy(source, separators)));
  });
  return rows;
}

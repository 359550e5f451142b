/*
 * The settings reference uses pipe tables, which plain Markdown (react-markdown without the
 * GFM extension) shows as text. This splits a document into Markdown runs and tables so the
 * page renders the tables itself, without another dependency.
 */

export type MarkdownSegment =
  { kind: 'markdown'; text: string } | { kind: 'table'; header: string[]; rows: string[][] };

function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // A backslash-escaped pipe belongs to the cell.
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const isRow = (line: string) => /^\s*\|.*\|\s*$/.test(line);
const isDivider = (line: string) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);

/** Markdown runs and pipe tables (a header row, a divider row, body rows), in order. */
export function splitMarkdownTables(markdown: string): MarkdownSegment[] {
  const lines = markdown.split(/\r?\n/);
  const segments: MarkdownSegment[] = [];
  let run: string[] = [];
  const flush = () => {
    const text = run.join('\n').trim();
    if (text !== '') segments.push({ kind: 'markdown', text });
    run = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = lines[i + 1];
    if (isRow(line) && next !== undefined && isDivider(next)) {
      flush();
      const header = cells(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && isRow(lines[i] as string)) rows.push(cells(lines[i++] as string));
      i -= 1;
      segments.push({ kind: 'table', header, rows });
      continue;
    }
    run.push(line);
  }
  flush();
  return segments;
}

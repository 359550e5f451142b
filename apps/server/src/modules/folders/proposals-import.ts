import { parse as parseCsv } from 'csv-parse/sync';
import {
  DOCUMENT_LIMITS,
  jsonSyntaxPlace,
  proposalInputSchema,
  type ImportRowError,
  type ProposalFields,
} from '@sciscope/contracts';
import { commonErrors } from '../../app/errors';

/**
 * Bulk import of proposals from CSV or JSON (documented in README, "Bulk import").
 *
 * CSV: a header row, then one proposal per row. Columns (case-insensitive):
 * - `title` (required), `abstract`, `origin_id`;
 * - `authors`: authors separated by `;`, each `Name [ORCID] (Affiliation | Affiliation)` with
 *   the ORCID and the affiliations optional, e.g.
 *   `Ada Lovelace [0000-0002-1825-0097] (University of London); Alan Turing (Cambridge)`;
 * - any other column is an attribute: its header is the label, the cell the value (empty
 *   cells are left out).
 * JSON: an array of objects with `title`, `abstract`, `originId` (or `origin_id`),
 * `attributes` ([{label, value}]) and `authors` ([{name, affiliations, authorId, orcid}]).
 *
 * Each row is validated as the form is; rows are numbered from 1 (the first data row, after
 * the CSV header; the first element of the JSON array).
 */
export interface ParsedImport {
  valid: Array<{ row: number; fields: ProposalFields }>;
  errors: ImportRowError[];
}

const KNOWN_COLUMNS = new Set(['title', 'abstract', 'origin_id', 'authors']);

/** Parses and validates an import file's text. A file that cannot be parsed at all is a 400. */
export function parseProposalsImport({ format, content }: { format: 'csv' | 'json'; content: string }): ParsedImport {
  const records = format === 'csv' ? csvRecords(content) : jsonRecords(content);
  if (records.length === 0) throw commonErrors.validation({ content: 'The file holds no proposals.' });
  if (records.length > DOCUMENT_LIMITS.importRows) {
    throw commonErrors.validation({
      content: `The file holds ${records.length} proposals; at most ${DOCUMENT_LIMITS.importRows.toLocaleString('en-US')} can be imported at once.`,
    });
  }
  const result: ParsedImport = { valid: [], errors: [] };
  records.forEach((record, index) => {
    const row = index + 1;
    const parsed = proposalInputSchema.safeParse(record);
    if (parsed.success) {
      result.valid.push({ row, fields: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? issue.path.join('.') : 'row';
      result.errors.push({ row, field, message: issue.message });
    }
  });
  return result;
}

function csvRecords(content: string): unknown[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(content, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    }) as Record<string, string>[];
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unreadable CSV';
    throw commonErrors.validation({ content: `The CSV file could not be read: ${message}` });
  }
  return rows.map((cells) => {
    const lower = new Map(Object.entries(cells).map(([k, v]) => [k.toLowerCase(), v]));
    const attributes = Object.entries(cells)
      .filter(([header, value]) => !KNOWN_COLUMNS.has(header.toLowerCase()) && value !== '')
      .map(([label, value]) => ({ label, value }));
    return {
      title: lower.get('title') ?? '',
      abstract: lower.get('abstract') ?? '',
      originId: lower.get('origin_id') || null,
      attributes,
      authors: parseAuthorsCell(lower.get('authors') ?? ''),
    };
  });
}

/**
 * `Name [ORCID] (Affiliation | Affiliation); …` → authors (validated afterwards). The affiliations
 * are the balanced parentheses that end an author, so an affiliation may hold parentheses of its
 * own ("German Aerospace Center (DLR)"); a walk saw the whole text taken as the name before.
 */
export function parseAuthorsCell(cell: string): Array<{ name: string; affiliations: string[]; orcid: string | null }> {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const { head, group } = trailingGroup(part);
      const orcid = /\[([^\]]*)\]\s*$/.exec(head);
      return {
        name: (orcid ? head.slice(0, orcid.index) : head).trim(),
        orcid: orcid?.[1]?.trim() || null,
        affiliations: (group ?? '')
          .split('|')
          .map((a) => a.trim())
          .filter(Boolean),
      };
    });
}

/** The text before the balanced parenthesised group that ends `text`, and that group's inside (none: null). */
function trailingGroup(text: string): { head: string; group: string | null } {
  if (!text.endsWith(')')) return { head: text, group: null };
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) return { head: text.slice(0, i), group: text.slice(i + 1, -1) };
  }
  return { head: text, group: null };
}

function jsonRecords(content: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    // Where it goes wrong, not the parser's own text ("Unexpected token 'o', …").
    const place = jsonSyntaxPlace(content) ?? 'its start';
    throw commonErrors.validation({ content: `The JSON file could not be read: it is not valid JSON at ${place}.` });
  }
  if (!Array.isArray(data))
    throw commonErrors.validation({ content: 'The JSON file must hold an array of proposals.' });
  return data.map((item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const { origin_id: snake, ...rest } = item as Record<string, unknown>;
    return 'originId' in rest || snake === undefined ? rest : { ...rest, originId: snake };
  });
}

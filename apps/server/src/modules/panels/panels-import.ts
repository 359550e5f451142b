/**
 * Subpanels and their documents from a CSV or JSON file (docs/panel-composer.md "Import"),
 * for the panel page's import and `sciscope import panel FILE`.
 *
 * CSV: a header row, then one document per row. Columns (case-insensitive): `subpanel_code`
 * (required), `subpanel_name` (the first non-empty one of a code names the subpanel; default:
 * the code), `doc_kind` (`proposal` or `article`) and `doc_id`; a row whose kind and id are
 * both empty declares a subpanel without documents.
 * JSON: `{ "panelName"?, "subpanels": [{ "code", "name", "documents": [{ "docKind", "docId" }] }] }`
 * or the `subpanels` array alone.
 *
 * Rows are numbered from 1: the CSV data rows after the header, the JSON subpanels in order
 * (a document's field is then `documents.N.docId`).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import {
  PANEL_LIMITS,
  jsonSyntaxPlace,
  panelDocumentRefSchema,
  subpanelCodeSchema,
  type ImportRowError,
  type PanelDocumentRef,
} from '@sciscope/contracts';
import { z } from 'zod';
import { commonErrors } from '../../app/errors';

export interface ParsedSubpanel {
  code: string;
  name: string;
  /** Each document with the row that named it. */
  documents: Array<PanelDocumentRef & { row: number; field: string }>;
  /**
   * A row declares the subpanel without documents (CSV: neither kind nor id; JSON: no or an
   * empty documents array). Otherwise the subpanel exists only through documents that are
   * saved: rejected rows alone create or replace nothing.
   */
  declared: boolean;
}

export interface ParsedPanelImport {
  panelName: string | null;
  subpanels: ParsedSubpanel[];
  errors: ImportRowError[];
}

const nameSchema = z
  .string()
  .trim()
  .max(
    PANEL_LIMITS.subpanelName,
    `Name must be at most ${PANEL_LIMITS.subpanelName.toLocaleString('en-US')} characters.`,
  );

/** Parses and validates an import file's text; a file that cannot be read at all is a 400. */
export function parsePanelImport({ format, content }: { format: 'csv' | 'json'; content: string }): ParsedPanelImport {
  const parsed = format === 'csv' ? fromCsv(content) : fromJson(content);
  // A code met only on rejected rows names no subpanel.
  const result = { ...parsed, subpanels: parsed.subpanels.filter((s) => s.declared || s.documents.length > 0) };
  if (result.subpanels.length === 0 && result.errors.length === 0)
    throw commonErrors.validation({ content: 'The file holds no subpanels.' });
  return result;
}

function issueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid value.';
}

function subpanelOf(out: ParsedPanelImport, code: string, name: string): ParsedSubpanel {
  let subpanel = out.subpanels.find((s) => s.code === code);
  if (!subpanel) {
    subpanel = { code, name: name || code, documents: [], declared: false };
    out.subpanels.push(subpanel);
  } else if (name && subpanel.name === subpanel.code) subpanel.name = name;
  return subpanel;
}

function fromCsv(content: string): ParsedPanelImport {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(content, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
    }) as Record<string, string>[];
  } catch (error) {
    throw commonErrors.validation({
      content: `The CSV file could not be read: ${error instanceof Error ? error.message : 'unreadable CSV'}`,
    });
  }
  if (rows.length > PANEL_LIMITS.importRows)
    throw commonErrors.validation({
      content: `The file holds ${rows.length} rows; at most ${PANEL_LIMITS.importRows.toLocaleString('en-US')}.`,
    });
  if (rows.length > 0 && !('subpanel_code' in rows[0]!))
    throw commonErrors.validation({ content: 'The CSV file needs a subpanel_code column.' });
  const out: ParsedPanelImport = { panelName: null, subpanels: [], errors: [] };
  rows.forEach((cells, index) => {
    const row = index + 1;
    const code = subpanelCodeSchema.safeParse(cells.subpanel_code ?? '');
    if (!code.success) return void out.errors.push({ row, field: 'subpanel_code', message: issueMessage(code.error) });
    const name = nameSchema.safeParse(cells.subpanel_name ?? '');
    if (!name.success) return void out.errors.push({ row, field: 'subpanel_name', message: issueMessage(name.error) });
    const kind = cells.doc_kind ?? '';
    const id = cells.doc_id ?? '';
    const subpanel = subpanelOf(out, code.data, name.data);
    if (kind === '' && id === '') return void (subpanel.declared = true);
    const doc = panelDocumentRefSchema.safeParse({ docKind: kind, docId: id });
    if (!doc.success) {
      const field = doc.error.issues[0]?.path[0] === 'docKind' ? 'doc_kind' : 'doc_id';
      return void out.errors.push({ row, field, message: issueMessage(doc.error) });
    }
    subpanel.documents.push({ ...doc.data, row, field: 'doc_id' });
  });
  return out;
}

function fromJson(content: string): ParsedPanelImport {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    // Where it goes wrong, not the parser's own text ("Unexpected token 'o', …").
    const place = jsonSyntaxPlace(content) ?? 'its start';
    throw commonErrors.validation({ content: `The JSON file could not be read: it is not valid JSON at ${place}.` });
  }
  const object =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  const list = Array.isArray(data) ? data : object && Array.isArray(object.subpanels) ? object.subpanels : null;
  if (!list) throw commonErrors.validation({ content: 'The JSON file must hold a subpanels array.' });
  const out: ParsedPanelImport = {
    panelName:
      object && typeof object.panelName === 'string' && object.panelName.trim() ? object.panelName.trim() : null,
    subpanels: [],
    errors: [],
  };
  list.forEach((item: unknown, index) => {
    const row = index + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item))
      return void out.errors.push({ row, field: 'row', message: 'Each subpanel must be an object.' });
    const record = item as Record<string, unknown>;
    const code = subpanelCodeSchema.safeParse(
      typeof record.code === 'number' ? String(record.code) : (record.code ?? ''),
    );
    if (!code.success) return void out.errors.push({ row, field: 'code', message: issueMessage(code.error) });
    const name = nameSchema.safeParse(record.name ?? '');
    if (!name.success) return void out.errors.push({ row, field: 'name', message: issueMessage(name.error) });
    const subpanel = subpanelOf(out, code.data, name.data);
    const documents = record.documents ?? [];
    if (!Array.isArray(documents))
      return void out.errors.push({ row, field: 'documents', message: 'Documents must be an array.' });
    if (documents.length === 0) subpanel.declared = true;
    documents.forEach((d: unknown, i) => {
      const doc = panelDocumentRefSchema.safeParse(d);
      if (!doc.success) {
        const key = doc.error.issues[0]?.path[0];
        out.errors.push({
          row,
          field: `documents.${i}${key ? `.${String(key)}` : ''}`,
          message: issueMessage(doc.error),
        });
        return;
      }
      subpanel.documents.push({ ...doc.data, row, field: `documents.${i}.docId` });
    });
  });
  return out;
}

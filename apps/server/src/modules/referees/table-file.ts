/**
 * One writer for tabular downloads (the referee export and the organization's export of marked
 * referees): a header row and data rows as a CSV file (RFC 4180 quoting, CRLF) or an xlsx
 * workbook (exceljs) with a bold, frozen header and columns as wide as their text, up to a
 * limit past which the text wraps (titles and lists stay readable without resizing).
 */
import ExcelJS from 'exceljs';

export type TableCell = string | number | null;

export interface ExportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/**
 * Text a spreadsheet would read as a formula (`=HYPERLINK(…)`, `+…`, `-…`, `@…`, or after a tab
 * or carriage return): user-written titles and names reach these files, so such text is written
 * with a leading apostrophe and stays text (OWASP, "CSV injection"). Numbers are never text here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Narrowest and widest xlsx column, in characters; text longer than the widest wraps. */
export const XLSX_MIN_WIDTH = 6;
export const XLSX_MAX_WIDTH = 60;

/**
 * Each column's xlsx width (characters): its longest text line, header included, plus a margin
 * for the filter arrow, within XLSX_MIN_WIDTH and XLSX_MAX_WIDTH; and whether it must wrap.
 */
export function xlsxColumnWidths(table: TableCell[][]): Array<{ width: number; wrap: boolean }> {
  const columns = Math.max(0, ...table.map((line) => line.length));
  return Array.from({ length: columns }, (_, c) => {
    let longest = 0;
    for (const line of table) {
      const value = line[c];
      if (value === null || value === undefined) continue;
      for (const part of String(value).split('\n')) longest = Math.max(longest, part.length);
    }
    const width = Math.min(XLSX_MAX_WIDTH, Math.max(XLSX_MIN_WIDTH, longest + 2));
    return { width, wrap: longest + 2 > XLSX_MAX_WIDTH };
  });
}

/** A CSV field: quoted when it holds the delimiter, a quote or a line break (RFC 4180). */
export function csvField(value: TableCell, delimiter: string): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `table` (header first) as `<baseName>.csv` with `delimiter`, or `<baseName>.xlsx` on `sheetName`. */
export async function writeTableFile({
  table,
  format,
  delimiter = ',',
  baseName,
  sheetName,
}: {
  table: TableCell[][];
  format: 'csv' | 'xlsx';
  delimiter?: string;
  baseName: string;
  sheetName: string;
}): Promise<ExportFile> {
  if (format === 'csv') {
    const text = table.map((line) => line.map((v) => csvField(v, delimiter)).join(delimiter)).join('\r\n');
    return { body: `${text}\r\n`, contentType: 'text/csv; charset=utf-8', fileName: `${baseName}.csv` };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const line of table) sheet.addRow(line);
  const widths = xlsxColumnWidths(table);
  // Wrapped cells make tall rows: every cell then starts at the top, beside them.
  const wraps = widths.some((w) => w.wrap);
  widths.forEach(({ width, wrap }, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = width;
    if (wraps) column.alignment = wrap ? { vertical: 'top', wrapText: true } : { vertical: 'top' };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${baseName}.xlsx`,
  };
}

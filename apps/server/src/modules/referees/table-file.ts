/**
 * One writer for tabular downloads (the referee export and the organization's export of marked
 * referees): a header row and data rows as a CSV file (RFC 4180 quoting, CRLF) or an xlsx
 * workbook (exceljs) with a bold, frozen header.
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
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${baseName}.xlsx`,
  };
}

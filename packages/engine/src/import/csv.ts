/**
 * RFC 4180 CSV records, read with csv-parse (the parser of the csv project, also used by
 * the server): comma-separated fields, optionally quoted, doubled quotes, line breaks inside
 * quoted fields, a byte order mark, blank lines skipped. Lenient where files in the wild are
 * sloppy: a stray quote inside a field is kept as text (relax_quotes), rows may differ in
 * length, and a record csv-parse cannot read (an unterminated quote) is skipped and
 * reported through `onWarning` with its line instead of aborting the import.
 */
import { parse } from 'csv-parse/sync';

export interface CsvRecord {
  fields: string[];
  /** 1-based line on which the record starts (records may span lines). */
  lineNumber: number;
}

export interface CsvOptions {
  /** Called for each skipped record, with its line number in the message. */
  onWarning?: (message: string) => void;
}

/** Line breaks inside a field: LF, CRLF or a lone CR each count once. */
function lineBreaksIn(field: string): number {
  if (!field.includes('\n') && !field.includes('\r')) return 0;
  return field.match(/\r\n|\n|\r/g)!.length;
}

/**
 * Records of a CSV text in order. Lines are counted here from the records themselves
 * (csv-parse's `info` option costs three times the parse and counts a CRLF inside quotes
 * twice); blank lines arrive as one empty field and are counted, then dropped.
 */
export function* iterateCsvRecords(text: string, options: CsvOptions = {}): Generator<CsvRecord> {
  // Without a quote every line is a record and every comma a separator: read directly (a
  // 100k-line table several times faster than csv-parse), with the same records and line numbers.
  if (text.includes('"')) yield* parsedCsvRecords(text, options);
  else yield* quoteFreeRecords(text);
}

/**
 * The records of a CSV text without quotes: its non-blank lines split at commas. Like csv-parse,
 * the line break is the first one the text uses (LF, CRLF or CR); another kind stays in the field.
 */
function* quoteFreeRecords(text: string): Generator<CsvRecord> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const at = body.search(/[\r\n]/);
  const lines = at === -1 ? [body] : body.split(body[at] === '\r' && body[at + 1] === '\n' ? '\r\n' : body[at]!);
  let line = 1;
  for (const record of lines) {
    const lineNumber = line;
    line += 1 + lineBreaksIn(record);
    if (record !== '') yield { fields: record.split(','), lineNumber };
  }
}

/** csv-parse's reading, whatever the text holds (exported for the test that compares the two). */
export function* parsedCsvRecords(text: string, options: CsvOptions = {}): Generator<CsvRecord> {
  const warn = options.onWarning ?? (() => undefined);
  const records: CsvRecord[] = [];
  let line = 1;
  parse(Buffer.from(text, 'utf8'), {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (!error) return;
      const at = Number(error.lines);
      warn(`line ${at}: ${error.message.replace(/ at line \d+/, '')}; skipped`);
      line = at + 1;
    },
    on_record: (fields: string[]) => {
      const lineNumber = line;
      line += 1;
      for (const field of fields) line += lineBreaksIn(field);
      if (fields.length > 1 || fields[0] !== '') records.push({ fields, lineNumber });
      // Nothing for csv-parse's own result array: the records are collected here.
      return null;
    },
  });
  yield* records;
}

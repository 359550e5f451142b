/**
 * RFC 4180 CSV records: comma-separated fields, fields optionally enclosed in double
 * quotes, a doubled quote inside a quoted field for a literal quote, and line breaks
 * (LF, CRLF or CR) inside quoted fields. Lenient where files in the wild are sloppy:
 * text after a closing quote is kept, an unterminated quote runs to the end of the input;
 * both are reported through `onWarning` instead of aborting the import.
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based line on which the record starts (records may span lines). */
  lineNumber: number;
}

export interface CsvOptions {
  /** Called for each recoverable irregularity, with its line number in the message. */
  onWarning?: (message: string) => void;
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/**
 * Records of a CSV text in order, one at a time, so a caller can stop early or process
 * large texts without building an array. Blank lines yield no record; a leading byte
 * order mark is ignored.
 */
export function* iterateCsvRecords(text: string, options: CsvOptions = {}): Generator<CsvRecord> {
  const warn = options.onWarning ?? (() => undefined);
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (pos < length) {
    const startLine = line;
    const fields: string[] = [];
    let atRecordEnd = false;

    while (!atRecordEnd) {
      let value: string;
      if (text.charCodeAt(pos) === QUOTE) {
        // Quoted field: collect chunks between doubled quotes.
        let chunkStart = pos + 1;
        let collected = '';
        let closed = false;
        let cursor = chunkStart;
        while (cursor < length) {
          const quoteAt = text.indexOf('"', cursor);
          if (quoteAt === -1) break;
          line += countLineBreaks(text, cursor, quoteAt);
          if (text.charCodeAt(quoteAt + 1) === QUOTE) {
            collected += text.slice(chunkStart, quoteAt + 1);
            chunkStart = quoteAt + 2;
            cursor = chunkStart;
            continue;
          }
          collected += text.slice(chunkStart, quoteAt);
          cursor = quoteAt + 1;
          closed = true;
          break;
        }
        if (!closed) {
          line += countLineBreaks(text, chunkStart, length);
          collected += text.slice(chunkStart);
          cursor = length;
          warn(`line ${startLine}: unterminated quoted field`);
        }
        pos = cursor;
        // Anything between the closing quote and the next separator is kept verbatim.
        const tailEnd = findFieldEnd(text, pos);
        if (tailEnd > pos) {
          warn(`line ${line}: text after a closing quote`);
          collected += text.slice(pos, tailEnd);
          pos = tailEnd;
        }
        value = collected;
      } else {
        const end = findFieldEnd(text, pos);
        value = text.slice(pos, end);
        pos = end;
      }
      fields.push(value);

      const code = text.charCodeAt(pos);
      if (code === COMMA) {
        pos += 1;
      } else {
        atRecordEnd = true;
        if (code === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
        else if (code === LF) pos += 1;
        if (pos <= length && (code === CR || code === LF)) line += 1;
      }
    }

    const isBlank = fields.length === 1 && fields[0] === '';
    if (!isBlank) yield { fields, lineNumber: startLine };
  }
}

function findFieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === COMMA || code === LF || code === CR) return i;
  }
  return text.length;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code === LF) breaks += 1;
    else if (code === CR && text.charCodeAt(i + 1) !== LF) breaks += 1;
  }
  return breaks;
}

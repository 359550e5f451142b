/**
 * The engine's only file access: streaming lines out of plain or gzip-compressed files
 * for the importer. Parsers elsewhere take strings and lines and never touch files.
 *
 * `node:fs` and `node:zlib` are imported lazily, inside the functions: the engine is also
 * bundled for the browser, where a static import of a Node built-in breaks the build even
 * though these functions are never called there.
 */

export interface NumberedLine {
  /** The line without its terminator (LF or CRLF). */
  line: string;
  /** 1-based line number in the (decompressed) file. */
  lineNumber: number;
}

export interface ReadLinesOptions {
  /** Decompress with gzip: default is by content (the 1f 8b magic bytes). */
  gzip?: boolean;
  /** Bytes read per chunk; small values only matter for tests. */
  highWaterMark?: number;
  /** Called with the size of every chunk read from the file (compressed bytes for gzip): progress by bytes. */
  onRead?: (bytes: number) => void;
}

const GZIP_MAGIC_0 = 0x1f;
const GZIP_MAGIC_1 = 0x8b;

async function looksGzipped(path: string): Promise<boolean> {
  const { open } = await import('node:fs/promises');
  const handle = await open(path, 'r');
  try {
    const probe = Buffer.alloc(2);
    const { bytesRead } = await handle.read(probe, 0, 2, 0);
    return bytesRead === 2 && probe[0] === GZIP_MAGIC_0 && probe[1] === GZIP_MAGIC_1;
  } finally {
    await handle.close();
  }
}

/** The decoded text and the file stream under it (whose `bytesRead` measures progress). */
interface TextStream {
  text: AsyncIterable<string>;
  file: { bytesRead: number };
}

async function openTextStream(path: string, options: ReadLinesOptions): Promise<TextStream> {
  const { createReadStream } = await import('node:fs');
  const gzip = options.gzip ?? (await looksGzipped(path));
  const raw = createReadStream(path, { highWaterMark: options.highWaterMark ?? 1 << 16 });
  if (!gzip) return { text: raw.setEncoding('utf8'), file: raw };
  const { createGunzip } = await import('node:zlib');
  // pipe() alone does not forward read errors; destroy the gunzip side so iteration rejects.
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  return { text: raw.pipe(gunzip).setEncoding('utf8'), file: raw };
}

/**
 * Lines of a UTF-8 text file, plain or gzip-compressed, as they are read: memory stays
 * bounded by the longest line, not the file. A byte order mark on the first line is
 * dropped; a final line without terminator is still yielded; an empty file yields nothing.
 * Rejects (does not yield) when the file cannot be opened or the gzip data is corrupt.
 */
export async function* readLines(path: string, options: ReadLinesOptions = {}): AsyncGenerator<NumberedLine> {
  const { text: stream, file } = await openTextStream(path, options);
  const onRead = options.onRead;
  let reported = 0;
  let pending = '';
  let lineNumber = 0;
  let first = true;
  for await (const chunk of stream) {
    if (onRead && file.bytesRead > reported) {
      onRead(file.bytesRead - reported);
      reported = file.bytesRead;
    }
    // The pending tail holds no newline: searching it again would make long lines quadratic.
    let searchFrom = pending.length;
    let text = pending + chunk;
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
      searchFrom = 0;
    }
    let start = 0;
    let newline = text.indexOf('\n', searchFrom);
    while (newline !== -1) {
      const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      lineNumber += 1;
      yield { line: text.slice(start, end), lineNumber };
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    pending = text.slice(start);
  }
  if (pending.length > 0) {
    lineNumber += 1;
    yield { line: pending.endsWith('\r') ? pending.slice(0, -1) : pending, lineNumber };
  }
  if (onRead && file.bytesRead > reported) onRead(file.bytesRead - reported);
}

/**
 * A whole text file, plain or gzip-compressed, as one string: for formats that need the
 * complete document (RDF/XML, Turtle, the thesaurus CSV with multi-line quoted fields).
 */
export async function readTextFile(path: string, options: ReadLinesOptions = {}): Promise<string> {
  const { text: stream } = await openTextStream(path, options);
  const parts: string[] = [];
  for await (const chunk of stream) parts.push(chunk);
  const text = parts.join('');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

import mammoth from 'mammoth';
import { foldersErrors } from './folders.errors';

/**
 * Reading an uploaded manuscript: the type is decided by the bytes (a PDF starts with
 * `%PDF-`, a DOCX is a zip holding `word/document.xml`), never by the name or the declared
 * content type; the text comes back as lines, each with the size of its largest glyphs
 * (PDF) or its paragraph style (DOCX), for the heuristics of `manuscript-fields.ts`.
 */

export type ManuscriptFormat = 'pdf' | 'docx';

/** A line of the manuscript, in reading order. */
export interface ManuscriptLine {
  text: string;
  /** Font size (PDF points); DOCX: 2 for a heading/title paragraph, 1 otherwise. */
  size: number;
  page: number;
}

export interface ManuscriptText {
  format: ManuscriptFormat;
  pages: number | null;
  lines: ManuscriptLine[];
}

/** Pages read from a PDF: title, authors and abstract are on the first ones. */
export const PDF_PAGES_READ = 3;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The format the bytes are, or null. */
export function sniffManuscriptFormat(bytes: Uint8Array): ManuscriptFormat | null {
  // A PDF may carry a few junk bytes before its header; readers accept up to 1024.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'docx';
  return null;
}

/** Reads the manuscript's lines; 415 for another type, 400 for a file the reader cannot open. */
export async function readManuscript(bytes: Uint8Array): Promise<ManuscriptText> {
  const format = sniffManuscriptFormat(bytes);
  if (format === null) throw foldersErrors.unsupportedFile();
  return format === 'pdf' ? readPdf(bytes) : readDocx(bytes);
}

async function readPdf(bytes: Uint8Array): Promise<ManuscriptText> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let pdf;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw foldersErrors.unreadableFile('The PDF is password-protected.');
    throw foldersErrors.unreadableFile('The PDF could not be read: the file is damaged or not a PDF.');
  }
  try {
    const lines: ManuscriptLine[] = [];
    const last = Math.min(pdf.numPages, PDF_PAGES_READ);
    for (let page = 1; page <= last; page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      let current: { parts: string[]; y: number; size: number } | null = null;
      const flush = () => {
        const text = current?.parts.join('').replace(/\s+/g, ' ').trim();
        if (current && text) lines.push({ text, size: Math.round(current.size * 10) / 10, page });
        current = null;
      };
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const size = Math.hypot(item.transform[2] as number, item.transform[3] as number) || item.height;
        const y = item.transform[5] as number;
        // A new line when the baseline moves by more than half a glyph (superscripts stay).
        if (current && Math.abs(y - current.y) > Math.max(size, current.size) * 0.6) flush();
        if (!current) current = { parts: [], y, size: 0 };
        current.parts.push(item.str);
        if (item.str.trim()) current.size = Math.max(current.size, size);
        if (item.hasEOL) flush();
      }
      flush();
    }
    return { format: 'pdf', pages: pdf.numPages, lines };
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(bytes: Uint8Array): Promise<ManuscriptText> {
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }));
  } catch {
    // A zip without `word/document.xml` (an XLSX, an archive) is not a manuscript.
    throw foldersErrors.unsupportedFile();
  }
  const lines: ManuscriptLine[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = decodeEntities(match[2]!.replace(/<br\s*\/?>/g, ' ').replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) lines.push({ text, size: match[1]!.startsWith('h') ? 2 : 1, page: 1 });
  }
  return { format: 'docx', pages: null, lines };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

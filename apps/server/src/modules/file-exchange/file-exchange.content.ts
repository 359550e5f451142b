/**
 * What an upload is, judged by its first bytes rather than its name or the browser's claim:
 * documents, images, archives and UTF-8 text are accepted; executables, scripts and unknown
 * binary data are refused. Also the sanitising of original file names and the
 * Content-Disposition of downloads (RFC 6266 with an RFC 5987 `filename*`).
 */

/** Bytes of the start of a file that `sniffContent` looks at. */
export const SNIFF_BYTES = 64 * 1024;

export type ContentVerdict = { accepted: true; mediaType: string } | { accepted: false; what: string };

interface Signature {
  bytes: number[];
  offset?: number;
  mediaType?: string;
  /** Set for refused kinds: what the content is, for the message. */
  refused?: string;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Signature[] = [
  { bytes: ascii('%PDF-'), mediaType: 'application/pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mediaType: 'image/png' },
  { bytes: [0xff, 0xd8, 0xff], mediaType: 'image/jpeg' },
  { bytes: ascii('GIF87a'), mediaType: 'image/gif' },
  { bytes: ascii('GIF89a'), mediaType: 'image/gif' },
  { bytes: ascii('WEBP'), offset: 8, mediaType: 'image/webp' },
  // ZIP: also every OOXML (docx, xlsx, pptx) and OpenDocument file.
  { bytes: [0x50, 0x4b, 0x03, 0x04], mediaType: 'application/zip' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], mediaType: 'application/zip' },
  // OLE2 compound files: legacy .doc, .xls, .ppt.
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], mediaType: 'application/x-ole-storage' },
  { bytes: [0x1f, 0x8b], mediaType: 'application/gzip' },
  { bytes: ascii('BZh'), mediaType: 'application/x-bzip2' },
  { bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], mediaType: 'application/x-xz' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], mediaType: 'application/x-7z-compressed' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], refused: 'an executable (ELF)' },
  { bytes: ascii('MZ'), refused: 'a Windows executable' },
  { bytes: [0xfe, 0xed, 0xfa, 0xce], refused: 'an executable (Mach-O)' },
  { bytes: [0xfe, 0xed, 0xfa, 0xcf], refused: 'an executable (Mach-O)' },
  { bytes: [0xce, 0xfa, 0xed, 0xfe], refused: 'an executable (Mach-O)' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], refused: 'an executable (Mach-O)' },
  { bytes: [0xca, 0xfe, 0xba, 0xbe], refused: 'an executable (Mach-O or Java class)' },
  { bytes: [0x00, 0x61, 0x73, 0x6d], refused: 'a WebAssembly module' },
  { bytes: ascii('#!'), refused: 'a script (#!)' },
];

/** More precise types for containers, by the name's extension. */
const BY_EXTENSION: Record<string, Record<string, string>> = {
  'application/zip': {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
  },
  'application/x-ole-storage': {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  },
};

function startsWith(head: Uint8Array, { bytes, offset = 0 }: Signature): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

/** UTF-8 text: no NUL byte and no invalid sequence (a sequence cut at the end of `head` is fine). */
function isUtf8Text(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The verdict on a file from its first bytes (up to SNIFF_BYTES) and its sanitised name (which
 * only refines the type of an accepted container). An empty `head` is for the caller to refuse.
 */
export function sniffContent(head: Uint8Array, filename: string): ContentVerdict {
  for (const signature of SIGNATURES) {
    if (!startsWith(head, signature)) continue;
    if (signature.refused) return { accepted: false, what: signature.refused };
    if (signature.mediaType === 'image/webp' && !startsWith(head, { bytes: ascii('RIFF') })) continue;
    const extension = filename.toLowerCase().split('.').pop() ?? '';
    return { accepted: true, mediaType: BY_EXTENSION[signature.mediaType!]?.[extension] ?? signature.mediaType! };
  }
  if (isUtf8Text(head)) return { accepted: true, mediaType: 'text/plain; charset=utf-8' };
  return { accepted: false, what: 'binary data of an unknown type' };
}

// Control characters, and the bidirectional overrides that make "txt.exe" read as "exe.txt".
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Reserved on Windows and in shells; replaced so a name is safe wherever it is saved.
const RESERVED = /[<>:"/\\|?*]/g;

/**
 * The name an upload is listed and downloaded under: the last path segment only (no
 * `../`), control and reserved characters out, whitespace collapsed, no leading dots, at
 * most `maxLength` characters with the extension kept; 'file' when nothing is left.
 */
export function sanitizeFilename(original: string, maxLength = 200): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '') return 'file';
  const characters = [...name];
  if (characters.length > maxLength) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    const keep = maxLength - [...extension].length;
    name = characters.slice(0, keep).join('').trimEnd() + extension;
  }
  return name;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 §4.3): an ASCII fallback for old
 * clients and the exact name percent-encoded as RFC 5987 `ext-value`.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

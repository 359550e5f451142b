import { POSSIBLE_CONSTANTS } from '@sciscope/contracts';
import { decodeTypedText } from '../../../components/files/text-file';

/** The largest file 'Upload a file' reads: the list's character limit at four UTF-8 bytes a character. */
export const LIST_FILE_MAX_BYTES = POSSIBLE_CONSTANTS.listMaxChars * 4;

export const LIST_FILE_TEXTS = {
  tooLarge: `File is too large: a list may have at most ${POSSIBLE_CONSTANTS.listMaxChars.toLocaleString('en-US')} characters.`,
  notText: 'This file is not a text list. Upload a .txt or .csv file, one concept per line or CSV.',
} as const;

const TEXT_NAME = /\.(txt|csv|tsv|text)$/i;
const TEXT_TYPES = new Set(['', 'text/plain', 'text/csv', 'text/tab-separated-values', 'application/vnd.ms-excel']);

/**
 * Reads a list file for the import textarea after checking it in the browser: a file past the
 * limit or of another type is refused before it is read, and one whose bytes are not UTF-8 text
 * (an image renamed .txt, a zero-filled file) after reading, so neither mojibake nor a 60 MB
 * file ever reaches the textarea. The format is CSV for a .csv name or type.
 */
export async function readListFile(
  file: File,
): Promise<{ ok: true; text: string; format: 'lines' | 'csv' } | { ok: false; error: string }> {
  if (!TEXT_NAME.test(file.name) && !TEXT_TYPES.has(file.type)) return { ok: false, error: LIST_FILE_TEXTS.notText };
  if (file.size > LIST_FILE_MAX_BYTES) return { ok: false, error: LIST_FILE_TEXTS.tooLarge };
  const text = decodeTypedText(await file.arrayBuffer());
  if (text === null) return { ok: false, error: LIST_FILE_TEXTS.notText };
  if (text.length > POSSIBLE_CONSTANTS.listMaxChars) return { ok: false, error: LIST_FILE_TEXTS.tooLarge };
  const format = /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'lines';
  return { ok: true, text, format };
}

import { jsonSyntaxPlace } from '@sciscope/contracts';
import { decodeTypedText } from './text-file';

/** An import file read in the browser: its format and text, or why it cannot be imported. */
export type ImportFile = { format: 'csv' | 'json'; content: string } | { error: string };

/**
 * Reads a CSV or JSON import file (by its extension, as the `sciscope` imports do): refused with
 * a sentence when it is another type, larger than `maxBytes` (`what` names it in that sentence,
 * e.g. "a subpanel file"), not text, or a .json file that is not JSON (named, with the line and
 * column where it goes wrong, not the browser's parser text), so the server never sees a file it
 * could only misread.
 */
export async function readImportFile(
  file: File,
  { maxBytes, what }: { maxBytes: number; what: string },
): Promise<ImportFile> {
  const name = file.name.toLowerCase();
  const format = name.endsWith('.json') ? 'json' : name.endsWith('.csv') ? 'csv' : null;
  if (!format) return { error: 'Choose a .csv or .json file.' };
  if (file.size > maxBytes) {
    return { error: `The file is too large: ${what} may have at most ${Math.round(maxBytes / (1024 * 1024))} MB.` };
  }
  const content = decodeTypedText(await file.arrayBuffer());
  if (content === null) return { error: 'This file is not a CSV or JSON text file.' };
  if (format === 'json') {
    const place = jsonSyntaxPlace(content);
    if (place !== null) return { error: `${file.name} is not valid JSON: the error is at ${place}.` };
  }
  return { format, content };
}

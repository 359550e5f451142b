import type { ErrorCode, ManuscriptExtractResponse } from '@sciscope/contracts';
import { AppError } from '../../app/errors';
import { proposeManuscriptFields } from './manuscript-fields';
import { readManuscript } from './manuscript-text';

/** What the worker answers: the proposed fields, or the refusal to turn back into an `AppError`. */
export type ManuscriptOutcome =
  { ok: true; value: ManuscriptExtractResponse } | { ok: false; code: ErrorCode; message: string };

/**
 * Reads a manuscript and proposes its fields. Runs in a worker thread (pdf.js parses fonts and
 * content streams synchronously: 0.2 s for a typical 36-page PDF, 2 s on first use), so the
 * thread serving HTTP never waits for it; also callable in-process.
 */
export async function readManuscriptFields({ bytes }: { bytes: Uint8Array }): Promise<ManuscriptOutcome> {
  try {
    const manuscript = await readManuscript(bytes);
    const fields = proposeManuscriptFields(manuscript.lines);
    return {
      ok: true,
      value: {
        format: manuscript.format,
        pages: manuscript.pages,
        ...fields,
        textLength: manuscript.lines.reduce((n, l) => n + l.text.length + 1, 0),
      },
    };
  } catch (error) {
    // Errors lose their class crossing threads: send the code, the caller rebuilds the AppError.
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

export default readManuscriptFields;

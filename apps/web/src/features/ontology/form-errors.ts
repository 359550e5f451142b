import { ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { ApiError } from '../../app/api-client';
import { failureText } from './components/merge-modal';

/*
 * What the server said when it refused the concept form's calls (its literal check and its
 * save), read so that every field's text reaches the user: a literal's own text on its row,
 * the others in the list of the save's errors. Only an unreachable server is a 'Network problem'.
 */

/**
 * A row of the literals table the server named: `literals.2.name` is the third literal sent
 * (`concept.literals.2.name` when the concept went inside a creation from possible concepts).
 */
const LITERAL_FIELD = /^(?:concept\.)?literals\.(\d+)(?:\.|$)/;

/** Fields whose text needs no field name ('Concept name is too long.', 'Too many literals.'). */
const SELF_NAMED = new Set(['input', 'name', 'literals']);

/** Per-field texts of a refused call (`details.fields`); empty when it gave none. */
export function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status === 0) return {};
  const fields = (error.details as { fields?: unknown } | null | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The literal a field names, by its index in what was sent; null for any other field. */
function literalIndex(field: string): number | null {
  const match = LITERAL_FIELD.exec(field);
  return match ? Number(match[1]) : null;
}

/** A field's text in the list of errors: a literal's named by its row, other fields by their name. */
function listedText(field: string, text: string): string {
  const index = literalIndex(field);
  if (index !== null) return `Literal ${index + 1}: ${text}`;
  const bare = field.replace(/^concept\./, '');
  return SELF_NAMED.has(bare) ? text : `${bare}: ${text}`;
}

/**
 * The texts of a failed save, all the server gave: the form's validation issues
 * (`details.issues`), else every field's text, else its message ('Network problem, please try
 * again.' when it could not be reached).
 */
export function saveErrorTexts(error: unknown): string[] {
  const issues = (error as { details?: { issues?: unknown } } | null)?.details?.issues;
  if (Array.isArray(issues) && issues.length > 0 && issues.every((issue) => typeof issue === 'string'))
    return [ONTOLOGY_TEXTS.validationErrors, ...(issues as string[])];
  const fields = Object.entries(refusedFields(error));
  if (fields.length > 0) return [ONTOLOGY_TEXTS.validationErrors, ...fields.map(([f, text]) => listedText(f, text))];
  return [failureText(error)];
}

/**
 * The literals' own texts of a refused call, keyed as the caller keys the literals it sent
 * (`keys[i]` for the i-th): a save's rows by their key, a check's by their signature.
 */
export function literalErrors(error: unknown, keys: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [field, text] of Object.entries(refusedFields(error))) {
    const index = literalIndex(field);
    const key = index === null ? undefined : keys[index];
    if (key !== undefined && !out.has(key)) out.set(key, text);
  }
  return out;
}

/** Why a literal check gave no counts: per literal (by signature), and for the others. */
export interface CheckProblem {
  rows: ReadonlyMap<string, string>;
  /** What a literal the server did not single out shows. */
  others: string;
}

/** A check refused because of another literal: this one was not counted either. */
export const NOT_CHECKED = 'Not checked: another literal was refused.';

/**
 * What a failed literal check tells each row: the server's reason where it refused one literal,
 * its message where it refused the whole check, and 'Network problem, please try again.' only
 * when the server could not be reached (spec 02 section 8). `signatures[i]` is the i-th sent.
 */
export function checkProblemOf(error: unknown, signatures: readonly string[]): CheckProblem {
  if (!(error instanceof ApiError) || error.status === 0)
    return { rows: new Map(), others: ONTOLOGY_TEXTS.networkProblem };
  const rows = literalErrors(error, signatures);
  const general = Object.entries(refusedFields(error)).filter(([field]) => literalIndex(field) === null);
  if (general.length > 0) return { rows, others: general.map(([field, text]) => listedText(field, text)).join(' ') };
  return { rows, others: rows.size > 0 ? NOT_CHECKED : error.message };
}

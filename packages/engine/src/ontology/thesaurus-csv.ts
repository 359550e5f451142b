/**
 * A thesaurus as `subject,predicate,object` CSV rows with ANSI/NISO Z39.19 codes (the
 * IEEE Thesaurus form): UF (use for: the object is a synonym of the subject), USE (the
 * inverse), BT (broader term), NT (narrower term) and RT (related term). Every term that
 * appears as a subject or as a BT/NT/RT/USE target is a concept named by that preferred
 * term; UF objects are only literals.
 */
import { iterateCsvRecords } from '../import/csv';
import type { ParsedConcept, ParsedOntology } from './ontology.types';
import { addUniqueLabels, normalizeLabel } from './label-text';
import { createWarningCollector } from './warnings';

export interface ThesaurusCsvOptions {
  /** Short source name stored with every concept, e.g. 'ieee-thesaurus-2023'. */
  source: string;
}

interface Row {
  subject: string;
  code: string;
  object: string;
  lineNumber: number;
}

interface Term {
  synonyms: string[];
  broader: Set<string>;
  related: Set<string>;
}

const HEADER = ['subject', 'predicate', 'object'];
const TERM_RELATIONS = new Set(['BT', 'NT', 'RT', 'USE']);

/**
 * Parses the whole CSV text. Never throws: bad rows (too few fields, empty terms, unknown
 * codes, self-references) are skipped and reported in `warnings`. Terms are compared after
 * whitespace normalisation; a relation target that matches no subject exactly is matched
 * case-insensitively before it becomes a concept of its own (with a warning).
 */
export function parseThesaurusCsv(text: string, { source }: ThesaurusCsvOptions): ParsedOntology {
  const warnings = createWarningCollector();
  const rows: Row[] = [];
  const unknownCodes = new Map<string, number>();
  let first = true;
  for (const { fields, lineNumber } of iterateCsvRecords(text, { onWarning: warnings.warn })) {
    if (first) {
      first = false;
      if (fields.map((field) => field.trim().toLowerCase()).join() === HEADER.join()) continue;
      warnings.warn('line 1: no subject,predicate,object header; read as data');
    }
    if (fields.length < 3) {
      warnings.warn(`line ${lineNumber}: expected 3 fields, found ${fields.length}; skipped`);
      continue;
    }
    if (fields.length > 3) warnings.warn(`line ${lineNumber}: ${fields.length} fields; extra fields ignored`);
    const subject = normalizeLabel(fields[0]!);
    const code = fields[1]!.trim().toUpperCase();
    const object = normalizeLabel(fields[2]!);
    if (subject === '' || object === '') {
      warnings.warn(`line ${lineNumber}: empty term; skipped`);
      continue;
    }
    if (code !== 'UF' && !TERM_RELATIONS.has(code)) {
      unknownCodes.set(code, (unknownCodes.get(code) ?? 0) + 1);
      continue;
    }
    rows.push({ subject, code, object, lineNumber });
  }
  for (const [code, count] of unknownCodes)
    warnings.warn(`relationship code '${code}' not supported; ${count} rows skipped`);

  const terms = new Map<string, Term>();
  const addTerm = (key: string): Term => {
    let term = terms.get(key);
    if (!term) {
      term = { synonyms: [], broader: new Set(), related: new Set() };
      terms.set(key, term);
    }
    return term;
  };
  for (const { subject, code } of rows) if (code !== 'USE') addTerm(subject);
  const subjectsByLowerCase = new Map<string, string>();
  for (const key of terms.keys()) {
    if (!subjectsByLowerCase.has(key.toLowerCase())) subjectsByLowerCase.set(key.toLowerCase(), key);
  }

  const orphans = new Set<string>();
  const resolve = (term: string): string => {
    if (terms.has(term)) return term;
    const sameButCase = subjectsByLowerCase.get(term.toLowerCase());
    if (sameButCase !== undefined) return sameButCase;
    if (!orphans.has(term)) {
      orphans.add(term);
      warnings.warn(`"${term}" is only a relation target, never a subject; kept as a concept`);
    }
    addTerm(term);
    return term;
  };

  for (const { subject, code, object, lineNumber } of rows) {
    if (code === 'UF') {
      addTerm(subject).synonyms.push(object);
      continue;
    }
    if (code === 'USE') {
      addTerm(resolve(object)).synonyms.push(subject);
      continue;
    }
    const from = subject;
    const to = resolve(object);
    if (from === to) {
      warnings.warn(`line ${lineNumber}: "${subject}" ${code} itself; skipped`);
      continue;
    }
    if (code === 'BT') addTerm(from).broader.add(to);
    else if (code === 'NT') addTerm(to).broader.add(from);
    else {
      // RT is symmetric; the file states most pairs both ways, but not all of them.
      addTerm(from).related.add(to);
      addTerm(to).related.add(from);
    }
  }

  const concepts: ParsedConcept[] = [...terms].map(([key, term]) => {
    const literals: string[] = [];
    addUniqueLabels(literals, new Set(), [key, ...term.synonyms]);
    return { key, name: key, literals, broader: [...term.broader], related: [...term.related] };
  });
  return { source, concepts, warnings: warnings.list() };
}

/**
 * 'Construct' (spec 02 section 2): a parent concept's literal found inside a literal of the
 * concept becomes a reference to the parent, so "convolutional neural network" turns into
 * ["convolutional", #neural network] and follows every written form of "neural network". And
 * the merge helper: the literals a merge carries over.
 */
import type { CompositePart } from '../ontology/ontology.types';
import { tokenize } from '../text/tokenize';
import { literalKey, literalText, type CurationLiteral } from './literal-text';

/** The parent: its id, name and written forms (plain literals; the name is one too). */
export interface ConstructParent {
  id: number;
  name: string;
  literals: readonly string[];
}

interface Found {
  start: number;
  end: number;
}

/** Where the first (longest) parent form occurs in `text` as whole words, as character offsets. */
function findParentForm(text: string, forms: ReadonlyArray<readonly string[]>): Found | null {
  const tokens = tokenize(text);
  for (const form of forms) {
    if (form.length === 0 || form.length > tokens.count) continue;
    outer: for (let start = 0; start + form.length <= tokens.count; start++) {
      for (let i = 0; i < form.length; i++) if (tokens.terms[start + i] !== form[i]) continue outer;
      return { start: tokens.starts[start]!, end: tokens.ends[start + form.length - 1]! };
    }
  }
  return null;
}

/** Splits a text part around the parent form it holds, or returns null when it holds none. */
function constructPart(
  text: string,
  forms: ReadonlyArray<readonly string[]>,
  parent: ConstructParent,
): CompositePart[] | null {
  const found = findParentForm(text, forms);
  if (!found) return null;
  const parts: CompositePart[] = [];
  const before = text.slice(0, found.start).trim();
  const after = text.slice(found.end).trim();
  if (before !== '') parts.push({ text: before });
  parts.push({ conceptId: parent.id, name: parent.name });
  if (after !== '') parts.push({ text: after });
  return parts;
}

/**
 * The literals with the parent's first written form found in each replaced by a reference to
 * the parent. A literal that is nothing but a parent form stays as it is (it would match
 * wherever the parent does), as does a literal that already refers to the parent.
 */
export function constructWithParent<L extends CurationLiteral>(
  literals: readonly L[],
  parent: ConstructParent,
): { literals: L[]; constructed: number } {
  // Longest forms first, so "neural network" wins over "network".
  const forms = parent.literals
    .map((form) => tokenize(form).terms)
    .filter((terms) => terms.length > 0)
    .sort((a, b) => b.length - a.length);
  let constructed = 0;
  const out = literals.map((literal) => {
    const parts: readonly CompositePart[] =
      literal.composite && literal.composite.length > 0 ? literal.composite : [{ text: literal.name }];
    if (parts.some((part) => 'conceptId' in part && part.conceptId === parent.id)) return literal;
    const next: CompositePart[] = [];
    let changed = false;
    for (const part of parts) {
      const split = !changed && 'text' in part ? constructPart(part.text, forms, parent) : null;
      if (split && !(split.length === 1 && parts.length === 1)) {
        next.push(...split);
        changed = true;
      } else next.push(part);
    }
    if (!changed) return literal;
    constructed++;
    return { ...literal, composite: next, name: literalText({ name: literal.name, composite: next }) };
  });
  return { literals: out, constructed };
}

/**
 * What a merge carries over (spec 02 `missingLiterals`): the literals of the merged concept
 * that the destination lacks, compared by written form and references.
 */
export function missingLiterals<L extends CurationLiteral>(
  literals: readonly L[],
  destination: readonly CurationLiteral[],
): L[] {
  const present = new Set(destination.map((literal) => literalKey(literal)));
  const out: L[] = [];
  for (const literal of literals) {
    const key = literalKey(literal);
    if (literalText(literal).trim() === '' || present.has(key)) continue;
    present.add(key);
    out.push(literal);
  }
  return out;
}

import {
  ONTOLOGY_LIMITS,
  ONTOLOGY_TEXTS,
  ontologyIssueText,
  type CompositePartApi,
  type Concept,
  type ConceptRef,
  type LiteralChecksData,
  type LiteralInput,
  type LiteralLang,
  type NeighborConcept,
  type PotentialDf,
} from '@sciscope/contracts';
import {
  compositeName,
  isAmbiguousLiteralName,
  validateConceptDraft,
  type CompositePart,
} from '@sciscope/engine/curation';

/*
 * The concept form's state (spec 02 sections 2, 4, 5), kept apart from React so it can be
 * tested: literal rows made of text parts and concept badges, the automatic ambiguity flag, the
 * results of the server's re-check, and the validation that runs before a save.
 */

/** One piece of a literal input: typed text, or a concept chosen with # (a badge). */
export type DraftPart = { kind: 'text'; text: string } | { kind: 'ref'; conceptId: number; name: string };

export interface DraftLiteral {
  /** Stable key of the row in this form. */
  key: string;
  /** The stored literal, or null for a row added here. */
  id: number | null;
  parts: DraftPart[];
  lang: LiteralLang;
  isAmbiguous: boolean;
  /** Who set the stored flag ('machine': the upper-case rule or the corpus statistics; 'moderator'); null for a new row. */
  ambiguitySetBy: 'machine' | 'moderator' | null;
  /** The user toggled the flag by hand: it is no longer set automatically (spec section 4). */
  checkboxInteracted: boolean;
  /** DF at the last rescan (stored literals). */
  storedDf: number | null;
}

export interface ConceptDraft {
  name: string;
  basic: boolean;
  literals: DraftLiteral[];
  parents: ConceptRef[];
  children: ConceptRef[];
  related: ConceptRef[];
  /** Names of the moderators' categories. */
  categories: string[];
}

let rowCounter = 0;
export function newRowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

/** Parts of a stored or returned literal. */
export function partsOf(name: string, composite: CompositePartApi[] | null): DraftPart[] {
  if (!composite || composite.length === 0) return [{ kind: 'text', text: name }];
  const parts: DraftPart[] = composite.map((part) =>
    typeof part === 'string'
      ? { kind: 'text', text: part }
      : { kind: 'ref', conceptId: part.concept_id, name: part.name },
  );
  // A text input follows the last badge, so the user can keep typing.
  if (parts[parts.length - 1]!.kind === 'ref') parts.push({ kind: 'text', text: '' });
  return parts;
}

export function isComposite(parts: readonly DraftPart[]): boolean {
  return parts.some((part) => part.kind === 'ref');
}

function engineParts(parts: readonly DraftPart[]): CompositePart[] {
  return parts.flatMap((part): CompositePart[] => {
    if (part.kind === 'ref') return [{ conceptId: part.conceptId, name: part.name }];
    return part.text.trim() === '' ? [] : [{ text: part.text.trim() }];
  });
}

/**
 * Who set a literal's ambiguity flag, in words, or null when there is nothing to tell (a
 * literal not flagged that no moderator touched). The database says only 'machine' or
 * 'moderator'; 'machine' covers both the upper-case rule and the corpus statistics, so an
 * upper-case name is credited to the rule (which set it, and the corpus keeps) and only another
 * flagged literal to the corpus.
 */
export function ambiguityProvenance(
  literal: Pick<DraftLiteral, 'parts' | 'isAmbiguous' | 'ambiguitySetBy' | 'checkboxInteracted'>,
): string | null {
  if (literal.checkboxInteracted) return 'set by hand';
  if (literal.ambiguitySetBy === 'moderator') return 'moderator';
  if (!literal.isAmbiguous) return null;
  if (!isComposite(literal.parts) && isAmbiguousLiteralName(literalName(literal))) return 'upper case';
  return literal.ambiguitySetBy === 'machine' ? 'corpus' : null;
}

/** What the row reads as: the composite's written form, or its text. */
export function literalName(literal: Pick<DraftLiteral, 'parts'>): string {
  if (!isComposite(literal.parts))
    return literal.parts
      .map((p) => (p.kind === 'text' ? p.text : ''))
      .join('')
      .trim();
  return compositeName(engineParts(literal.parts));
}

/** The row as the server takes it. */
export function literalInputOf(literal: DraftLiteral): LiteralInput {
  const composite = isComposite(literal.parts)
    ? engineParts(literal.parts).map((part): CompositePartApi =>
        'conceptId' in part ? { concept_id: part.conceptId, name: part.name } : part.text,
      )
    : null;
  return {
    ...(literal.id !== null ? { id: literal.id } : {}),
    name: literalName(literal),
    composite,
    lang: literal.lang,
    isAmbiguous: literal.isAmbiguous,
    checkboxInteracted: literal.checkboxInteracted,
  };
}

/** The form's state of a stored concept (or of a new one named `name`). */
export function draftOf(
  concept: Concept | null,
  name = '',
  /** A new concept's literals (a possible concept's); the name alone when absent. */
  initialLiterals?: ReadonlyArray<{ name: string; isAmbiguous: boolean }>,
): ConceptDraft {
  if (!concept) {
    return {
      name,
      basic: false,
      literals: initialLiterals
        ? initialLiterals.map((l) => ({ ...newLiteral(l.name), isAmbiguous: l.isAmbiguous }))
        : name.trim()
          ? [newLiteral(name)]
          : [],
      parents: [],
      children: [],
      related: [],
      categories: [],
    };
  }
  return {
    name: concept.name,
    basic: concept.basic,
    literals: concept.literals.map((literal) => ({
      key: newRowKey(),
      id: literal.id,
      parts: partsOf(literal.name, literal.composite),
      lang: literal.lang,
      isAmbiguous: literal.isAmbiguous,
      ambiguitySetBy: literal.ambiguitySetBy,
      checkboxInteracted: false,
      storedDf: literal.df,
    })),
    parents: concept.parents,
    children: concept.children,
    related: concept.related,
    categories: concept.ontologyCategories.filter((c) => c.kind === 'moderator').map((c) => c.name),
  };
}

/** A new row with `text`, flagged ambiguous when written in capitals (spec section 4). */
export function newLiteral(text: string): DraftLiteral {
  return {
    key: newRowKey(),
    id: null,
    parts: [{ kind: 'text', text }],
    lang: '',
    isAmbiguous: isAmbiguousLiteralName(text),
    ambiguitySetBy: null,
    checkboxInteracted: false,
    storedDf: null,
  };
}

/** The row with its parts changed; the automatic flag follows the text unless the user set it. */
export function withParts(literal: DraftLiteral, parts: DraftPart[]): DraftLiteral {
  const next = { ...literal, parts };
  if (!literal.checkboxInteracted && !isComposite(parts)) next.isAmbiguous = isAmbiguousLiteralName(literalName(next));
  return next;
}

/** Splits a text part at "#query" into text, the chosen concept's badge, and the rest. */
export function insertReference(
  literal: DraftLiteral,
  partIndex: number,
  hashAt: number,
  queryEnd: number,
  concept: { id: number; name: string },
): DraftLiteral {
  const part = literal.parts[partIndex];
  if (!part || part.kind !== 'text') return literal;
  const before = part.text.slice(0, hashAt);
  const after = part.text.slice(queryEnd);
  const parts: DraftPart[] = [
    ...literal.parts.slice(0, partIndex),
    ...(before.trim() !== '' ? [{ kind: 'text' as const, text: before }] : []),
    { kind: 'ref', conceptId: concept.id, name: concept.name },
    { kind: 'text', text: after },
    ...literal.parts.slice(partIndex + 1),
  ];
  return withParts(literal, mergeTexts(parts));
}

/** Removes a badge, joining the texts around it. */
export function removeReference(literal: DraftLiteral, partIndex: number): DraftLiteral {
  return withParts(literal, mergeTexts(literal.parts.filter((_, i) => i !== partIndex)));
}

function mergeTexts(parts: DraftPart[]): DraftPart[] {
  const out: DraftPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') {
      out[out.length - 1] = {
        kind: 'text',
        text: [last.text.trimEnd(), part.text.trimStart()].filter(Boolean).join(' '),
      };
    } else out.push(part);
  }
  return out.length > 0 ? out : [{ kind: 'text', text: '' }];
}

/** The "#query" being typed in a text part (from the last # to the caret), or null. */
export function hashQuery(text: string, caret: number): { at: number; query: string } | null {
  const at = text.lastIndexOf('#', caret - 1);
  if (at < 0) return null;
  const query = text.slice(at + 1, caret);
  if (/[#\n]/.test(query)) return null;
  return { at, query };
}

/** What the server's re-check found about one row. */
export interface LiteralFacts {
  variants: string[];
  conflicts: ConceptRef[];
  neighbors: NeighborConcept[];
  df: PotentialDf & { samples: LiteralChecksData['literalsDfs']['perLiteral'][number]['samples'] };
}

/** A row's signature: a check answers for the row as it was sent. */
export function signatureOf(literal: DraftLiteral): string {
  const input = literalInputOf(literal);
  return JSON.stringify([input.name, input.composite, input.lang, input.isAmbiguous]);
}

/** The check's answer per row signature. */
export function factsBySignature(sent: DraftLiteral[], data: LiteralChecksData): Map<string, LiteralFacts> {
  const out = new Map<string, LiteralFacts>();
  sent.forEach((literal, i) => {
    out.set(signatureOf(literal), {
      variants: data.expandedLiteralsVariants[i] ?? [],
      conflicts: data.searchConflictConcepts[i] ?? [],
      neighbors: data.searchNeighborConcepts[i] ?? [],
      df: data.literalsDfs.perLiteral[i] ?? { searchQuery: '', df: 0, capped: false, samples: [] },
    });
  });
  return out;
}

export interface DraftValidation {
  valid: boolean;
  /** Blocking problems, as the spec writes them. */
  errors: string[];
  warnings: string[];
  /** Per row key. */
  literals: Map<string, { errors: string[]; warnings: string[] }>;
}

/** Longer than the server takes (`ONTOLOGY_LIMITS.literalMaxLength`): neither checked nor saved. */
export function literalTooLong(literal: Pick<DraftLiteral, 'parts'>): boolean {
  return literalName(literal).length > ONTOLOGY_LIMITS.literalMaxLength;
}

/**
 * Spec section 5, with the server's facts where the rows were checked, and the contract's
 * length limits, refused here with the server's own texts so that such a save is never sent.
 */
export function validateDraft(draft: ConceptDraft, facts: ReadonlyMap<string, LiteralFacts>): DraftValidation {
  const result = validateConceptDraft({
    name: draft.name,
    literals: draft.literals.map((literal) => {
      const known = facts.get(signatureOf(literal));
      const name = literalName(literal);
      return {
        name,
        composite: isComposite(literal.parts) ? engineParts(literal.parts) : null,
        lang: literal.lang,
        isAmbiguous: literal.isAmbiguous,
        variants: known?.variants ?? (name ? [name] : []),
        conflicts: known?.conflicts.length ?? 0,
      };
    }),
  });
  const errors = result.errors.map(ontologyIssueText);
  if (draft.name.length > ONTOLOGY_LIMITS.nameMaxLength) errors.unshift(ONTOLOGY_TEXTS.conceptNameTooLong);
  const literals = new Map(
    draft.literals.map((literal, i) => [
      literal.key,
      {
        errors: [
          ...(literalTooLong(literal) ? [ONTOLOGY_TEXTS.literalTooLong] : []),
          ...result.literals[i]!.errors.map(ontologyIssueText),
        ],
        warnings: result.literals[i]!.warnings.map(ontologyIssueText),
      },
    ]),
  );
  if (draft.literals.some(literalTooLong) && !errors.includes(ONTOLOGY_TEXTS.literalsIncorrect))
    errors.push(ONTOLOGY_TEXTS.literalsIncorrect);
  return { valid: errors.length === 0, errors, warnings: result.warnings.map(ontologyIssueText), literals };
}

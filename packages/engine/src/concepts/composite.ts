/**
 * Expansion of composite literals (spec 02): a literal made of text parts and concept
 * references stands for every plain string obtained by replacing each reference with one
 * literal of the referenced concept. The matcher indexes these variants; the ontology UI
 * shows their names as `expandedLiteralsVariants`.
 */
import type { CompositePart, OntologyLiteral } from '../ontology/ontology.types';
import { isShortLiteral } from './case-rules';

/** A piece of a variant, remembered so the matcher can keep short pieces case-sensitive. */
export interface VariantSegment {
  text: string;
  /**
   * True when the piece is a short literal (one to three letters) of a referenced concept:
   * inside the composite it still matches only as written ("NN" in "NN training").
   */
  caseSensitive: boolean;
}

/** One plain written form of a composite literal. */
export interface CompositeVariant {
  /** The variant as a reader sees it, e.g. "convolutional neural network accelerator". */
  name: string;
  segments: VariantSegment[];
}

export interface CompositeExpansion {
  variants: CompositeVariant[];
  /** True when the cap cut the expansion short (later combinations are missing). */
  truncated: boolean;
}

/** What expansion needs to know about a referenced concept. */
export interface ReferencedConcept {
  name: string;
  literals: readonly OntologyLiteral[];
}

/** Default cap on variants per composite literal. */
export const DEFAULT_MAX_COMPOSITE_VARIANTS = 200;
// References inside referenced composites are followed this deep; real ontologies nest
// one or two levels, and the limit keeps a pathological ontology from exploding.
const MAX_DEPTH = 4;

const ENDS_WITH_WORD_CHAR = /[\p{L}\p{N}]$/u;
const STARTS_WITH_WORD_CHAR = /^[\p{L}\p{N}]/u;

/**
 * Joins two pieces the way a reader would write them: a space between two words,
 * nothing where the text already has a separator ("CNN" + "-based" → "CNN-based").
 */
function joinNames(left: string, right: string): string {
  if (left === '') return right;
  if (right === '') return left;
  if (ENDS_WITH_WORD_CHAR.test(left) && STARTS_WITH_WORD_CHAR.test(right)) return `${left} ${right}`;
  return left + right;
}

interface ExpansionContext {
  conceptsById: ReadonlyMap<number, ReferencedConcept>;
  maxVariants: number;
  truncated: boolean;
}

function plainVariant(text: string, caseSensitive: boolean): CompositeVariant {
  return { name: text, segments: [{ text, caseSensitive }] };
}

/** The written forms a concept reference can take. */
function referenceAlternatives({
  conceptId,
  name,
  context,
  path,
}: {
  conceptId: number;
  name: string;
  context: ExpansionContext;
  path: ReadonlySet<number>;
}): CompositeVariant[] {
  const concept = context.conceptsById.get(conceptId);
  const alternatives: CompositeVariant[] = [];
  if (concept !== undefined && !path.has(conceptId) && path.size < MAX_DEPTH) {
    const innerPath = new Set(path).add(conceptId);
    for (const literal of concept.literals) {
      if (alternatives.length >= context.maxVariants) {
        context.truncated = true;
        break;
      }
      if (literal.composite != null && literal.composite.length > 0) {
        const inner = expandParts({ parts: literal.composite, context, path: innerPath });
        for (const variant of inner) {
          if (alternatives.length >= context.maxVariants) {
            context.truncated = true;
            break;
          }
          alternatives.push(variant);
        }
      } else if (literal.name.trim() !== '') {
        alternatives.push(plainVariant(literal.name.trim(), isShortLiteral(literal.name)));
      }
    }
  }
  // A dangling or cyclic reference still reads as the referenced concept's name.
  if (alternatives.length === 0 && name.trim() !== '') alternatives.push(plainVariant(name.trim(), false));
  return alternatives;
}

function expandParts({
  parts,
  context,
  path,
}: {
  parts: readonly CompositePart[];
  context: ExpansionContext;
  path: ReadonlySet<number>;
}): CompositeVariant[] {
  let variants: CompositeVariant[] = [{ name: '', segments: [] }];
  for (const part of parts) {
    const alternatives =
      'conceptId' in part
        ? referenceAlternatives({ conceptId: part.conceptId, name: part.name, context, path })
        : [plainVariant(part.text, false)];
    if (alternatives.length === 0) continue;
    const next: CompositeVariant[] = [];
    outer: for (const prefix of variants) {
      for (const alternative of alternatives) {
        if (next.length >= context.maxVariants) {
          context.truncated = true;
          break outer;
        }
        next.push({
          name: joinNames(prefix.name, alternative.name),
          segments: prefix.segments.concat(alternative.segments),
        });
      }
    }
    variants = next;
  }
  return variants;
}

/**
 * Expands a composite literal into its plain variants, at most `maxVariants` (default
 * 200) in part order, without duplicate names. A reference to a concept missing from
 * `conceptsById` (or one that would recurse into itself) stands for the reference's name.
 * Text parts are used as written; whitespace at the ends of a variant is trimmed.
 */
export function expandCompositeLiteral({
  parts,
  conceptsById,
  maxVariants = DEFAULT_MAX_COMPOSITE_VARIANTS,
}: {
  parts: readonly CompositePart[];
  conceptsById: ReadonlyMap<number, ReferencedConcept>;
  maxVariants?: number;
}): CompositeExpansion {
  const context: ExpansionContext = { conceptsById, maxVariants: Math.max(1, maxVariants), truncated: false };
  const seen = new Set<string>();
  const variants: CompositeVariant[] = [];
  for (const variant of expandParts({ parts, context, path: new Set() })) {
    const name = variant.name.trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    variants.push({ name, segments: variant.segments });
  }
  return { variants, truncated: context.truncated };
}

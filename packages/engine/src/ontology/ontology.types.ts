/**
 * Shared shapes of the ontology as the engine sees it. Parsers (SKOS, thesaurus CSV)
 * produce `ParsedOntology`; the database layer stores it; the matcher consumes
 * `OntologyConcept[]` built from stored rows (numeric ids).
 */

/** One part of a composite literal: plain text, or a reference to another concept. */
export type CompositePart = { text: string } | { conceptId: number; name: string };

/** A written form by which a concept is recognised in text. */
export interface OntologyLiteral {
  id: number;
  name: string;
  /** Ambiguous literals (e.g. all-upper-case acronyms) count only with other evidence. */
  isAmbiguous: boolean;
  /** '' or 'all' for any language, else 'de' | 'en' | 'fr' | 'ru'. */
  lang?: string;
  /** Present for composite literals: text parts and concept references, in order. */
  composite?: CompositePart[] | null;
  /**
   * Contexts in which the literal does not stand for its concept ("state of the" before "art"),
   * found in the corpus (see `decideLiteralAmbiguity`); an occurrence inside one is not counted.
   */
  blockedContexts?: readonly LiteralContext[] | null;
}

/** Words around a literal, as written: `before` ends right before it, `after` starts right after it. */
export interface LiteralContext {
  before: string;
  after: string;
}

/** A concept as loaded from the database, ready for matching. */
export interface OntologyConcept {
  id: number;
  name: string;
  /** Basic concepts do not affect article analysis (never matched). */
  basic: boolean;
  literals: OntologyLiteral[];
  parentIds: number[];
  /** Related concepts (SKOS related, thesaurus RT): evidence for ambiguous literals like parents and children. */
  relatedIds?: number[];
  /**
   * Suggested as basic by the corpus (very frequent, little information): still matched, but
   * ranked after the other concepts of an article until a moderator decides.
   */
  basicSuggested?: boolean;
}

/** A concept as read from a source file, before it has a database id. */
export interface ParsedConcept {
  /** The identifier inside its source (SKOS URI / fragment, or the thesaurus term). */
  key: string;
  name: string;
  /** Synonyms (altLabel, hiddenLabel, UF); the name itself is always a literal too. */
  literals: string[];
  /** Keys of broader concepts in the same source. */
  broader: string[];
  /** Keys of related concepts (RT) in the same source. */
  related: string[];
}

/** What a source states about one literal beyond its text (SKOS language tags, sciscope exports). */
export interface ParsedLiteralFacts {
  /** The language tag as written, lower-cased; '' when untagged. */
  lang: string;
  /** Stated by a sciscope export; undefined when the source says nothing (the import guesses). */
  isAmbiguous?: boolean;
  /** A composite literal's parts, concept references by key in the same source. */
  composite?: Array<{ text: string } | { conceptKey: string }>;
}

/** What a source states about one concept beyond names and relations. */
export interface ParsedConceptFacts {
  /** sciscope:basic, when stated. */
  basic?: boolean;
  /** By `labelKey` of the literal's text. */
  literals: Map<string, ParsedLiteralFacts>;
}

export interface ParsedOntology {
  /** A short source name, e.g. 'acm-ccs-2012' or 'ieee-thesaurus-2023'. */
  source: string;
  concepts: ParsedConcept[];
  /** Human-readable problems met while parsing (skipped rows, dangling references). */
  warnings: string[];
  /** Per concept key, what SKOS sources state beyond `concepts` (absent for the thesaurus CSV). */
  facts?: Map<string, ParsedConceptFacts>;
}

import {
  ONTOLOGY_CONSTANTS,
  type ConceptRef,
  type LiteralCheck,
  type LiteralCheckResponse,
  type LiteralInput,
  type NeighborConcept,
  type PotentialDf,
} from '@sciscope/contracts';
import { containsTerms, literalText, nameKey, termsOf, tokenize, type CompositePart } from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { partsFromApi } from './concept-changes';
import type { ConceptCorpusRepository } from './concept-corpus.repository';
import { literalFacts } from './concept-form-check';
import { referencedConcepts } from './concept-state';
import type { ConceptsRepository } from './concepts.repository';
import { candidatesOf, findOccurrences, occurrenceMatcher } from './literal-occurrences';

/*
 * The concept form's re-check of its literals (spec 02 section 4: on blur, and when the
 * language or the ambiguity flag changes): each literal's plain forms, the other concepts
 * having it (conflicts), the concepts whose literals share its words (lexical neighbours), and
 * its DF with sample sentences, counted on the corpus. A read: it runs in a read worker.
 */

export interface LiteralCheckDeps {
  concepts: ConceptsRepository;
  corpus: ConceptCorpusRepository;
  access: AccessRepository;
  user: Actor;
}

interface CheckedLiteral {
  name: string;
  composite: CompositePart[] | null;
}

/** Neighbours listed per literal. */
const MAX_NEIGHBOURS = 20;
/** Words of a literal whose sub-phrases are looked up (longer literals: their first words). */
const MAX_WORDS = 12;

function toChecked(literals: readonly LiteralInput[]): CheckedLiteral[] {
  return literals.map((literal) => ({ name: literal.name.trim(), composite: partsFromApi(literal.composite) }));
}

/** The search page's query for the articles holding one of the forms. */
export function searchQueryOf(forms: readonly string[]): string {
  const quoted = forms
    .slice(0, 5)
    .map((form) => form.replace(/["“”]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((form) => form !== '')
    .map((form) => `"${form}"`);
  return quoted.join(' OR ');
}

/**
 * What a written word whose term (the matcher's normal form) is `term` starts with: the term
 * itself, or without its final "y" ("studies" reads as "study"). Only narrows the rows read.
 */
function writtenPrefix(term: string): string {
  return term.length > 1 && term.endsWith('y') ? term.slice(0, -1) : term;
}

/** Rows read per direction before the words are compared (bounded work whatever the input). */
const NEIGHBOUR_ROWS = 2000;
/** Characters a written word may have beyond its term ("ies", a possessive "'s"). */
const INFLECTION_SLACK = 3;

/**
 * Concepts whose literals lie inside this one (possible parents) or contain it (possible
 * children), compared as the matcher reads them: the same words once inflection is removed
 * ("Grippers" lies inside "soft robotic gripper").
 */
async function lexicalNeighbours(
  concepts: ConceptsRepository,
  conceptId: number | null,
  text: string,
  exclude: ReadonlySet<number>,
): Promise<NeighborConcept[]> {
  const tokens = tokenize(text);
  const count = Math.min(tokens.count, MAX_WORDS);
  const subKeys = new Set<string>();
  for (let i = 0; i < count; i++)
    for (let j = i + 1; j <= count; j++) {
      if (j - i === tokens.count) continue;
      subKeys.add(nameKey(text.slice(tokens.starts[i]!, tokens.ends[j - 1]!)));
    }
  const terms = tokens.terms;
  const out = new Map<number, NeighborConcept>();
  const add = (row: { id: number; name: string; basic: number }, canBeParent: boolean) => {
    if (exclude.has(row.id) || out.has(row.id)) return;
    out.set(row.id, { id: row.id, name: row.name, canBeParent, basic: row.basic === 1 });
  };
  // Inside: a literal written as a run of this one's words, in any inflection (its key starts
  // with one of the words and is hardly longer than this text).
  for (const row of await concepts.conceptsWithLiteralKeys([...subKeys], conceptId)) add(row, true);
  const inside = await concepts.conceptsWithLiteralPieces({
    patterns: terms.slice(0, count).map((term) => [writtenPrefix(term)]),
    anchored: true,
    maxLength: text.length + INFLECTION_SLACK * count,
    exceptId: conceptId,
    limit: NEIGHBOUR_ROWS,
  });
  for (const row of inside) if (containsTerms(terms, termsOf(row.literalName))) add(row, true);
  // Containing: a literal holding this one's words in a row.
  const containing = await concepts.conceptsWithLiteralPieces({
    patterns: [[nameKey(text)], terms.map(writtenPrefix)],
    anchored: false,
    exceptId: conceptId,
    limit: NEIGHBOUR_ROWS,
  });
  for (const row of containing) if (containsTerms(termsOf(row.literalName), terms)) add(row, false);
  return [...out.values()].slice(0, MAX_NEIGHBOURS);
}

/** Conflicts of each literal: other live concepts having it (or one of its plain forms). */
export async function searchConflictConcepts({
  conceptId = null,
  literals,
  ...deps
}: LiteralCheckDeps & { conceptId?: number | null; literals: readonly LiteralInput[] }): Promise<ConceptRef[][]> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'ontology.suggest' });
  const facts = await literalFacts({ concepts: deps.concepts, conceptId, literals: toChecked(literals) });
  return facts.map((f) => f.conflicts);
}

/** The plain forms of each literal (composites expanded). */
export async function expandedLiteralsVariants({
  literals,
  ...deps
}: LiteralCheckDeps & { literals: readonly LiteralInput[] }): Promise<string[][]> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'ontology.suggest' });
  const checked = toChecked(literals);
  const facts = await literalFacts({ concepts: deps.concepts, conceptId: null, literals: checked });
  return facts.map((f) => f.variants);
}

/** Lexical neighbours of each literal. */
export async function searchNeighborConcepts({
  conceptId = null,
  literals,
  ...deps
}: LiteralCheckDeps & { conceptId?: number | null; literals: readonly LiteralInput[] }): Promise<NeighborConcept[][]> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'ontology.suggest' });
  const checked = toChecked(literals);
  const facts = await literalFacts({ concepts: deps.concepts, conceptId, literals: checked });
  return Promise.all(
    checked.map((literal, i) =>
      lexicalNeighbours(
        deps.concepts,
        conceptId,
        literalText(literal),
        new Set([...(conceptId === null ? [] : [conceptId]), ...facts[i]!.conflicts.map((c) => c.id)]),
      ),
    ),
  );
}

/** DF of each literal and of all of them (spec `literalsDfs`: perLiteral and total), with samples. */
export async function literalsDfs({
  literals,
  ...deps
}: LiteralCheckDeps & { literals: readonly LiteralInput[] }): Promise<{
  perLiteral: Array<PotentialDf & { samples: LiteralCheck['samples'] }>;
  total: PotentialDf;
}> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'ontology.suggest' });
  const checked = toChecked(literals);
  const referenced = await referencedConcepts(deps.concepts, checked);
  const facts = await literalFacts({ concepts: deps.concepts, conceptId: null, literals: checked, referenced });
  const cap = ONTOLOGY_CONSTANTS.countAbbreviation;
  const union = new Set<number>();
  let anyCapped = false;
  const perLiteral = [];
  for (const [i, literal] of checked.entries()) {
    const forms = facts[i]!.variants;
    if (literalText(literal).trim() === '' || forms.length === 0) {
      perLiteral.push({ searchQuery: '', df: 0, capped: false, samples: [] });
      continue;
    }
    const found = await findOccurrences({
      corpus: deps.corpus,
      matcher: occurrenceMatcher(literal, referenced),
      candidates: await candidatesOf(deps.corpus, forms),
      cap,
      sampleCount: ONTOLOGY_CONSTANTS.literalSamples,
    });
    for (const id of found.articleIds) union.add(id);
    anyCapped ||= found.capped;
    perLiteral.push({
      searchQuery: searchQueryOf(forms),
      df: found.articleIds.length,
      capped: found.capped,
      samples: found.samples,
    });
  }
  const allForms = facts.flatMap((f) => f.variants);
  return {
    perLiteral,
    total: {
      searchQuery: searchQueryOf(allForms),
      df: Math.min(union.size, cap),
      capped: anyCapped || union.size >= cap,
    },
  };
}

/** `POST /api/ontology/check-literals`: everything the form shows about its literals, in one call. */
export async function checkLiterals({
  conceptId = null,
  literals,
  ...deps
}: LiteralCheckDeps & { conceptId?: number | null; literals: readonly LiteralInput[] }): Promise<LiteralCheckResponse> {
  const [conflicts, variants, neighbours, dfs] = await Promise.all([
    searchConflictConcepts({ ...deps, conceptId, literals }),
    expandedLiteralsVariants({ ...deps, literals }),
    searchNeighborConcepts({ ...deps, conceptId, literals }),
    literalsDfs({ ...deps, literals }),
  ]);
  return {
    literals: literals.map((_, i) => {
      const { samples, ...df } = dfs.perLiteral[i]!;
      return {
        expandedLiteralsVariants: variants[i]!,
        similarLiteralsConcepts: conflicts[i]!,
        lexicalNeighborsConcepts: neighbours[i]!,
        dfs: df,
        samples,
        wikiLink: null,
        wikiAmbiguous: null,
        wikiVariants: [],
      };
    }),
    total: dfs.total,
  };
}

import type { LiteralSample } from '@sciscope/contracts';
import {
  buildConceptMatcher,
  type CompositePart,
  type ConceptMatcher,
  type OntologyConcept,
  type ReferencedConcept,
} from '@sciscope/engine';
import type { ConceptCorpusRepository } from './concept-corpus.repository';

/*
 * Where a literal occurs in the corpus, as the concept matcher reads it: the full-text index
 * proposes the articles holding its words in a row (stemmed, a superset), and a matcher built
 * for this one literal keeps those where it really matches (case rules, punctuation,
 * compounds). Texts are read in chunks and counting stops at the cap, so a check costs a few
 * hundred texts whatever the literal.
 */

/** Articles read from the index per written form. */
const MAX_CANDIDATES = 50_000;
/** Texts read per query. */
const CHUNK = 250;
/** Characters of a sample's snippet. */
const SNIPPET_LENGTH = 240;

/** A matcher that finds just this literal (every occurrence counts: ambiguity is the concept's business). */
export function occurrenceMatcher(
  literal: { name: string; composite: readonly CompositePart[] | null },
  referenced: ReadonlyMap<number, ReferencedConcept>,
): ConceptMatcher {
  const concepts: OntologyConcept[] = [
    {
      id: -1,
      name: literal.name,
      basic: false,
      literals: [
        {
          id: -1,
          name: literal.name,
          isAmbiguous: false,
          composite: literal.composite ? [...literal.composite] : null,
        },
      ],
      parentIds: [],
    },
  ];
  // Referenced concepts fill the composite's references; as basic concepts they are not matched themselves.
  for (const [id, concept] of referenced)
    concepts.push({ id, name: concept.name, basic: true, literals: [...concept.literals], parentIds: [] });
  return buildConceptMatcher({ concepts, ignoreAmbiguity: true });
}

/** The sentence around `[start, end)` of `text`, cut to about 240 characters, with the match's offsets in it. */
export function snippetAround(
  text: string,
  start: number,
  end: number,
): { snippet: string; start: number; end: number } {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to]!)) to++;
  if (to < text.length) to++;
  if (to - from > SNIPPET_LENGTH) {
    const room = Math.max(0, SNIPPET_LENGTH - (end - start));
    from = Math.max(from, start - Math.floor(room / 2));
    to = Math.min(to, from + SNIPPET_LENGTH);
  }
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  return { snippet: raw.trim(), start: start - from - lead, end: end - from - lead };
}

export interface Occurrences {
  /** Matching articles found, newest first (at most `cap`). */
  articleIds: number[];
  /** True when counting stopped at the cap. */
  capped: boolean;
  samples: LiteralSample[];
}

/** The articles (newest first) whose text holds one of `forms` in a row, per the full-text index. */
export async function candidatesOf(corpus: ConceptCorpusRepository, forms: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const form of forms) for (const id of await corpus.phraseCandidates(form, MAX_CANDIDATES)) ids.add(id);
  return [...ids].sort((a, b) => b - a);
}

/**
 * The articles where `matcher` finds something, among `candidates` (newest first), up to
 * `cap`, with `sampleCount` samples.
 */
export async function findOccurrences({
  corpus,
  matcher,
  candidates,
  cap,
  sampleCount,
}: {
  corpus: ConceptCorpusRepository;
  matcher: ConceptMatcher;
  candidates: readonly number[];
  cap: number;
  sampleCount: number;
}): Promise<Occurrences> {
  const articleIds: number[] = [];
  const samples: LiteralSample[] = [];
  for (let at = 0; at < candidates.length && articleIds.length < cap; at += CHUNK) {
    const rows = await corpus.articleTexts(candidates.slice(at, at + CHUNK));
    rows.sort((a, b) => b.id - a.id);
    for (const row of rows) {
      const text = row.abstract ? `${row.title}\n${row.abstract}` : row.title;
      if (matcher.match(text).conceptIds.length === 0) continue;
      articleIds.push(row.id);
      if (samples.length < sampleCount) {
        const [span] = matcher.explain(text);
        if (span) samples.push({ articleId: row.id, title: row.title, ...snippetAround(text, span.start, span.end) });
      }
      if (articleIds.length >= cap) break;
    }
  }
  return { articleIds, capped: articleIds.length >= cap, samples };
}

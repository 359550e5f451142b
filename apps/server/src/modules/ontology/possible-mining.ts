import { POSSIBLE_CONSTANTS, type PossibleConcept } from '@sciscope/contracts';
import {
  extractPossibleTerms,
  nameKey,
  scorePossibleTerm,
  tagWordClasses,
  withoutNestedTerms,
  type ConceptMatcher,
} from '@sciscope/engine';
import type { Progress } from '../../app/progress';
import type { ConceptCorpusRepository } from './concept-corpus.repository';
import { refOf } from './concept-state';
import type { ConceptsRepository } from './concepts.repository';
import type { PossibleConceptsRepository, StoredPossible } from './possible-concepts.repository';

/*
 * Mining possible concepts from documents (spec 02): each document's candidate terms
 * (`extractPossibleTerms`: n-grams of up to four words, those inside a span an existing
 * literal matches left out), summed over the documents; terms that are a live concept's
 * literal already or were reported false are dropped; the most promising are looked up in the
 * full-text index for their corpus DF and scored (`scorePossibleTerm`: tf·idf, phrases first).
 */

export interface MiningDeps {
  corpus: ConceptCorpusRepository;
  concepts: ConceptsRepository;
  possible: PossibleConceptsRepository;
  matcher: ConceptMatcher;
}

/** A document to mine: its text as the matcher reads an article (title, line break, abstract). */
export interface MinedDocument {
  text: string;
}

interface Tally {
  /** The matcher's normalised words (what `extractPossibleTerms` groups by). */
  key: string;
  name: string;
  forms: Map<string, number>;
  tf: number;
  docs: number;
  words: number;
}

/** The candidates of `documents`, scored, best first, at most `keep`. */
export async function minePossibleTerms({
  deps,
  documents,
  keep,
  lookups,
  minDocs,
  progress,
}: {
  deps: MiningDeps;
  documents: Iterable<MinedDocument>;
  keep: number;
  /** Candidates whose corpus DF is looked up (the rest are dropped unscored). */
  lookups: number;
  /** Documents a candidate must occur in (2 for a batch: a term of one document only is noise there). */
  minDocs: number;
  progress?: Progress;
}): Promise<StoredPossible[]> {
  const tallies = new Map<string, Tally>();
  for (const document of documents) {
    const covered = deps.matcher.explain(document.text);
    const wordClasses = tagWordClasses(document.text);
    for (const term of extractPossibleTerms({ text: document.text, covered, wordClasses })) {
      let tally = tallies.get(term.key);
      if (!tally)
        tallies.set(
          term.key,
          (tally = { key: term.key, name: term.name, forms: new Map(), tf: 0, docs: 0, words: term.words }),
        );
      tally.tf += term.tf;
      tally.docs += 1;
      tally.forms.set(term.name, (tally.forms.get(term.name) ?? 0) + term.tf);
    }
  }
  // The most frequent written form names the candidate; the promising ones are looked up.
  const ranked = [...tallies.values()]
    .filter((t) => t.docs >= minDocs)
    .map((t) => {
      let best = 0;
      for (const [form, count] of t.forms) if (count > best) [t.name, best] = [form, count];
      return t;
    })
    .sort((a, b) => b.docs - a.docs || b.words - a.words || b.tf - a.tf || a.name.localeCompare(b.name));
  const keys = [...new Set(ranked.map((t) => nameKey(t.name)))];
  const banned = await deps.possible.bannedKeys(keys);
  const known = new Set<string>();
  for (let at = 0; at < keys.length; at += 500)
    for (const row of await deps.concepts.conceptsWithLiteralKeys(keys.slice(at, at + 500), null))
      known.add(row.literalKey);
  const fresh = ranked.filter((t) => !banned.has(nameKey(t.name)) && !known.has(nameKey(t.name))).slice(0, lookups);
  const corpusSize = await deps.corpus.articleCount();
  progress?.start('looking up corpus frequencies', fresh.length);
  const found: Array<StoredPossible & { key: string }> = [];
  const seen = new Set<string>();
  for (const tally of fresh) {
    const key = nameKey(tally.name);
    if (seen.has(key)) continue;
    seen.add(key);
    const df = await deps.corpus.phraseCount(tally.name);
    const score = scorePossibleTerm({ tf: tally.tf, df, corpusSize, words: tally.words });
    found.push({ key: tally.key, name: tally.name, nameKey: key, score, df, dfCollection: tally.docs, tf: tally.tf });
    if (progress) {
      progress.increment();
      if (found.length % 50 === 0) await progress.checkpoint();
    }
  }
  progress?.stop();
  // One document: a run of words found only inside a longer candidate, here and in the corpus,
  // is a piece of it. A batch keeps pieces: a shorter term may be what its documents share.
  const out = (minDocs < 2 ? withoutNestedTerms(found) : found).map(({ key: _key, ...row }) => row);
  return out.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)).slice(0, keep);
}

/** The search that finds a term's articles. */
export function termSearchQuery(name: string): string {
  return `"${name.replace(/"/g, '')}"`;
}

/**
 * Candidates as the table shows them: conflicts (live concepts having the term as a literal
 * now: one query for the page) and neighbours (concepts whose literals the matcher finds
 * inside the term: candidates for a parent), leaving out the concept created from the row.
 */
export async function possibleRows({
  deps,
  rows,
  batch,
}: {
  deps: Pick<MiningDeps, 'concepts' | 'matcher'>;
  rows: ReadonlyArray<StoredPossible & { hidden?: number; conceptId?: number | null; merged?: number }>;
  batch: boolean;
}): Promise<PossibleConcept[]> {
  const conflicts = await deps.concepts.conceptsWithLiteralKeys([...new Set(rows.map((r) => r.nameKey))], null);
  const neighborIds = rows.map((r) => [...deps.matcher.match(r.name).conceptIds]);
  const refs = new Map((await deps.concepts.refsByIds([...new Set(neighborIds.flat())])).map((r) => [r.id, refOf(r)]));
  return rows.map((row, i) => ({
    id: row.conceptId ?? null,
    name: row.name,
    score: Math.round(row.score * 100) / 100,
    hidden: row.hidden === 1,
    literals: [{ name: row.name, isAmbiguous: false }],
    df: row.df,
    dfCollection: batch ? row.dfCollection : null,
    tf: row.tf,
    basic: false,
    deleted: false,
    // The concept made from this candidate is the candidate itself, no conflict or neighbour of it.
    conflicts: conflicts.filter((c) => c.literalKey === row.nameKey && c.id !== row.conceptId).map(refOf),
    neighbors: neighborIds[i]!.flatMap((id) => {
      if (id === row.conceptId) return [];
      const ref = refs.get(id);
      return ref ? [{ id, name: ref.name, canBeParent: true, basic: ref.basic }] : [];
    }),
    created: row.conceptId != null && row.merged !== 1,
    merged: row.merged === 1,
    searchQuery: termSearchQuery(row.name),
  }));
}

/** Default caps of a batch and of one document. */
export const BATCH_MINING = { keep: POSSIBLE_CONSTANTS.batchTerms, lookups: POSSIBLE_CONSTANTS.batchTerms, minDocs: 2 };
export const DOCUMENT_MINING = {
  keep: POSSIBLE_CONSTANTS.documentTerms,
  lookups: POSSIBLE_CONSTANTS.documentLookups,
  minDocs: 1,
};

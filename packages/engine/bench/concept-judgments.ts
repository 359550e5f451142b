/**
 * Scoring of concept badges against the judged set (`concepts-judged.json`, rules in
 * `concepts-judged.md`) and against the authors' own keywords.
 */
import { readFileSync } from 'node:fs';
import type { OntologyConcept } from '../src/ontology/ontology.types';
import { tokenTerms } from '../src/text';
import type { Badge, BenchWork } from './concept-corpus';

/** One judged (article, concept) pair. */
export interface Judgment {
  /** OpenAlex id of the work, e.g. "W2963403868". */
  work: string;
  concept: string;
  ok: boolean;
  why: string;
}

/** Key of a pair: short work id and concept name. */
export function pairKey(work: string, concept: string): string {
  return `${work}\u0000${concept}`;
}

/** The work's short id ("W123") from its source id ("https://openalex.org/W123"). */
export function shortWorkId(sourceId: string): string {
  return sourceId.slice(sourceId.lastIndexOf('/') + 1);
}

export function loadJudgments(path: string): Map<string, Judgment> {
  const list = JSON.parse(readFileSync(path, 'utf8')) as Judgment[];
  return new Map(list.map((j) => [pairKey(j.work, j.concept), j]));
}

/** Precision of the top-5 badges of the sampled works, overall and per rank. */
export interface PrecisionFigures {
  judged: number;
  correct: number;
  unjudged: number;
  precision: number;
  /** Precision at rank 1..5. */
  byRank: number[];
}

export function badgePrecision({
  sample,
  works,
  badges,
  shown,
  judgments,
  nameOf,
}: {
  sample: readonly number[];
  works: readonly BenchWork[];
  badges: readonly Badge[][];
  /** Per work, the badges shown (the first ones of `badges`); 5 when absent. */
  shown?: readonly number[];
  judgments: ReadonlyMap<string, Judgment>;
  nameOf: ReadonlyMap<number, string>;
}): PrecisionFigures {
  const rankJudged = [0, 0, 0, 0, 0];
  const rankCorrect = [0, 0, 0, 0, 0];
  let unjudged = 0;
  for (const w of sample) {
    const id = shortWorkId((works[w] as BenchWork).sourceId);
    (badges[w] as Badge[]).slice(0, Math.min(5, shown?.[w] ?? 5)).forEach((badge, rank) => {
      const judgment = judgments.get(pairKey(id, nameOf.get(badge.conceptId) ?? '?'));
      if (judgment === undefined) {
        unjudged++;
        return;
      }
      rankJudged[rank] = (rankJudged[rank] as number) + 1;
      if (judgment.ok) rankCorrect[rank] = (rankCorrect[rank] as number) + 1;
    });
  }
  const judged = rankJudged.reduce((a, b) => a + b, 0);
  const correct = rankCorrect.reduce((a, b) => a + b, 0);
  return {
    judged,
    correct,
    unjudged,
    precision: judged === 0 ? 0 : correct / judged,
    byRank: rankJudged.map((n, r) => (n === 0 ? 0 : (rankCorrect[r] as number) / n)),
  };
}

/** Recall of the authors' keywords that name an ontology concept (a literal, same terms). */
export interface KeywordRecall {
  naming: number;
  recalled: number;
  recall: number;
}

/** The concepts a keyword names, by the keyword's terms: every literal of a non-basic concept. */
export function keywordConcepts(concepts: readonly OntologyConcept[]): Map<string, Set<number>> {
  const byKey = new Map<string, Set<number>>();
  for (const concept of concepts) {
    if (concept.basic) continue;
    for (const literal of concept.literals) {
      const key = tokenTerms(literal.name).join(' ');
      if (key === '') continue;
      let set = byKey.get(key);
      if (set === undefined) byKey.set(key, (set = new Set()));
      set.add(concept.id);
    }
  }
  return byKey;
}

/**
 * For every work with keywords: each distinct keyword whose terms equal a literal's terms
 * (of a non-basic concept) counts once, and is recalled when the work has that concept.
 */
export function keywordRecall({
  works,
  badges,
  concepts,
}: {
  works: readonly BenchWork[];
  badges: readonly Badge[][];
  concepts: readonly OntologyConcept[];
}): KeywordRecall {
  const byKey = keywordConcepts(concepts);
  let naming = 0;
  let recalled = 0;
  works.forEach((work, w) => {
    if (work.keywords.length === 0) return;
    const have = new Set((badges[w] as Badge[]).map((b) => b.conceptId));
    const seen = new Set<string>();
    for (const keyword of work.keywords) {
      const key = tokenTerms(keyword).join(' ');
      const named = byKey.get(key);
      if (named === undefined || seen.has(key)) continue;
      seen.add(key);
      naming++;
      if ([...named].some((id) => have.has(id))) recalled++;
    }
  });
  return { naming, recalled, recall: naming === 0 ? 0 : recalled / naming };
}

/**
 * The concept benchmark's inputs: the default corpus's works (title, abstract, authors'
 * keywords) and the merged ontology, read straight from the dataset files, plus the top-5
 * badges of each work as the search page orders them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  applyCorpusAmbiguity,
  buildConceptMatcher,
  createLiteralStatsCollector,
  decideCorpusAmbiguity,
  type CorpusAmbiguityThresholds,
  type LiteralCorpusStats,
} from '../src/concepts';
import { parseOpenAlexWork } from '../src/import';
import type { OntologyConcept } from '../src/ontology/ontology.types';

export interface BenchWork {
  sourceId: string;
  title: string;
  abstract: string | null;
  keywords: string[];
}

/** Every work of the corpus files, in file order (the importer's order). */
export function loadCorpusWorks(corpusDir: string): BenchWork[] {
  const works: BenchWork[] = [];
  const files = readdirSync(corpusDir)
    .filter((f) => f.endsWith('.jsonl.gz'))
    .sort();
  for (const file of files) {
    const lines = gunzipSync(readFileSync(join(corpusDir, file)))
      .toString('utf8')
      .split('\n');
    for (const line of lines) {
      if (line.trim() === '') continue;
      const parsed = parseOpenAlexWork(line);
      if (!parsed.ok) continue;
      const { sourceId, title, abstract, keywords } = parsed.work;
      works.push({ sourceId, title, abstract, keywords });
    }
  }
  return works;
}

/** The text the importer matches: title, then the abstract. */
export function workText(work: BenchWork): string {
  return work.abstract ? `${work.title}\n${work.abstract}` : work.title;
}

/** Corpus statistics of every literal over every work (one pass, thresholds applied later). */
export function gatherLiteralStats(
  concepts: readonly OntologyConcept[],
  works: readonly BenchWork[],
): LiteralCorpusStats {
  const collector = createLiteralStatsCollector(concepts);
  for (const work of works) collector.add(workText(work));
  return collector.result();
}

/** One badge: concept id, its tf, and its tf-idf weight. */
export interface Badge {
  conceptId: number;
  tf: number;
  weight: number;
}

/** Concepts per work under one configuration, with corpus DF, ready for badge ordering. */
export interface CorpusMatches {
  concepts: OntologyConcept[];
  /** Per work index, its badges, all of them, heaviest first (basic suggestions last). */
  badges: Badge[][];
}

/**
 * Matches every work with the corpus decisions for `thresholds` (none: the static rules
 * only) and orders each work's concepts as the search page does: tf-idf
 * (1 + ln tf)·ln((N+1)/(df+1)) descending, concepts suggested as basic after the others.
 */
export function matchCorpus(
  concepts: readonly OntologyConcept[],
  works: readonly BenchWork[],
  stats: LiteralCorpusStats,
  thresholds: CorpusAmbiguityThresholds | null,
): CorpusMatches {
  const applied =
    thresholds === null ? [...concepts] : applyCorpusAmbiguity(concepts, decideCorpusAmbiguity(stats, thresholds));
  const basic = new Set(applied.filter((c) => c.basicSuggested === true).map((c) => c.id));
  const matcher = buildConceptMatcher({ concepts: applied });
  const df = new Map<number, number>();
  const raw: Array<Array<{ conceptId: number; tf: number }>> = [];
  for (const work of works) {
    const found = matcher.match(workText(work));
    const list: Array<{ conceptId: number; tf: number }> = [];
    for (let i = 0; i < found.conceptIds.length; i++) {
      const conceptId = found.conceptIds[i] as number;
      list.push({ conceptId, tf: found.conceptCounts[i] as number });
      df.set(conceptId, (df.get(conceptId) ?? 0) + 1);
    }
    raw.push(list);
  }
  const n = works.length;
  const badges = raw.map((list) =>
    list
      .map(({ conceptId, tf }) => ({
        conceptId,
        tf,
        weight: (1 + Math.log(tf)) * Math.log((n + 1) / ((df.get(conceptId) ?? 0) + 1)),
      }))
      .sort(
        (a, b) =>
          Number(basic.has(a.conceptId)) - Number(basic.has(b.conceptId)) ||
          b.weight - a.weight ||
          a.conceptId - b.conceptId,
      ),
  );
  return { concepts: applied, badges };
}

/** A seeded random sample of `count` indexes of works with an abstract (mulberry32). */
export function sampleWorks(works: readonly BenchWork[], count: number, seed: number): number[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const candidates = works.flatMap((work, i) => (work.abstract ? [i] : []));
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j] as number, candidates[i] as number];
  }
  return candidates.slice(0, count);
}

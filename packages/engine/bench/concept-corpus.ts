/**
 * The concept benchmark's inputs: the default corpus's works (title, abstract, authors'
 * keywords) and the merged ontology, read straight from the dataset files, plus the top-5
 * badges of each work as the search page orders them.
 */
import { seededRandom } from '../src/seeded-random';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  applyCorpusAmbiguity,
  badgeNameKey,
  badgeRelevance,
  buildConceptMatcher,
  compareBadges,
  DEFAULT_BADGE_RELEVANCE,
  MATCH_REASONS,
  orderBadges,
  type BadgeEvidence,
  type BadgeRelevanceSettings,
  createLiteralStatsCollector,
  decideCorpusAmbiguity,
  type CorpusAmbiguityThresholds,
  type LiteralCorpusStats,
  buildConceptCentroids,
  conceptTypicality,
} from '../src/concepts';
import {
  DEFAULT_REPRESENTATION_SETTINGS,
  embedDocument,
  representationText,
  trainRepresentationModel,
} from '../src/representations';
import { parseOpenAlexWork } from '../src/import';
import type { OntologyConcept } from '../src/ontology/ontology.types';

export interface BenchWork {
  sourceId: string;
  title: string;
  abstract: string | null;
  keywords: string[];
  /** The work's authors: the source's author id, else `name:` and the displayed name. */
  authors: string[];
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
      const { sourceId, title, abstract, keywords, authorships } = parsed.work;
      const authors = [...new Set(authorships.map((a) => a.externalId ?? `name:${a.displayName}`))];
      works.push({ sourceId, title, abstract, keywords, authors });
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
  for (const work of works) collector.add(workText(work), work.keywords);
  return collector.result();
}

/**
 * Each work's dense vector from a representation model trained on the corpus with the
 * product's settings (what the server stores per article).
 */
export function embedCorpus(works: readonly BenchWork[]): Float32Array[] {
  const texts = works.map((w) => ({ title: w.title, abstract: w.abstract ?? '' }));
  const model = trainRepresentationModel({
    documents: texts.map(representationText),
    settings: DEFAULT_REPRESENTATION_SETTINGS,
  });
  return texts.map((t) => embedDocument(model, t));
}

/**
 * The matches with each badge's typicality (cosine with the centroid of the other works
 * carrying the concept), re-ordered under `settings`.
 */
export function withTypicality(
  matches: CorpusMatches,
  vectors: readonly Float32Array[],
  settings: BadgeRelevanceSettings = DEFAULT_BADGE_RELEVANCE,
): CorpusMatches {
  const dimensions = vectors[0]?.length ?? 0;
  const centroids = buildConceptCentroids(
    matches.badges.map((list, w) => ({ vector: vectors[w] as Float32Array, conceptIds: list.map((b) => b.conceptId) })),
    dimensions,
  );
  const badges = matches.badges.map((list, w) =>
    list.map((b) => ({
      ...b,
      evidence: {
        ...b.evidence,
        typicality: conceptTypicality(centroids, b.conceptId, vectors[w] as Float32Array, true),
      },
    })),
  );
  return orderCorpus({ concepts: matches.concepts, badges, shown: [] }, settings);
}

/** One concept of a work: id, tf, tf-idf, what the badge score reads and the score. */
export interface Badge {
  conceptId: number;
  tf: number;
  weight: number;
  evidence: BadgeEvidence;
  relevance: number;
  nameKey?: string | null;
}

/** Concepts per work under one configuration, in badge order. */
export interface CorpusMatches {
  concepts: OntologyConcept[];
  /** Per work index, all its concepts in badge order. */
  badges: Badge[][];
  /** Per work index, how many of the first concepts are shown as badges. */
  shown: number[];
}

/**
 * Matches every work with the corpus decisions for `thresholds` (none: the static rules
 * only) and orders each work's concepts as the search page does (`orderCorpus`).
 */
export function matchCorpus(
  concepts: readonly OntologyConcept[],
  works: readonly BenchWork[],
  stats: LiteralCorpusStats,
  thresholds: CorpusAmbiguityThresholds | null,
): CorpusMatches {
  const decision = thresholds === null ? null : decideCorpusAmbiguity(stats, thresholds);
  const applied = decision === null ? [...concepts] : applyCorpusAmbiguity(concepts, decision);
  const keyphraseness = decision?.keyphraseness ?? new Map<number, number>();
  const basic = new Set(applied.filter((c) => c.basicSuggested === true).map((c) => c.id));
  const matcher = buildConceptMatcher({ concepts: applied });
  // The name's terms: a concept named by the same words as a badge (two ontologies) is not a badge again.
  const nameKeys = new Map<number, string>(applied.map((c) => [c.id, badgeNameKey(c.name)]));
  const df = new Map<number, number>();
  const raw: Array<Array<Omit<Badge, 'weight'>>> = [];
  for (const work of works) {
    const found = matcher.match(workText(work), work.title.length);
    const list: Array<Omit<Badge, 'weight'>> = [];
    for (let i = 0; i < found.conceptIds.length; i++) {
      const conceptId = found.conceptIds[i] as number;
      const evidence: BadgeEvidence = {
        tf: found.conceptCounts[i] as number,
        titleTf: found.conceptTitleCounts[i] as number,
        spanTokens: found.conceptSpanTokens[i] as number,
        neighbours: found.conceptNeighbourCounts[i] as number,
        keyphraseness: keyphraseness.get(found.conceptLiteralIds[i] as number) ?? null,
        confirmed: MATCH_REASONS[found.conceptReasons[i] as number] === 'confirmed',
        basicSuggested: basic.has(conceptId),
      };
      list.push({ conceptId, tf: evidence.tf, evidence, relevance: 0, nameKey: nameKeys.get(conceptId) ?? null });
      df.set(conceptId, (df.get(conceptId) ?? 0) + 1);
    }
    raw.push(list);
  }
  const n = works.length;
  const badges = raw.map((list) =>
    list.map((b) => ({ ...b, weight: (1 + Math.log(b.tf)) * Math.log((n + 1) / ((df.get(b.conceptId) ?? 0) + 1)) })),
  );
  return orderCorpus({ concepts: applied, badges, shown: [] }, DEFAULT_BADGE_RELEVANCE);
}

/**
 * Orders every work's concepts in badge order under `settings` (`orderBadges`: relevance,
 * then tf-idf) and counts the badges shown; `settings` null gives the order before badge
 * relevance (suggested basic concepts last, then tf-idf) with up to 5 badges.
 */
export function orderCorpus(matches: CorpusMatches, settings: BadgeRelevanceSettings | null): CorpusMatches {
  const shown: number[] = [];
  const badges = matches.badges.map((list) => {
    const ordered = list.map((b) => ({
      ...b,
      tfidf: b.weight,
      relevance: settings === null ? -Number(b.evidence.basicSuggested) : badgeRelevance(b.evidence, settings).score,
    }));
    ordered.sort(compareBadges);
    shown.push(settings === null ? Math.min(5, ordered.length) : orderBadges(ordered, settings));
    return ordered;
  });
  return { concepts: matches.concepts, badges, shown };
}

/** A seeded random sample of `count` indexes of works with an abstract (mulberry32). */
export function sampleWorks(works: readonly BenchWork[], count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const candidates = works.flatMap((work, i) => (work.abstract ? [i] : []));
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j] as number, candidates[i] as number];
  }
  return candidates.slice(0, count);
}

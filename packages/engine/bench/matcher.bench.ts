// Concept matcher throughput on the real ontologies (ACM CCS 2012 + IEEE Thesaurus 2023)
// and real abstracts of the demo corpus.
// Run: npx tsx packages/engine/bench/matcher.bench.ts [datasetsDir] [abstractCount]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildConceptMatcher, createDfAccumulator } from '../src/concepts';
import { conceptsFromMergedOntology } from '../src/affinity';
import { parseOpenAlexWork } from '../src/import';
import { mergeOntologies, parseOntologyFile } from '../src/ontology';
import type { OntologyConcept } from '../src/ontology/ontology.types';
import { tokenize } from '../src/text';

/** What one run measured. */
export interface MatcherBenchFigures {
  concepts: number;
  literals: number;
  variants: number;
  vocabulary: number;
  buildMs: number;
  abstracts: number;
  /** Mean abstract length in tokens. */
  tokensPerAbstract: number;
  matchMs: number;
  abstractsPerSecond: number;
  /** Tokenisation alone, to show how the time splits. */
  tokenizeOnlyPerSecond: number;
  conceptsPerAbstract: number;
  abstractsWithConcepts: number;
  /** The concepts found in most abstracts, as a sanity check of what is matched. */
  topConcepts: Array<{ name: string; df: number }>;
}

/** ACM and IEEE concepts merged by name, with numeric ids, as the database would hand them over. */
export function loadBenchOntology(datasetsDir: string): OntologyConcept[] {
  const files = ['acm-ccs-2012.skos.xml', 'ieee-thesaurus-2023.csv'];
  const parsed = files.map((fileName) =>
    parseOntologyFile({ fileName, text: readFileSync(join(datasetsDir, 'ontology', fileName), 'utf8') }),
  );
  return conceptsFromMergedOntology(mergeOntologies(parsed).concepts);
}

/** Abstracts of the corpus (rebuilt by the OpenAlex parser), venues in file-name order. */
export function loadBenchAbstracts({ corpusDir, limit }: { corpusDir: string; limit: number }): string[] {
  const abstracts: string[] = [];
  const files = readdirSync(corpusDir)
    .filter((f) => f.startsWith('works-') && f.endsWith('.jsonl.gz'))
    .sort();
  for (const file of files) {
    const lines = gunzipSync(readFileSync(join(corpusDir, file)))
      .toString('utf8')
      .split('\n');
    for (const line of lines) {
      if (abstracts.length >= limit) return abstracts;
      if (line.trim() === '') continue;
      const parsed = parseOpenAlexWork(line);
      if (parsed.ok && parsed.work.abstract) abstracts.push(parsed.work.abstract);
    }
  }
  return abstracts;
}

/** Builds the matcher, matches the abstracts (after a warm-up pass) and reports the figures. */
export function runMatcherBench({
  datasetsDir = DEFAULT_DATASETS,
  abstractCount = 20_000,
}: { datasetsDir?: string; abstractCount?: number } = {}): MatcherBenchFigures {
  const concepts = loadBenchOntology(datasetsDir);
  const abstracts = loadBenchAbstracts({ corpusDir: join(datasetsDir, 'corpus'), limit: abstractCount });

  const buildStart = performance.now();
  const matcher = buildConceptMatcher({ concepts });
  const buildMs = performance.now() - buildStart;

  for (let i = 0; i < Math.min(2000, abstracts.length); i++) matcher.match(abstracts[i] as string);

  let tokenCount = 0;
  const tokenizeStart = performance.now();
  for (const text of abstracts) tokenCount += tokenize(text).count;
  const tokenizeMs = performance.now() - tokenizeStart;

  const df = createDfAccumulator({ conceptIds: matcher.conceptIds, literalIds: matcher.literalIds });
  let matched = 0;
  let withConcepts = 0;
  const matchStart = performance.now();
  for (const text of abstracts) {
    const match = matcher.match(text);
    matched += match.conceptIds.length;
    if (match.conceptIds.length > 0) withConcepts++;
    df.add(match);
  }
  const matchMs = performance.now() - matchStart;

  const nameOf = new Map(concepts.map((c) => [c.id, c.name]));
  const order = Array.from(df.conceptDf.keys()).sort(
    (a, b) => (df.conceptDf[b] as number) - (df.conceptDf[a] as number),
  );
  const n = Math.max(1, abstracts.length);
  return {
    concepts: matcher.stats.concepts,
    literals: matcher.stats.literals,
    variants: matcher.stats.variants,
    vocabulary: matcher.stats.vocabulary,
    buildMs,
    abstracts: abstracts.length,
    tokensPerAbstract: tokenCount / n,
    matchMs,
    abstractsPerSecond: (abstracts.length * 1000) / matchMs,
    tokenizeOnlyPerSecond: (abstracts.length * 1000) / tokenizeMs,
    conceptsPerAbstract: matched / n,
    abstractsWithConcepts: withConcepts / n,
    topConcepts: order.slice(0, 10).map((slot) => ({
      name: nameOf.get(df.conceptIds[slot] as number) ?? '?',
      df: df.conceptDf[slot] as number,
    })),
  };
}

/** Prints the figures of one run. */
export function printMatcherFigures(figures: MatcherBenchFigures): void {
  const f = (x: number, digits = 0) => x.toFixed(digits);
  console.log(
    `matcher: ${figures.concepts} concepts, ${figures.literals} literals, ${figures.variants} variants, vocabulary ${figures.vocabulary}`,
  );
  console.log(`  build                ${f(figures.buildMs)} ms`);
  console.log(`  abstracts            ${figures.abstracts} (${f(figures.tokensPerAbstract)} tokens each)`);
  console.log(`  match                ${f(figures.matchMs)} ms = ${f(figures.abstractsPerSecond)} abstracts/s`);
  console.log(`  tokenize only        ${f(figures.tokenizeOnlyPerSecond)} abstracts/s`);
  console.log(
    `  concepts / abstract  ${f(figures.conceptsPerAbstract, 2)} (${f(figures.abstractsWithConcepts * 100, 1)}% with any)`,
  );
  console.log(`  top concepts by DF   ${figures.topConcepts.map((c) => `${c.name} (${c.df})`).join(', ')}`);
}

const DEFAULT_DATASETS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/datasets');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const abstractCount = process.argv[3] ? Number(process.argv[3]) : undefined;
  printMatcherFigures(runMatcherBench({ datasetsDir: process.argv[2] ?? DEFAULT_DATASETS, abstractCount }));
}

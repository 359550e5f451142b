// Concept matcher throughput on the real ontologies (ACM CCS 2012 + IEEE Thesaurus 2023)
// and real abstracts of the demo corpus.
// Run: npx tsx packages/engine/bench/matcher.bench.ts [datasetsDir] [abstractCount]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildConceptMatcher, createDfAccumulator, isAmbiguousLiteralName } from '../src/concepts';
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

// The ontology files are loaded with a few regular expressions rather than the full
// parsers so that this benchmark measures the matcher alone and runs on its own.
interface RawConcept {
  name: string;
  literals: string[];
  parentKeys: string[];
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? whole;
  });
}

function loadSkos(xml: string): Map<string, RawConcept> {
  const concepts = new Map<string, RawConcept>();
  for (const block of xml.matchAll(/<skos:Concept rdf:about="([^"]+)"[^>]*>([\s\S]*?)<\/skos:Concept>/g)) {
    const body = block[2] ?? '';
    const labels = Array.from(body.matchAll(/<skos:(?:prefLabel|altLabel|hiddenLabel)[^>]*>([^<]*)</g), (m) => decodeXml(m[1] ?? ''));
    const parents = Array.from(body.matchAll(/<skos:broader rdf:resource="([^"]+)"/g), (m) => m[1] ?? '');
    if (labels.length > 0) concepts.set(block[1] ?? '', { name: labels[0] ?? '', literals: labels, parentKeys: parents });
  }
  return concepts;
}

function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

function loadThesaurus(csv: string): Map<string, RawConcept> {
  const concepts = new Map<string, RawConcept>();
  const conceptOf = (term: string): RawConcept => {
    let concept = concepts.get(term);
    if (concept === undefined) {
      concept = { name: term, literals: [term], parentKeys: [] };
      concepts.set(term, concept);
    }
    return concept;
  };
  for (const line of csv.split(/\r?\n/).slice(1)) {
    if (line.trim() === '') continue;
    const [subject = '', predicate = '', object = ''] = parseCsvLine(line).map((f) => f.replace(/\s+/g, ' ').trim());
    if (subject === '' || object === '') continue;
    const concept = conceptOf(subject);
    if (predicate === 'UF') {
      concept.literals.push(object);
    } else if (predicate === 'BT') {
      concept.parentKeys.push(object);
      conceptOf(object);
    } else if (predicate === 'NT') {
      conceptOf(object).parentKeys.push(subject);
    }
  }
  return concepts;
}

/** ACM and IEEE concepts with numeric ids and literals, as the database would hand them over. */
export function loadBenchOntology(datasetsDir: string): OntologyConcept[] {
  const sources = [
    loadSkos(readFileSync(join(datasetsDir, 'ontology/acm-ccs-2012.skos.xml'), 'utf8')),
    loadThesaurus(readFileSync(join(datasetsDir, 'ontology/ieee-thesaurus-2023.csv'), 'utf8')),
  ];
  const concepts: OntologyConcept[] = [];
  let nextConceptId = 1;
  let nextLiteralId = 1;
  for (const source of sources) {
    const idOf = new Map<string, number>();
    for (const key of source.keys()) idOf.set(key, nextConceptId++);
    for (const [key, raw] of source) {
      const seen = new Set<string>();
      const literals = raw.literals.filter((name) => {
        const folded = name.toLowerCase();
        if (name === '' || seen.has(folded)) return false;
        seen.add(folded);
        return true;
      });
      concepts.push({
        id: idOf.get(key) as number,
        name: raw.name,
        basic: false,
        parentIds: raw.parentKeys.map((parent) => idOf.get(parent)).filter((id): id is number => id !== undefined),
        literals: literals.map((name) => ({ id: nextLiteralId++, name, isAmbiguous: isAmbiguousLiteralName(name) })),
      });
    }
  }
  return concepts;
}

/** Abstracts rebuilt from OpenAlex inverted indexes, venues in file-name order. */
export function loadBenchAbstracts({ corpusDir, limit }: { corpusDir: string; limit: number }): string[] {
  const abstracts: string[] = [];
  const files = readdirSync(corpusDir).filter((f) => f.startsWith('works-') && f.endsWith('.jsonl.gz')).sort();
  for (const file of files) {
    const lines = gunzipSync(readFileSync(join(corpusDir, file))).toString('utf8').split('\n');
    for (const line of lines) {
      if (abstracts.length >= limit) return abstracts;
      if (line.trim() === '') continue;
      const work = JSON.parse(line) as { abstract_inverted_index?: Record<string, number[]> | null };
      const index = work.abstract_inverted_index;
      if (index == null) continue;
      const words: string[] = [];
      for (const [word, positions] of Object.entries(index)) for (const at of positions) words[at] = word;
      abstracts.push(words.join(' '));
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
  const order = Array.from(df.conceptDf.keys()).sort((a, b) => (df.conceptDf[b] as number) - (df.conceptDf[a] as number));
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
  console.log(`matcher: ${figures.concepts} concepts, ${figures.literals} literals, ${figures.variants} variants, vocabulary ${figures.vocabulary}`);
  console.log(`  build                ${f(figures.buildMs)} ms`);
  console.log(`  abstracts            ${figures.abstracts} (${f(figures.tokensPerAbstract)} tokens each)`);
  console.log(`  match                ${f(figures.matchMs)} ms = ${f(figures.abstractsPerSecond)} abstracts/s`);
  console.log(`  tokenize only        ${f(figures.tokenizeOnlyPerSecond)} abstracts/s`);
  console.log(`  concepts / abstract  ${f(figures.conceptsPerAbstract, 2)} (${f(figures.abstractsWithConcepts * 100, 1)}% with any)`);
  console.log(`  top concepts by DF   ${figures.topConcepts.map((c) => `${c.name} (${c.df})`).join(', ')}`);
}

const DEFAULT_DATASETS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/datasets');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const abstractCount = process.argv[3] ? Number(process.argv[3]) : undefined;
  printMatcherFigures(runMatcherBench({ datasetsDir: process.argv[2] ?? DEFAULT_DATASETS, abstractCount }));
}

/**
 * One-off check that the real datasets parse with the expected counts, and how long it
 * takes. Not a test (the datasets live outside the repository):
 *   npx tsx packages/engine/bench/parse-real-files.ts [datasets-dir] [--ontology-only]
 * Ontology files are parsed once to warm up, then RUNS times; the median is printed.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseOpenAlexWorkLines, readLines, readTextFile } from '../src/import';
import { genderLabel, parseFirstNameGenderCsv, predictGender } from '../src/names';
import { mergeOntologies, parseOntologyFile } from '../src/ontology';
import type { ParsedOntology } from '../src/ontology';

const args = process.argv.slice(2);
const ontologyOnly = args.includes('--ontology-only');
const datasetsArg = args.find((arg) => !arg.startsWith('--'));
const datasets = resolve(datasetsArg ?? join(import.meta.dirname, '../../../../shared/datasets'));
const RUNS = 5;

function elapsed(start: number): string {
  return `${(performance.now() - start).toFixed(0)} ms`;
}

function summarize(ontology: ParsedOntology): Record<string, number> {
  const sum = (pick: (concept: ParsedOntology['concepts'][number]) => number): number =>
    ontology.concepts.reduce((total, concept) => total + pick(concept), 0);
  return {
    concepts: ontology.concepts.length,
    synonymLiterals: sum(({ literals }) => literals.length - 1),
    broaderLinks: sum(({ broader }) => broader.length),
    relatedLinks: sum(({ related }) => related.length),
    warnings: ontology.warnings.length,
  };
}

async function ontologies(): Promise<ParsedOntology[]> {
  const parsed: ParsedOntology[] = [];
  for (const fileName of ['acm-ccs-2012.skos.xml', 'ieee-thesaurus-2023.csv']) {
    const text = await readTextFile(join(datasets, 'ontology', fileName));
    const start = performance.now();
    let ontology = parseOntologyFile({ fileName, text }); // warm-up: the first run includes JIT compilation
    const first = elapsed(start);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const runStart = performance.now();
      ontology = parseOntologyFile({ fileName, text });
      times.push(performance.now() - runStart);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    console.log(`${fileName}: first ${first}, median of ${RUNS} ${median.toFixed(0)} ms`, summarize(ontology));
    for (const warning of ontology.warnings.slice(0, 12)) console.log(`  warning: ${warning}`);
    parsed.push(ontology);
  }
  const start = performance.now();
  const merged = mergeOntologies(parsed);
  console.log(`merge: ${elapsed(start)}`, merged.stats, `warnings ${merged.warnings.length}`);
  const examples = merged.concepts.filter(({ origins }) => new Set(origins.map(({ source }) => source)).size > 1);
  console.log(
    '  merged across sources, e.g.:',
    examples
      .slice(0, 8)
      .map(({ name }) => name)
      .join(' | '),
  );
  for (const warning of merged.warnings.slice(0, 8)) console.log(`  warning: ${warning}`);
  return parsed;
}

async function corpus(): Promise<string[]> {
  const directory = join(datasets, 'corpus');
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl.gz'))
    .sort();
  const start = performance.now();
  let works = 0;
  let failures = 0;
  let withWarnings = 0;
  let abstracts = 0;
  let authorships = 0;
  let identifiedAuthors = 0;
  const identifiers = { doi: 0, arxiv: 0, pmid: 0, pmcid: 0 };
  const names: string[] = [];
  for (const file of files) {
    for await (const { lineNumber, result } of parseOpenAlexWorkLines(readLines(join(directory, file)))) {
      if (!result.ok) {
        failures += 1;
        if (failures <= 5) console.log(`  ${file}:${lineNumber}: ${result.error}`);
        continue;
      }
      works += 1;
      if (result.warnings.length > 0) {
        withWarnings += 1;
        if (withWarnings <= 5) console.log(`  ${file}:${lineNumber}: ${result.warnings.join('; ')}`);
      }
      const { work } = result;
      if (work.abstract) abstracts += 1;
      for (const kind of ['doi', 'arxiv', 'pmid', 'pmcid'] as const) if (work.identifiers[kind]) identifiers[kind] += 1;
      for (const authorship of work.authorships) {
        authorships += 1;
        if (authorship.externalId) identifiedAuthors += 1;
        names.push(authorship.displayName);
      }
    }
  }
  console.log(`corpus: ${files.length} files, ${elapsed(start)}`, {
    works,
    failures,
    withWarnings,
    abstracts,
    authorships,
    identifiedAuthors,
    identifiers,
  });
  return names;
}

async function gender(names: string[]): Promise<void> {
  const text = await readTextFile(join(datasets, 'names', 'first-names-gender.csv'));
  let start = performance.now();
  const { lookup, warnings } = parseFirstNameGenderCsv(text);
  console.log(`first-names-gender.csv: ${elapsed(start)}`, { names: lookup.size, warnings: warnings.length });
  start = performance.now();
  const labels: Record<string, number> = { F: 0, f: 0, '?': 0, m: 0, M: 0, unknown: 0 };
  for (const name of names) {
    const score = predictGender(name, lookup);
    labels[score === null ? 'unknown' : genderLabel(score)]! += 1;
  }
  console.log(`predictGender over ${names.length} authorships: ${elapsed(start)}`, labels);
}

await ontologies();
if (!ontologyOnly) {
  const names = await corpus();
  await gender(names);
}

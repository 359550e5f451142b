/**
 * `sciscope affinity --submissions submissions.json --archives DIR --out scores.json`
 * Scores every reviewer (archive `~<id>.jsonl`) for every submission and writes
 * `{reviewerId: {paperId: score}}`. Idf comes from a background corpus of OpenAlex works
 * (`--corpus DIR`, default `<data>/corpus`); concepts from the ontologies in `<data>/ontology`.
 */
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  buildConceptMatcher,
  mergeOntologies,
  parseOntologyFile,
  parseOpenAlexWork,
  readLines,
  readTextFile,
  type OntologyConcept,
  type ParsedOntology,
} from '@sciscope/engine';
import {
  DEFAULT_AFFINITY_CONFIG,
  DEFAULT_AFFINITY_MODEL_SETTINGS,
  computeAffinityTable,
  conceptsFromMergedOntology,
  createConceptModelBuilder,
  createLexicalModelBuilder,
  documentText,
  type AffinityDocument,
  type AffinityModelSettings,
  type AffinityModels,
  type ConceptCounts,
} from '@sciscope/engine';
import { REPO_ROOT } from '../app/config';
import { createCliProgress, silentProgress, type Progress } from '../app/progress';
import { ExpertiseInputError, readArchives, readSubmissions, type ExpertisePaper } from './openreview-expertise';

const USAGE = `Usage: sciscope affinity --submissions FILE --archives DIR --out FILE [options]

Scores reviewers (one ~<id>.jsonl archive per reviewer) for submissions (OpenReview
expertise layout) and writes {reviewerId: {paperId: score}} as JSON.

Options:
  --corpus DIR     OpenAlex works (*.jsonl[.gz]) for idf (default: <data>/corpus)
  --ontology DIR   ontologies (*.xml, *.ttl, *.csv) for concepts (default: <data>/ontology)
  --no-concepts    lexical similarity only
<data> is $SCISCOPE_DATA_DIR, else ../shared/datasets beside the repository.
Without a corpus, idf comes from the submissions and archives themselves.
`;

/** The data folder as the server resolves it: $SCISCOPE_DATA_DIR ('none': off), else ../shared/datasets. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env['SCISCOPE_DATA_DIR'];
  if (raw === 'none') return null;
  if (raw) return resolve(raw);
  const sibling = resolve(REPO_ROOT, '../shared/datasets');
  return existsSync(sibling) ? sibling : null;
}

/** Title + abstract of every work in the corpus folder (`*.jsonl`, `*.jsonl.gz`). */
export async function* readCorpusTexts({
  dir,
  progress = silentProgress,
}: {
  dir: string;
  progress?: Progress;
}): AsyncGenerator<string> {
  const files = (await readdir(dir)).filter((name) => /\.jsonl(\.gz)?$/.test(name)).sort();
  if (files.length === 0) throw new ExpertiseInputError(`No *.jsonl or *.jsonl.gz works in corpus folder ${dir}`);
  progress.start('idf corpus files', files.length);
  for (const name of files) {
    for await (const { line } of readLines(join(dir, name))) {
      const parsed = parseOpenAlexWork(line);
      if (parsed.ok) yield documentText({ title: parsed.work.title, abstract: parsed.work.abstract ?? '' });
    }
    progress.increment();
  }
  progress.stop();
}

/** Concepts of every ontology file in `dir`, merged by name, with dense ids. */
export async function loadOntologyConcepts(dir: string): Promise<OntologyConcept[]> {
  const parsed: ParsedOntology[] = [];
  for (const name of (await readdir(dir)).sort()) {
    if (!/\.(xml|rdf|owl|ttl|csv)(\.gz)?$/i.test(name)) continue;
    const text = await readTextFile(join(dir, name));
    try {
      parsed.push(parseOntologyFile({ fileName: name, text }));
    } catch (error) {
      throw new ExpertiseInputError(
        `Cannot read ontology ${join(dir, name)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (parsed.length === 0) throw new ExpertiseInputError(`No ontology files (*.xml, *.ttl, *.csv) in ${dir}`);
  return conceptsFromMergedOntology(mergeOntologies(parsed).concepts);
}

export interface BuiltAffinityModels {
  models: AffinityModels;
  /** The concept match of a text; null without concepts. */
  countConcepts: ((text: string) => ConceptCounts) | null;
}

/** The concept matcher as the settings say; null without concepts. */
export function createConceptCounter({
  settings,
  concepts,
}: {
  settings: AffinityModelSettings;
  concepts: readonly OntologyConcept[] | null;
}): { countConcepts: (text: string) => ConceptCounts; conceptIds: Int32Array } | null {
  if (!settings.useConcepts || concepts === null || concepts.length === 0) return null;
  const matcher = buildConceptMatcher({ concepts });
  return { countConcepts: (text) => matcher.match(text), conceptIds: matcher.conceptIds };
}

/**
 * Builds the lexical (and concept) model in one pass over the idf documents: the corpus,
 * the scored texts (`localTexts`), or both, as `settings.idfSource` says.
 */
export async function buildAffinityModels({
  settings,
  corpusTexts,
  localTexts,
  concepts,
}: {
  settings: AffinityModelSettings;
  corpusTexts: AsyncIterable<string> | Iterable<string> | null;
  localTexts: readonly string[];
  concepts: readonly OntologyConcept[] | null;
}): Promise<BuiltAffinityModels> {
  const lexicalBuilder = createLexicalModelBuilder({ bigrams: settings.bigrams, stemmer: settings.stemmer });
  const counter = createConceptCounter({ settings, concepts });
  const conceptBuilder = counter ? createConceptModelBuilder({ conceptIds: counter.conceptIds }) : null;
  const add = (text: string): void => {
    lexicalBuilder.add(text);
    if (conceptBuilder && counter) conceptBuilder.add(counter.countConcepts(text));
  };
  const useCorpus = settings.idfSource !== 'local' && corpusTexts !== null;
  if (useCorpus) for await (const text of corpusTexts) add(text);
  if (!useCorpus || settings.idfSource === 'corpus+local') for (const text of localTexts) add(text);
  return {
    models: { lexical: lexicalBuilder.build(), concepts: conceptBuilder ? conceptBuilder.build() : null },
    countConcepts: counter ? counter.countConcepts : null,
  };
}

/** A paper of the expertise layout as an affinity document, with its concepts matched. */
export function toAffinityDocument(
  paper: ExpertisePaper,
  countConcepts: BuiltAffinityModels['countConcepts'],
): AffinityDocument & { id: string } {
  const concepts = countConcepts ? countConcepts(documentText(paper)) : null;
  return { id: paper.id, title: paper.title, abstract: paper.abstract, year: paper.year, concepts };
}

interface AffinityArgs {
  submissions: string;
  archives: string;
  out: string;
  corpus: string | null;
  ontology: string | null;
  concepts: boolean;
}

function parseArgs(argv: string[]): AffinityArgs | { help: true } | { error: string } {
  const values = new Map<string, string>();
  let concepts = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--no-concepts') {
      concepts = false;
      continue;
    }
    if (!['--submissions', '--archives', '--out', '--corpus', '--ontology'].includes(arg))
      return { error: `Unknown option ${arg}` };
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
    values.set(arg.slice(2), value);
    i++;
  }
  const missing = ['submissions', 'archives', 'out'].filter((name) => !values.has(name));
  if (missing.length > 0) return { error: `Missing ${missing.map((m) => `--${m}`).join(', ')}` };
  const data = defaultDataDir();
  const orDefault = (name: string): string | null =>
    values.get(name) ?? (data && existsSync(join(data, name)) ? join(data, name) : null);
  return {
    submissions: values.get('submissions') as string,
    archives: values.get('archives') as string,
    out: values.get('out') as string,
    corpus: orDefault('corpus'),
    // The default configuration may be lexical only; then no ontology is read at all.
    ontology: concepts && DEFAULT_AFFINITY_MODEL_SETTINGS.useConcepts ? orDefault('ontology') : null,
    concepts,
  };
}

/** Runs `sciscope affinity`; returns the exit code (2 for bad arguments or input files). */
export async function runAffinityCommand(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if ('help' in args) {
    process.stdout.write(USAGE);
    return 0;
  }
  if ('error' in args) {
    process.stderr.write(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  const progress = createCliProgress();
  try {
    for (const [flag, dir] of [
      ['--corpus', args.corpus],
      ['--ontology', args.ontology],
    ] as const) {
      if (dir !== null && !existsSync(dir)) throw new ExpertiseInputError(`${flag} folder not found: ${dir}`);
    }
    const submissions = await readSubmissions(args.submissions);
    const archives = await readArchives(args.archives);
    const localTexts = [...submissions, ...Array.from(archives.values()).flat()].map((paper) => documentText(paper));
    const concepts = args.ontology ? await loadOntologyConcepts(args.ontology) : null;
    if (args.corpus === null) progress.log('no corpus folder: idf from the submissions and archives');
    const settings: AffinityModelSettings = { ...DEFAULT_AFFINITY_MODEL_SETTINGS, useConcepts: concepts !== null };
    const { models, countConcepts } = await buildAffinityModels({
      settings,
      corpusTexts: args.corpus ? readCorpusTexts({ dir: args.corpus, progress }) : null,
      localTexts,
      concepts,
    });
    const papers = submissions.map((paper) => toAffinityDocument(paper, countConcepts));
    const authors = new Map(
      Array.from(archives, ([id, list]) => [id, list.map((paper) => toAffinityDocument(paper, countConcepts))]),
    );
    progress.start('scoring reviewers', authors.size);
    const table = computeAffinityTable({
      papers,
      authors,
      models,
      config: DEFAULT_AFFINITY_CONFIG,
      onProgress: () => progress.increment(),
    });
    progress.stop();
    try {
      await writeFile(args.out, `${JSON.stringify(table, null, 1)}\n`);
    } catch (error) {
      throw new ExpertiseInputError(
        `Cannot write ${args.out}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    progress.log(`wrote ${archives.size} reviewers x ${submissions.length} papers to ${args.out}`);
    return 0;
  } catch (error) {
    if (error instanceof ExpertiseInputError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

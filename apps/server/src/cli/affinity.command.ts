/**
 * `sciscope affinity --submissions submissions.json --archives DIR --out scores.json`
 * Scores every reviewer (archive `~<id>.jsonl`) for every submission and writes
 * `{reviewerId: {paperId: score}}`. Texts are fitted into the corpus representation model
 * stored in the database (task `representations.train`) and matched with the stored
 * ontology; without a stored model (or with `--corpus`)
 * a model is trained in-process on the corpus folder and the scored texts, else on the
 * scored texts alone.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DEFAULT_AFFINITY_MODEL_SETTINGS,
  DEFAULT_EXPERTISE_SCORE_CONFIG,
  DEFAULT_REPRESENTATION_SETTINGS,
  computeExpertiseTable,
  createConceptModelBuilder,
  loadConceptModel,
  representationText,
  trainRepresentationModel,
  type ExpertiseArticleInput,
  type ExpertiseConcepts,
  type RepresentationModel,
} from '@sciscope/engine';
import { REPO_ROOT, loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress, type Progress } from '../app/progress';
import { createRepresentationsRepository } from '../modules/representations/representations.repository';
import { loadConceptMatcher } from '../modules/corpus/concept-scan.usecases';
import { createConceptCounter, loadOntologyConcepts, readCorpusTexts } from './affinity-models';
import {
  ExpertiseInputError,
  profileOwnerName,
  readArchives,
  readSubmissions,
  type ExpertisePaper,
} from './openreview-expertise';

const USAGE = `Usage: sciscope affinity --submissions FILE --archives DIR --out FILE [options]

Scores reviewers (one ~<id>.jsonl archive per reviewer) for submissions (OpenReview
expertise layout) and writes {reviewerId: {paperId: score}} as JSON.

Options:
  --corpus DIR     train the representation model on these OpenAlex works (*.jsonl[.gz])
                   instead of using the one stored in the database
  --ontology DIR   ontologies (*.xml, *.ttl, *.csv) for concepts when no stored model is
                   used (default: <data>/ontology)
  --no-concepts    lexical and dense similarity only
The model stored in the database (SCISCOPE_RUNTIME_DIR / DATABASE_URL, trained by the task
representations.train) is used when there is one, with the stored ontology and concept
frequencies; else one is trained on <data>/corpus with the submissions and archives, else
on those alone. <data> is $SCISCOPE_DATA_DIR, else
../shared/datasets beside the repository.
`;

/** The data folder as the server resolves it: $SCISCOPE_DATA_DIR ('none': off), else ../shared/datasets. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env['SCISCOPE_DATA_DIR'];
  if (raw === 'none') return null;
  if (raw) return resolve(raw);
  const sibling = resolve(REPO_ROOT, '../shared/datasets');
  return existsSync(sibling) ? sibling : null;
}

interface AffinityArgs {
  submissions: string;
  archives: string;
  out: string;
  corpus: string | null;
  /** Whether --corpus was given (then the stored model is not used). */
  corpusGiven: boolean;
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
    corpusGiven: values.has('corpus'),
    ontology: concepts ? orDefault('ontology') : null,
    concepts,
  };
}

interface ScoringModels {
  model: RepresentationModel;
  concepts: ExpertiseConcepts | null;
}

/**
 * The newest model stored in the database with the stored ontology's matcher and concept
 * frequencies; null when there is no database or no model.
 */
async function storedModels(args: AffinityArgs, progress: Progress): Promise<ScoringModels | null> {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.sqlitePath)) return null;
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const repository = createRepresentationsRepository({ db });
    const stored = await repository.latestModel();
    if (!stored) return null;
    progress.log(
      `stored representation model ${stored.id} (${stored.model.lexical.documentCount} works, ${stored.model.dim} dimensions, trained ${stored.createdAt})`,
    );
    const useConcepts = args.concepts && DEFAULT_EXPERTISE_SCORE_CONFIG.conceptWeight > 0;
    const frequencies = useConcepts ? await repository.conceptFrequencies() : null;
    if (!frequencies || frequencies.conceptIds.length === 0) return { model: stored.model, concepts: null };
    const matcher = await loadConceptMatcher(db);
    return {
      model: stored.model,
      concepts: { count: (text) => matcher.match(text), model: loadConceptModel(frequencies) },
    };
  } finally {
    await db.close();
  }
}

/** The models to fit the texts into: stored, else trained on the corpus folder or the texts. */
async function scoringModels(args: AffinityArgs, localTexts: string[], progress: Progress): Promise<ScoringModels> {
  if (!args.corpusGiven) {
    const stored = await storedModels(args, progress);
    if (stored) return stored;
  }
  const documents: string[] = [];
  if (args.corpus !== null) {
    if (!args.corpusGiven) progress.log('no stored representation model: training one on the corpus folder');
    for await (const text of readCorpusTexts({ dir: args.corpus, progress })) documents.push(text);
  } else {
    progress.log('no corpus folder: representation model trained on the submissions and archives');
  }
  // The scored texts join a corpus too: a small corpus alone may share too few terms.
  documents.push(...localTexts);
  let model: RepresentationModel;
  try {
    model = trainRepresentationModel({ documents, settings: DEFAULT_REPRESENTATION_SETTINGS });
  } catch (error) {
    throw new ExpertiseInputError(
      `Cannot train a representation model: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const counter =
    args.ontology && DEFAULT_EXPERTISE_SCORE_CONFIG.conceptWeight > 0
      ? createConceptCounter({
          settings: { ...DEFAULT_AFFINITY_MODEL_SETTINGS, useConcepts: true },
          concepts: await loadOntologyConcepts(args.ontology),
        })
      : null;
  if (!counter) return { model, concepts: null };
  const builder = createConceptModelBuilder({ conceptIds: counter.conceptIds });
  for (const text of documents) builder.add(counter.countConcepts(text));
  return { model, concepts: { count: counter.countConcepts, model: builder.build() } };
}

/** A profile paper with the reviewer's authorship position (the name on most of the profile). */
function profileArticles(profile: readonly ExpertisePaper[]): ExpertiseArticleInput[] {
  const owner = profileOwnerName(profile);
  return profile.map((paper) => {
    const at = owner === null ? -1 : paper.authors.indexOf(owner);
    return {
      title: paper.title,
      abstract: paper.abstract,
      year: paper.year,
      position: at >= 0 ? at : null,
      authorsCount: paper.authors.length > 0 ? paper.authors.length : null,
    };
  });
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
    const localTexts = [...submissions, ...Array.from(archives.values()).flat()].map((p) => representationText(p));
    const { model, concepts } = await scoringModels(args, localTexts, progress);
    const authors = new Map(Array.from(archives, ([id, profile]) => [id, profileArticles(profile)]));
    progress.start('scoring reviewers', authors.size);
    const table = computeExpertiseTable({
      papers: submissions,
      authors,
      model,
      concepts,
      config: DEFAULT_EXPERTISE_SCORE_CONFIG,
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

/**
 * The corpus models of the term-based affinity engine (lexical tf-idf + concepts, see
 * packages/engine/src/affinity): what `npm run bench:affinity` compares the corpus
 * representations with, and how the corpus folder is read.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildConceptMatcher,
  conceptsFromMergedOntology,
  createConceptModelBuilder,
  createLexicalModelBuilder,
  documentText,
  mergeOntologies,
  parseOntologyFile,
  parseOpenAlexWork,
  readLines,
  readTextFile,
  type AffinityDocument,
  type AffinityModelSettings,
  type AffinityModels,
  type ConceptCounts,
  type OntologyConcept,
  type ParsedOntology,
} from '@sciscope/engine';
import { silentProgress, type Progress } from '../app/progress';
import { ExpertiseInputError, type ExpertisePaper } from './openreview-expertise';

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

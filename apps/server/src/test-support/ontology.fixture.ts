import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../app/database/kysely';
import { silentProgress } from '../app/progress';
import { createAccessRepository } from '../app/access.repository';
import { importWorksPipeline } from '../modules/corpus/corpus-pipeline';
import { processRescanQueue } from '../modules/corpus/concept-scan.usecases';
import { createMailer } from '../modules/mail/mailer';
import { importOntologyFile } from '../modules/ontology/ontology-import.usecases';
import { createOntologyServices, type OntologyServices } from '../modules/ontology/ontology-deps';

/*
 * The corpus of the ontology-curation tests, imported the way real data is (a thesaurus CSV
 * through the ontology importer, OpenAlex-style works through the works pipeline: full-text
 * index and concept scan). Each work is there for one curation case.
 */

export const ONTOLOGY_FIXTURE_CSV = [
  'subject,predicate,object',
  'Neural network,UF,Neural net',
  'Neural network,BT,Machine learning',
  'Convolutional neural network,BT,Neural network',
  'Reinforcement learning,BT,Machine learning',
  'Robot,UF,Robotic system',
  'Support vector machine,UF,SVM',
  'Support vector machine,BT,Machine learning',
  'Graph theory,RT,Network science',
].join('\n');

interface FixtureWork {
  key: string;
  title: string;
  abstract: string;
}

export const ONTOLOGY_FIXTURE_WORKS: readonly FixtureWork[] = [
  // No concept yet: gains "Convolutional neural network" when "convnet" becomes its literal.
  {
    key: 'W1',
    title: 'Deep learning for image recognition',
    abstract: 'A convnet classifies photographs. The convnet is trained end to end on labelled images.',
  },
  {
    key: 'W2',
    title: 'Neural network pruning at scale',
    abstract: 'We prune a neural network to a tenth of its size.',
  },
  {
    key: 'W3',
    title: 'Robots learn to grasp',
    abstract: 'A robotic system learns grasping by reinforcement learning in simulation.',
  },
  {
    key: 'W4',
    title: 'Convolutional neural networks for segmentation',
    abstract: 'A convolutional neural network segments medical images.',
  },
  // Found through "Neural net" only: loses "Neural network" when that literal goes.
  { key: 'W5', title: 'Neural nets in the brain', abstract: 'Biological neural nets inspire new learning rules.' },
  {
    key: 'W6',
    title: 'Support vector machines revisited',
    abstract: 'Support vector machines (SVM) remain strong baselines for text classification.',
  },
  { key: 'W7', title: 'Spectral graph theory', abstract: 'Graph theory gives bounds on mixing times.' },
  { key: 'W8', title: 'A convnet for speech', abstract: 'Spectrograms are classified by a small convnet.' },
];

function openAlexLine(work: FixtureWork): string {
  const index: Record<string, number[]> = {};
  work.abstract.split(' ').forEach((word, i) => (index[word] ??= []).push(i));
  return JSON.stringify({
    id: `https://openalex.org/${work.key}`,
    title: work.title,
    publication_year: 2020,
    cited_by_count: 1,
    primary_location: { source: { display_name: 'Journal of Tests', type: 'journal' } },
    abstract_inverted_index: index,
    authorships: [
      {
        author_position: 'first',
        author: { display_name: 'Ada Lovelace' },
        raw_author_name: 'Ada Lovelace',
        institutions: [],
        countries: [],
        raw_affiliation_strings: [],
      },
    ],
  });
}

export interface OntologyFixture {
  /** Article id of a fixture work (`W1` …). */
  article(key: string): number;
  concept(name: string): number;
  /** The concepts an article carries now, by name, sorted. */
  conceptsOf(key: string): Promise<string[]>;
  /** Runs the rescan queue as the task `concepts.rescan` does. */
  rescan(): Promise<void>;
  /** Services whose e-mails go to `outbox`. */
  services: OntologyServices;
  outbox: string;
  /** Removes the outbox folder. */
  cleanup(): void;
}

/** Imports the fixture ontology and works into `db`. */
export async function loadOntologyFixture(db: Db): Promise<OntologyFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-ontology-'));
  const works = join(dir, 'works.jsonl');
  writeFileSync(works, ONTOLOGY_FIXTURE_WORKS.map(openAlexLine).join('\n'));
  const ontology = join(dir, 'thesaurus.csv');
  writeFileSync(ontology, ONTOLOGY_FIXTURE_CSV);
  await importOntologyFile({ db, file: ontology, progress: silentProgress });
  await importWorksPipeline({ db, files: [works], progress: silentProgress, dataDir: null });
  const k = db.kysely;
  const articles = new Map(
    (await k.selectFrom('articles').select(['id', 'sourceId']).execute()).map((a) => [
      a.sourceId.replace('https://openalex.org/', ''),
      a.id,
    ]),
  );
  const concepts = new Map(
    (await k.selectFrom('concepts').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );
  const outbox = join(dir, 'outbox');
  const services = createOntologyServices({
    db,
    access: createAccessRepository({ db }),
    wake: () => {},
    mailer: createMailer({ config: { smtpUrl: null, from: 'sciscope <no-reply@localhost>', outboxDir: outbox } }),
    publicUrl: 'https://sciscope.example.org',
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`ontology fixture: unknown ${what}`);
    return value;
  };
  return {
    article: (key) => need(articles.get(key), `work ${key}`),
    concept: (name) => need(concepts.get(name), `concept ${name}`),
    async conceptsOf(key) {
      const rows = await k
        .selectFrom('articleConcepts')
        .innerJoin('concepts', 'concepts.id', 'articleConcepts.conceptId')
        .select('concepts.name')
        .where('articleConcepts.articleId', '=', need(articles.get(key), `work ${key}`))
        .execute();
      return rows.map((r) => r.name).sort();
    },
    async rescan() {
      await processRescanQueue({ db, progress: silentProgress });
    },
    services,
    outbox,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

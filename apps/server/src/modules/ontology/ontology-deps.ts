import type { AccessRepository, Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { proposalConceptsAreStale } from '../folders/proposal-rematch.usecases';
import type { Mailer } from '../mail/mailer';
import { invalidateSearchConceptMatcher } from '../search/search-concept-matcher';
import { createTasksRepository, type TasksRepository } from '../tasks/tasks.repository';
import { createConceptCorpusRepository, type ConceptCorpusRepository } from './concept-corpus.repository';
import { createConceptWritesRepository, type ConceptWritesRepository } from './concept-writes.repository';
import { createConceptsRepository, type ConceptsRepository } from './concepts.repository';
import { createOntologyLogRepository, type OntologyLogRepository } from './ontology-log.repository';

/** What the curation use cases read and write, built once per app (routes, GraphQL) or per test. */
export interface OntologyRepositories {
  concepts: ConceptsRepository;
  writes: ConceptWritesRepository;
  corpus: ConceptCorpusRepository;
  log: OntologyLogRepository;
  tasks: TasksRepository;
}

export interface OntologyServices extends OntologyRepositories {
  access: AccessRepository;
  /** Tells this process's task runner that a rescan was queued. */
  wake: () => void;
  /** Tells the ontology's caches in this process (search's matcher) that the ontology changed. */
  ontologyChanged: () => void;
  /**
   * Whether stored proposals were matched under another ontology than the current one: a change
   * that rescans no article still has the proposals re-matched.
   */
  proposalsStale: () => Promise<boolean>;
  mailer: Mailer;
  /** The base of links in e-mails (`SCISCOPE_PUBLIC_URL`). */
  publicUrl: string;
}

/** A use case's arguments: the services and whom it acts for. */
export type OntologyCaller = OntologyServices & { user: Actor };

export function createOntologyRepositories({ db }: { db: Db }): OntologyRepositories {
  return {
    concepts: createConceptsRepository({ db }),
    writes: createConceptWritesRepository({ db }),
    corpus: createConceptCorpusRepository({ db }),
    log: createOntologyLogRepository({ db }),
    tasks: createTasksRepository({ db }),
  };
}

export function createOntologyServices({
  db,
  access,
  wake,
  mailer,
  publicUrl,
}: {
  db: Db;
  access: AccessRepository;
  wake: () => void;
  mailer: Mailer;
  publicUrl: string;
}): OntologyServices {
  return {
    ...createOntologyRepositories({ db }),
    access,
    wake,
    ontologyChanged: () => invalidateSearchConceptMatcher(db),
    proposalsStale: () => proposalConceptsAreStale(db),
    mailer,
    publicUrl,
  };
}

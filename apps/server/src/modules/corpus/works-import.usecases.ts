import type { ConceptMatcher } from '@sciscope/engine';
import { recordConceptRulesIfEmpty } from './concept-rules.usecases';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { PhaseTimes } from '../../app/phase-times';
import { createBulkWriter } from './bulk-writer.repository';
import { createCorpusRepository } from './corpus.repository';
import type { GenderLookup } from './gender-lookup';
import { respellAuthors } from './author-names';
import { loadConceptMatcher } from './concept-scan.usecases';
import { importBatch } from './works-batch';
import { emptyReadStats, readWorkBatches, type MalformedLine } from './work-batches';

export interface WorksImportReport {
  files: number;
  linesRead: number;
  imported: number;
  /** Works already in the database (same source id): re-importing changes nothing. */
  alreadyPresent: number;
  duplicatesInInput: number;
  malformedCount: number;
  malformed: MalformedLine[];
  authorsCreated: number;
  /** Stored authors given a fuller spelling of their name by this import's works (respellAuthors). */
  authorsRespelled: number;
  /** Article-concept pairs written. */
  pairs: number;
  batches: number;
  seconds: number;
  /** Peak resident memory of the whole process at the end of the import (MB). */
  processPeakRssMb: number;
  /** Seconds per phase: reading and parsing the files, preparing the batches (and their parts), writing them. */
  phases: Record<string, number>;
}

/**
 * Works per batch (one transaction each). Chosen by measurement (README, "Incremental
 * corpus"): larger batches disambiguate a little better but hold the write lock longer.
 */
export const DEFAULT_IMPORT_BATCH_SIZE = 1000;

/**
 * `sciscope import works FILE...`: streams OpenAlex works in batches and imports each in one
 * transaction (see works-batch.ts) — articles, authors, venues, institutions, identifiers,
 * full-text index, concepts and the metrics they change. Memory holds one batch; time grows
 * with the input, not with the corpus; idempotent by source id; cancellable between batches.
 */
export async function importWorks({
  db,
  files,
  progress,
  gender,
  matcher,
  batchSize = DEFAULT_IMPORT_BATCH_SIZE,
}: {
  db: Db;
  files: string[];
  progress: Progress;
  gender: GenderLookup | null;
  /** The concept matcher (loaded from the stored ontology when not given). */
  matcher?: ConceptMatcher;
  batchSize?: number;
}): Promise<WorksImportReport> {
  const started = Date.now();
  await recordConceptRulesIfEmpty(db);
  const deps = {
    db,
    corpus: createCorpusRepository({ db }),
    writer: createBulkWriter(db),
    matcher: matcher ?? (await loadConceptMatcher(db)),
    gender,
    phases: new PhaseTimes(),
  };
  const stats = emptyReadStats();
  const totals = { imported: 0, alreadyPresent: 0, authorsCreated: 0, pairs: 0, batches: 0 };
  // Every author the imported works name: their names are checked once, after the last batch.
  const authorsNamed = new Set<number>();
  const batches = readWorkBatches({ files, batchSize, progress, stats })[Symbol.asyncIterator]();
  for (;;) {
    const next = await deps.phases.time('read', () => batches.next());
    if (next.done) break;
    const works = next.value;
    await progress.checkpoint();
    const batch = await importBatch(deps, works, totals.batches + 1);
    totals.imported += batch.imported;
    totals.alreadyPresent += batch.alreadyPresent;
    totals.authorsCreated += batch.authorsCreated;
    totals.pairs += batch.pairs;
    totals.batches++;
    for (const id of batch.authorIds) authorsNamed.add(id);
    progress.count({
      imported: totals.imported,
      alreadyPresent: totals.alreadyPresent,
      authorsCreated: totals.authorsCreated,
    });
  }
  const authorsRespelled = await deps.phases.time('respell', () =>
    respellAuthors({ db, authorIds: authorsNamed, gender }),
  );
  return {
    files: files.length,
    ...stats,
    ...totals,
    authorsRespelled,
    seconds: (Date.now() - started) / 1000,
    processPeakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    phases: deps.phases.seconds(),
  };
}

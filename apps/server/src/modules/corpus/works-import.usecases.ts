import type { WorkRecord } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createBulkWriter, type BulkWriter } from './bulk-writer';
import { parseWorkFiles, type MalformedLine } from './parse-works';
import { resolveAuthors } from './author-identity';
import { appendWorkRows, emptyRowSet, institutionKey, journalKey, type WorkRowSet } from './work-rows';
import { createCorpusRepository } from './corpus.repository';
import type { GenderLookup } from './gender-lookup';

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
  /** Ids of the imported articles, for concept scanning and metrics. */
  articleIds: number[];
  seconds: number;
}

/** Works written per transaction: bounded memory and short write locks for the live server. */
const CHUNK_WORKS = 2000;

/**
 * `sciscope import works FILE...`: stores OpenAlex works with their authors, venues,
 * institutions, countries, identifiers and full-text index. Idempotent by source id.
 * Concept scanning and metrics are separate steps (see corpus-pipeline.ts).
 */
export async function importWorks({
  db,
  files,
  progress,
  gender,
}: {
  db: Db;
  files: string[];
  progress: Progress;
  gender: GenderLookup | null;
}): Promise<WorksImportReport> {
  const started = Date.now();
  const parsed = await parseWorkFiles({ files, progress });
  const repo = createCorpusRepository(db);
  const present = await repo.existingSourceIds(parsed.works.map((w) => w.sourceId));
  const works = parsed.works.filter((w) => !present.has(w.sourceId));

  const writer = createBulkWriter(db);
  progress.log(`resolving authors of ${works.length} works...`);
  const { mentionAuthorIds, newAuthors } = await resolveAuthors({
    db,
    works,
    firstNewId: await writer.nextId('authors'),
  });

  const journals = await repo.journalIdsByKey();
  const institutions = await repo.institutionIdsByKey();
  const newJournals: Array<{
    id: number;
    name: string;
    nameKey: string;
    kind: string | null;
    preprint: number;
    shortTitle: string | null;
  }> = [];
  const newInstitutions: Array<{
    id: number;
    name: string;
    nameKey: string;
    countryCode: string | null;
    type: string | null;
  }> = [];
  let nextJournalId = await writer.nextId('journals');
  let nextInstitutionId = await writer.nextId('institutions');
  const countries = new Set<string>();
  for (const w of works) {
    const venue = w.venue;
    const venueKey = venue ? journalKey(venue.name) : null;
    if (venue && venueKey && !journals.has(venueKey)) {
      const id = nextJournalId++;
      journals.set(venueKey, id);
      newJournals.push({
        id,
        name: venue.name,
        nameKey: venueKey,
        kind: venue.type,
        preprint: venue.type === 'repository' ? 1 : 0,
        shortTitle: null,
      });
    }
    for (const a of w.authorships) {
      for (const c of a.countries) countries.add(c);
      for (const inst of a.institutions) {
        const key = institutionKey(inst.name, inst.countryCode);
        if (inst.countryCode) countries.add(inst.countryCode);
        if (institutions.has(key)) continue;
        const id = nextInstitutionId++;
        institutions.set(key, id);
        newInstitutions.push({
          id,
          name: inst.name,
          nameKey: key,
          countryCode: inst.countryCode,
          type: inst.type ?? null,
        });
      }
    }
  }

  await writer.transaction(async () => {
    await repo.insertCountries(writer, [...countries]);
    await writer.insert('journals', newJournals);
    await writer.insert('institutions', newInstitutions);
    await writer.insert(
      'authors',
      newAuthors.map((a) => ({ ...a, gender: gender?.predict(a.name) ?? null })),
    );
  });

  const institutionId = (name: string, countryCode: string | null) =>
    institutions.get(institutionKey(name, countryCode))!;
  let nextArticleId = await writer.nextId('articles');
  const articleIds: number[] = [];
  progress.start('storing works', works.length);
  let mention = 0;
  for (let start = 0; start < works.length; start += CHUNK_WORKS) {
    const rows = emptyRowSet();
    for (const work of works.slice(start, start + CHUNK_WORKS)) {
      const articleId = nextArticleId++;
      articleIds.push(articleId);
      const n = work.authorships.length;
      appendWorkRows(
        work,
        {
          articleId,
          journalId: work.venue ? (journals.get(journalKey(work.venue.name)) ?? null) : null,
          authorIds: mentionAuthorIds.subarray(mention, mention + n),
          institutionId,
        },
        rows,
      );
      mention += n;
    }
    await writeChunk(writer, rows);
    progress.increment(rows.articles.length);
    // Let the event loop serve requests between chunks when the server imports on first start.
    await new Promise((resolve) => setImmediate(resolve));
  }
  progress.stop();
  for (const table of ['articles', 'authors', 'journals', 'institutions'] as const) await writer.syncSequence(table);
  await repo.refreshJournalCounts();

  return {
    files: files.length,
    linesRead: parsed.linesRead,
    imported: works.length,
    alreadyPresent: parsed.works.length - works.length,
    duplicatesInInput: parsed.duplicatesInInput,
    malformedCount: parsed.malformedCount,
    malformed: parsed.malformed,
    authorsCreated: newAuthors.length,
    articleIds,
    seconds: (Date.now() - started) / 1000,
  };
}

async function writeChunk(writer: BulkWriter, rows: WorkRowSet): Promise<void> {
  await writer.transaction(async () => {
    await writer.insert('articles', rows.articles);
    // A DOI or arXiv id already held by another article keeps its first owner.
    await writer.insert('articleIdentifiers', rows.articleIdentifiers, { ignoreConflicts: true });
    await writer.insert('articleOrigins', rows.articleOrigins, { ignoreConflicts: true });
    await writer.insert('authorships', rows.authorships);
    await writer.insert('authorshipInstitutions', rows.authorshipInstitutions, { ignoreConflicts: true });
    await writer.indexFullText(rows.fts);
  });
}

export type { WorkRecord };

import { UNKNOWN_COUNT, type ConceptMatcher, type WorkRecord } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { failpoint } from '../../app/failpoints';
import { PhaseTimes } from '../../app/phase-times';
import { resolveAuthors } from './author-identity';
import { noteNameFormsWritten } from './name-forms-memo';
import { computeBatchMetrics, type BatchMetrics, type NewArticleFacts } from './batch-metrics';
import type { BulkWriter } from './bulk-writer.repository';
import type { NameFormCount } from './name-population.repository';
import { matchArticleConcepts, type ArticleConceptMatches } from './article-concepts';
import { STAT_ARTICLES, STAT_VERSION, type CorpusRepository } from './corpus.repository';
import type { GenderLookup } from './gender-lookup';
import { appendWorkRows, emptyRowSet, institutionKey, journalKey, type Rows, type WorkRowSet } from './work-rows';

/** What importing a batch needs. */
export interface BatchDeps {
  db: Db;
  corpus: CorpusRepository;
  writer: BulkWriter;
  matcher: ConceptMatcher;
  gender: GenderLookup | null;
  /** Where the batch's time goes (bench:import prints it). */
  phases?: PhaseTimes;
}

/** Everything one batch writes, computed before the write lock is taken. */
interface PreparedBatch {
  alreadyPresent: number;
  countries: string[];
  journals: Rows<'journals'>;
  institutions: Rows<'institutions'>;
  authors: Rows<'authors'>;
  externalIds: Rows<'authorExternalIds'>;
  rows: WorkRowSet;
  concepts: ArticleConceptMatches;
  metrics: BatchMetrics;
  journalCounts: Map<number, number>;
  nameForms: NameFormCount[];
}

export interface BatchReport {
  imported: number;
  alreadyPresent: number;
  authorsCreated: number;
  pairs: number;
  /** The author of every authorship written (repeats included). */
  authorIds: number[];
}

/**
 * Imports one batch of works in one transaction: articles with authors, venues,
 * institutions, identifiers, full-text index, concept pairs and document frequencies, the
 * article count, and the metrics the batch changes (see batch-metrics.ts). Either all of it
 * is committed or none, so an import killed at any point loses no committed batch and a
 * re-run continues with exactly the state a clean run would have had.
 *
 * The batch is prepared (reads, disambiguation, concept matching, metrics) before the write
 * lock is taken, so the lock is held only while rows are written; if another writer
 * committed meanwhile (the corpus version moved), it is prepared again under the lock.
 */
export async function importBatch(deps: BatchDeps, works: WorkRecord[], batchNumber = 0): Promise<BatchReport> {
  const phases = deps.phases ?? new PhaseTimes();
  const version = await deps.corpus.stat(STAT_VERSION);
  let plan = await phases.time('prepare', () => prepareBatch(deps, works, phases));
  if (plan.rows.articles.length === 0) return report(plan);
  failpoint(`import-batch-prepared:${batchNumber}`);
  let lockedVersion = version;
  const result = await deps.writer.transaction(async () => {
    lockedVersion = await deps.corpus.stat(STAT_VERSION);
    if (lockedVersion !== version) plan = await prepareBatch(deps, works, phases);
    if (plan.rows.articles.length > 0) await phases.time('write', () => writeBatch(deps.writer, deps.corpus, plan));
    failpoint(`import-batch-written:${batchNumber}`);
    return report(plan);
  });
  failpoint(`import-batch-committed:${batchNumber}`);
  if (plan.rows.articles.length > 0) {
    const authorCounts = plan.rows.articles.map((a) => a.authorsCount ?? 0);
    await noteNameFormsWritten(deps.db, lockedVersion, plan.nameForms, authorCounts);
  }
  return result;
}

function report(plan: PreparedBatch): BatchReport {
  return {
    imported: plan.rows.articles.length,
    alreadyPresent: plan.alreadyPresent,
    authorsCreated: plan.authors.length,
    pairs: plan.concepts.pairs.length,
    authorIds: plan.rows.authorships.map((a) => a.authorId),
  };
}

async function prepareBatch(deps: BatchDeps, batch: WorkRecord[], phases: PhaseTimes): Promise<PreparedBatch> {
  const { corpus, writer } = deps;
  const present = await phases.time('prepare.existing', () => corpus.existingSourceIds(batch.map((w) => w.sourceId)));
  const works = batch.filter((w) => !present.has(w.sourceId));
  const [nextArticle, nextAuthor, nextJournal, nextInstitution] = await Promise.all([
    writer.nextId('articles'),
    writer.nextId('authors'),
    writer.nextId('journals'),
    writer.nextId('institutions'),
  ]);

  const { mentionAuthorIds, newAuthors, newExternalIds, nameForms } = await phases.time('prepare.authors', () =>
    resolveAuthors({ db: deps.db, corpus, works, firstNewId: nextAuthor, phases }),
  );

  // Venues, institutions and countries: looked up by key, the new ones get ids.
  const venueKeys = new Set<string>();
  const institutionKeys = new Set<string>();
  const countries = new Set<string>();
  for (const w of works) {
    if (w.venue) venueKeys.add(journalKey(w.venue.name));
    for (const a of w.authorships) {
      for (const c of a.countries) countries.add(c);
      for (const inst of a.institutions) {
        institutionKeys.add(institutionKey(inst.name, inst.countryCode));
        if (inst.countryCode) countries.add(inst.countryCode);
      }
    }
  }
  const journalIds = await corpus.journalIdsByKeys([...venueKeys]);
  const institutionIds = await corpus.institutionIdsByKeys([...institutionKeys]);
  const journals: Rows<'journals'> = [];
  const institutions: Rows<'institutions'> = [];
  let journalId = nextJournal;
  let institutionId = nextInstitution;
  for (const w of works) {
    const venue = w.venue;
    if (venue && !journalIds.has(journalKey(venue.name))) {
      const id = journalId++;
      journalIds.set(journalKey(venue.name), id);
      journals.push({
        id,
        name: venue.name,
        nameKey: journalKey(venue.name),
        kind: venue.type,
        preprint: venue.type === 'repository' ? 1 : 0,
        shortTitle: null,
      });
    }
    for (const a of w.authorships) {
      for (const inst of a.institutions) {
        const key = institutionKey(inst.name, inst.countryCode);
        if (institutionIds.has(key)) continue;
        const id = institutionId++;
        institutionIds.set(key, id);
        institutions.push({
          id,
          name: inst.name,
          nameKey: key,
          countryCode: inst.countryCode,
          type: inst.type ?? null,
        });
      }
    }
  }

  const rows = emptyRowSet();
  const journalCounts = new Map<number, number>();
  const facts: NewArticleFacts[] = [];
  let articleId = nextArticle;
  let mention = 0;
  for (const work of works) {
    const id = articleId++;
    const n = work.authorships.length;
    const authorIds = mentionAuthorIds.subarray(mention, mention + n);
    mention += n;
    const venueId = work.venue ? (journalIds.get(journalKey(work.venue.name)) ?? null) : null;
    appendWorkRows(
      work,
      {
        articleId: id,
        journalId: venueId,
        authorIds,
        institutionId: (name, cc) => institutionIds.get(institutionKey(name, cc))!,
      },
      rows,
    );
    if (venueId !== null) journalCounts.set(venueId, (journalCounts.get(venueId) ?? 0) + 1);
    facts.push({
      id,
      journalId: venueId,
      year: work.year,
      citationsCount: work.citationsCount ?? UNKNOWN_COUNT,
      authorsCount: n,
      authorIds,
    });
  }

  const metrics = await phases.time('prepare.metrics', () => computeBatchMetrics({ corpus, articles: facts }));
  for (const article of rows.articles) article.notable = metrics.newNotable.get(article.id!) ?? 0;
  const concepts = phases.timeSync('prepare.concepts', () =>
    matchArticleConcepts(
      deps.matcher,
      rows.articles.map((a) => ({ id: a.id!, title: a.title, abstract: a.abstract ?? null })),
    ),
  );
  const authors = newAuthors.map((a) => ({ ...a, gender: deps.gender?.predict(a.name) ?? null }));
  return {
    alreadyPresent: present.size,
    countries: [...countries],
    journals,
    institutions,
    authors,
    externalIds: newExternalIds,
    rows,
    concepts,
    metrics,
    journalCounts,
    nameForms,
  };
}

async function writeBatch(writer: BulkWriter, corpus: CorpusRepository, plan: PreparedBatch): Promise<void> {
  const { rows, concepts, metrics } = plan;
  await corpus.insertCountries(writer, plan.countries);
  await writer.insert('journals', plan.journals);
  await writer.insert('institutions', plan.institutions);
  await writer.insert('authors', plan.authors);
  await writer.insert('authorExternalIds', plan.externalIds);
  await writer.insert('articles', rows.articles);
  // A DOI or arXiv id already held by another article keeps its first owner.
  await writer.insert('articleIdentifiers', rows.articleIdentifiers, { ignoreConflicts: true });
  await writer.insert('articleOrigins', rows.articleOrigins, { ignoreConflicts: true });
  await writer.insert('authorships', rows.authorships);
  await writer.insert('authorshipInstitutions', rows.authorshipInstitutions, { ignoreConflicts: true });
  await writer.indexFullText(rows.fts);
  await writer.insert('articleConcepts', concepts.pairs);
  await writer.increment('concepts', 'df', concepts.conceptDf);
  await writer.increment('conceptLiterals', 'df', concepts.literalDf);
  await writer.increment('journals', 'articlesCount', plan.journalCounts);
  await writer.updateById('articles', metrics.notableChanges);
  await writer.updateById('journals', metrics.impactFactors);
  await writer.updateById('authors', metrics.authors);
  await writer.addNameForms(plan.nameForms);
  await writer.addStats({ [STAT_ARTICLES]: rows.articles.length, [STAT_VERSION]: 1 });
  for (const table of ['articles', 'authors', 'journals', 'institutions'] as const) await writer.syncSequence(table);
}

/**
 * The export of a ranked list (spec 03 section 7, quota referees_export): what the page shows
 * for the top 50, 100 or 200 in-sample referees (the custom and marked authors it shows above
 * them first), or the marked ones, or the custom ones, as an xlsx workbook (exceljs), a CSV file with
 * the chosen delimiter, or the JSON rows of the list call. Spec 03 names the export's options,
 * not its columns: the file's columns are EXPORT_COLUMNS, the page's states (spec 03 section 4:
 * custom, marked as referee) last, so files read by position before keep their columns.
 */
import {
  REFEREES_CSV_DELIMITERS,
  possibleDocumentAuthorText,
  settingsRecord,
  type ExportRefereesQuery,
  type Referee,
} from '@sciscope/contracts';
import { requireAccess, type Actor } from '../../app/access';
import { refereeRows } from './referee-rows';
import { writeTableFile, type ExportFile } from './table-file';
import { prepareRanking, type RefereesDeps } from './referees-prepare.usecases';

/**
 * A row of the file: the list's row, and whether the candidate is marked as a referee for the
 * document (unset: not marked, or a document kind without marks).
 */
export type ExportRow = Referee & { isMarked?: boolean };

/**
 * The country of the latest affiliation (the 'Latest affiliation' column's: the current
 * institution, `currentAffiliationOrder`), or, when that record has none, of another
 * affiliation of the same latest year (a second one of that year).
 */
function latestCountry(r: Referee): string | null {
  const [latest] = r.author.datedAffiliations;
  if (!latest) return null;
  return (
    r.author.datedAffiliations.find((a) => a.endYear === latest.endYear && a.countryCode !== null)?.countryCode ?? null
  );
}

/** The conflicts the page flags, in words: the recent evidence, then the user's and the name's. */
function conflictsText(r: Referee): string | null {
  return (
    [
      ...(r.labels.includes('document_author') ? ['document author'] : []),
      ...r.coauthoredArticles.filter((a) => a.isRecent).map((a) => `co-authored "${a.title}" (${a.year ?? 'n.d.'})`),
      ...r.commonInstitutions.filter((i) => i.isRecent).map((i) => `shares ${i.name}`),
      // The page's 'Custom COI' badge: named as a conflict in the custom COI list.
      ...(r.externalCoI ? ['custom COI (named as a conflict by you)'] : []),
      ...(r.possibleDocumentAuthorOf?.length ? [possibleDocumentAuthorText(r.possibleDocumentAuthorOf)] : []),
    ].join('; ') || null
  );
}

const yes = (flag: boolean) => (flag ? 'yes' : null);

/** The columns of the xlsx and CSV exports, in order. */
export const EXPORT_COLUMNS: ReadonlyArray<{ header: string; value: (r: ExportRow) => string | number | null }> = [
  { header: 'Position', value: (r) => r.position },
  { header: 'Author id', value: (r) => r.author.id },
  { header: 'Name', value: (r) => r.author.name },
  { header: 'ORCID', value: (r) => r.author.orcid },
  { header: 'Score', value: (r) => Number(r.score.toFixed(4)) },
  { header: 'Best article score', value: (r) => Number(r.maxArticleScore.toFixed(4)) },
  { header: 'Scored articles', value: (r) => r.scoredArticlesCount },
  { header: 'Articles', value: (r) => r.articlesCount },
  { header: 'h-index', value: (r) => r.hIndex },
  { header: 'Citations', value: (r) => r.citationsCount },
  { header: 'Academic age', value: (r) => r.academicAge },
  { header: 'Last article year', value: (r) => r.lastArticleYear },
  { header: 'Latest affiliation', value: (r) => r.author.datedAffiliations[0]?.value ?? null },
  { header: 'Country', value: latestCountry },
  { header: 'Conflicts of interest', value: conflictsText },
  { header: 'Most relevant articles', value: (r) => r.mostRelevantArticles.map((a) => a.title).join('; ') || null },
  { header: 'Shared concepts', value: (r) => r.mostRelevantConcepts.map((c) => c.name).join('; ') || null },
  { header: 'Marked as referee', value: (r) => yes(r.isMarked === true) },
  { header: 'Added by you', value: (r) => yes(r.labels.includes('custom')) },
];

export type { ExportFile } from './table-file';

/** A comma list of author ids from the settings string (anything else left out). */
function idList(raw: unknown): number[] {
  return String(raw ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Ranks and writes the export file. */
export async function exportReferees({
  deps,
  actor,
  docId,
  query,
}: {
  deps: RefereesDeps;
  actor: Actor;
  docId: number;
  query: ExportRefereesQuery;
}): Promise<ExportFile> {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.export' });
  // The page's custom lists travel in the settings string, as in its list call.
  const record = settingsRecord(query.settings);
  const custom = idList(record.custom_authors_ids);
  const customCoi = idList(record.custom_coi_authors_ids);
  delete record.custom_authors_ids;
  delete record.custom_coi_authors_ids;
  // A proposal's page lists its marked referees too (includeMarked): the top N shows them as it does.
  const marked =
    (query.only_marked || query.doc_kind === 'proposal') && deps.ports.marks
      ? await deps.ports.marks.markedAuthorIds({ db: deps.db, actor, docKind: query.doc_kind, docId })
      : [];
  const prepared = await prepareRanking({
    deps,
    actor,
    kind: query.doc_kind,
    id: docId,
    body: record,
    customAuthorIds: custom,
    markedAuthorIds: marked,
    customCoiAuthorIds: customCoi,
  });
  const { ranking } = prepared;
  // Custom and marked authors in the sample keep their positions, as on the page; the others have
  // none and are shown above the ranked ones (walk 11: the top 50 left out the custom author the
  // page showed first). Only custom: the page's order, those beside the list first, then the
  // ranked ones.
  const outside = [...ranking.customOutside, ...ranking.markedOutside];
  const chosen = query.only_marked
    ? [...ranking.inSample, ...outside].filter((c) => marked.includes(c.authorId))
    : query.only_custom
      ? [...ranking.customOutside, ...ranking.inSample.filter((c) => c.isCustom)]
      : [...outside, ...ranking.inSample.slice(0, query.limit === 0 ? 50 : query.limit)];
  const rows = (
    await refereeRows({ db: deps.db, prepared, candidates: chosen, outOfSample: false, groups: new Map() })
  ).map((r) => ({ ...r, isOutOfSample: r.position === null }));
  const base = `referees-${query.doc_kind}-${docId}`;
  if (query.export_format === 'json')
    return { body: JSON.stringify(rows), contentType: 'application/json; charset=utf-8', fileName: `${base}.json` };
  const markedSet = new Set(marked);
  const table = [
    EXPORT_COLUMNS.map((c) => c.header),
    ...rows.map((r) => {
      const row: ExportRow = { ...r, isMarked: markedSet.has(r.author.id) };
      return EXPORT_COLUMNS.map((c) => c.value(row));
    }),
  ];
  return writeTableFile({
    table,
    format: query.export_format,
    delimiter: REFEREES_CSV_DELIMITERS[query.csv_delimiter],
    baseName: base,
    sheetName: 'Referees',
  });
}

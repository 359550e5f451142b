import type { CollectionExportFormat } from '@sciscope/contracts';
import { nowIso } from '../../app/database/kysely';
import { writeTableFile, type ExportFile, type TableCell } from '../referees/table-file';
import { writeBibtex } from './collections.bibtex';
import type { ExportArticle } from './collections.repository';
import { openLabel, type CollectionsCaller } from './collections.usecases';

/*
 * A label's export (its readers): BibTeX (collections.bibtex.ts) or CSV (RFC 4180, the table
 * writer the referee exports use), every article, the latest added first. A label holds at
 * most `COLLECTION_LIMITS.articlesPerCollection` articles: a few queries and well under a
 * second, so the file is written in the request.
 */

export const CSV_HEADER = [
  'Title',
  'Authors',
  'Year',
  'Venue',
  'Venue type',
  'Volume',
  'Issue',
  'Pages',
  'DOI',
  'arXiv',
  'PubMed',
  'PMC',
  'URL',
  'Citations',
  'Added',
] as const;

function csvRow(article: ExportArticle): TableCell[] {
  return [
    article.title,
    article.authors.join('; '),
    article.year,
    article.venue?.name ?? null,
    article.venue ? (article.venue.preprint ? 'preprint' : (article.venue.kind ?? null)) : null,
    article.volume,
    article.issue,
    article.pages,
    article.doi,
    article.arxiv,
    article.pmid,
    article.pmcid,
    article.url ?? (article.doi ? `https://doi.org/${article.doi}` : null),
    article.citationsCount,
    article.addedAt,
  ];
}

/** A file name made of the label's name in ASCII letters, digits and hyphens (`label-{id}` when none are left). */
export function exportBaseName({ id, name }: { id: number; name: string }): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return slug === '' ? `label-${id}` : slug;
}

/** `GET /api/collections/{id}/export?format=bibtex|csv` */
export async function exportCollection({
  labelId,
  format,
  ...caller
}: CollectionsCaller & { labelId: number; format: CollectionExportFormat }): Promise<ExportFile> {
  const { label } = await openLabel(caller, labelId, 'collections.read');
  const articles = await caller.collections.exportArticles({ labelId });
  const baseName = exportBaseName(label);
  if (format === 'bibtex') {
    return {
      body: writeBibtex(articles, { exportedAt: nowIso() }),
      contentType: 'application/x-bibtex; charset=utf-8',
      fileName: `${baseName}.bib`,
    };
  }
  return writeTableFile({
    table: [[...CSV_HEADER], ...articles.map(csvRow)],
    format: 'csv',
    baseName,
    sheetName: 'Label',
  });
}

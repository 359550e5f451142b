import type { Insertable } from 'kysely';
import { UNKNOWN_COUNT, authorsSearchText, type WorkRecord } from '@sciscope/engine';
import type { Database } from '../../app/database/schema';
import { nowIso } from '../../app/database/kysely';
import { textKey } from '../../app/database/text-key';

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** The rows one chunk of works becomes, table by table, in foreign-key order. */
export interface WorkRowSet {
  articles: Rows<'articles'>;
  articleIdentifiers: Rows<'articleIdentifiers'>;
  articleOrigins: Rows<'articleOrigins'>;
  authorships: Rows<'authorships'>;
  authorshipInstitutions: Rows<'authorshipInstitutions'>;
  /** Text for the full-text index: id, title, abstract, author names (`authorsSearchText`). */
  fts: Array<{ id: number; title: string; abstract: string; authors: string }>;
}

export function emptyRowSet(): WorkRowSet {
  return {
    articles: [],
    articleIdentifiers: [],
    articleOrigins: [],
    authorships: [],
    authorshipInstitutions: [],
    fts: [],
  };
}

/** Venue and institution lookups keyed the way the importer deduplicates them. */
export const journalKey = textKey;
export const institutionKey = (name: string, countryCode: string | null) => `${textKey(name)}|${countryCode ?? ''}`;

export interface WorkRowContext {
  articleId: number;
  journalId: number | null;
  /** Author id of each authorship of the work, in authorship order. */
  authorIds: ArrayLike<number>;
  institutionId: (name: string, countryCode: string | null) => number;
}

/** Appends the rows of one work to `out`. */
export function appendWorkRows(work: WorkRecord, ctx: WorkRowContext, out: WorkRowSet): void {
  const { articleId } = ctx;
  const authorships = work.authorships;
  out.articles.push({
    id: articleId,
    sourceId: work.sourceId,
    title: work.title,
    abstract: work.abstract,
    year: work.year,
    publicationDate: work.publicationDate ?? null,
    journalId: ctx.journalId,
    volume: work.venue?.volume ?? null,
    issue: work.venue?.issue ?? null,
    pages: work.venue?.pages ?? null,
    citationsCount: work.citationsCount ?? UNKNOWN_COUNT,
    openAccess: work.openAccess ? 1 : 0,
    manuscriptType: work.manuscriptType,
    authorsCount: authorships.length,
    keywords: work.keywords.length ? JSON.stringify(work.keywords) : null,
    createdAt: nowIso(),
  });
  const ids = work.identifiers;
  if (ids.doi) out.articleIdentifiers.push({ kind: 'doi', value: ids.doi, articleId });
  if (ids.arxiv) out.articleIdentifiers.push({ kind: 'arxiv', value: ids.arxiv, articleId });
  if (ids.pmid) out.articleIdentifiers.push({ kind: 'pmid', value: ids.pmid, articleId });
  if (ids.pmcid) out.articleIdentifiers.push({ kind: 'pmcid', value: ids.pmcid, articleId });
  for (const origin of work.origins)
    out.articleOrigins.push({ articleId, code: origin.code, url: origin.url, originId: null });

  const last = authorships.length - 1;
  authorships.forEach((a, i) => {
    out.authorships.push({
      articleId,
      position: i,
      authorId: ctx.authorIds[i]!,
      isLeading: i === 0 ? 1 : 0,
      isSenior: i === last && last > 0 ? 1 : 0,
      isCorresponding: a.isCorresponding ? 1 : 0,
      rawName: a.rawName ?? a.displayName,
      rawAffiliation: a.rawAffiliations.length ? a.rawAffiliations.join('; ') : null,
    });
    const seen = new Set<number>();
    for (const inst of a.institutions) {
      const institutionId = ctx.institutionId(inst.name, inst.countryCode);
      if (seen.has(institutionId)) continue;
      seen.add(institutionId);
      out.authorshipInstitutions.push({ articleId, position: i, institutionId });
    }
  });
  out.fts.push({
    id: articleId,
    title: work.title,
    abstract: work.abstract ?? '',
    // The names as the source displays them and as printed, each with its search form for `author:`.
    authors: authorsSearchText(authorships.flatMap((a) => [a.displayName, a.rawName])),
  });
}

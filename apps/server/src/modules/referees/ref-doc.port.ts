/**
 * The documents the referee finder ranks experts for (spec 03 section 1): each kind comes from
 * its own module (articles and authors from the corpus, proposals from folders, saved searches
 * from search, vacancies from jobs) and reaches the ranking through this one shape, so the
 * ranking never reads another module's tables and a new kind is one more source.
 */
import type { AuthorMatchReason } from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';

/** The `{docKind}` of `/referees-beam/{docKind}/{docId}` and `/api/referees/{docKind}/{docId}/`. */
export const REF_DOC_KINDS = ['proposal', 'article', 'vacancy', 'author', 'saved-search'] as const;
export type RefDocKind = (typeof REF_DOC_KINDS)[number];

export function isRefDocKind(value: string): value is RefDocKind {
  return (REF_DOC_KINDS as readonly string[]).includes(value);
}

/** One author of the document: the conflict-of-interest checks start from these. */
export interface RefDocAuthor {
  name: string;
  /** Affiliation names as written (a proposal's form, an article's authorships). */
  affiliations: string[];
  /** The corpus author this person is, when known (an article's authorship, a matched proposal author). */
  authorId: number | null;
  /**
   * Further corpus profiles of the same person (a proposal author whose name and affiliation
   * fit several): checked for conflicts like `authorId`.
   */
  otherAuthorIds?: number[];
  orcid: string | null;
  /**
   * How a proposal author's corpus profile was found ('name': by the name alone, which may be a
   * namesake); absent for the kinds whose authors are the corpus's own.
   */
  matchedBy?: AuthorMatchReason | null;
}

/** A document as the ranking sees it. */
export interface RefDoc {
  kind: RefDocKind;
  id: number;
  title: string;
  /** The text the representation and the concepts come from (empty for kinds that have none). */
  abstract: string;
  /** The document's concepts, most relevant first (extracted on save for proposals). */
  conceptIds: number[];
  /** The document's own authors (never candidates; their co-authors are conflicts). */
  authors: RefDocAuthor[];
  /**
   * Corpus articles that stand for the document: the article itself, an author's articles
   * (author mode), a saved search's results. Empty for free text (proposals, vacancies).
   */
  corpusArticleIds: number[];
  /** What the page header shows by kind (folder link and origin id for proposals). */
  header: {
    folder?: { id: number; name: string; organizationId: number | null };
    originId?: string | null;
  };
}

/** What the caller may do with the document's candidates (spec 03 section 6). */
export interface RefDocRights {
  canMarkAsReferees: boolean;
  canHideCandidates: boolean;
  /** The organization whose default settings apply, if any. */
  organizationId: number | null;
  /** The folder whose default settings apply (proposals). */
  folderId: number | null;
}

/** One kind's loader. */
export interface RefDocSource {
  kind: RefDocKind;
  /**
   * The document `id` for `actor`, after checking that the actor may see it: throws the
   * module's 404 `AppError` for a missing document and for one the actor has no part in.
   */
  load(input: { db: Db; actor: Actor; id: number }): Promise<{ doc: RefDoc; rights: RefDocRights }>;
}

/**
 * The authors groups a ranking may highlight or be limited to (spec 03 `authors_groups_ids`,
 * `ignore_authors_group`): implemented by the authors-groups module.
 */
export interface AuthorsGroupsSource {
  /** The groups `actor` may use as filters, for the settings panel. */
  listForFilters(input: {
    db: Db;
    actor: Actor;
  }): Promise<Array<{ id: number; display_name: string; label: string; owner_label: string }>>;
  /** The member author ids of each group the actor may use; unknown or foreign ids are left out. */
  memberAuthorIds(input: { db: Db; actor: Actor; groupIds: number[] }): Promise<Map<number, Set<number>>>;
}

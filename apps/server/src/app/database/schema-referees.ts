import type { Generated } from 'kysely';
import type { ConceptPairColumns } from './schema-concept-pairs';

/**
 * Kysely table types of the referee finder's data: folders and proposals (with their concepts and
 * the concept centroids their typicality reads), authors groups, saved searches, the file
 * exchange and the referee finder's settings, hides and marks. `schema.ts` holds the rest and the
 * Database map.
 */

type Id = Generated<number>;
/** A folder of proposals (migration 0008): an organization's, or one user's personal folder. */
export interface FoldersTable {
  id: Id;
  organizationId: number | null;
  personalOwnerId: number | null;
  name: string;
  createdBy: number | null;
  createdAt: string;
}

export interface FolderRolesTable {
  folderId: number;
  userId: number;
  /** 'viewer' | 'editor' */
  role: string;
  createdAt: string;
}

export interface ProposalsTable {
  id: Id;
  folderId: number;
  title: string;
  abstract: string;
  originId: string | null;
  /** JSON array of `{ label, value }`. */
  attributes: string;
  /** JSON array of `{ name, affiliations, authorId, orcid }`. */
  authors: string;
  authorsCount: Generated<number>;
  conceptsCount: Generated<number>;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A proposal's concepts found on save, with provenance and badge evidence as `article_concepts`. */
export interface ProposalConceptsTable extends ConceptPairColumns {
  proposalId: number;
}

/**
 * Per concept and representation model (migration 0020): the sum of the unit vectors of the
 * articles carrying the concept (little-endian Float32 bytes) and their count, as the typicality
 * task last computed them.
 */
export interface ConceptCentroidsTable {
  conceptId: number;
  modelId: number;
  sum: Uint8Array;
  count: number;
}

/** An authors group (migration 0010): a named list of corpus authors used as a ranking filter. */
export interface AuthorsGroupsTable {
  id: Id;
  ownerId: number;
  /** The organization whose members may see and use the group; null = the owner only. */
  organizationId: number | null;
  displayName: string;
  label: Generated<string>;
  ownerLabel: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/** One member of an authors group, with how it was found. */
export interface AuthorsGroupMembersTable {
  id: Id;
  groupId: number;
  authorId: number;
  foundName: string;
  foundOrcid: string | null;
  /** 'search' | 'orcid' | 'author_id' */
  source: string;
  addedAt: string;
}

/** Migration 0013b: one upload of the file exchange (bytes under `<runtime>/file-exchange/<sha256>`). */
export interface FileExchangeTable {
  id: Id;
  /** The original name, sanitised (no path, no control characters, at most 200 characters). */
  filename: string;
  sha256: string;
  size: number;
  /** The type found by content (magic bytes), served with the download. */
  mediaType: string;
  comment: string;
  uploadedBy: number | null;
  dateCreated: string;
  dateModified: string;
}

/** A search page query kept under a name (migration 0010). */
export interface SavedSearchesTable {
  id: Id;
  ownerId: number;
  name: string;
  query: string;
  /** A `SearchSort`. */
  sort: string;
  createdAt: string;
  updatedAt: string;
}

/** Migration 0009: a user's saved referee-finder settings (form-encoded, contracts' serialisation). */
export interface RefereeSavedSettingsTable {
  id: Id;
  userId: number;
  title: string;
  settings: string;
  createdAt: string;
}

/** Migration 0009: default referee-finder settings of a folder or an organization. */
export interface RefereeDefaultSettingsTable {
  scope: 'folder' | 'organization';
  scopeId: number;
  settings: string;
  updatedBy: number | null;
  updatedAt: string;
}

/** Migration 0009: a candidate hidden for a document (user 0: for everyone who sees it). */
export interface RefereeHiddenCandidatesTable {
  id: Id;
  docKind: string;
  docId: number;
  userId: number;
  authorId: number;
  reason: string;
  comment: string;
  hiddenBy: number | null;
  createdAt: string;
}

/** A referee marked on a proposal (migration 0011); one per proposal and author. */
export interface RefereeMarksTable {
  id: Id;
  proposalId: number;
  authorId: number;
  /** The candidate's ranking score when it was marked. */
  score: number;
  markedBy: number | null;
  markedAt: string;
}

import type { Generated } from 'kysely';

/**
 * Kysely table types of the later modules (labels, panel composer, jobs board, monitoring, ontology
 * curation, author claiming, possible concepts); `schema.ts` holds the rest and the Database map.
 * Same conventions: booleans as 0/1 integers, timestamps as ISO-8601 UTC strings.
 */
type Bool = number;
type Id = Generated<number>;

/** A label (migration 0012b): a named, coloured collection of articles owned by one user. */
export interface LabelsTable {
  id: Id;
  ownerId: number;
  name: string;
  /** `labelNameKey(name)`: unique per owner, so names differ by more than case. */
  nameKey: string;
  /** '#rrggbb', lower case. */
  color: string;
  /** The organization whose members read the label; null = the owner only. */
  organizationId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** An article in a label; one row per label and article. */
export interface LabelArticlesTable {
  labelId: number;
  articleId: number;
  addedBy: number | null;
  addedAt: string;
}

/** A review panel of an organization (migration 0014; docs/panel-composer.md). */
export interface PanelsTable {
  id: Id;
  organizationId: number;
  name: string;
  createdBy: number | null;
  /** Bumped by every change to the subpanels or their documents. */
  contentVersion: Generated<number>;
  /** The content version the stored scores were computed for (null: never computed). */
  computedVersion: number | null;
  computedAt: string | null;
  /** JSON array of `{ subpanelId, docKind, docId }`: the order of the stored score arrays. */
  computedDocuments: string | null;
  /** documents × dim Float32 bytes of the computed documents' vectors. */
  documentVectors: Uint8Array | null;
  /** The representation model of `documentVectors`. */
  computedModelId: number | null;
  computeTaskId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface PanelSubpanelsTable {
  id: Id;
  panelId: number;
  code: string;
  name: string;
  position: Generated<number>;
}

export interface PanelSubpanelDocumentsTable {
  subpanelId: number;
  /** 'proposal' | 'article' */
  docKind: string;
  docId: number;
  position: Generated<number>;
}

export interface PanelCompositionsTable {
  id: Id;
  panelId: number;
  name: string;
  /** 1 for the base composition (the current members): not editable. */
  isBase: Generated<Bool>;
  createdBy: number | null;
  createdAt: string;
}

export interface PanelCompositionPeopleTable {
  compositionId: number;
  authorId: number;
  /** '' member | 'candidate' | 'leaves' */
  status: string;
  position: Generated<number>;
  updatedAt: string;
}

/** A person scored for a panel: document scores (Float32 bytes), subpanel scores (JSON), conflicts (JSON). */
export interface PanelPeopleTable {
  panelId: number;
  authorId: number;
  /** 'pool' | 'member' | 'custom' */
  source: string;
  score: number;
  subpanelScores: string;
  documentScores: Uint8Array;
  conflicts: string;
  computedVersion: number;
}

/** The jobs board (migration 0016). */
export interface VacanciesTable {
  id: Id;
  ownerId: number;
  title: string;
  descriptionMarkdown: string;
  startInfo: string;
  duration: string;
  dateDeadline: string;
  affiliation: string;
  infoEmail: string;
  /** JSON list of requirement names. */
  requirements: string;
  isAdvisorsRequired: Generated<Bool>;
  text: string;
  status: string;
  publishedAt: string | null;
  paymentRequestedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VacancySelectionTable {
  vacancyId: number;
  /** 'author' | 'article' | 'concept' */
  kind: string;
  refId: number;
  position: Generated<number>;
}

export interface VacancyCommitteeTable {
  vacancyId: number;
  userId: number;
  isEqualityOfficer: Generated<Bool>;
  createdAt: string;
}

export interface JobApplicationsTable {
  id: Id;
  vacancyId: number;
  userId: number | null;
  name: string;
  email: string | null;
  authorId: number | null;
  phdAwardDate: string | null;
  isEmailed: Generated<Bool>;
  createdAt: string;
  updatedAt: string;
}

export interface JobApplicationFilesTable {
  id: Id;
  applicationId: number;
  formatType: string;
  filename: string;
  storedName: string;
  mediaType: string;
  size: number;
  createdAt: string;
}

export interface JobRecommendationsTable {
  advisorId: number;
  applicationId: number;
  requestDueAt: string;
  requestSentAt: string | null;
  filename: string | null;
  storedName: string | null;
  mediaType: string | null;
  size: number | null;
  uploadedBy: number | null;
  uploadedAt: string | null;
}

export interface JobVotesTable {
  applicationId: number;
  userId: number;
  voteType: string;
  createdAt: string;
}

export interface JobCommentsTable {
  applicationId: number;
  userId: number;
  comment: string;
  createdAt: string;
}

export interface VacancyTagsTable {
  id: Id;
  vacancyId: number;
  name: string;
  nameKey: string;
  description: string;
  autotag: Generated<Bool>;
  createdAt: string;
}

export interface JobApplicantTagsTable {
  applicationId: number;
  tagId: number;
}

/** A saved monitoring (migration 0012); topics and tree are JSON. */
export interface MonitoringsTable {
  id: Id;
  ownerId: number;
  /** The organization whose members see it; null = private to its owner. */
  organizationId: number | null;
  title: string;
  date: string;
  topics: string;
  tree: string | null;
  useTree: Bool;
  digestEnabled: Generated<Bool>;
  /** The highest article id the digests have looked at. */
  digestCursor: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** One digest e-mail of a monitoring (migration 0012): 'sending' until the mailer took it, then 'sent'. */
export interface MonitoringDigestsTable {
  id: Id;
  monitoringId: number;
  recipient: string;
  state: string;
  articlesCount: number;
  matchedCount: number;
  messageId: string;
  createdAt: string;
  sentAt: string | null;
  taskId: number | null;
}

/** The articles a monitoring has mailed, and in which digest (one row per monitoring and article). */
export interface MonitoringDigestArticlesTable {
  monitoringId: number;
  articleId: number;
  digestId: number;
  /** Place in the digest, best first. */
  position: number;
}

/** Migration 0013: one change to a concept, applied or suggested (see the migration). */
export interface OntologyLogTable {
  id: Id;
  /** Null for a suggested new concept until it is approved. */
  conceptId: number | null;
  /** The concept's name when the entry was written. */
  conceptName: string;
  /** 'pending' | 'approved' | 'rejected' */
  status: string;
  /** 'form' | 'merge' | 'curation' */
  source: Generated<string>;
  /** JSON array of `OntologyAction`s (contracts). */
  actions: string;
  createdBy: number | null;
  createdAt: string;
  modifiedBy: number | null;
  modifiedAt: string;
  /** Migration 0022: 1 when the platform wrote it (no account); null `createdBy` with 0 is a deleted account. */
  createdBySystem: Generated<number>;
  /** As `createdBySystem`, of the last modifier. */
  modifiedBySystem: Generated<number>;
  /** Why a moderator rejected the suggestion. */
  reviewReason: string | null;
  /** Articles queued for a rescan when the change was applied. */
  rescanArticles: number | null;
}

/** Migration 0013: a category moderators created. */
export interface OntologyCategoriesTable {
  id: Id;
  name: string;
  nameKey: string;
  createdBy: number | null;
  createdAt: string;
}

export interface ConceptCategoriesTable {
  conceptId: number;
  categoryId: number;
}

/** Migration 0015: a recommender (reference of a job application; the jobs module fills `applicationId`). */
export interface AdvisorsTable {
  id: Id;
  /** The public identifier (spec 04 `advisorUuid`: the anonymous letter page). */
  uuid: string;
  name: string;
  email: string;
  affiliation: Generated<string>;
  isPhdAdvisor: Generated<Bool>;
  /** The corpus author the recommender claimed or was linked to. */
  authorId: number | null;
  applicationId: number | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Migration 0015: a link acting for one recommender; only the SHA-256 (hex) of the token is kept. */
export interface AttorneyTokensTable {
  id: Id;
  tokenHash: string;
  advisorId: number;
  expiresAt: string;
  /** The user who issued it; null when the system did (the jobs module's e-mails). */
  createdBy: number | null;
  createdAt: string;
  revokedAt: string | null;
}

/** Migration 0015: a bibliography's matches between the claim wizard's steps. */
export interface ClaimSessionsTable {
  id: Id;
  tokenHash: string;
  userId: number | null;
  advisorId: number | null;
  /** JSON `ClaimSessionResult`. */
  result: string;
  createdAt: string;
  expiresAt: string;
}

/** Migration 0015: a claim of author profiles or articles, with its evidence and decision. */
export interface ClaimsTable {
  id: Id;
  /** 'profile' | 'articles' */
  kind: string;
  /** A contracts `ClaimState`. */
  state: string;
  userId: number | null;
  advisorId: number | null;
  targetAuthorId: number;
  linksProfile: Generated<Bool>;
  articlesCount: Generated<number>;
  comment: Generated<string>;
  /** JSON `ClaimEvidence`. */
  evidence: string;
  createdAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  decisionNote: string | null;
  undoneBy: number | null;
  undoneAt: string | null;
}

/** Migration 0015: one authorship a claim moves (or moved) from one author to another. */
export interface ClaimMovesTable {
  claimId: number;
  articleId: number;
  position: number;
  fromAuthorId: number;
  toAuthorId: number;
  printedName: string;
}

/** A batch of corpus articles mined for possible concepts (migration 0017). */
export interface DocsBatchesTable {
  id: Id;
  /** What the batch holds, as the page shows it ('newest 200 works', 'saved search "x"'). */
  source: string;
  /** 'queued' | 'running' | 'done' | 'failed' */
  status: string;
  docsCount: Generated<number>;
  taskId: number | null;
  createdBy: number | null;
  /** Migration 0022: 1 when the platform started it (no account); null `createdBy` with 0 is a deleted account. */
  createdBySystem: Generated<number>;
  createdAt: string;
}

/** A candidate term of a docs batch with its scores. */
export interface PossibleConceptsTable {
  id: Id;
  batchId: number;
  name: string;
  /** The name as compared (`nameKey`): one row per key and batch. */
  nameKey: string;
  score: number;
  df: number;
  dfCollection: number;
  tf: number;
  hidden: Generated<Bool>;
  /** The concept made from it (created, or merged with others into it). */
  conceptId: number | null;
  merged: Generated<Bool>;
}

/** Terms reported false ('Report False'): never proposed again. */
export interface PossibleBannedLiteralsTable {
  nameKey: string;
  name: string;
  bannedBy: number | null;
  bannedAt: string;
}

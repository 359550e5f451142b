import type { ColumnType, Generated } from 'kysely';
import type { MatchReason } from '@sciscope/engine';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Booleans are stored as 0/1 integers on both engines so one codebase fits both;
 * timestamps are ISO-8601 UTC strings, which sort correctly as text.
 */
type Bool = number;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  email: string;
  /** Display name chosen on the profile page; null until set. */
  name: Generated<string | null>;
  passwordHash: string;
  isSuperuser: Bool;
  isActive: Bool;
  authorId: number | null;
  canManageCollections: Bool;
  showChangelogLink: Bool;
  trialExpiresAt: string | null;
  dateJoined: string;
  lastLoginAt: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself only lives in the signed cookie. */
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  /** The User-Agent header at login (cut to 512 characters); null for older sessions. */
  userAgent: Generated<string | null>;
}

export interface OrganizationsTable {
  id: Id;
  name: string;
  createdAt: string;
}

export interface MembershipsTable {
  userId: number;
  organizationId: number;
  /** 'member' | 'admin' | 'developer' */
  role: string;
  createdAt: string;
}

export interface UserQuotasTable {
  id: Id;
  userId: number;
  name: string;
  canBePrivate: Bool;
  createdAt: string;
}

export interface UserQuotaOrganizationsTable {
  quotaId: number;
  organizationId: number;
}

export interface ActionsLogTable {
  id: Id;
  userId: number | null;
  action: string;
  payload: string | null;
  createdAt: string;
}

export interface ApiTokensTable {
  id: Id;
  organizationId: number;
  /** The user the token acts as (see the README's security rules). */
  createdBy: number;
  name: string;
  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  tokenHash: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface SearchUsageTable {
  clientKey: string;
  day: string;
  count: number;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export interface CountriesTable {
  code: string;
  name: string;
}

export interface JournalsTable {
  id: Id;
  name: string;
  nameKey: string;
  shortTitle: string | null;
  kind: string | null;
  preprint: Bool;
  impactFactor: number | null;
  articlesCount: Generated<number>;
}

export interface InstitutionsTable {
  id: Id;
  name: string;
  /** lower-cased name + '|' + country code: one row per named institution and country. */
  nameKey: string;
  countryCode: string | null;
  type: string | null;
}

export interface ArticlesTable {
  id: Id;
  /** Identifier in the source feed (OpenAlex `id`); the importer's idempotency key. */
  sourceId: string;
  title: string;
  abstract: string | null;
  year: number | null;
  journalId: number | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  citationsCount: number;
  openAccess: Bool;
  manuscriptType: string | null;
  notable: Generated<Bool>;
  authorsCount: number;
  /** JSON array of author keywords. */
  keywords: string | null;
  /** When the work was first imported (ISO); a later import of the same work skips it. */
  createdAt: string;
  /** Publication day `YYYY-MM-DD` where the source gives one (migration 0012). */
  publicationDate: Generated<string | null>;
}

export interface ArticleIdentifiersTable {
  /** 'doi' | 'arxiv' | 'pubmed' | 'pmc' */
  kind: string;
  value: string;
  articleId: number;
}

export interface ArticleOriginsTable {
  articleId: number;
  code: string;
  url: string;
  originId: string | null;
}

export interface AuthorsTable {
  id: Id;
  /** Identifier from the source (`openreview:~…`, `ieee:…`), or null for disambiguated authors. */
  externalId: string | null;
  name: string;
  nameKey: string;
  orcid: string | null;
  gender: number | null;
  manualGender: number | null;
  articlesCount: Generated<number>;
  citationsCount: Generated<number>;
  citationsCountNotInCollab: Generated<number>;
  hIndex: Generated<number>;
  hIndexNotInCollab: Generated<number>;
  notableArticlesCount: Generated<number>;
  notableArticlesCountNotInCollab: Generated<number>;
  firstYear: number | null;
  lastYear: number | null;
}

export interface AuthorshipsTable {
  articleId: number;
  position: number;
  authorId: number;
  isLeading: Bool;
  isSenior: Bool;
  isCorresponding: Bool;
  rawName: string;
  rawAffiliation: string | null;
}

export interface AuthorshipInstitutionsTable {
  articleId: number;
  position: number;
  institutionId: number;
}

export interface ConceptsTable {
  id: Id;
  name: string;
  nameKey: string;
  basic: Bool;
  deleted: Bool;
  isManuallyModified: Bool;
  dateModified: string;
  df: Generated<number>;
  /** JSON array of `{ source, key }` the concept was imported from. */
  origins: string | null;
  /** Suggested as basic by the corpus statistics (migration 0006). */
  basicSuggested: Generated<Bool>;
  /** A moderator dismissed the basic suggestion; the statistics do not raise it again (migration 0013). */
  basicSuggestionDismissed: Generated<Bool>;
}

export interface ConceptLiteralsTable {
  id: Id;
  conceptId: number;
  name: string;
  nameKey: string;
  /** JSON array of composite parts, or null for a plain literal. */
  composite: string | null;
  lang: string;
  isAmbiguous: Bool;
  /** Who set `isAmbiguous`: the corpus statistics or a moderator, whose flag wins (migration 0006). */
  ambiguitySetBy: Generated<AmbiguitySetBy>;
  /** JSON array of `{ before, after }` phrases in which the literal does not count. */
  blockedContexts: string | null;
  df: Generated<number>;
  /** Share of the texts with the literal whose authors' keywords name its concept (migration 0008a); null: unknown. */
  keyphraseness: Generated<number | null>;
}

export type AmbiguitySetBy = 'machine' | 'moderator';

export interface ConceptRelationsTable {
  parentId: number;
  childId: number;
}

export interface ConceptRelatedTable {
  conceptId: number;
  relatedId: number;
}

export interface ArticleConceptsTable {
  articleId: number;
  conceptId: number;
  tf: number;
  /** Provenance (migration 0006): the literal that made the concept count, and why. */
  literalId: number | null;
  reason: MatchReason | null;
  /** The concept that confirmed an ambiguous literal (reason 'confirmed'). */
  evidenceConceptId: number | null;
  /** Badge evidence (migration 0008a): occurrences in the title, longest occurrence in tokens, neighbours present. */
  titleTf: Generated<number>;
  spanTokens: Generated<number>;
  neighbours: Generated<number>;
}

export interface RescanQueueTable {
  articleId: number;
  reason: string;
  queuedAt: string;
}

/** Counters kept exact by the importer inside each batch transaction (`articles` = N). */
export interface CorpusStatsTable {
  key: string;
  value: number;
}

/** Authorships per parsed name form (see migration 0004). */
export interface NameFormsTable {
  blockKey: string;
  givenForm: string;
  last: string;
  first: string;
  mentions: number;
}

/** A trained representation model (migration 0007); arrays are little-endian Float32 bytes. */
export interface RepresentationModelsTable {
  id: Id;
  header: string;
  vocabulary: string;
  projection: Uint8Array;
  singularValues: Uint8Array;
  dim: number;
  documentCount: number;
  createdAt: string;
}

/** One article's dense vector in the space of `modelId`. */
export interface ArticleVectorsTable {
  articleId: number;
  modelId: number;
  vector: Uint8Array;
}

/** A background task; see modules/tasks. JSON columns are text on both engines. */
export interface TasksTable {
  id: Id;
  kind: string;
  params: string;
  ownerId: number | null;
  /** 'server' | 'cli' */
  runner: string;
  /** 'queued' | 'running' | 'done' | 'failed' | 'cancelled' */
  state: string;
  step: string | null;
  progressDone: Generated<number>;
  progressTotal: number | null;
  counts: string | null;
  result: string | null;
  error: string | null;
  cancelRequested: Generated<Bool>;
  attempts: Generated<number>;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  heartbeatAt: string | null;
}

export interface TaskSchedulesTable {
  name: string;
  lastRunAt: string | null;
  nextRunAt: string;
}

/** A folder of proposals (migration 0008): an organisation's, or one user's personal folder. */
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

/** A proposal's concepts found on save, with provenance as `article_concepts`. */
export interface ProposalConceptsTable {
  proposalId: number;
  conceptId: number;
  tf: number;
  literalId: number | null;
  reason: MatchReason | null;
  evidenceConceptId: number | null;
}

/** An authors group (migration 0010): a named list of corpus authors used as a ranking filter. */
export interface AuthorsGroupsTable {
  id: Id;
  ownerId: number;
  /** The organisation whose members may see and use the group; null = the owner only. */
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

/** A search page query kept under a name (migration 0010). */
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

/** Migration 0009: default referee-finder settings of a folder or an organisation. */
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

/** A label (migration 0012b): a named, coloured collection of articles owned by one user. */
export interface LabelsTable {
  id: Id;
  ownerId: number;
  name: string;
  /** `labelNameKey(name)`: unique per owner, so names differ by more than case. */
  nameKey: string;
  /** '#rrggbb', lower case. */
  color: string;
  /** The organisation whose members read the label; null = the owner only. */
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

/** A review panel of an organisation (migration 0014; docs/panel-composer.md). */
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
  /** The organisation whose members see it; null = private to its owner. */
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  userQuotas: UserQuotasTable;
  userQuotaOrganizations: UserQuotaOrganizationsTable;
  actionsLog: ActionsLogTable;
  apiTokens: ApiTokensTable;
  searchUsage: SearchUsageTable;
  appState: AppStateTable;
  countries: CountriesTable;
  journals: JournalsTable;
  institutions: InstitutionsTable;
  articles: ArticlesTable;
  articleIdentifiers: ArticleIdentifiersTable;
  articleOrigins: ArticleOriginsTable;
  authors: AuthorsTable;
  authorships: AuthorshipsTable;
  authorshipInstitutions: AuthorshipInstitutionsTable;
  concepts: ConceptsTable;
  conceptLiterals: ConceptLiteralsTable;
  conceptRelations: ConceptRelationsTable;
  conceptRelated: ConceptRelatedTable;
  articleConcepts: ArticleConceptsTable;
  rescanQueue: RescanQueueTable;
  corpusStats: CorpusStatsTable;
  nameForms: NameFormsTable;
  tasks: TasksTable;
  taskSchedules: TaskSchedulesTable;
  representationModels: RepresentationModelsTable;
  articleVectors: ArticleVectorsTable;
  folders: FoldersTable;
  folderRoles: FolderRolesTable;
  proposals: ProposalsTable;
  proposalConcepts: ProposalConceptsTable;
  authorsGroups: AuthorsGroupsTable;
  authorsGroupMembers: AuthorsGroupMembersTable;
  savedSearches: SavedSearchesTable;
  fileExchange: FileExchangeTable;
  refereeSavedSettings: RefereeSavedSettingsTable;
  refereeDefaultSettings: RefereeDefaultSettingsTable;
  refereeHiddenCandidates: RefereeHiddenCandidatesTable;
  refereeMarks: RefereeMarksTable;
  labels: LabelsTable;
  labelArticles: LabelArticlesTable;
  panels: PanelsTable;
  panelSubpanels: PanelSubpanelsTable;
  panelSubpanelDocuments: PanelSubpanelDocumentsTable;
  panelCompositions: PanelCompositionsTable;
  panelCompositionPeople: PanelCompositionPeopleTable;
  panelPeople: PanelPeopleTable;
  vacancies: VacanciesTable;
  vacancySelection: VacancySelectionTable;
  vacancyCommittee: VacancyCommitteeTable;
  jobApplications: JobApplicationsTable;
  jobApplicationFiles: JobApplicationFilesTable;
  jobVotes: JobVotesTable;
  jobComments: JobCommentsTable;
  vacancyTags: VacancyTagsTable;
  jobApplicantTags: JobApplicantTagsTable;
  jobRecommendations: JobRecommendationsTable;
  monitorings: MonitoringsTable;
  monitoringDigests: MonitoringDigestsTable;
  monitoringDigestArticles: MonitoringDigestArticlesTable;
  ontologyLog: OntologyLogTable;
  ontologyCategories: OntologyCategoriesTable;
  conceptCategories: ConceptCategoriesTable;
  advisors: AdvisorsTable;
  attorneyTokens: AttorneyTokensTable;
  claimSessions: ClaimSessionsTable;
  docsBatches: DocsBatchesTable;
  possibleConcepts: PossibleConceptsTable;
  possibleBannedLiterals: PossibleBannedLiteralsTable;
  claims: ClaimsTable;
  claimMoves: ClaimMovesTable;
}

/** Read-only timestamp helper column type for rows read back. */
export type Timestamp = ColumnType<string, string, string>;

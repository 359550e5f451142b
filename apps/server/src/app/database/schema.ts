import type { ColumnType, Generated } from 'kysely';
import type { MatchReason } from '@sciscope/engine';
import type {
  PanelsTable,
  PanelSubpanelsTable,
  PanelSubpanelDocumentsTable,
  PanelCompositionsTable,
  PanelCompositionPeopleTable,
  PanelPeopleTable,
  VacanciesTable,
  VacancySelectionTable,
  VacancyCommitteeTable,
  JobApplicationsTable,
  JobApplicationFilesTable,
  JobRecommendationsTable,
  JobVotesTable,
  JobCommentsTable,
  VacancyTagsTable,
  JobApplicantTagsTable,
  MonitoringsTable,
  MonitoringDigestsTable,
  MonitoringDigestArticlesTable,
  OntologyLogTable,
  OntologyCategoriesTable,
  ConceptCategoriesTable,
  AdvisorsTable,
  AttorneyTokensTable,
  ClaimSessionsTable,
  ClaimsTable,
  ClaimMovesTable,
  DocsBatchesTable,
  PossibleConceptsTable,
  PossibleBannedLiteralsTable,
  LabelsTable,
  LabelArticlesTable,
} from './schema-modules';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Booleans are stored as 0/1 integers on both engines so one codebase fits both;
 * timestamps are ISO-8601 UTC strings, which sort correctly as text.
 */
type Bool = number;
type Id = Generated<number>;

export type * from './schema-modules';

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
  /** UNKNOWN_COUNT (-1) when the source gives no count; it sorts below every known count. */
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
  /** This and the h-index and notable counts below are UNKNOWN_COUNT when none of the author's articles has a citation count. */
  citationsCount: Generated<number>;
  citationsCountNotInCollab: Generated<number>;
  hIndex: Generated<number>;
  hIndexNotInCollab: Generated<number>;
  notableArticlesCount: Generated<number>;
  notableArticlesCountNotInCollab: Generated<number>;
  firstYear: number | null;
  lastYear: number | null;
}

/** Migration 0018: every source id of an author (an author linked across sources has several). */
export interface AuthorExternalIdsTable {
  externalId: string;
  authorId: number;
  /** The text before the id's first ':' (`openreview`, `ieee`, `acl`, `orcid`). */
  source: string;
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
  /** Cosine with the centroid of the concept's other articles (migration 0019); null until computed. */
  typicality: number | null;
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
  /** Badge evidence as `article_concepts` (migration 0020); pairs saved before read as one plain mention. */
  titleTf: Generated<number>;
  spanTokens: Generated<number>;
  neighbours: Generated<number>;
  /** Cosine of the proposal's embedded text with the concept's centroid; null when unknown. */
  typicality: number | null;
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
  authorExternalIds: AuthorExternalIdsTable;
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
  conceptCentroids: ConceptCentroidsTable;
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

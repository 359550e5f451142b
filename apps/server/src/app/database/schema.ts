import type { ColumnType, Generated } from 'kysely';
import type { ConceptPairColumns } from './schema-concept-pairs';
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
import type {
  FoldersTable,
  FolderRolesTable,
  ProposalsTable,
  ProposalConceptsTable,
  ConceptCentroidsTable,
  AuthorsGroupsTable,
  AuthorsGroupMembersTable,
  FileExchangeTable,
  SavedSearchesTable,
  RefereeSavedSettingsTable,
  RefereeDefaultSettingsTable,
  RefereeHiddenCandidatesTable,
  RefereeMarksTable,
} from './schema-referees';

/**
 * Kysely table types. Columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Booleans are stored as 0/1 integers on both engines so one codebase fits both;
 * timestamps are ISO-8601 UTC strings, which sort correctly as text.
 */
type Bool = number;
type Id = Generated<number>;

export type * from './schema-modules';
export type * from './schema-referees';

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
  /**
   * The address the account confirmed with the link of a confirmation e-mail; confirmed while it
   * equals `email` (a changed address needs a new link). Null: never confirmed.
   */
  emailConfirmedFor: Generated<string | null>;
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

export interface ArticleConceptsTable extends ConceptPairColumns {
  articleId: number;
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
  singularValues: Uint8Array;
  dim: number;
  documentCount: number;
  createdAt: string;
  /** When every article had its vector of this model (null while the training embeds them). */
  readyAt: string | null;
}

/** One part of a model's vocabulary: whole lines, in part order (migration 0026). */
export interface RepresentationModelVocabularyPartsTable {
  modelId: number;
  part: number;
  text: string;
}

/** One part of a model's projection (its little-endian Float32 bytes, in part order). */
export interface RepresentationModelPartsTable {
  modelId: number;
  part: number;
  bytes: Uint8Array;
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
  representationModelParts: RepresentationModelPartsTable;
  representationModelVocabularyParts: RepresentationModelVocabularyPartsTable;
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

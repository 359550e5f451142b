import type { ClaimsMatrixWorld } from './claims.fixture';
import type { QuotaName } from '@sciscope/contracts';

/** What the requests may name: the seeded objects, and helpers for requests that use one up. */
export interface MatrixWorld {
  /** Organization A: the member, admin and dev columns hold their roles here. */
  organizationId: number;
  authorId: number;
  articleId: number;
  conceptId: number;
  /** A plain account the admin requests act on (quotas, memberships). */
  target: { id: number; email: string; password: string };
  /** A fresh account (for a login that must not trip the per-e-mail limit). */
  newUser(): Promise<{ id: number; email: string; password: string }>;
  /** Grants `target` a quota, so revoking it can succeed. */
  grantTargetQuota(quota: QuotaName): Promise<void>;
  /** Makes `target` a member of organization A, so removing them can succeed. */
  addTargetToOrganization(): Promise<void>;
  /** A new organization with a member, a quota grant tied to it and an empty folder (a deletion uses one up): its id. */
  newOrganization(): Promise<number>;
  /**
   * Clears what would refuse deleting the account of `userId`: gives the instance another
   * superuser, and takes other people's applications off the user's vacancies.
   */
  clearAccountDeletion(userId: number): Promise<void>;
  /** A number no earlier call returned (unique names and e-mails). */
  unique(): number;
  /** A fresh account's valid password-reset token (each confirm uses one up). */
  newPasswordResetToken(): Promise<string>;
  /** A fresh unconfirmed account's valid e-mail confirmation token. */
  newEmailConfirmationToken(): Promise<string>;
  /** A new background task started by the `user` column's account, in `state`. */
  newTask(state: 'queued' | 'failed'): Promise<number>;
  /** The password every principal's account starts with (the e-mail change asks for it). */
  password: string;
  /** The profile handle of a new session of `userId` (not the one the request comes with). */
  newSessionHandle(userId: number): Promise<string>;
  /** A new API token of organization A, created by the dev column's user: its id. */
  newToken(): Promise<number>;
  /** A folder of organization A: the member column is its viewer, the dev column its editor. */
  folderId: number;
  /** A proposal in that folder. */
  proposalId: number;
  /** A new proposal in that folder (for a delete that must find one): its id. */
  newProposal(): Promise<number>;
  /** Gives `target` (made a member of organization A) a role in the folder, so removing it can succeed. */
  giveTargetFolderRole(): Promise<void>;
  /** A small real PDF, as a multipart upload. */
  manuscriptUpload(): { payload: Buffer; headers: Record<string, string> };
  /** A new authors group of the authors_group quota holder, holding `authorId`: its id and its member's id. */
  newAuthorsGroup(): Promise<{ groupId: number; memberId: number }>;
  /** A new saved search of the `user` column's account: its id. */
  newSavedSearch(): Promise<number>;
  /** A file of the file exchange (bytes stored). */
  fileExchangeId: number;
  /** The referee finder's corpus (a trained model): a preprint, a refereed article, an author. */
  referees: { documentId: number; refereedId: number; authorId: number; candidateId: number };
  /** A new label of the admin column's user, shared with organization A, holding `articleId`: its id. */
  newCollection(): Promise<number>;
  /**
   * A computed panel of organization A (subpanel `M1`: the referee finder's document and the
   * folder's proposal; members Eve and Frank) with an editable composition, and makers of
   * objects a request uses up.
   */
  panels: {
    panelId: number;
    compositionId: number;
    newPanel(): Promise<number>;
    newComposition(): Promise<number>;
    /** A subpanel of a new panel (changing subpanels makes a panel's scores stale): its panel and code. */
    newSubpanel(): Promise<{ panelId: number; code: string }>;
  };
  /**
   * The jobs board: a published vacancy of the admin column's user (committee: the member
   * column, the dev column as equality officer), a draft of theirs, the user column's
   * application with its CV, and makers of objects a request uses up.
   */
  jobs: {
    vacancyId: number;
    draftId: number;
    applicationId: number;
    /** A reference of that application with an uploaded letter: its advisor id and link uuid. */
    advisor: { id: number; uuid: string };
    /** The letter upload form for an advisor link (uuid, or numeric id). */
    letterForm(advisorId: string): { payload: Buffer; headers: Record<string, string> };
    /** The current CV of that application (an edit of the application replaces it). */
    fileId(): Promise<number>;
    newPreliminary(): Promise<number>;
    newTag(assignTo?: number[]): Promise<number>;
    /** Puts `target` on the committee, so removing them can succeed. */
    addTargetToCommittee(): Promise<void>;
    voteAs(userId: number): Promise<void>;
    /** The application form: an edit of their application for the applicant, a new one for anyone else. */
    applicationForm(userId: number | null): Promise<{ payload: Buffer; headers: Record<string, string> }>;
  };
  /** A new monitoring of the monitoring quota holder (who may save privately): its id. */
  newMonitoring(): Promise<number>;
  /** The unsubscribe token of a new monitoring of the monitoring quota holder. */
  newUnsubscribeToken(): Promise<string>;
  /** Where `userId` may save a monitoring: an organization of theirs, or null (private) if they have none. */
  monitoringOrganizationOf(userId: number | null): Promise<number | null>;
  /** Ontology curation: concepts, suggestions and curation items made fresh where a request uses one up. */
  ontology: {
    /** A concept with one literal and a parent concept (`parentId`, with no other child). */
    conceptId: number;
    parentId: number;
    /** A new concept with a literal of its own: its id. */
    newConcept(): Promise<number>;
    /** A new concept, deleted (so that restoring it can succeed): its id. */
    newDeletedConcept(): Promise<number>;
    /** A pending suggestion (a literal added to a new concept) by the user column: its log entry's id. */
    newSuggestion(): Promise<number>;
    /** A new literal the corpus statistics flagged ambiguous: its id. */
    newMachineAmbiguousLiteral(): Promise<number>;
    /** A docs batch (possible concepts). */
    docsBatchId: number;
  };
  /** Recommenders, attorney tokens, claim uploads and claims (author claiming). */
  claims: ClaimsMatrixWorld;
}

/** Who is about to send the request: the account behind the session or token, null for guests. */
export interface MatrixCaller {
  userId: number | null;
}

export interface MatrixRequest {
  url: string;
  payload?: object | Buffer;
  /** Extra headers (a multipart upload's content type). */
  headers?: Record<string, string>;
}

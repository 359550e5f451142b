import {
  ONTOLOGY_CONSTANTS,
  type LogActorKind,
  type OntologyAction,
  type OntologyLogEntry,
  type OntologyLogResponse,
  type OntologyLogStatus,
  type ReviewResponse,
} from '@sciscope/contracts';
import { hasAccess, requireAccess } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commitChanges, ReviewRaceError } from './concept-apply';
import { applyActions } from './concept-changes';
import { requireNoChildren } from './concept-edit.usecases';
import { emptyState, loadConceptState } from './concept-state';
import type { OntologyCaller } from './ontology-deps';
import type { LogRow } from './ontology-log.repository';
import { ontologyErrors } from './ontology.errors';
import { rejectionMail } from './rejection-mail';

/*
 * Moderation (spec 02 sections 2, 3, 6): the log of the whole ontology (moderators), the log
 * of one concept (moderators see every entry, other users their own suggestions), and the
 * review of pending suggestions. Policy (README, "Ontology curation"):
 * - approving applies the suggestion to the concept as it is now, logs it as 'approved' with
 *   the moderator as its last modifier, and queues the affected articles for a rescan;
 * - rejecting keeps the entry as 'rejected' with the moderator's reason and e-mails the
 *   suggester the reason and a link to the concept's log;
 * - an entry is reviewed once: a second review answers 409.
 */

/**
 * Who a row's user column names: an account (its e-mail was found), the platform (written with
 * no account), or an account deleted since (the name went, the person's work stays).
 */
export function actorKind({ email, system }: { email: string | null; system: number }): LogActorKind {
  if (system === 1) return 'system';
  return email === null ? 'deleted_account' : 'account';
}

async function entriesOf(caller: OntologyCaller, rows: LogRow[]): Promise<OntologyLogEntry[]> {
  const creators = [...new Set(rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])))];
  const organizations = await caller.log.organizationsOf(creators);
  return rows.map((row) => ({
    id: row.id,
    conceptId: row.conceptId,
    name: row.conceptName,
    status: row.status as OntologyLogStatus,
    source: row.source as OntologyLogEntry['source'],
    actions: JSON.parse(row.actions) as OntologyAction[],
    dateCreated: row.createdAt,
    dateModified: row.modifiedAt,
    createdByEmail: row.createdByEmail,
    modifiedByEmail: row.modifiedByEmail,
    createdBy:
      row.createdByEmail === null
        ? null
        : { email: row.createdByEmail, organizations: organizations.get(row.createdBy ?? -1) ?? [] },
    createdByKind: actorKind({ email: row.createdByEmail, system: row.createdBySystem }),
    modifiedByKind: actorKind({ email: row.modifiedByEmail, system: row.modifiedBySystem }),
    reviewReason: row.reviewReason,
    rescanArticles: row.rescanArticles,
  }));
}

/** `GET /api/ontology/log?email=&offset=&status=` (moderators): 100 a page, newest first. */
export async function listOntologyLog({
  email,
  offset,
  status,
  ...caller
}: OntologyCaller & {
  email: string;
  offset: number;
  status: OntologyLogStatus | 'all';
}): Promise<OntologyLogResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const { rows, total } = await caller.log.list(
    { emailOrOrganization: email, ...(status === 'all' ? {} : { status }) },
    { offset, limit: ONTOLOGY_CONSTANTS.logPageSize },
  );
  return { logs: await entriesOf(caller, rows), total };
}

/**
 * `GET /api/ontology/concepts/{id}/log?status=` (logged in): the concept's entries; a user
 * who is not a moderator sees only their own suggestions.
 */
export async function conceptLog({
  conceptId,
  status,
  offset,
  ...caller
}: OntologyCaller & {
  conceptId: number;
  status: OntologyLogStatus | 'all';
  offset: number;
}): Promise<OntologyLogResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  if (!(await caller.concepts.findConcept(conceptId))) throw ontologyErrors.conceptNotFound();
  const moderator = await hasAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const { rows, total } = await caller.log.list(
    {
      conceptId,
      ...(status === 'all' ? {} : { status }),
      ...(moderator || !grant.user ? {} : { createdBy: grant.user.id }),
    },
    { offset, limit: ONTOLOGY_CONSTANTS.logPageSize },
  );
  return { logs: await entriesOf(caller, rows), total };
}

async function pendingEntry(caller: OntologyCaller, id: number): Promise<LogRow> {
  const entry = await caller.log.find(id);
  if (!entry) throw ontologyErrors.logEntryNotFound();
  if (entry.status !== 'pending') throw ontologyErrors.alreadyReviewed();
  return entry;
}

async function entryById(caller: OntologyCaller, id: number): Promise<OntologyLogEntry> {
  const row = await caller.log.find(id);
  if (!row) throw ontologyErrors.logEntryNotFound();
  return (await entriesOf(caller, [row]))[0]!;
}

/** `POST /api/ontology/log/{id}/approve` (moderators): applies the suggestion and queues the rescan. */
export async function approveLogEntry({ id, ...caller }: OntologyCaller & { id: number }): Promise<ReviewResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const entry = await pendingEntry(caller, id);
  const actions = JSON.parse(entry.actions) as OntologyAction[];
  const loaded = entry.conceptId === null ? null : await loadConceptState(caller.concepts, entry.conceptId);
  if (entry.conceptId !== null && !loaded) throw ontologyErrors.conceptNotFound();
  const before = loaded?.state ?? null;
  const after = applyActions({ state: before ?? emptyState(), actions });
  if (before && !before.deleted && after.deleted) await requireNoChildren(caller, before.id!);
  try {
    const { rescan } = await commitChanges({
      services: caller,
      changes: [{ before, after, actions, source: entry.source as 'form', approvedLogId: id }],
      userId: grant.user?.id ?? null,
      reason: `approved change #${id} (${after.name})`,
    });
    return { entry: await entryById(caller, id), rescan, notified: false };
  } catch (error) {
    if (error instanceof ReviewRaceError) throw ontologyErrors.alreadyReviewed();
    throw error;
  }
}

/**
 * `POST /api/ontology/log/{id}/reject` (moderators): the entry stays, 'rejected', with the
 * reason; the suggester gets an e-mail with it (when their account still exists).
 */
export async function rejectLogEntry({
  id,
  reason,
  ...caller
}: OntologyCaller & { id: number; reason: string }): Promise<ReviewResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const entry = await pendingEntry(caller, id);
  const reviewed = await caller.writes.transaction((tx) =>
    tx.reviewLog({
      id,
      status: 'rejected',
      userId: grant.user?.id ?? null,
      now: nowIso(),
      conceptId: entry.conceptId,
      reason,
    }),
  );
  if (!reviewed) throw ontologyErrors.alreadyReviewed();
  const to = entry.createdBy === null ? null : await caller.log.userEmail(entry.createdBy);
  if (to !== null) {
    // The entry's name is the one suggested (a rename's new name): the mail names the concept as
    // it is; the suggested name is among the actions it lists.
    const concept = entry.conceptId === null ? undefined : await caller.concepts.findConcept(entry.conceptId);
    await caller.mailer.send(
      rejectionMail({
        to,
        conceptName: concept?.name ?? entry.conceptName,
        conceptId: entry.conceptId,
        actions: JSON.parse(entry.actions) as OntologyAction[],
        reason,
        moderatorEmail: grant.user?.email ?? null,
        publicUrl: caller.publicUrl,
      }),
    );
  }
  return { entry: await entryById(caller, id), rescan: null, notified: to !== null };
}

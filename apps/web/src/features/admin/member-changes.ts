import type { AddMemberResult, OrgMembersResponse, OrgRole } from '@sciscope/contracts';
import { roleLabel } from './components/member-form';

/** Where an admin who removed or demoted themselves goes; that page shows `state.notice`. */
export const ORGANIZATIONS_PATH = '/orgadmin/organizations/';

export type OrgMember = OrgMembersResponse['members'][number];

/** A change an admin asked for on the members page, waiting for their confirmation. */
export type PendingMemberChange =
  { kind: 'remove'; member: OrgMember } | { kind: 'role'; member: OrgMember; role: OrgRole };

/** What "Add member" would do with this e-mail: add someone, change a member's role, or nothing. */
export function classifyAddition(
  members: readonly OrgMember[],
  email: string,
  role: OrgRole,
): { kind: 'add' } | { kind: 'role'; member: OrgMember } | { kind: 'same'; member: OrgMember } {
  const member = members.find((m) => m.email.toLowerCase() === email.trim().toLowerCase());
  if (!member) return { kind: 'add' };
  return member.role === role ? { kind: 'same', member } : { kind: 'role', member };
}

/**
 * Whether the change takes the caller's own admin rights in this organization, so that the
 * page closes for them. A superuser keeps every organization's page.
 */
export function losesAccess({
  change,
  userId,
  isSuperuser,
}: {
  change: PendingMemberChange;
  userId: number | null;
  isSuperuser: boolean;
}): boolean {
  if (isSuperuser || change.member.userId !== userId) return false;
  return change.kind === 'remove' || change.role !== 'admin';
}

/** The confirmation dialog of a change: it names the person, and warns a caller who locks themselves out. */
export function confirmationOf({
  change,
  organizationName,
  self,
  leaving,
}: {
  change: PendingMemberChange;
  organizationName: string;
  self: boolean;
  leaving: boolean;
}): { title: string; text: string; confirmLabel: string } {
  const who = self ? 'You' : change.member.email;
  const lockout = leaving
    ? ` You will lose access to this page at once; only another admin of ${organizationName} or a superuser can give it back.`
    : '';
  if (change.kind === 'remove') {
    return {
      title: self ? 'Remove yourself?' : 'Remove this member?',
      text: `${who} will no longer be a member of ${organizationName}.${lockout}`,
      confirmLabel: self ? 'Remove me' : 'Remove member',
    };
  }
  return {
    title: self ? 'Change your own role?' : 'Change this role?',
    text: `${who} will be ${roleLabel(change.role)} of ${organizationName} instead of ${roleLabel(change.member.role)}.${lockout}`,
    confirmLabel: 'Change role',
  };
}

/** The message once a change is saved (on the page, or on the organizations list after a lockout). */
export function doneMessageOf({
  change,
  organizationName,
  self,
}: {
  change: PendingMemberChange;
  organizationName: string;
  self: boolean;
}): string {
  if (change.kind === 'remove') {
    return self
      ? `You are no longer a member of ${organizationName}.`
      : `${change.member.email} was removed from ${organizationName}.`;
  }
  const now = `${roleLabel(change.role)} (was ${roleLabel(change.member.role)})`;
  return self ? `You are now ${now} of ${organizationName}.` : `${change.member.email} is now ${now}.`;
}

const ROLES_WITH_ARTICLE: Record<OrgRole, string> = { member: 'a member', admin: 'an admin', developer: 'a developer' };

/** "a member", "an admin", "a developer": a role as a sentence says it. */
export function roleWithArticle(role: OrgRole): string {
  return ROLES_WITH_ARTICLE[role];
}

/** What "Add member" says when the person already has the role asked for. */
export function alreadyMemberText({ email, role }: { email: string; role: OrgRole }): string {
  return `${email} is already ${roleWithArticle(role)}.`;
}

/** What the superadmin's "Add member" did, as its message says it: added, role changed, or nothing. */
export function memberResultText({
  result,
  organizationName,
}: {
  result: AddMemberResult;
  organizationName: string;
}): string {
  const { email, role, previousRole } = result;
  if (result.result === 'added') return `${email} was added to ${organizationName} as ${roleLabel(role)}.`;
  if (result.result === 'unchanged') return `${email} is already ${roleWithArticle(role)} of ${organizationName}.`;
  const was = previousRole ? ` (was ${roleLabel(previousRole)})` : '';
  return `${email} was already a member of ${organizationName}: their role is now ${roleLabel(role)}${was}.`;
}

/** Whether the superadmin's "Add member" dialog closes, and what it says. */
export interface AddMemberOutcome {
  close: boolean;
  message: string;
}

/**
 * What the superadmin's "Add member" dialog does with the server's answer: it stays open and says
 * so when the person already has that role (closing would pass over it in silence), and closes
 * with what changed otherwise.
 */
export function addMemberOutcome({
  result,
  organizationName,
}: {
  result: AddMemberResult;
  organizationName: string;
}): AddMemberOutcome {
  if (result.result === 'unchanged') {
    return { close: false, message: alreadyMemberText({ email: result.email, role: result.role }) };
  }
  return { close: true, message: memberResultText({ result, organizationName }) };
}

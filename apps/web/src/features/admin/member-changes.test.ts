import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { MemberForm } from './components/member-form';
import {
  addMemberOutcome,
  alreadyMemberText,
  classifyAddition,
  confirmationOf,
  doneMessageOf,
  losesAccess,
  memberResultText,
  type OrgMember,
} from './member-changes';

const me: OrgMember = { userId: 1, email: 'jeditor@example.org', role: 'admin' };
const colleague: OrgMember = { userId: 2, email: 'newbie6b@example.org', role: 'developer' };
const organizationName = 'Journal of Robot Learning';

describe('changes on the organization members page', () => {
  it('tells an addition from a role change and from a repeat of the same role', () => {
    expect(classifyAddition([me, colleague], 'someone@example.org', 'member')).toEqual({ kind: 'add' });
    expect(classifyAddition([me, colleague], ' NEWBIE6B@example.org', 'admin')).toEqual({
      kind: 'role',
      member: colleague,
    });
    expect(classifyAddition([me, colleague], 'newbie6b@example.org', 'developer')).toEqual({
      kind: 'same',
      member: colleague,
    });
  });

  it('asks before removing a member, naming them', () => {
    const change = { kind: 'remove', member: colleague } as const;
    expect(confirmationOf({ change, organizationName, self: false, leaving: false })).toEqual({
      title: 'Remove this member?',
      text: 'newbie6b@example.org will no longer be a member of Journal of Robot Learning.',
      confirmLabel: 'Remove member',
    });
    expect(doneMessageOf({ change, organizationName, self: false })).toBe(
      'newbie6b@example.org was removed from Journal of Robot Learning.',
    );
  });

  it('warns an admin who removes or demotes themselves that they lose access', () => {
    const remove = { kind: 'remove', member: me } as const;
    expect(losesAccess({ change: remove, userId: 1, isSuperuser: false })).toBe(true);
    const question = confirmationOf({ change: remove, organizationName, self: true, leaving: true });
    expect(question.title).toBe('Remove yourself?');
    expect(question.text).toContain('You will lose access to this page at once');

    const demote = { kind: 'role', member: me, role: 'developer' } as const;
    expect(losesAccess({ change: demote, userId: 1, isSuperuser: false })).toBe(true);
    expect(confirmationOf({ change: demote, organizationName, self: true, leaving: true }).text).toBe(
      'You will be Developer of Journal of Robot Learning instead of Admin. You will lose access to this page at once;' +
        ' only another admin of Journal of Robot Learning or a superuser can give it back.',
    );
    expect(doneMessageOf({ change: demote, organizationName, self: true })).toBe(
      'You are now Developer (was Admin) of Journal of Robot Learning.',
    );
  });

  it('keeps the page for a superuser and for changes to other members', () => {
    const demote = { kind: 'role', member: me, role: 'member' } as const;
    expect(losesAccess({ change: demote, userId: 1, isSuperuser: true })).toBe(false);
    expect(losesAccess({ change: { kind: 'remove', member: colleague }, userId: 1, isSuperuser: false })).toBe(false);
    const promote = { kind: 'role', member: colleague, role: 'admin' } as const;
    expect(confirmationOf({ change: promote, organizationName, self: false, leaving: false }).text).toBe(
      'newbie6b@example.org will be Admin of Journal of Robot Learning instead of Developer.',
    );
  });
});

describe('what adding a member says', () => {
  it('says a person already has the role in a sentence: a member, an admin, a developer', () => {
    expect(alreadyMemberText({ email: 'plain14@example.org', role: 'member' })).toBe(
      'plain14@example.org is already a member.',
    );
    expect(alreadyMemberText({ email: 'plain14@example.org', role: 'admin' })).toBe(
      'plain14@example.org is already an admin.',
    );
    expect(alreadyMemberText({ email: 'plain14@example.org', role: 'developer' })).toBe(
      'plain14@example.org is already a developer.',
    );
  });

  it('tells the superadmin whether the person was added, had their role changed, or already had it', () => {
    const base = { email: 'plain14@example.org' } as const;
    expect(
      memberResultText({
        result: { ...base, result: 'added', role: 'member', previousRole: null },
        organizationName,
      }),
    ).toBe('plain14@example.org was added to Journal of Robot Learning as Member.');
    expect(
      memberResultText({
        result: { ...base, result: 'role_changed', role: 'admin', previousRole: 'member' },
        organizationName,
      }),
    ).toBe(
      'plain14@example.org was already a member of Journal of Robot Learning: their role is now Admin (was Member).',
    );
    expect(
      memberResultText({
        result: { ...base, result: 'unchanged', role: 'developer', previousRole: 'developer' },
        organizationName,
      }),
    ).toBe('plain14@example.org is already a developer of Journal of Robot Learning.');
  });

  it('keeps the superadmin’s dialog open, saying so, for someone who already has the role; closes otherwise', () => {
    const base = { email: 'plain14@example.org' } as const;
    expect(
      addMemberOutcome({
        result: { ...base, result: 'unchanged', role: 'member', previousRole: 'member' },
        organizationName,
      }),
    ).toEqual({ close: false, message: 'plain14@example.org is already a member.' });
    expect(
      addMemberOutcome({ result: { ...base, result: 'added', role: 'admin', previousRole: null }, organizationName }),
    ).toEqual({ close: true, message: 'plain14@example.org was added to Journal of Robot Learning as Admin.' });
    expect(
      addMemberOutcome({
        result: { ...base, result: 'role_changed', role: 'admin', previousRole: 'member' },
        organizationName,
      }).close,
    ).toBe(true);
  });

  it('shows the dialog’s notice as a status under the form', () => {
    const html = renderStatic(
      createElement(MemberForm, {
        layout: 'stacked',
        pending: false,
        error: null,
        notice: 'plain14@example.org is already a member.',
        onSubmit: () => Promise.resolve(false),
      }),
    );
    expect(html).toMatch(/role="status"[^>]*>plain14@example.org is already a member.</);
    expect(
      textOf(
        renderStatic(createElement(MemberForm, { pending: false, error: null, onSubmit: () => Promise.resolve() })),
      ),
    ).not.toContain('already');
  });
});

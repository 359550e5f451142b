import { ANONYMOUS_USER, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { KEPT_PRIVATE_NOTE, keptPrivateNote, monitoringRights } from './monitoring-access';

/** A member holding the monitoring quota (private monitorings as `canBePrivate` says), left with `organizations`. */
const member = (canBePrivate: boolean, organizations: CurrentUser['organizations'] = []): CurrentUser => ({
  ...ANONYMOUS_USER,
  id: 3,
  email: 'member@example.org',
  is_authenticated: true,
  organizations,
  active_quotas: [['monitoring', { canBePrivate, organizations_ids: [] }]],
});

describe('a private monitoring whose owner may not create private ones', () => {
  const privateOne = { organization: null, isOwner: true };

  it('is said to stay private when saved, whether or not the owner has an organization left', () => {
    expect(keptPrivateNote(privateOne, monitoringRights(member(false)))).toBe(KEPT_PRIVATE_NOTE);
    expect(keptPrivateNote(privateOne, monitoringRights(member(false, [{ id: 2, name: 'Other' }])))).toBe(
      KEPT_PRIVATE_NOTE,
    );
  });

  it('needs no note when the plan allows private monitorings, for a shared or a colleague’s one, or a new one', () => {
    expect(keptPrivateNote(privateOne, monitoringRights(member(true)))).toBeNull();
    const rights = monitoringRights(member(false, [{ id: 2, name: 'Other' }]));
    expect(keptPrivateNote({ organization: { id: 2, name: 'Other' }, isOwner: true }, rights)).toBeNull();
    expect(keptPrivateNote({ organization: null, isOwner: false }, rights)).toBeNull();
    expect(keptPrivateNote(null, rights)).toBeNull();
    expect(keptPrivateNote(privateOne, monitoringRights(undefined))).toBeNull();
  });
});

import { ANONYMOUS_USER, type CurrentUser, type QuotaName } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { userMay } from './user-access';

function member(overrides: Partial<CurrentUser> = {}, ...quotas: QuotaName[]): CurrentUser {
  return {
    ...ANONYMOUS_USER,
    id: 7,
    email: 'ada@example.org',
    is_authenticated: true,
    active_quotas: quotas.map((name) => [name, { canBePrivate: false, organizations_ids: [] }]),
    ...overrides,
  };
}

describe('userMay', () => {
  it('lets ontology moderators and superusers export the ontology, as the API does, and nobody else', () => {
    expect(userMay(member({}, 'ontology_moderator'), 'ontology.export')).toBe(true);
    expect(userMay(member({ is_superuser: true }), 'ontology.export')).toBe(true);
    expect(userMay(member(), 'ontology.export')).toBe(false);
    expect(userMay(member({}, 'monitoring'), 'ontology.export')).toBe(false);
    expect(userMay(ANONYMOUS_USER, 'ontology.export')).toBe(false);
  });

  it('does not count a quota for a superuser where the rule names none (file exchange: superusers only)', () => {
    expect(userMay(member({ is_superuser: true }), 'file_exchange.use')).toBe(true);
    expect(userMay(member({}, 'ontology_moderator'), 'file_exchange.use')).toBe(false);
  });

  it('answers false for rules about one object, which only the server can judge', () => {
    expect(userMay(member({ is_superuser: true }), 'tasks.read')).toBe(false);
  });
});

import type { OrganizationDeletion } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { blockedText, detachedText, removedLines } from './delete-organization';

const impact = (overrides: Partial<OrganizationDeletion> = {}): OrganizationDeletion => ({
  organization: { id: 1, name: 'Acme' },
  removes: { memberships: 1, quotaGrants: 2, apiTokens: 0, emptyFolders: 1 },
  detaches: { monitorings: 0, labels: 0, authorsGroups: 0 },
  blockers: { panels: 0, foldersWithProposals: 0, proposals: 0 },
  ...overrides,
});

describe('the organisation deletion dialog', () => {
  it('lists what goes, each count with its own plural', () => {
    expect(removedLines(impact())).toEqual([
      '1 membership',
      'the link of 2 quota grants to it (the quotas stay with their holders)',
      '0 API tokens',
      '1 empty folder',
    ]);
  });

  it('names only the kinds of shared things that stay with their owners, or nothing', () => {
    expect(detachedText(impact())).toBeNull();
    expect(detachedText(impact({ detaches: { monitorings: 2, labels: 0, authorsGroups: 1 } }))).toBe(
      'Shared with it and kept by their owners, private from now on: 2 monitorings, 1 authors group.',
    );
  });

  it('says what blocks the deletion: panels, and proposals with their folders', () => {
    expect(blockedText(impact())).toBeNull();
    expect(blockedText(impact({ blockers: { panels: 1, foldersWithProposals: 2, proposals: 3 } }))).toBe(
      "Acme still holds 1 panel and 3 proposals in 2 folders. They are its members' work: delete them first, then the organization.",
    );
  });
});

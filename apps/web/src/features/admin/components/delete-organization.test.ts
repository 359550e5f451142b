import { confirmsOrganizationName, type OrganizationDeletion } from '@sciscope/contracts';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import {
  BlockerList,
  blockedText,
  blockerLinks,
  detachedText,
  moreBlockersText,
  PANEL_QUOTA_HINT,
  removedLines,
} from './delete-organization';

const impact = (overrides: Partial<OrganizationDeletion> = {}): OrganizationDeletion => ({
  organization: { id: 1, name: 'Acme' },
  removes: { memberships: 1, quotaGrants: 2, apiTokens: 0, emptyFolders: 1 },
  detaches: { monitorings: 0, labels: 0, authorsGroups: 0 },
  blockers: { panels: 0, foldersWithProposals: 0, proposals: 0 },
  blocking: { panels: [], folders: [] },
  ...overrides,
});

describe('the organization deletion dialog', () => {
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

  it('asks for the name as the account deletion asks for its phrase: trimmed, ignoring case', () => {
    expect(confirmsOrganizationName('Acme Research', 'Acme Research')).toBe(true);
    expect(confirmsOrganizationName('  acme RESEARCH ', 'Acme Research')).toBe(true);
    expect(confirmsOrganizationName('Acme', 'Acme Research')).toBe(false);
    expect(confirmsOrganizationName('   ', '')).toBe(false);
  });

  describe('a refused deletion', () => {
    const blocked = impact({
      blockers: { panels: 2, foldersWithProposals: 1, proposals: 3 },
      blocking: {
        panels: [
          { id: 7, name: 'Review', createdByEmail: 'ada@example.org' },
          { id: 8, name: 'Old', createdByEmail: null },
        ],
        folders: [{ id: 4, name: 'Calls', proposals: 3 }],
      },
    });

    it('links each folder and panel that blocks it, with its proposals or its creator', () => {
      expect(blockerLinks(blocked)).toEqual([
        { to: '/folder/4/', name: 'Calls', note: 'folder, 3 proposals' },
        { to: '/panel-composer/7/', name: 'Review', note: 'panel, created by ada@example.org' },
        { to: '/panel-composer/8/', name: 'Old', note: 'panel, created by a deleted account' },
      ]);
      expect(moreBlockersText(blocked)).toBeNull();
      expect(
        moreBlockersText(impact({ ...blocked, blockers: { panels: 3, foldersWithProposals: 5, proposals: 9 } })),
      ).toBe('And 4 more folders and 1 more panel.');
    });

    it('renders the links, and says how to open a panel to a superuser without the panel composer', () => {
      const html = renderStatic(createElement(BlockerList, { impact: blocked, canOpenPanels: false }));
      expect(html).toMatch(/<a [^>]*href="\/folder\/4\/"[^>]*>Calls<\/a>/);
      expect(html).toMatch(/<a [^>]*href="\/panel-composer\/7\/"[^>]*>Review<\/a>/);
      expect(textOf(html)).toContain('Review (panel, created by ada@example.org)');
      expect(textOf(html)).toContain(PANEL_QUOTA_HINT);
      const withQuota = renderStatic(createElement(BlockerList, { impact: blocked, canOpenPanels: true }));
      expect(textOf(withQuota)).not.toContain(PANEL_QUOTA_HINT);
    });
  });
});

import { EXCLUDE_REASONS, groupMembersNotRankedMessage, type GroupMembersNotRanked } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { excludeReasonText } from '../exclude-reasons';
import { SETTING_LABELS } from '../settings-summary';
import { GroupMembersNotRankedNote } from './group-members-not-ranked';

const note = (notRanked: GroupMembersNotRanked) => {
  const html = renderStatic(<GroupMembersNotRankedNote notRanked={notRanked} />);
  return { html, text: textOf(html) };
};

// Walk: in "Limit to" mode, members of the group the ranking did not hold were left out silently.
describe('GroupMembersNotRankedNote', () => {
  it('names the group and the setting that leaves its members out, then each member, linked, with the filter why', () => {
    const { html, text } = note({
      membersCount: 5,
      count: 3,
      members: [
        { id: 1, name: 'Alice Doc', reason: 'left_out', excludeReasons: ['document_author'] },
        { id: 3, name: 'Frank Junior', reason: 'left_out', excludeReasons: ['small_h_index', 'coauthor_coi'] },
        { id: 7, name: 'Oscar Old', reason: 'not_found', excludeReasons: [] },
      ],
      message: groupMembersNotRankedMessage({ count: 3, membersCount: 5, groupNames: ['Reviewers pool'] }),
    });
    expect(text).toBe(
      'Authors-group members not ranked ' +
        '3 of the 5 members of the authors group Reviewers pool are not ranked for this document, ' +
        'so the authors-group effect "Limit to" leaves them out of the list: ' +
        'Alice Doc (left out: an author of the document) ' +
        'Frank Junior (left out: Min h-index, Exclude COI (recent co-author)) ' +
        'Oscar Old (no articles close enough to this document)',
    );
    expect(html).toContain('href="/author/1/Alice-Doc"');
    expect(html).toContain('href="/author/7/Oscar-Old"');
  });

  it('shows five names at first, and says how many the answer did not name', () => {
    const members = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      name: `Member ${i + 1}`,
      reason: 'not_found' as const,
      excludeReasons: [],
    }));
    const { text } = note({
      membersCount: 300,
      count: 120,
      members,
      message: groupMembersNotRankedMessage({ count: 120, membersCount: 300, groupNames: ['A', 'B'] }),
    });
    expect(text).toContain(
      '120 of the 300 members of the authors groups A and B are not ranked for this document, ' +
        'so the authors-group effect "Limit to" leaves them out of the list:',
    );
    expect(text).toContain('Member 5 (');
    expect(text).not.toContain('Member 6 (');
    expect(text).toContain('Show more (3)');
    expect(text).toContain('…and 112 more not named here.');
  });
});

describe('groupMembersNotRankedMessage', () => {
  it('reads right for one member, all members and several groups', () => {
    const why = ', so the authors-group effect "Limit to" leaves them out of the list:';
    expect(groupMembersNotRankedMessage({ count: 1, membersCount: 3, groupNames: ['Pool'] })).toBe(
      `1 of the 3 members of the authors group Pool is not ranked for this document${why}`,
    );
    expect(groupMembersNotRankedMessage({ count: 3, membersCount: 3, groupNames: ['Pool'] })).toBe(
      `All 3 members of the authors group Pool are not ranked for this document${why}`,
    );
    expect(groupMembersNotRankedMessage({ count: 1, membersCount: 1, groupNames: ['A', 'B', 'C'] })).toBe(
      `The only member of the authors groups A, B and C is not ranked for this document${why}`,
    );
  });
});

describe('excludeReasonText', () => {
  it('names every reason by the setting that causes it, as its control is labelled', () => {
    for (const reason of EXCLUDE_REASONS) {
      const text = excludeReasonText(reason);
      expect(text, reason).not.toContain('_');
      expect(text.length, reason).toBeGreaterThan(0);
    }
    expect(excludeReasonText('inactive_author')).toBe(SETTING_LABELS.years_of_inactivity);
    expect(excludeReasonText('big_author')).toBe(SETTING_LABELS.author_max_articles);
    expect(excludeReasonText('not_in_authors_group')).toBe(SETTING_LABELS.authors_groups_ids);
    expect(excludeReasonText('jif')).toBe('Min JIF or Max JIF');
  });
});

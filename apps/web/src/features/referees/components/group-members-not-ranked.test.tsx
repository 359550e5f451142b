import { groupMembersNotRankedMessage, type GroupMembersNotRanked } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { GroupMembersNotRankedNote } from './group-members-not-ranked';

const note = (notRanked: GroupMembersNotRanked) => {
  const html = renderStatic(<GroupMembersNotRankedNote notRanked={notRanked} />);
  return { html, text: textOf(html) };
};

// Walk: in "Limit to" mode, members of the group the ranking did not hold were left out silently.
describe('GroupMembersNotRankedNote', () => {
  it('says how many members are not ranked and names each, linked, with why', () => {
    const { html, text } = note({
      membersCount: 4,
      count: 2,
      members: [
        { id: 1, name: 'Alice Doc', reason: 'left_out' },
        { id: 7, name: 'Oscar Old', reason: 'not_found' },
      ],
      message: groupMembersNotRankedMessage({ count: 2, membersCount: 4, groupNames: ['Reviewers pool'] }),
    });
    expect(text).toBe(
      'Authors-group members not ranked ' +
        '2 of the 4 members of the authors group Reviewers pool are not ranked for this document: ' +
        'Alice Doc (left out by filters and conflicts) ' +
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
    }));
    const { text } = note({
      membersCount: 300,
      count: 120,
      members,
      message: groupMembersNotRankedMessage({ count: 120, membersCount: 300, groupNames: ['A', 'B'] }),
    });
    expect(text).toContain('120 of the 300 members of the authors groups A and B are not ranked for this document:');
    expect(text).toContain('Member 5 (');
    expect(text).not.toContain('Member 6 (');
    expect(text).toContain('Show more (3)');
    expect(text).toContain('…and 112 more not named here.');
  });
});

describe('groupMembersNotRankedMessage', () => {
  it('reads right for one member, all members and several groups', () => {
    expect(groupMembersNotRankedMessage({ count: 1, membersCount: 3, groupNames: ['Pool'] })).toBe(
      '1 of the 3 members of the authors group Pool is not ranked for this document:',
    );
    expect(groupMembersNotRankedMessage({ count: 3, membersCount: 3, groupNames: ['Pool'] })).toBe(
      'All 3 members of the authors group Pool are not ranked for this document:',
    );
    expect(groupMembersNotRankedMessage({ count: 1, membersCount: 1, groupNames: ['A', 'B', 'C'] })).toBe(
      'The only member of the authors groups A, B and C is not ranked for this document:',
    );
  });
});

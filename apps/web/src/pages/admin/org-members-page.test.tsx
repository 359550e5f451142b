import type { OrgMembersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { MembersTable } from './org-members-page';

const data: OrgMembersResponse = {
  organization: { id: 1, name: 'Journal of Robot Learning' },
  members: [
    { userId: 1, email: 'jeditor@example.org', role: 'admin' },
    { userId: 2, email: 'newbie6b@example.org', role: 'developer' },
  ],
};

describe('the organisation members table', () => {
  it('has a role select on every row, set to the member’s role, and marks the caller', () => {
    const html = renderStatic(<MembersTable data={data} userId={1} onChange={() => undefined} />);
    expect(html).toMatch(/<select[^>]*aria-label="Role of newbie6b@example.org"/);
    expect(html).toMatch(/<option value="developer" selected="">Developer<\/option>/);
    expect(textOf(html)).toContain('jeditor@example.org (you)');
    expect(html).toContain('aria-label="Remove newbie6b@example.org"');
  });
});

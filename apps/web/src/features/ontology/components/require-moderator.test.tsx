import { ANONYMOUS_USER, MESSAGES, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../../testing/render-static';
import { authKeys } from '../../auth/queries/auth-keys';
import { RequireModerator } from './require-moderator';

const member: CurrentUser = { ...ANONYMOUS_USER, id: 7, email: 'editor@example.org', is_authenticated: true };

function render(user: CurrentUser) {
  const client = clientWithSite();
  client.setQueryData(authKeys.currentUser(), user);
  return renderStatic(
    <RequireModerator>
      <p>the queue</p>
    </RequireModerator>,
    { client },
  );
}

describe("the moderators' pages", () => {
  it('open with the ontology_moderator quota', () => {
    const html = render({
      ...member,
      active_quotas: [['ontology_moderator', { canBePrivate: false, organizations_ids: [] }]],
    });
    expect(html).toContain('the queue');
    expect(html).not.toContain(MESSAGES.forbidden);
  });

  // A walk's superuser met the bare refusal on /ontology/curation/.
  it('tell a superuser without the quota where to grant it', () => {
    const html = render({ ...member, is_superuser: true });
    expect(html).not.toContain('the queue');
    expect(html).toContain(MESSAGES.forbidden);
    expect(html).toMatch(
      /does not hold the ontology_moderator quota yet: grant it on the <a[^>]*href="\/superadmin\/"[^>]*>Superadmin<\/a> page\./,
    );
  });

  it('tell any other user that changes are suggested from the concepts', () => {
    const html = render(member);
    expect(html).not.toContain('the queue');
    expect(html).toContain(MESSAGES.forbidden);
    expect(html).toMatch(
      /suggest changes from a concept(&#x27;|')s page on the <a[^>]*href="\/ontology\/concepts\/"[^>]*>Concepts<\/a> tab/,
    );
    expect(html).not.toContain('/superadmin/');
  });
});

import { ANONYMOUS_USER, MESSAGES, type CurrentUser, type Organization } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { OrganizationsSection } from '../../features/admin/components/organizations-section';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { SuperadminIntro, SuperadminPage } from './superadmin-page';
import { TasksPage } from './tasks-page';

describe('the superadmin intro', () => {
  it('links the other superuser screens as the product styles its links', () => {
    const html = renderStatic(<SuperadminIntro />);
    const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links.map((a) => /href="([^"]+)"/.exec(a)?.[1])).toEqual([
      '/superadmin/tasks/',
      '/file-exchange',
      '/superadmin/claims/',
      '/superadmin/recommenders/',
    ]);
    for (const a of links) expect(a).toMatch(/class="[^"]*mantine-Anchor-root/);
    expect(textOf(html)).toContain('Background tasks : imports, rescans and periodic work with their progress.');
  });
});

const plain: CurrentUser = { ...ANONYMOUS_USER, id: 5, email: 'plain@example.org', is_authenticated: true };

/** The page as `user` sees it. */
function renderAs(page: React.ReactElement, user: CurrentUser): string {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  return renderStatic(page, { client });
}

describe('superuser pages refusing a plain user', () => {
  it.each([
    ['/superadmin/', <SuperadminPage key="s" />, 'Superadmin'],
    ['/superadmin/tasks/', <TasksPage key="t" />, 'Background tasks'],
  ])('%s has its own h1 (the tab title) above the refusal', (_, page, title) => {
    const html = renderAs(page, plain);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(/role="alert"/);
    expect(textOf(html)).toContain(MESSAGES.forbidden);
  });
});

describe('the organizations of /superadmin/', () => {
  const long = 'x'.repeat(200);
  const organizations: Organization[] = [
    { id: 4, name: 'Acme', membersCount: 2 },
    { id: 9, name: long, membersCount: 0 },
  ];
  const html = renderStatic(<OrganizationsSection organizations={organizations} error={null} />);

  it("links each organization's name to its own page, where members are removed and roles changed", () => {
    expect(html).toMatch(/<a [^>]*href="\/orgadmin\/4\/"[^>]*>Acme<\/a>/);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/orgadmin/9/"[^>]*>${long}</a>`));
  });

  it('wraps a long name without spaces instead of widening the table', () => {
    expect(html).toMatch(new RegExp(`<td style="overflow-wrap:anywhere"[^>]*><a [^>]*>${long}`));
  });

  it('limits the new name to the 200 characters the server accepts', () => {
    const input = /<input[^>]*placeholder="Name"[^>]*>/.exec(html)?.[0];
    expect(input).toContain('maxLength="200"');
  });
});

import {
  ANONYMOUS_USER,
  AUTHORS_GROUP_LIMITS,
  authorsGroupInputSchema,
  type AuthorsGroupSummary,
  type CurrentUser,
} from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import {
  KEPT_PRIVATE_GROUP_NOTE,
  NO_SHARING_POSSIBLE_NOTE,
  SHARING_REQUIRED_NOTE,
  mayKeepGroupsPrivate,
} from '../authors-groups-access';
import { CreateGroupForm } from './create-group-form';
import { GroupSettingsForm } from './group-settings-form';

const ORGANIZATIONS = [
  { id: 4, name: 'Editorial office' },
  { id: 9, name: 'Funding board' },
];

/** The options of the "Shared with" select, as labelled, and the one selected. */
function sharing(html: string): { options: string[]; selected: string | null } {
  const options = [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]!);
  const selected = /<option[^>]*selected=""[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
  return { options, selected };
}

const create = (privateAllowed: boolean, organizations = ORGANIZATIONS) =>
  renderStatic(<CreateGroupForm organizations={organizations} privateAllowed={privateAllowed} />);

const group = (organization: AuthorsGroupSummary['organization']): AuthorsGroupSummary => ({
  id: 3,
  display_name: 'Reviewers pool',
  label: '',
  owner_label: '',
  organization,
  membersCount: 0,
  isOwner: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

// Testers: the sharing select offered "Nobody (private)" to users whose plan does not allow private groups.
describe('sharing a new authors group', () => {
  it('offers "Nobody (private)" first, and chosen, when the plan allows private groups', () => {
    const html = create(true);
    expect(sharing(html).options).toEqual(['Nobody (private)', 'Editorial office', 'Funding board']);
    expect(sharing(html).selected).toBe('Nobody (private)');
    expect(textOf(html)).not.toContain(SHARING_REQUIRED_NOTE);
  });

  it('offers only the organizations, the first one chosen, and says why, when it does not', () => {
    const html = create(false);
    expect(sharing(html).options).toEqual(['Editorial office', 'Funding board']);
    expect(sharing(html).selected).toBe('Editorial office');
    expect(textOf(html)).toContain(SHARING_REQUIRED_NOTE);
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('cannot create a group for a user with neither private groups nor an organization, and says so', () => {
    const html = create(false, []);
    expect(sharing(html).options).toEqual([]);
    expect(textOf(html)).toContain(NO_SHARING_POSSIBLE_NOTE);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    // With private groups allowed, such a user creates private ones, as before.
    expect(textOf(create(true, []))).not.toContain(NO_SHARING_POSSIBLE_NOTE);
  });
});

describe('sharing an existing authors group', () => {
  it('keeps "Nobody (private)" for a group that is private already, and offers it for no shared one', () => {
    const render = (summary: AuthorsGroupSummary, privateAllowed: boolean) =>
      sharing(
        renderStatic(
          <GroupSettingsForm group={summary} organizations={ORGANIZATIONS} privateAllowed={privateAllowed} />,
        ),
      );
    expect(render(group(null), false)).toEqual({
      options: ['Nobody (private)', 'Editorial office', 'Funding board'],
      selected: 'Nobody (private)',
    });
    expect(render(group({ id: 9, name: 'Funding board' }), false)).toEqual({
      options: ['Editorial office', 'Funding board'],
      selected: 'Funding board',
    });
    expect(render(group({ id: 9, name: 'Funding board' }), true).options).toContain('Nobody (private)');
  });
});

describe('mayKeepGroupsPrivate', () => {
  it("reads the authors_group quota's canBePrivate, not another quota's", () => {
    const user = (quotas: CurrentUser['active_quotas']): CurrentUser => ({
      ...ANONYMOUS_USER,
      id: 7,
      is_authenticated: true,
      active_quotas: quotas,
    });
    const grant = (canBePrivate: boolean) => ({ canBePrivate, organizations_ids: [] });
    expect(mayKeepGroupsPrivate(user([['authors_group', grant(true)]]))).toBe(true);
    expect(mayKeepGroupsPrivate(user([['authors_group', grant(false)]]))).toBe(false);
    expect(
      mayKeepGroupsPrivate(
        user([
          ['monitoring', grant(true)],
          ['authors_group', grant(false)],
        ]),
      ),
    ).toBe(false);
    expect(mayKeepGroupsPrivate(undefined)).toBe(false);
  });
});

describe('the name of an authors group', () => {
  it('says its limit and cannot be typed longer, the same limit as folder and organization names', () => {
    const html = create(true);
    expect(textOf(html)).toContain(`At most ${AUTHORS_GROUP_LIMITS.nameMaxLength} characters.`);
    expect(html).toContain(`maxLength="${AUTHORS_GROUP_LIMITS.nameMaxLength}"`);
    const long = authorsGroupInputSchema.safeParse({
      display_name: 'x'.repeat(AUTHORS_GROUP_LIMITS.nameMaxLength + 1),
    });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      `Name is too long (at most ${AUTHORS_GROUP_LIMITS.nameMaxLength} characters).`,
    );
  });
});

// Testers (walk 19): a group made private by its organization's deletion saved, but nothing said why it read "Nobody".
describe('an authors group kept private', () => {
  const settings = (summary: AuthorsGroupSummary, privateAllowed: boolean, organizations = ORGANIZATIONS) =>
    textOf(
      renderStatic(<GroupSettingsForm group={summary} organizations={organizations} privateAllowed={privateAllowed} />),
    );

  it('says it stays private when the plan does not allow private groups, with or without organizations', () => {
    expect(settings(group(null), false)).toContain(KEPT_PRIVATE_GROUP_NOTE);
    expect(settings(group(null), false, [])).toContain(KEPT_PRIVATE_GROUP_NOTE);
  });

  it('says nothing of it when private groups are allowed, or the group is shared', () => {
    expect(settings(group(null), true)).not.toContain(KEPT_PRIVATE_GROUP_NOTE);
    expect(settings(group({ id: 9, name: 'Funding board' }), false)).not.toContain(KEPT_PRIVATE_GROUP_NOTE);
  });
});

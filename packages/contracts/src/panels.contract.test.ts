import { describe, expect, it } from 'vitest';
import {
  applyPanelSettings,
  createPanelBodySchema,
  defaultPanelSettings,
  parsePanelSettings,
  type PanelSettings,
} from './panels.contract';

describe('a new panel', () => {
  const organizationProblem = (body: object) =>
    createPanelBodySchema
      .safeParse({ name: 'Council', ...body })
      .error?.issues.find((i) => i.path[0] === 'organizationId')?.message;

  it("asks for an organization in the form's words when none is chosen, and takes a chosen one", () => {
    expect(organizationProblem({})).toBe('This field is required.');
    expect(organizationProblem({ organizationId: '' })).toBe('This field is required.');
    expect(organizationProblem({ organizationId: null })).toBe('This field is required.');
    expect(organizationProblem({ organizationId: 'abc' })).toBe('Invalid id.');
    expect(createPanelBodySchema.parse({ name: 'Council', organizationId: '7' }).organizationId).toBe(7);
  });
});

describe('panel settings in the query string', () => {
  it('round-trips every setting through the query string and keeps author and sort', () => {
    const settings: PanelSettings = {
      gender: 'f',
      include_countries: ['DE', 'FR'],
      exclude_countries: ['US'],
      ignore_countries: false,
      ignore_authors_group: false,
      authors_groups_ids: [4, 9],
      authors_group_effect: 'limit_to',
    };
    const before = new URLSearchParams('author=12&sort=PE1,LS2&gender=M&offset=50');
    const after = applyPanelSettings(before, settings);
    expect(after.get('author')).toBe('12');
    expect(after.get('sort')).toBe('PE1,LS2');
    expect(after.get('offset')).toBe('50');
    const parsed = parsePanelSettings(after);
    expect(parsed).toEqual({ ok: true, settings });
  });

  it('writes nothing for the defaults and reads an empty query as the defaults', () => {
    const after = applyPanelSettings(new URLSearchParams('author=3&gender=F'), defaultPanelSettings());
    expect(after.toString()).toBe('author=3');
    expect(parsePanelSettings('')).toEqual({
      ok: true,
      settings: {
        gender: '',
        include_countries: [],
        exclude_countries: [],
        ignore_countries: true,
        ignore_authors_group: true,
        authors_groups_ids: [],
        authors_group_effect: 'highlight',
      },
    });
  });

  it('names the field of an invalid setting', () => {
    const parsed = parsePanelSettings('gender=X&include_countries=Germany');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((i) => i.field).sort()).toEqual(['gender', 'include_countries']);
  });
});

import { defaultPanelSettings, type CandidatePool, type PanelPeopleResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CandidateSettings } from './candidate-settings';

type Data = Pick<PanelPeopleResponse, 'settings' | 'countries' | 'authorsGroups' | 'ignoredSettings' | 'candidatePool'>;

const data = (
  authorsGroups: PanelPeopleResponse['authorsGroups'] = [],
  candidatePool: CandidatePool | null = null,
): Data => ({
  settings: { ...defaultPanelSettings(), ignore_authors_group: false, authors_groups_ids: [3] },
  countries: [],
  authorsGroups,
  ignoredSettings: [],
  candidatePool,
});

function settings(
  showAuthorsGroups: boolean,
  groups: PanelPeopleResponse['authorsGroups'] = [],
  pool: CandidatePool | null = null,
  computePath?: string,
): string {
  return renderStatic(
    <CandidateSettings
      total={50}
      data={data(groups, pool)}
      showGender={false}
      showAuthorsGroups={showAuthorsGroups}
      onApply={() => {}}
      initiallyOpen
      computePath={computePath}
    />,
  );
}

describe('the candidates screen’s advanced settings', () => {
  it('hold the authors-group controls of spec 03 with the quota, even before the user has a group', () => {
    const html = settings(true);
    const text = textOf(html);
    expect(text).toContain('Authors groups');
    expect(text).toContain('Apply authors groups');
    expect(text).toContain('Add an authors group');
    expect(html).toContain('placeholder="No authors groups"');
    expect(html).toContain('aria-label="Authors group effect"');
    expect(text).toContain('Highlight');
    expect(text).toContain('Limit to');
    // The group ids of the settings, each a link to its group.
    expect(html).toContain('href="/authors-groups/3"');
  });

  it('names the chosen groups and leaves them out of the picker', () => {
    const html = settings(true, [
      { id: 3, display_name: 'Council reviewers', label: 'rev', owner_label: 'me' },
      { id: 4, display_name: 'Former members', label: 'old', owner_label: 'me' },
    ]);
    expect(textOf(html)).toContain('Council reviewers');
    expect(html).toContain('aria-label="Remove Council reviewers"');
    expect(html).toContain('placeholder="Choose a group"');
  });

  it('hides them without the authors_group quota', () => {
    const text = textOf(settings(false));
    expect(text).not.toContain('Apply authors groups');
    expect(text).not.toContain('Authors group effect');
  });

  it('says how many people each setting left out when the filtered list is short (walk 20: "Top 4 candidates" unexplained)', () => {
    const pool: CandidatePool = {
      found: 5210,
      passing: 41,
      limit: 300,
      leftOut: { gender: 4900, countries: 269, authorsGroups: 0 },
      complete: true,
    };
    const text = textOf(settings(false, [], pool));
    expect(text).toContain(
      'The settings leave out 5,169 of the 5,210 people found for this panel: 4,900 by gender, 269 by country.',
    );
    // A list cut at its limit is not short: nothing to explain.
    expect(textOf(settings(false, [], { ...pool, passing: 300 }))).not.toContain('The settings leave out');
    expect(
      textOf(settings(false, [], { ...pool, passing: 5210, leftOut: { gender: 0, countries: 0, authorsGroups: 0 } })),
    ).not.toContain('leave out');
  });

  it('asks for a new computation when only the people an older computation kept were filtered', () => {
    const text = textOf(
      settings(false, [], {
        found: 300,
        passing: 4,
        limit: 300,
        leftOut: { gender: 280, countries: 10, authorsGroups: 6 },
        complete: false,
      }),
    );
    expect(text).toContain(
      'The settings leave out 296 of the 300 people its last computation kept: 280 by gender, 10 by country, 6 outside the authors groups. Compute the panel again for the settings to reach everyone found.',
    );
  });

  it('links the request for a new computation to the page with Compute again (walk 21)', () => {
    const pool = { found: 300, passing: 4, limit: 300, leftOut: { gender: 296, countries: 0, authorsGroups: 0 } };
    const asking = settings(false, [], { ...pool, complete: false }, '/panel-composer/4/compositions');
    expect(asking).toMatch(/<a [^>]*href="\/panel-composer\/4\/compositions"[^>]*>Compute again<\/a>/);
    expect(settings(false, [], { ...pool, complete: true }, '/panel-composer/4/compositions')).not.toContain(
      'Compute again',
    );
  });
});

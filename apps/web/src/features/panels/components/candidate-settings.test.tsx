import { defaultPanelSettings, type PanelPeopleResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CandidateSettings } from './candidate-settings';

const data = (
  authorsGroups: PanelPeopleResponse['authorsGroups'] = [],
): Pick<PanelPeopleResponse, 'settings' | 'countries' | 'authorsGroups' | 'ignoredSettings'> => ({
  settings: { ...defaultPanelSettings(), ignore_authors_group: false, authors_groups_ids: [3] },
  countries: [],
  authorsGroups,
  ignoredSettings: [],
});

function settings(showAuthorsGroups: boolean, groups: PanelPeopleResponse['authorsGroups'] = []): string {
  return renderStatic(
    <CandidateSettings
      total={50}
      data={data(groups)}
      showGender={false}
      showAuthorsGroups={showAuthorsGroups}
      onApply={() => {}}
      initiallyOpen
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
});

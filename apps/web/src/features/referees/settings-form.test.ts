import { defaultRefereeSettings } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSaveSettings,
  defaultSavedSettingsTitle,
  numericInput,
  resetSettings,
  withAuthorsGroup,
  withEmailFilter,
  withTopicStatus,
} from './settings-form';
import { summariseSettings } from './settings-summary';

describe('the settings panel edits', () => {
  it('turns non-numeric input into null and raises values below the minimum', () => {
    expect(numericInput('abc')).toBeNull();
    expect(numericInput('')).toBeNull();
    expect(numericInput('7')).toBe(7);
    expect(numericInput('-3')).toBe(0);
    expect(numericInput('0', 1)).toBe(1);
  });

  it('sets the e-mail years limit to 3 when the contact-email filter is enabled', () => {
    const on = withEmailFilter(defaultRefereeSettings(), true);
    expect(on.email_years_limit).toBe(3);
    expect(withEmailFilter(on, false).email_years_limit).toBeNull();
  });

  it('adds an authors group once only', () => {
    const once = withAuthorsGroup(defaultRefereeSettings(), 4);
    expect(withAuthorsGroup(once, 4).authors_groups_ids).toEqual([4]);
  });

  it('replaces a topic status and removes it with null', () => {
    const boosted = withTopicStatus(defaultRefereeSettings(), 12, 0);
    const ignored = withTopicStatus(boosted, 12, 2);
    expect(ignored.topics).toEqual([{ conceptId: 12, status: 2 }]);
    expect(withTopicStatus(ignored, 12, null).topics).toEqual([]);
  });

  it('resets to defaults with the topic, country and authors-group filters off', () => {
    const reset = resetSettings('author');
    expect(reset).toMatchObject({ ignore_topics: true, ignore_countries: true, ignore_authors_group: true });
    expect(reset.top_author_articles).toBeNull();
  });

  it('offers saving except for panels, folders and organizations, titled with the date and time', () => {
    expect(canSaveSettings('proposal')).toBe(true);
    expect(canSaveSettings('folder')).toBe(false);
    expect(defaultSavedSettingsTitle(new Date(2026, 10, 3, 9, 5))).toBe('2026-11-03 09:05');
  });

  it('summarises at most 3 changed settings', () => {
    const settings = { ...defaultRefereeSettings(), min_h_index: 5, gender: 'F' as const, diversify: true };
    expect(summariseSettings(settings, 'default')).toEqual({
      items: ['Min h-index: 5', 'Gender: F', 'Diversify: on'],
      more: 0,
    });
    const more = summariseSettings({ ...settings, max_h_index: 40, articles_years_limit: null }, 'default');
    expect(more.items).toHaveLength(3);
    expect(more.more).toBe(2);
  });

  it('says a filter named "ignore …" is on when it is not ignored, and names authors groups', () => {
    const settings = {
      ...defaultRefereeSettings(),
      ignore_authors_group: false,
      authors_groups_ids: [2, 7],
    };
    expect(summariseSettings(settings, 'default', new Map([[2, 'Trusted GNN referees']])).items).toEqual([
      'Authors-group filter: on',
      'Authors groups: Trusted GNN referees, group 7',
    ]);
    expect(
      summariseSettings({ ...settings, authors_group_effect: 'limit_to' }, 'default', new Map([[2, 'Pool']])).items,
    ).toContain('Authors-group effect: Limit to');
    const author = resetSettings('author');
    expect(summariseSettings({ ...author, ignore_topics: false }, 'author').items).toEqual(['Topics filter: on']);
  });
});

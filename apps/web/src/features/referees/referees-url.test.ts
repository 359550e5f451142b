import { defaultRefereeSettings, parseRefereeSettings, type RefereeSettings } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { parseIdList, readRefereesPageQuery, settingsModeOf, writeRefereesPageQuery } from './referees-url';

function changedSettings(): RefereeSettings {
  return {
    ...defaultRefereeSettings(),
    min_h_index: 5,
    top_author_articles: null,
    articles_years_limit: 7,
    gender: 'f',
    topics: [
      { conceptId: 12, status: 0 },
      { conceptId: 44, status: 2 },
    ],
    ignore_topics: false,
    include_countries: ['DE', 'FR'],
    authors_groups_ids: [3, 9],
    authors_group_effect: 'limit_to',
    email_years_limit: 3,
    max_jif_percentile: 5,
    diversify: true,
    coauthorship_coi_years: 20,
  };
}

describe('the referee finder query string', () => {
  it('round-trips every setting and the custom lists, saved settings id, job and only_custom', () => {
    const settings = changedSettings();
    const search = writeRefereesPageQuery({
      settings,
      customAuthorsIds: [7, 8],
      customCoiAuthorsIds: [11],
      settingsId: 4,
      forJob: 2,
      onlyCustom: true,
    });
    const read = readRefereesPageQuery(`?${search}`);
    expect(read.customAuthorsIds).toEqual([7, 8]);
    expect(read.customCoiAuthorsIds).toEqual([11]);
    expect(read.settingsId).toBe(4);
    expect(read.forJob).toBe(2);
    expect(read.onlyCustom).toBe(true);
    const parsed = parseRefereeSettings(read.settings);
    expect(parsed).toEqual({ ok: true, settings: settings });
  });

  it('keeps a cleared value that overrides a non-null default', () => {
    const settings = { ...defaultRefereeSettings(), articles_years_limit: null, years_of_inactivity: null };
    const read = readRefereesPageQuery(writeRefereesPageQuery({ settings }));
    const parsed = parseRefereeSettings(read.settings);
    expect(parsed.ok && parsed.settings.articles_years_limit).toBeNull();
    expect(parsed.ok && parsed.settings.years_of_inactivity).toBeNull();
  });

  it('leaves settings to the server when the URL has none, and keeps other parameters out of them', () => {
    const read = readRefereesPageQuery('?custom_authors_ids=3&offset=50&settingsId=2');
    expect(read.settings).toBe('');
    expect(writeRefereesPageQuery({ settings: null, settingsId: 2 })).toBe('settingsId=2');
  });

  it('ignores non-numeric and duplicate ids and a zero or broken settingsId', () => {
    expect(parseIdList('3,abc,3,,0,12')).toEqual([3, 12]);
    const read = readRefereesPageQuery('settingsId=x&forJob=0&only_custom=no');
    expect(read).toMatchObject({ settingsId: null, forJob: null, onlyCustom: false });
  });

  it('picks the defaults of vacancies and authors', () => {
    expect(settingsModeOf('vacancy')).toBe('vacancy');
    expect(settingsModeOf('author')).toBe('author');
    expect(settingsModeOf('proposal')).toBe('default');
  });
});

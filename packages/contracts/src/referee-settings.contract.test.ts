import { describe, expect, it } from 'vitest';
import {
  changedRefereeSettings,
  defaultRefereeSettings,
  parseRefereeSettings,
  serializeRefereeSettings,
  type RefereeSettings,
} from './referee-settings.contract';

function parsed(input: string, mode?: 'default' | 'vacancy' | 'author'): RefereeSettings {
  const result = parseRefereeSettings(input, mode);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.settings;
}

function issues(input: string) {
  const result = parseRefereeSettings(input);
  return result.ok ? [] : result.issues;
}

describe('referee settings', () => {
  it('has the defaults of spec 03', () => {
    const d = defaultRefereeSettings();
    expect(d).toMatchObject({
      algorithm: 3,
      author_max_articles: 1500,
      top_author_articles: 10,
      articles_years_limit: 10,
      years_of_affiliation: 2,
      years_of_inactivity: 2,
      topic_boost_multiplier: 8,
      coauthorship_coi_years: 3,
      ignore_topics: true,
      ignore_countries: true,
      ignore_authors_group: true,
      authors_group_effect: 'highlight',
      diversify: false,
      own_works: false,
      min_h_index: null,
      max_h_index: null,
      min_academic_age: null,
      max_articles_count: null,
      min_jif: null,
      email_years_limit: null,
      gender: '',
      candidates_cache_limit: null,
    });
    expect(defaultRefereeSettings('vacancy').candidates_cache_limit).toBe(10000);
    expect(defaultRefereeSettings('author').top_author_articles).toBeNull();
    expect(parsed('', 'vacancy').candidates_cache_limit).toBe(10000);
    expect(parsed('candidates_cache_limit=300', 'vacancy').candidates_cache_limit).toBe(300);
    expect(parsed('', 'author').top_author_articles).toBeNull();
  });

  it('round-trips every field through the query string', () => {
    const settings: RefereeSettings = {
      ...defaultRefereeSettings(),
      top_author_articles: null,
      articles_years_limit: 5,
      min_h_index: 4,
      max_h_index: 40,
      min_jif: 1.5,
      max_jif_percentile: 25,
      gender: 'f',
      institution_type: 'funder',
      contribution_in_article: 'senior_author',
      own_works: true,
      topics: [
        { conceptId: 12, status: 0 },
        { conceptId: 13, status: 2 },
      ],
      ignore_topics: false,
      include_countries: ['DE', 'FR'],
      exclude_countries: ['US'],
      ignore_countries: false,
      authors_groups_ids: [3, 4],
      authors_group_effect: 'limit_to',
      email_years_limit: 3,
      diversify: true,
      exclude_coi: true,
      coauthorship_coi_years: 20,
      years_of_inactivity: null,
      refereed_author_include_consortiums: true,
    };
    const text = serializeRefereeSettings(settings);
    expect(parsed(text)).toEqual(settings);
    expect(parsed(serializeRefereeSettings(defaultRefereeSettings()))).toEqual(defaultRefereeSettings());
    expect(changedRefereeSettings(settings)).toMatchObject({ top_author_articles: '', topics: '12:0,13:2' });
  });

  it('turns non-numeric input into null and keeps a missing field at its default', () => {
    const s = parsed('min_h_index=abc&top_author_articles=&years_of_affiliation=x');
    expect(s.min_h_index).toBeNull();
    expect(s.top_author_articles).toBeNull();
    expect(s.years_of_affiliation).toBe(2);
    expect(parsed('min_h_index=7').top_author_articles).toBe(10);
  });

  it('accepts repeated keys and comma lists for lists', () => {
    const s = parsed('include_countries=de&include_countries=fr,DE&authors_groups_ids=1,2,2');
    expect(s.include_countries).toEqual(['DE', 'FR']);
    expect(s.authors_groups_ids).toEqual([1, 2]);
  });

  it('refuses values outside the limits of spec 03 section 5, naming the field', () => {
    expect(issues('min_h_index=-1')).toEqual([{ field: 'min_h_index', message: 'Min h-index must be 0 or more.' }]);
    expect(issues('articles_years_limit=0')[0]?.field).toBe('articles_years_limit');
    expect(issues('coauthorship_coi_years=21')).toEqual([
      { field: 'coauthorship_coi_years', message: 'COI years must be at most 20.' },
    ]);
    expect(issues('coauthorship_coi_years=0')[0]?.field).toBe('coauthorship_coi_years');
    expect(issues('years_of_affiliation=0')[0]?.field).toBe('years_of_affiliation');
    expect(issues('min_articles_count=2.5')[0]?.message).toBe('Min articles count must be a whole number.');
    expect(issues('gender=X')[0]?.field).toBe('gender');
    expect(issues('algorithm=2')[0]?.message).toBe('Algorithm must be 3 (the current ranking version).');
    expect(issues('topics=12:5')[0]?.field).toBe('topics');
    expect(issues('include_countries=Germany')[0]?.field).toBe('include_countries');
    expect(issues('diversify=maybe')[0]?.field).toBe('diversify');
    expect(issues('max_jif_percentile=10')[0]?.field).toBe('max_jif_percentile');
  });
});

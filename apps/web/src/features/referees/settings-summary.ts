import { changedRefereeSettings, type RefereeSettingName, type RefereeSettings } from '@sciscope/contracts';

/** Short labels of the settings, for the summary and the controls. */
export const SETTING_LABELS: Record<RefereeSettingName, string> = {
  candidates_cache_limit: 'Candidates cache limit',
  nearest_articles_limit: 'Nearest articles limit',
  algorithm: 'Algorithm',
  top_author_articles: 'Top articles',
  articles_years_limit: 'Article years',
  author_max_articles: 'Max author articles',
  min_h_index: 'Min h-index',
  max_h_index: 'Max h-index',
  min_academic_age: 'Min academic age',
  max_academic_age: 'Max academic age',
  min_articles_count: 'Min articles',
  max_articles_count: 'Max articles',
  min_jif: 'Min JIF',
  max_jif: 'Max JIF',
  max_jif_percentile: 'JIF tier',
  gender: 'Gender',
  institution_type: 'Institution type',
  contribution_in_article: 'Contribution',
  own_works: 'Own works column',
  topics: 'Topics',
  ignore_topics: 'Topics filter',
  include_countries: 'Included countries',
  exclude_countries: 'Excluded countries',
  ignore_countries: 'Countries filter',
  years_of_affiliation: 'Years of affiliation',
  years_of_inactivity: 'Years of inactivity',
  ignore_authors_group: 'Authors-group filter',
  authors_groups_ids: 'Authors groups',
  authors_group_effect: 'Authors-group effect',
  email_years_limit: 'Contact e-mail',
  diversify: 'Diversify',
  exclude_authors_with_retracted_articles: 'Exclude retracted',
  exclude_coi: 'Exclude COI',
  coauthorship_coi_years: 'COI years',
  topic_boost_multiplier: 'Topic boost',
  refereed_author_articles_written_since_year: 'Author articles since',
  refereed_author_contribution_in_article: 'Author contribution',
  refereed_author_include_consortiums: 'Include consortiums',
  refereed_author_article_max_authors: 'Author article max authors',
};

/** At most this many changed settings are named in the summary (spec 03 section 9). */
export const SETTINGS_SUMMARY_MAX_ITEMS = 3;

export interface SettingsSummary {
  /** 'Min h-index: 5' entries, at most 3. */
  items: string[];
  /** Changed settings left out of `items`. */
  more: number;
}

/** Settings named for what they turn off: "Topics filter: on" when the topics are not ignored. */
const NEGATED: ReadonlySet<RefereeSettingName> = new Set(['ignore_topics', 'ignore_countries', 'ignore_authors_group']);

function shown(name: RefereeSettingName, value: string, groupNames: ReadonlyMap<number, string>): string {
  if (name === 'authors_groups_ids' && value !== '')
    return value
      .split(',')
      .map((id) => groupNames.get(Number(id)) ?? `group ${id}`)
      .join(', ');
  // Named as the control names it, not as the URL writes it.
  if (name === 'authors_group_effect') return value === 'limit_to' ? 'Limit to' : 'Highlight';
  if (value === '') return 'any';
  if (value === 'true') return NEGATED.has(name) ? 'off' : 'on';
  if (value === 'false') return NEGATED.has(name) ? 'on' : 'off';
  return value;
}

/**
 * The settings that differ from the defaults of the document kind, at most 3 named; authors
 * groups by their names (`groupNames`, the groups the ranking offers), else "group <id>".
 */
export function summariseSettings(
  settings: RefereeSettings,
  mode: 'default' | 'vacancy' | 'author',
  groupNames: ReadonlyMap<number, string> = new Map(),
): SettingsSummary {
  const changed = Object.entries(changedRefereeSettings(settings, mode)) as [RefereeSettingName, string][];
  return {
    items: changed
      .slice(0, SETTINGS_SUMMARY_MAX_ITEMS)
      .map(([name, value]) => `${SETTING_LABELS[name]}: ${shown(name, value, groupNames)}`),
    more: Math.max(0, changed.length - SETTINGS_SUMMARY_MAX_ITEMS),
  };
}

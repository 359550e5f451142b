/**
 * From the settings a caller sent to the settings a ranking applies (spec 03 section 6):
 * quota-gated settings of a caller without the quota are ignored (reset to their defaults and
 * listed in `ignoredSettings`, so a shared URL still opens for everyone), and filters whose
 * data the corpus does not hold are turned off and listed in `unavailableFilters` with a note
 * — never faked.
 */
import {
  defaultRefereeSettings,
  type QuotaName,
  type RefereeSettingName,
  type RefereeSettings,
} from '@sciscope/contracts';

/** Settings each quota unlocks (spec 03 sections 5 and 6). */
export const QUOTA_GATED_SETTINGS: ReadonlyArray<{ quota: QuotaName; fields: RefereeSettingName[] }> = [
  {
    quota: 'author_positions',
    fields: ['contribution_in_article', 'own_works', 'refereed_author_contribution_in_article'],
  },
  { quota: 'journals_impact_factor', fields: ['min_jif', 'max_jif', 'max_jif_percentile'] },
  { quota: 'gender_info', fields: ['gender'] },
  { quota: 'authors_group', fields: ['ignore_authors_group', 'authors_groups_ids', 'authors_group_effect'] },
];

/** The notes of filters without data (shown beside the disabled inputs). */
export const UNAVAILABLE_NOTES = {
  institutionType:
    'No imported work carries institution types yet: the filter turns on once works with OpenAlex institution types are imported.',
  corresponding:
    'No imported work marks its corresponding authors yet: the filter turns on once works with OpenAlex is_corresponding are imported.',
  retractions: 'Retractions are not imported yet (OpenAlex is_retracted): the filter is off.',
  email: 'The corpus holds no contact e-mails: the e-mail filter is off.',
  jif: 'No venue carries an impact factor: the JIF filters turn on once venues with impact data are loaded.',
  groups: 'Authors groups are not available on this server yet.',
} as const;

export interface DataAvailability {
  institutionTypes: boolean;
  corresponding: boolean;
  impactFactors: boolean;
  authorsGroups: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings a ranking applies, with what was ignored and why. */
export function effectiveSettings({
  settings,
  quotas,
  availability,
  mode,
}: {
  settings: RefereeSettings;
  quotas: ReadonlySet<string>;
  availability: DataAvailability;
  mode: 'default' | 'vacancy' | 'author';
}): {
  settings: RefereeSettings;
  ignoredSettings: Array<{ field: string; quota: string }>;
  unavailableFilters: Array<{ fields: string[]; note: string }>;
} {
  const defaults = defaultRefereeSettings(mode);
  const out: RefereeSettings = { ...settings };
  const reset = (field: RefereeSettingName) => {
    (out as Record<string, unknown>)[field] = defaults[field];
  };
  const ignoredSettings: Array<{ field: string; quota: string }> = [];
  for (const { quota, fields } of QUOTA_GATED_SETTINGS) {
    if (quotas.has(quota)) continue;
    for (const field of fields) {
      if (!same(out[field], defaults[field])) ignoredSettings.push({ field, quota });
      reset(field);
    }
  }
  const unavailableFilters: Array<{ fields: string[]; note: string }> = [];
  if (!availability.institutionTypes) {
    unavailableFilters.push({ fields: ['institution_type'], note: UNAVAILABLE_NOTES.institutionType });
    reset('institution_type');
  }
  if (!availability.corresponding) {
    unavailableFilters.push({
      fields: ['contribution_in_article=corresponding_author'],
      note: UNAVAILABLE_NOTES.corresponding,
    });
    if (out.contribution_in_article === 'corresponding_author') reset('contribution_in_article');
    if (out.refereed_author_contribution_in_article === 'corresponding_author')
      reset('refereed_author_contribution_in_article');
  }
  unavailableFilters.push({ fields: ['exclude_authors_with_retracted_articles'], note: UNAVAILABLE_NOTES.retractions });
  reset('exclude_authors_with_retracted_articles');
  unavailableFilters.push({ fields: ['email_years_limit'], note: UNAVAILABLE_NOTES.email });
  reset('email_years_limit');
  if (!availability.impactFactors) {
    unavailableFilters.push({ fields: ['min_jif', 'max_jif', 'max_jif_percentile'], note: UNAVAILABLE_NOTES.jif });
    reset('min_jif');
    reset('max_jif');
    reset('max_jif_percentile');
  }
  if (!availability.authorsGroups) {
    unavailableFilters.push({
      fields: ['ignore_authors_group', 'authors_groups_ids', 'authors_group_effect'],
      note: UNAVAILABLE_NOTES.groups,
    });
    reset('ignore_authors_group');
    reset('authors_groups_ids');
    reset('authors_group_effect');
  }
  return { settings: out, ignoredSettings, unavailableFilters };
}

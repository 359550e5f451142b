/** Quota names from spec 01 section 6: each is a feature switch granted per user. */
export const QUOTA_NAMES = [
  'monitoring',
  'panel_composer',
  'authors_group',
  'ontology_moderator',
  'gender_info',
  'author_positions',
  'journals_impact_factor',
  'referees_export',
  'referee_finder',
  'author_report',
] as const;

export type QuotaName = (typeof QUOTA_NAMES)[number];

export function isQuotaName(value: string): value is QuotaName {
  return (QUOTA_NAMES as readonly string[]).includes(value);
}

import {
  NOT_RANKED_REASON_TEXTS,
  type ExcludeReason,
  type GroupMembersNotRanked,
  type RefereeSettingName,
} from '@sciscope/contracts';
import { SETTING_LABELS } from './settings-summary';

/*
 * Why a candidate left the list (`excludeReasons`), named by the setting the page shows for it
 * (its control's label, SETTING_LABELS), so a reader knows which filter to change. Conflicts of
 * interest leave candidates out through "Exclude COI" and say which conflict; being a document
 * author and being hidden are no setting.
 */
const REASON_SETTING: Readonly<Record<ExcludeReason, RefereeSettingName | null>> = {
  document_author: null,
  coauthor_coi: 'exclude_coi',
  affiliation_coi: 'exclude_coi',
  custom_coi: 'exclude_coi',
  possible_document_author: 'exclude_coi',
  retracted_articles: 'exclude_authors_with_retracted_articles',
  inactive_author: 'years_of_inactivity',
  big_author: 'author_max_articles',
  small_h_index: 'min_h_index',
  big_h_index: 'max_h_index',
  small_academic_age: 'min_academic_age',
  big_academic_age: 'max_academic_age',
  small_articles_count: 'min_articles_count',
  big_articles_count: 'max_articles_count',
  jif: null,
  jif_percentile: 'max_jif_percentile',
  gender: 'gender',
  country: 'ignore_countries',
  institution_type: 'institution_type',
  contribution: 'contribution_in_article',
  no_email: 'email_years_limit',
  missing_required_topic: 'ignore_topics',
  not_in_authors_group: 'authors_groups_ids',
  diversify: 'diversify',
  hidden: null,
};

/** What the setting's label alone does not say. */
const REASON_DETAIL: Readonly<Partial<Record<ExcludeReason, string>>> = {
  document_author: 'an author of the document',
  coauthor_coi: 'recent co-author',
  affiliation_coi: 'recent common affiliation',
  custom_coi: 'conflict of interest named for this document',
  possible_document_author: 'possibly a document author',
  jif: `${SETTING_LABELS.min_jif} or ${SETTING_LABELS.max_jif}`,
  missing_required_topic: 'a required topic is missing',
  hidden: 'hidden',
};

/** One reason as shown: 'Min h-index', 'Exclude COI (recent co-author)', 'an author of the document'. */
export function excludeReasonText(reason: ExcludeReason): string {
  const setting = REASON_SETTING[reason];
  const detail = REASON_DETAIL[reason];
  if (setting === null) return detail ?? reason.replace(/_/g, ' ');
  return detail ? `${SETTING_LABELS[setting]} (${detail})` : SETTING_LABELS[setting];
}

/** The reasons of one candidate, in their order: 'Min h-index, Years of inactivity'. */
export function excludeReasonsText(reasons: readonly ExcludeReason[]): string {
  return reasons.map(excludeReasonText).join(', ');
}

/**
 * Why a member of an authors group is not ranked ("Limit to"): the filters and conflicts that left
 * them out, by the settings' names ('left out: Min h-index'), or that no articles were close enough.
 */
export function notRankedReasonText(member: GroupMembersNotRanked['members'][number]): string {
  if (member.reason === 'left_out' && member.excludeReasons.length > 0)
    return `left out: ${excludeReasonsText(member.excludeReasons)}`;
  return NOT_RANKED_REASON_TEXTS[member.reason];
}

import { parseSearchLimitMessage } from '@sciscope/contracts';

/**
 * The daily search cap (spec 01 section 8): an error whose message contains
 * 'search-calls-count' and 'limit exceeded' and ends with the per-day limit.
 */

export interface SearchLimitNotice {
  limit: number;
  isAnonymous: boolean;
  /** What the info box says. */
  text: string;
}

function queriesWord(limit: number): string {
  return limit === 1 ? 'query' : 'queries';
}

/** 'Guest users can do only N search query/queries per day', with the number's own form. */
export function guestLimitText(limit: number): string {
  return `Guest users can do only ${limit} search ${queriesWord(limit)} per day`;
}

/** The logged-in variant. */
export function userLimitText(limit: number): string {
  return `You can do only ${limit} search ${queriesWord(limit)} per day.`;
}

/** The notice for an error message, or null when the message is not the daily cap. */
export function searchLimitNoticeOf(message: string): SearchLimitNotice | null {
  const parsed = parseSearchLimitMessage(message);
  if (!parsed) return null;
  const text = parsed.isAnonymous ? guestLimitText(parsed.limit) : userLimitText(parsed.limit);
  return { ...parsed, text };
}

/**
 * Messages of the advanced (text) form of a monitoring tree and of topic titles. The first six
 * of the query and the two of titles are spec 01 section 5's, word for word; the others cover
 * cases the spec does not name.
 */
export const MONITORING_QUERY_MESSAGES = {
  unbalanced_parenthesis: 'One or more parentheses are missing.',
  unclosed_quote: 'Closing quotation mark is missing.',
  missing_operand: 'AND/OR should have two operands.',
  adjacent_operators: 'AND and OR should not go immediately one after another.',
  unary_at_root:
    'Having unary (NOT, BOOST, NEGATE) at query root is incorrect and is likely to lead to unexpected results.',
  unary_without_operand: 'NOT, BOOST and NEGATE should be followed by a topic or a group in parentheses.',
  empty_group: 'Parentheses should contain a topic.',
  missing_operator: 'AND or OR is missing between two topics.',
  too_long: 'The query is too long: at most 2,000 characters are allowed.',
  too_deep: 'The query is nested too deeply: at most 20 levels of parentheses are allowed.',
} as const;

export type MonitoringQueryErrorCode = keyof typeof MONITORING_QUERY_MESSAGES | 'topic_not_found' | 'unquoted_spaces';

/** "Topic '{name}' not found." (spec 01 section 5). */
export function topicNotFoundMessage(name: string): string {
  return `Topic '${name}' not found.`;
}

/** For `Topic 0` written without quotes where a topic "Topic 0" exists. */
export function unquotedSpacesMessage(name: string): string {
  return `Topic names with spaces need double quotes: "${name}".`;
}

export const MONITORING_QUERY_LIMITS = { maxLength: 2000, maxDepth: 20 } as const;

export const TOPIC_TITLE_MESSAGES = {
  quote: '(") in topic name is prohibited.',
  required: 'Topic title is required.',
  tooLong: 'Topic title is too long: at most 100 characters are allowed.',
} as const;

/** 'Topic "{title}" already exists.' (spec 01 section 5). */
export function topicExistsMessage(title: string): string {
  return `Topic "${title}" already exists.`;
}

export const TOPIC_TITLE_MAX_LENGTH = 100;

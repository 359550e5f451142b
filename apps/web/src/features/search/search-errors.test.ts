import { searchLimitMessage } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { validateSearchQuery } from './query-validation';
import { classifySearchError, searchFailureOf } from './search-errors';

describe('classifySearchError', () => {
  it('shows the parser message of a malformed query under the box', () => {
    const error = new ApiError({
      status: 400,
      code: 'search.invalid_query',
      message: 'One or more parentheses are missing.',
      details: { code: 'unbalanced_parenthesis', position: 0 },
    });
    expect(classifySearchError(error)).toEqual({
      kind: 'invalid-query',
      message: 'One or more parentheses are missing.',
    });
  });

  it('shows the message of a rejected q field under the box', () => {
    const error = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'Invalid request.',
      details: { fields: { q: 'The query is too long: at most 1,000 characters are allowed.' } },
    });
    expect(classifySearchError(error)).toEqual({
      kind: 'invalid-query',
      message: 'The query is too long: at most 1,000 characters are allowed.',
    });
  });

  it('turns the daily cap into the limit notice, whatever the status', () => {
    const error = new ApiError({
      status: 429,
      code: 'search.limit_exceeded',
      message: searchLimitMessage({ limit: 3, isAnonymous: true }),
    });
    expect(classifySearchError(error)).toEqual({
      kind: 'limit',
      notice: { limit: 3, isAnonymous: true, text: 'Guest users can do only 3 search queries per day' },
    });
  });

  it('shows anything else as an error with its message', () => {
    expect(
      classifySearchError(new ApiError({ status: 500, code: 'http.500', message: 'Internal server error' })),
    ).toEqual({
      kind: 'error',
      message: 'Internal server error',
    });
    expect(classifySearchError(new Error('offline'))).toEqual({ kind: 'error', message: 'offline' });
  });
});

describe('searchFailureOf', () => {
  it('shows the box check of a malformed query under the box, whatever the previous search answered', () => {
    const previous = new ApiError({ status: 500, code: 'http.500', message: 'Internal server error' });
    expect(searchFailureOf({ queryProblem: validateSearchQuery('(deep AND'), error: previous })).toEqual({
      kind: 'invalid-query',
      message: 'One or more parentheses are missing.',
    });
    expect(searchFailureOf({ queryProblem: validateSearchQuery('(deep AND'), error: null })).toEqual({
      kind: 'invalid-query',
      message: 'One or more parentheses are missing.',
    });
  });

  it("leaves a well-formed query to the search call's answer", () => {
    expect(searchFailureOf({ queryProblem: validateSearchQuery('"graph neural network"'), error: null })).toBeNull();
    const error = new ApiError({
      status: 400,
      code: 'search.invalid_query',
      message: 'AND/OR should have two operands.',
    });
    expect(searchFailureOf({ queryProblem: validateSearchQuery('deep AND'), error })).toEqual({
      kind: 'invalid-query',
      message: 'AND/OR should have two operands.',
    });
  });
});

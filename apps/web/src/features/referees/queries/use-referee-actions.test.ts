import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api-client';
import { customAuthorsErrorText } from './use-referee-actions';

describe('the custom-authors error text', () => {
  it("shows the server's error when it sent one", () => {
    const error = new ApiError({ status: 400, code: 'validation', message: 'Add at least one author.' });
    expect(customAuthorsErrorText(error)).toBe('Add at least one author.');
  });

  it('falls back to the unexpected-error text with the status text', () => {
    const error = new ApiError({ status: 502, code: 'http.502', message: 'Bad Gateway' });
    expect(customAuthorsErrorText(error)).toBe('An unexpected error has occured: Bad Gateway');
  });
});

import { DOCUMENT_LIMITS } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { folderNameProblem } from './folders-page';

describe("a new folder's name, checked before it is sent", () => {
  it('refuses an empty name or one of spaces, as the server does', () => {
    expect(folderNameProblem('')).toBe('This field is required.');
    expect(folderNameProblem('   ')).toBe('This field is required.');
  });

  it('refuses a name over the limit in the words of the server', () => {
    expect(folderNameProblem('a'.repeat(DOCUMENT_LIMITS.folderName + 1))).toBe(
      `Name must be at most ${DOCUMENT_LIMITS.folderName} characters.`,
    );
  });

  it('takes a name of up to 200 characters, spaces around it aside', () => {
    expect(folderNameProblem('Calls 2026')).toBeNull();
    expect(folderNameProblem(` ${'a'.repeat(DOCUMENT_LIMITS.folderName)} `)).toBeNull();
  });
});

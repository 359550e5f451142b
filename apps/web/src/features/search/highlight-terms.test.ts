import { describe, expect, it } from 'vitest';
import { highlightTermsOf } from './highlight-terms';

describe('highlightTermsOf', () => {
  it('highlights a phrase as a whole and each word on its own', () => {
    expect(
      highlightTermsOf([
        { field: 'any', words: ['reinforcement', 'learning'], phrase: true },
        { field: 'title', words: ['robots'], phrase: false },
      ]),
    ).toEqual(['reinforcement learning', 'robots']);
  });

  it('leaves out author names, single characters and repeats', () => {
    expect(
      highlightTermsOf([
        { field: 'authors', words: ['Zhang'], phrase: false },
        { field: 'any', words: ['x'], phrase: false },
        { field: 'abstract', words: ['Robots'], phrase: false },
        { field: 'any', words: ['robots'], phrase: false },
      ]),
    ).toEqual(['Robots']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ArticleConcept } from '@sciscope/contracts';
import { articleConcept, conceptRelevance } from '@sciscope/contracts/testing';
import { sortConceptsAsBadges } from './articles.repository';

const concept = (conceptId: number, name: string, score: number): ArticleConcept =>
  articleConcept(conceptId, name, { relevance: conceptRelevance({ occurrences: score }) });

describe('sortConceptsAsBadges', () => {
  // Walk: article 28200 showed "Semi-supervised learning" (ACM CCS) and "Semisupervised learning"
  // (IEEE thesaurus) as two badges, since the page draws every concept of the list.
  it('marks a concept named like an earlier one with that one’s id, so lists leave it out', () => {
    const list = [
      concept(7790, 'Semisupervised learning', 2),
      concept(986, 'Semi-supervised learning', 3),
      concept(991, 'Neural networks', 2.5),
      concept(5, 'Semi supervised learning', 0.5),
    ];
    sortConceptsAsBadges(list);
    expect(list.map((c) => [c.conceptId, c.badge, c.sameNameAs])).toEqual([
      [986, true, undefined],
      [991, true, undefined],
      [7790, false, 986],
      [5, false, 986],
    ]);
  });
});

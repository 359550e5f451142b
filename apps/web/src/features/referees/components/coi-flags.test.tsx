import type { Referee } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CoiFlags, hasConflict } from './coi-flags';

const base: Referee = {
  author: { id: 58043, name: 'F. Plumet', gender: null, manualGender: null, orcid: null, datedAffiliations: [] },
  position: null,
  score: 0.13,
  scores: [],
  maxArticleScore: 0,
  scoredArticlesCount: 0,
  articlesCount: 4,
  hIndex: 3,
  citationsCount: 40,
  articlesWithCitationsCount: 4,
  academicAge: 8,
  lastArticleYear: 2020,
  ownWorksCount: null,
  scoreTopic: 0,
  mostRelevantConcepts: [],
  mostRelevantArticles: [],
  coauthoredArticles: [],
  retractedArticles: [],
  recentlyCoauthoredCount: 0,
  isRecentlyCommonAffiliation: false,
  externalCoI: false,
  labels: [],
  excludeReasons: [],
  hideReasons: [],
  authorFromGroupList: [],
  extraColumns: {},
  extraFields: {},
  commonInstitutions: [],
  isOutOfSample: false,
};

describe('CoiFlags', () => {
  it('flags a candidate who may be a document author without a corpus profile, naming the author (walk 11)', () => {
    const referee = {
      ...base,
      labels: ['coi'],
      excludeReasons: ['possible_document_author' as const],
      possibleDocumentAuthorOf: ['F. Plumet'],
    };
    expect(hasConflict(referee)).toBe(true);
    const text = textOf(renderStatic(<CoiFlags referee={referee} />));
    expect(text).toContain('Possibly a document author');
    expect(text).toContain(
      'possibly a document author (name matches F. Plumet): an author of the document without a corpus profile',
    );
  });

  it('shows nothing for a candidate without conflicts', () => {
    expect(hasConflict(base)).toBe(false);
    expect(hasConflict({ ...base, possibleDocumentAuthorOf: [] })).toBe(false);
    expect(textOf(renderStatic(<CoiFlags referee={base} />))).toBe('');
  });
});

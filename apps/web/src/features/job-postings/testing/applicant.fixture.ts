import type { Applicant } from '@sciscope/contracts';

/** An applicant as the committee sees them (GET /api/jobs/vacancy/{id}/applicants): actual, untagged, unranked. */
export function applicantFixture(overrides: Partial<Applicant> = {}): Applicant {
  return {
    applicationId: 4,
    vacancyId: 5,
    authorId: null,
    authorName: 'Eve Euler',
    email: 'eve@uni.example',
    isPreliminary: false,
    mergeWith: null,
    attachments: [],
    tagsIds: [],
    votes: [],
    comments: [],
    rank: 0,
    rankReason: 'No published work to compare with the vacancy.',
    similarityCombined: null,
    similarityMax: null,
    voteScore: 0,
    articlesCount: 0,
    academicAge: null,
    notableArticlesCount: 0,
    hIndex: 0,
    citationsCount: 0,
    gender: null,
    manualGender: null,
    phdAwardDate: null,
    mostRelevantArticles: [],
    isEmailed: false,
    advisors: [],
    coauthorship: null,
    ownProfile: false,
    ...overrides,
  };
}

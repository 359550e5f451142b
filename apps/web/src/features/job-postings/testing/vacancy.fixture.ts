import type { Vacancy } from '@sciscope/contracts';

/** A vacancy as GET /api/jobs/vacancy/{id} answers it to its owner: a draft, open, with no selection. */
export function vacancyFixture(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: 5,
    title: 'Postdoc in graph coloring',
    descriptionMarkdown: 'We look for a postdoc.',
    descriptionRendered: '<p>We look for a postdoc.</p>',
    startInfo: '',
    duration: '',
    dateDeadline: '2099-12-31',
    isClosed: false,
    affiliation: 'University of Testing',
    infoEmail: 'jobs@testing.example',
    requirements: ['cv'],
    isAdvisorsRequired: false,
    articles: [],
    authors: [],
    concepts: [],
    text: '',
    status: 'draft',
    canEdit: true,
    canReview: true,
    ownApplicationId: null,
    publishedAt: null,
    ...overrides,
  };
}

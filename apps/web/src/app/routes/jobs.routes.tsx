import type { RouteObject } from 'react-router';
import { page } from './page';

/** The jobs module's pages. */
export const jobsRoutes: RouteObject[] = [
  {
    path: 'semantic-jobs',
    ...page(
      () => import('../../pages/jobs/semantic-jobs-page'),
      (m) => m.SemanticJobsPage,
    ),
  },
  {
    path: 'jobs/new',
    ...page(
      () => import('../../pages/jobs/vacancy-form-page'),
      (m) => m.VacancyFormPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/edit/:id',
    ...page(
      () => import('../../pages/jobs/vacancy-form-page'),
      (m) => m.VacancyFormPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/:id',
    ...page(
      () => import('../../pages/jobs/vacancy-page'),
      (m) => m.VacancyPage,
    ),
  },
  {
    path: 'jobs/:id/apply',
    ...page(
      () => import('../../pages/jobs/apply-page'),
      (m) => m.ApplyPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/:id/applications/edit/:applicationId',
    ...page(
      () => import('../../pages/jobs/apply-page'),
      (m) => m.ApplyPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/:jobId/applicant/:applicationId',
    ...page(
      () => import('../../pages/jobs/applicant-page'),
      (m) => m.ApplicantPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/:id/:tab/:preliminary?',
    ...page(
      () => import('../../pages/jobs/review-page'),
      (m) => m.ReviewPage,
      { protect: true },
    ),
  },
  {
    path: 'jobs/recommendation/:advisorId',
    ...page(
      () => import('../../pages/jobs/recommendation-page'),
      (m) => m.RecommendationPage,
    ),
  },
];

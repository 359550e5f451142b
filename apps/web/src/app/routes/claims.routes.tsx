import type { RouteObject } from 'react-router';
import { page } from './page';

/** The claims module's pages. */
export const claimsRoutes: RouteObject[] = [
  {
    path: 'find-authors',
    ...page(
      () => import('../../pages/claims/find-authors-page'),
      (m) => m.FindAuthorsPage,
      { protect: true },
    ),
  },
  {
    path: 'find-authors/:token',
    ...page(
      () => import('../../pages/claims/find-authors-page'),
      (m) => m.FindAuthorsPage,
    ),
  },
  {
    path: 'claim-publications',
    ...page(
      () => import('../../pages/claims/claim-publications-page'),
      (m) => m.ClaimPublicationsPage,
      { protect: true },
    ),
  },
  {
    path: 'claim-publications/:token',
    ...page(
      () => import('../../pages/claims/claim-publications-page'),
      (m) => m.ClaimPublicationsPage,
    ),
  },
  {
    path: 'edit-recommender-profile/:token',
    ...page(
      () => import('../../pages/claims/edit-recommender-profile-page'),
      (m) => m.EditRecommenderProfilePage,
    ),
  },
  {
    path: 'accounts/dashboard',
    ...page(
      () => import('../../pages/accounts/dashboard-page'),
      (m) => m.DashboardPage,
      { protect: true },
    ),
  },
  {
    path: 'superadmin/claims',
    ...page(
      () => import('../../pages/admin/claims-moderation-page'),
      (m) => m.ClaimsModerationPage,
      { protect: true },
    ),
  },
  {
    path: 'superadmin/recommenders',
    ...page(
      () => import('../../pages/admin/recommenders-page'),
      (m) => m.RecommendersPage,
      { protect: true },
    ),
  },
];

import type { RouteObject } from 'react-router';
import { page } from './page';

/** The panels module's pages. */
export const panelsRoutes: RouteObject[] = [
  {
    path: 'panel-composer',
    ...page(
      () => import('../../pages/panels/panels-page'),
      (m) => m.PanelsPage,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id',
    ...page(
      () => import('../../pages/panels/panel-page'),
      (m) => m.PanelPage,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/compositions',
    ...page(
      () => import('../../pages/panels/compositions-page'),
      (m) => m.CompositionsPage,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/compositions/:compositionId/members',
    ...page(
      () => import('../../pages/panels/composition-people-page'),
      (m) => () => <m.CompositionPeoplePage list="members" />,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/compositions/:compositionId/candidates',
    ...page(
      () => import('../../pages/panels/composition-people-page'),
      (m) => () => <m.CompositionPeoplePage list="candidates" />,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/compositions/:compositionId/coverage',
    ...page(
      () => import('../../pages/panels/coverage-page'),
      (m) => m.CoveragePage,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/compositions/:compositionId/assignment',
    ...page(
      () => import('../../pages/panels/assignment-page'),
      (m) => m.AssignmentPage,
      { protect: true },
    ),
  },
  {
    path: 'panel-composer/:id/subpanels/:subpanelCode/documents',
    ...page(
      () => import('../../pages/panels/subpanel-documents-page'),
      (m) => m.SubpanelDocumentsPage,
      { protect: true },
    ),
  },
];

import type { RouteObject } from 'react-router';
import { page } from './page';

/** The monitoring module's pages. */
export const monitoringRoutes: RouteObject[] = [
  {
    path: 'monitoring',
    ...page(
      () => import('../../pages/monitoring/monitoring-page'),
      (m) => m.NewMonitoringPage,
    ),
  },
  {
    path: 'monitoring/help',
    ...page(
      () => import('../../pages/monitoring/monitoring-help-page'),
      (m) => m.MonitoringHelpPage,
    ),
  },
  {
    path: 'monitoring/:id',
    ...page(
      () => import('../../pages/monitoring/monitoring-page'),
      (m) => m.SavedMonitoringPage,
      { protect: true },
    ),
  },
  {
    path: 'saved-monitorings',
    ...page(
      () => import('../../pages/monitoring/saved-monitorings-page'),
      (m) => m.SavedMonitoringsPage,
      { protect: true },
    ),
  },
  {
    path: 'monitorings',
    ...page(
      () => import('../../pages/monitoring/monitorings-product-page'),
      (m) => m.MonitoringsProductPage,
    ),
  },
  {
    path: 'monitoring-digest/unsubscribe',
    ...page(
      () => import('../../pages/monitoring/monitoring-unsubscribe-page'),
      (m) => m.MonitoringUnsubscribePage,
    ),
  },
];

import type { RouteObject } from 'react-router';
import { page } from './page';

/** The ontology module's pages. */
export const ontologyRoutes: RouteObject[] = [
  {
    path: 'ontology/concepts',
    ...page(
      () => import('../../pages/ontology/concepts-page'),
      (m) => m.ConceptsPage,
    ),
  },
  {
    path: 'ontology/concept/new/:name?',
    ...page(
      () => import('../../pages/ontology/new-concept-page'),
      (m) => m.NewConceptPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/concept/edit/:id',
    ...page(
      () => import('../../pages/ontology/concept-page'),
      (m) => m.EditConceptPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/concept/log/:id',
    ...page(
      () => import('../../pages/ontology/concept-log-page'),
      (m) => m.ConceptLogPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/concept/:idSlug',
    ...page(
      () => import('../../pages/ontology/concept-page'),
      (m) => m.ConceptPage,
    ),
  },
  {
    path: 'ontology/log',
    ...page(
      () => import('../../pages/ontology/ontology-log-page'),
      (m) => m.OntologyLogPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/rescan-queue',
    ...page(
      () => import('../../pages/ontology/rescan-queue-page'),
      (m) => m.RescanQueuePage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/curation',
    ...page(
      () => import('../../pages/ontology/curation-page'),
      (m) => m.CurationPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/help',
    ...page(
      () => import('../../pages/ontology/ontology-help-page'),
      (m) => m.OntologyHelpPage,
    ),
  },
  {
    path: 'ontology/possible-concepts/:id?',
    ...page(
      () => import('../../pages/ontology/possible-concepts-page'),
      (m) => m.PossibleConceptsPage,
      { protect: true },
    ),
  },
  {
    path: 'ontology/import',
    ...page(
      () => import('../../pages/ontology/import-list-page'),
      (m) => m.ImportListPage,
      { protect: true },
    ),
  },
  {
    path: 'article/:id/possible-concepts',
    ...page(
      () => import('../../pages/ontology/doc-possible-concepts-page'),
      (m) => () => <m.DocPossibleConceptsPage kind="article" />,
      { protect: true },
    ),
  },
  {
    path: 'proposal/:id/possible-concepts',
    ...page(
      () => import('../../pages/ontology/doc-possible-concepts-page'),
      (m) => () => <m.DocPossibleConceptsPage kind="proposal" />,
      { protect: true },
    ),
  },
  {
    path: 'graphiql',
    ...page(
      () => import('../../pages/graphiql-page'),
      (m) => m.GraphiqlPage,
      { protect: true },
    ),
  },
];

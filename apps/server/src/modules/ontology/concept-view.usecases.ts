import {
  ONTOLOGY_CONSTANTS,
  type CategoriesResponse,
  type Concept,
  type ConceptListResponse,
  type RecommendedConceptsResponse,
  type RescanQueueResponse,
} from '@sciscope/contracts';
import { hasAccess, requireAccess } from '../../app/access';
import { textKey } from '../../app/database/text-key';
import { toTask } from '../tasks/tasks.usecases';
import { conceptView, refOf } from './concept-state';
import type { OntologyCaller } from './ontology-deps';
import { ontologyErrors } from './ontology.errors';

/*
 * What the ontology pages read: one concept, the paged concept list, the categories, the
 * concepts recommended beside one, and the rescan queue.
 */

/** `GET /api/ontology/concepts/{id}`: anyone; moderators also learn the pending suggestions. */
export async function getConcept({ conceptId, ...caller }: OntologyCaller & { conceptId: number }): Promise<Concept> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.read' });
  const moderator = await hasAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const concept = await conceptView(caller.concepts, conceptId, { moderator });
  if (!concept) throw ontologyErrors.conceptNotFound();
  return concept;
}

/** `GET /api/ontology/concepts?query=&offset=&status=`: 50 a page. */
export async function listConcepts({
  query,
  offset,
  status,
  ...caller
}: OntologyCaller & {
  query: string;
  offset: number;
  status: 'active' | 'deleted' | 'basic' | 'all';
}): Promise<ConceptListResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.read' });
  const { rows, total } = await caller.concepts.listConcepts({
    key: textKey(query),
    status,
    offset,
    limit: ONTOLOGY_CONSTANTS.conceptsPageSize,
  });
  return {
    concepts: rows.map((row) => ({
      ...refOf(row),
      literalsCount: row.literalsCount,
      childConceptsCount: row.childConceptsCount,
    })),
    total,
    offset,
  };
}

/** `GET /api/ontology/categories`: the schemes' top concepts and the moderators' categories. */
export async function listCategories(caller: OntologyCaller): Promise<CategoriesResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.read' });
  const { moderated, tops } = await caller.concepts.listCategories();
  return {
    categories: [
      ...tops.map((top) => ({ name: top.name, kind: 'scheme' as const, conceptId: top.id, concepts: top.concepts })),
      ...moderated.map((c) => ({ name: c.name, kind: 'moderator' as const, conceptId: null, concepts: c.concepts })),
    ],
  };
}

/** Articles of the concept whose other concepts are counted. */
const RECOMMEND_SAMPLE = 2000;

/**
 * `GET /api/ontology/concepts/{id}/recommended?topn=` (spec `recommendedConcepts`): the
 * concepts found most often in the same articles, relative to how common they are (count² /
 * DF, so a concept found everywhere does not lead the list).
 */
export async function recommendedConcepts({
  conceptId,
  topn,
  ...caller
}: OntologyCaller & { conceptId: number; topn: number }): Promise<RecommendedConceptsResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  if (!(await caller.concepts.findConcept(conceptId))) throw ontologyErrors.conceptNotFound();
  const rows = await caller.concepts.coOccurring(conceptId, { sample: RECOMMEND_SAMPLE, limit: topn * 4 });
  const score = (r: { articles: number; df: number }) => (r.articles * r.articles) / Math.max(1, r.df);
  return {
    concepts: rows
      .sort((a, b) => score(b) - score(a) || a.id - b.id)
      .slice(0, topn)
      .map((r) => ({ conceptId: r.id, name: r.name, articles: r.articles })),
  };
}

/** `GET /api/ontology/rescan-queue` (moderators): articles waiting and the latest rescan tasks. */
export async function rescanQueue(caller: OntologyCaller): Promise<RescanQueueResponse> {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.moderate' });
  const [queued, tasks] = await Promise.all([
    caller.corpus.queueSize(),
    caller.corpus.recentTasks('concepts.rescan', 20),
  ]);
  return { queued, tasks: tasks.map(toTask) };
}

import {
  DEFAULT_MONITORING_DATE,
  TOPIC_COLORS,
  type Monitoring,
  type MonitoringEditRequest,
  type MonitoringQueryRequest,
  type MonitoringTreeItemInput,
} from '@sciscope/contracts';
import {
  addTopic,
  copyTitle,
  defaultTopicTitle,
  deleteTopic,
  flatOrTree,
  moveConceptToTopic,
  normalizeTree,
  resetTopicFlags,
  setTopicFlag,
  type MonitoringTreeItem,
  type TopicFlag,
} from '@sciscope/engine/monitoring';

/*
 * The monitoring editor's state (spec 01 sections 3-4): what the user is editing, saved or
 * not. Pure functions; `useMonitoringEditor` keeps one of these in a reducer.
 */

export interface DraftConcept {
  conceptId: number;
  name: string;
  /** Unticked concepts stay in the topic and do not count. */
  selected: boolean;
}

export interface DraftTopic {
  title: string;
  color: string;
  concepts: DraftConcept[];
  disabled: boolean;
  required: boolean;
}

export interface MonitoringDraft {
  title: string;
  /** The date applied to the results (a preset or `YYYY/MM/DD-YYYY/MM/DD`). */
  date: string;
  topics: DraftTopic[];
  tree: MonitoringTreeItem | null;
  useTree: boolean;
  organizationId: number | null;
}

/** A new topic at the end of `topics`: 'Topic N' and the next colour. */
export function newTopic(topics: readonly DraftTopic[]): DraftTopic {
  return {
    title: defaultTopicTitle(topics.map((t) => t.title)),
    color: TOPIC_COLORS[topics.length % TOPIC_COLORS.length]!,
    concepts: [],
    disabled: false,
    required: false,
  };
}

/** A new monitoring: one topic ('Topic 0'), holding `concept` when given (`/monitoring?conceptId=&conceptName=`). */
export function newDraft(concept?: { conceptId: number; name: string }): MonitoringDraft {
  const first = newTopic([]);
  if (concept) first.concepts = [{ ...concept, selected: true }];
  return {
    title: '',
    date: DEFAULT_MONITORING_DATE,
    topics: [first],
    tree: flatOrTree(1),
    useTree: false,
    organizationId: null,
  };
}

export function draftFromMonitoring(monitoring: Monitoring): MonitoringDraft {
  return {
    title: monitoring.title,
    date: monitoring.date,
    topics: monitoring.topics.map((t) => ({ ...t, concepts: t.concepts.map((c) => ({ ...c })) })),
    tree: (monitoring.tree as MonitoringTreeItem | null) ?? flatOrTree(monitoring.topics.length),
    useTree: monitoring.useTree,
    organizationId: monitoring.organization?.id ?? null,
  };
}

/** Duplicate (spec 01 section 2): a new, unsaved monitoring with the same topics and tree, titled '… copy'. */
export function duplicateDraft(draft: MonitoringDraft): MonitoringDraft {
  return { ...draft, title: draft.title ? copyTitle(draft.title, [draft.title]) : '' };
}

/** Whether two drafts would save the same monitoring. */
export function sameDraft(a: MonitoringDraft, b: MonitoringDraft): boolean {
  return JSON.stringify(savable(a)) === JSON.stringify(savable(b));
}

function savable(draft: MonitoringDraft) {
  return { ...draft, tree: normalizeTree(draft.tree) };
}

/** `POST /api/monitoring/query`'s body for the draft. */
export function queryRequest(draft: MonitoringDraft, monitoringId?: number): MonitoringQueryRequest {
  return {
    topics: draft.topics.map((t) => ({ ...t, concepts: t.concepts.map((c) => ({ ...c })) })),
    tree: draft.tree as MonitoringTreeItemInput | null,
    useTree: draft.useTree,
    date: draft.date,
    ...(monitoringId !== undefined ? { monitoringId } : {}),
  };
}

/** `POST /api/monitoring/edit`'s body: each topic's colour, title, concepts and flags. */
export function editRequest(
  draft: MonitoringDraft,
  { id, title, organizationId }: { id?: number | undefined; title: string; organizationId: number | null },
): MonitoringEditRequest {
  return {
    ...(id !== undefined ? { id } : {}),
    title,
    date: draft.date,
    topics: draft.topics.map((t) => ({
      title: t.title,
      color: t.color,
      conceptIds: t.concepts.map((c) => c.conceptId),
      unselectedConceptIds: t.concepts.filter((c) => !c.selected).map((c) => c.conceptId),
      disabled: t.disabled,
      required: t.required,
    })),
    tree: normalizeTree(draft.tree) as MonitoringTreeItemInput | null,
    useTree: draft.useTree,
    organizationId,
  };
}

export type DraftAction =
  | { type: 'replace'; draft: MonitoringDraft }
  | { type: 'addTopic' }
  | { type: 'deleteTopic'; index: number }
  | { type: 'duplicateTopic'; index: number }
  | { type: 'renameTopic'; index: number; title: string }
  | { type: 'recolorTopic'; index: number; color: string }
  | { type: 'setFlag'; index: number; flag: TopicFlag; on: boolean }
  | { type: 'resetFlags'; index: number }
  /** Moves (or adds) a concept to a topic; null: 'No topic' (removes it). */
  | { type: 'moveConcept'; concept: { conceptId: number; name: string }; to: number | null }
  | { type: 'toggleConcept'; index: number; conceptId: number }
  | { type: 'setTree'; tree: MonitoringTreeItem | null }
  | { type: 'setUseTree'; useTree: boolean }
  | { type: 'setDate'; date: string }
  | { type: 'setTitle'; title: string; organizationId: number | null };

export function draftReducer(draft: MonitoringDraft, action: DraftAction): MonitoringDraft {
  const topic = (index: number, change: (t: DraftTopic) => DraftTopic) => ({
    ...draft,
    topics: draft.topics.map((t, i) => (i === index ? change(t) : t)),
  });
  switch (action.type) {
    case 'replace':
      return action.draft;
    case 'addTopic':
      return { ...draft, ...addTopic(draft.topics, draft.tree, newTopic(draft.topics)) };
    case 'deleteTopic':
      return { ...draft, ...deleteTopic(draft.topics, draft.tree, action.index) };
    case 'duplicateTopic': {
      const source = draft.topics[action.index];
      if (!source) return draft;
      // A concept lives in one topic only: the copy starts with the title, colour and flags.
      const copy: DraftTopic = {
        ...newTopic(draft.topics),
        title: copyTitle(
          source.title,
          draft.topics.map((t) => t.title),
        ),
        disabled: source.disabled,
        required: source.required,
      };
      return { ...draft, ...addTopic(draft.topics, draft.tree, copy) };
    }
    case 'renameTopic':
      return topic(action.index, (t) => ({ ...t, title: action.title }));
    case 'recolorTopic':
      return topic(action.index, (t) => ({ ...t, color: action.color }));
    case 'setFlag':
      return topic(action.index, (t) => setTopicFlag(t, action.flag, action.on));
    case 'resetFlags':
      return topic(action.index, (t) => resetTopicFlags(t));
    case 'moveConcept':
      return {
        ...draft,
        topics: moveConceptToTopic(draft.topics, { ...action.concept, selected: true }, action.to),
      };
    case 'toggleConcept':
      return topic(action.index, (t) => ({
        ...t,
        concepts: t.concepts.map((c) => (c.conceptId === action.conceptId ? { ...c, selected: !c.selected } : c)),
      }));
    case 'setTree':
      return { ...draft, tree: action.tree };
    case 'setUseTree':
      return { ...draft, useTree: action.useTree };
    case 'setDate':
      return { ...draft, date: action.date };
    case 'setTitle':
      return { ...draft, title: action.title, organizationId: action.organizationId };
  }
}

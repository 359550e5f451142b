import type { MonitoringTreeItemInput } from '@sciscope/contracts';
import {
  isTreeWithinTopics,
  MONITORING_QUERY_MESSAGES,
  monitoringDateWindow,
  parseMonitoringDate,
  type MonitoringDateWindow,
  type MonitoringQueryInput,
  type MonitoringTopicQuery,
  type MonitoringTreeItem,
} from '@sciscope/engine';
import { commonErrors } from '../../app/errors';
import { monitoringErrors } from './monitoring.errors';

/** A topic of a request, as the engine evaluates it. */
export interface TopicInput {
  concepts: ReadonlyArray<{ conceptId: number; selected: boolean }>;
  disabled: boolean;
  required: boolean;
}

/** The query the engine runs: unselected concepts left out, the date turned into a window. */
export function engineQuery({
  topics,
  tree,
  useTree,
  date,
  now,
  dateField = 'date',
}: {
  topics: readonly TopicInput[];
  tree: MonitoringTreeItemInput | null;
  useTree: boolean;
  date: string;
  now: Date;
  dateField?: string;
}): MonitoringQueryInput {
  checkTree(tree, topics.length);
  return {
    topics: topics.map((topic): MonitoringTopicQuery => ({
      conceptIds: topic.concepts.filter((c) => c.selected).map((c) => c.conceptId),
      disabled: topic.disabled,
      required: topic.required,
    })),
    tree: tree as MonitoringTreeItem | null,
    useTree,
    window: dateWindow(date, now, dateField),
  };
}

/** Refuses a tree naming a topic that does not exist, and a unary at the root (spec 01 section 5). */
export function checkTree(tree: MonitoringTreeItemInput | null, topicCount: number): void {
  if (!isTreeWithinTopics(tree as MonitoringTreeItem | null, topicCount)) {
    throw monitoringErrors.invalidQuery('The tree names a topic that does not exist.');
  }
  if (tree?.unary) throw monitoringErrors.invalidQuery(MONITORING_QUERY_MESSAGES.unary_at_root);
}

export function dateWindow(date: string, now: Date, field = 'date'): MonitoringDateWindow {
  const choice = parseMonitoringDate(date);
  if (!choice) throw commonErrors.validation({ [field]: 'The date range is not valid.' });
  return monitoringDateWindow(choice, now);
}

/**
 * A monitoring query (spec 01 sections 3-5): topics made of concepts, and a tree of AND/OR
 * nodes whose leaves name topics by their index in the topic list (`topicId`), each leaf or
 * node optionally under one unary operator.
 */

export const MONITORING_CONDITIONS = ['AND', 'OR'] as const;
export type MonitoringCondition = (typeof MONITORING_CONDITIONS)[number];

export const MONITORING_UNARIES = ['NOT', 'BOOST', 'NEGATE'] as const;
export type MonitoringUnary = (typeof MONITORING_UNARIES)[number];

/** A leaf: one topic, by its index in the monitoring's topic list. */
export interface MonitoringLeaf {
  topicId: number;
  unary?: MonitoringUnary | null | undefined;
}

/** An AND/OR node over two or more children. */
export interface MonitoringNode {
  condition: MonitoringCondition;
  children: MonitoringTreeItem[];
  unary?: MonitoringUnary | null | undefined;
}

export type MonitoringTreeItem = MonitoringLeaf | MonitoringNode;

export function isMonitoringNode(item: MonitoringTreeItem): item is MonitoringNode {
  return 'condition' in item;
}

/** What the evaluator needs of a topic. */
export interface MonitoringTopicQuery {
  /** The concepts that count (a topic's unselected concepts are left out by the caller). */
  conceptIds: readonly number[];
  disabled: boolean;
  required: boolean;
}

/** The factor BOOST multiplies a topic's (or group's) score by. */
export const MONITORING_BOOST_FACTOR = 2;

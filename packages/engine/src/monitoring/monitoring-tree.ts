import {
  isMonitoringNode,
  type MonitoringLeaf,
  type MonitoringNode,
  type MonitoringTreeItem,
} from './monitoring.types';

/** The default tree: every topic under one OR (spec 01 section 4, "a flat OR tree"). */
export function flatOrTree(topicCount: number): MonitoringTreeItem | null {
  if (topicCount === 0) return null;
  if (topicCount === 1) return { topicId: 0 };
  return { condition: 'OR', children: Array.from({ length: topicCount }, (_, topicId) => ({ topicId })) };
}

/** A tree that is one topic, or one OR of plain topics (no unary anywhere), or empty. */
export function isFlatOrTree(tree: MonitoringTreeItem | null): boolean {
  if (!tree) return true;
  if (tree.unary) return false;
  if (!isMonitoringNode(tree)) return true;
  return tree.condition === 'OR' && tree.children.every((child) => !isMonitoringNode(child) && !child.unary);
}

/**
 * The tree after a topic is added: appended to a flat OR tree (spec 01 section 4); any other
 * tree is the user's and stays as it is (the new topic takes part once the user names it).
 */
export function appendTopicToTree(tree: MonitoringTreeItem | null, topicId: number): MonitoringTreeItem | null {
  if (!isFlatOrTree(tree)) return tree;
  const leaf: MonitoringLeaf = { topicId };
  if (!tree) return leaf;
  if (!isMonitoringNode(tree)) return { condition: 'OR', children: [{ topicId: tree.topicId }, leaf] };
  return { condition: 'OR', children: [...tree.children, leaf] };
}

/**
 * The tree after topic `topicId` is deleted: its leaves go, and the leaves of the topics after
 * it move down by one, as the topic list does (spec 01 section 4, "re-indexes the tree").
 */
export function removeTopicFromTree(tree: MonitoringTreeItem | null, topicId: number): MonitoringTreeItem | null {
  return mapLeaves(tree, (leaf) =>
    leaf.topicId === topicId ? null : { ...leaf, topicId: leaf.topicId > topicId ? leaf.topicId - 1 : leaf.topicId },
  );
}

/** The tree without the leaves `keep` refuses, nodes left with fewer than two children collapsed. */
export function pruneTree(
  tree: MonitoringTreeItem | null,
  keep: (leaf: MonitoringLeaf) => boolean,
): MonitoringTreeItem | null {
  return mapLeaves(tree, (leaf) => (keep(leaf) ? leaf : null));
}

/**
 * Rewrites every leaf (null drops it) and tidies the result: a node without children goes, a
 * node with one child becomes that child (its unary moving down when the child has none).
 */
export function mapLeaves(
  tree: MonitoringTreeItem | null,
  map: (leaf: MonitoringLeaf) => MonitoringLeaf | null,
): MonitoringTreeItem | null {
  if (!tree) return null;
  if (!isMonitoringNode(tree)) return map(tree);
  const children = tree.children
    .map((child) => mapLeaves(child, map))
    .filter((child): child is MonitoringTreeItem => child !== null);
  return collapse({ ...tree, children });
}

/** The same tree in its normal form (see `mapLeaves`). */
export function normalizeTree(tree: MonitoringTreeItem | null): MonitoringTreeItem | null {
  return mapLeaves(tree, (leaf) => leaf);
}

function collapse(node: MonitoringNode): MonitoringTreeItem | null {
  if (node.children.length === 0) return null;
  if (node.children.length > 1) return node;
  const only = node.children[0]!;
  if (!node.unary) return only;
  if (!only.unary) return { ...only, unary: node.unary };
  return node;
}

/** Every topic id the tree's leaves name, in order of first appearance. */
export function topicIdsOfTree(tree: MonitoringTreeItem | null): number[] {
  const seen = new Set<number>();
  const visit = (item: MonitoringTreeItem) => {
    if (isMonitoringNode(item)) item.children.forEach(visit);
    else seen.add(item.topicId);
  };
  if (tree) visit(tree);
  return [...seen];
}

/** Nodes deep at most (the parser's limit of parentheses, plus the root). */
export const MONITORING_TREE_MAX_DEPTH = 21;

/** Whether every leaf names a topic of a list of `topicCount`, and the tree is not too deep. */
export function isTreeWithinTopics(tree: MonitoringTreeItem | null, topicCount: number): boolean {
  const check = (item: MonitoringTreeItem, depth: number): boolean => {
    if (depth > MONITORING_TREE_MAX_DEPTH) return false;
    if (!isMonitoringNode(item))
      return Number.isInteger(item.topicId) && item.topicId >= 0 && item.topicId < topicCount;
    return item.children.every((child) => check(child, depth + 1));
  };
  return tree === null || check(tree, 1);
}

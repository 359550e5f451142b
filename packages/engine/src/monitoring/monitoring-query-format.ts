import { isMonitoringKeyword } from './monitoring-query-tokenizer';
import { isMonitoringNode, type MonitoringTreeItem } from './monitoring.types';

/**
 * A topic name as the advanced query writes it: in double quotes when it holds a space or a
 * parenthesis, is empty, or reads as an operator; bare otherwise.
 */
export function quoteTopicName(name: string): string {
  return name === '' || /[\s()]/u.test(name) || isMonitoringKeyword(name) ? `"${name}"` : name;
}

/**
 * The advanced (text) form of a tree: `A AND (B OR NOT "Topic 2")`. Every node below the root
 * is in parentheses, so `parseMonitoringQuery` gives the same tree back. A leaf whose topic
 * does not exist is written as `#N` (which no topic name matches: the parser reports it).
 */
export function formatMonitoringTree(tree: MonitoringTreeItem | null, topicTitles: readonly string[]): string {
  if (!tree) return '';
  return formatItem(tree, topicTitles, true);
}

function formatItem(item: MonitoringTreeItem, titles: readonly string[], root: boolean): string {
  const prefix = item.unary ? `${item.unary} ` : '';
  if (!isMonitoringNode(item)) {
    const title = titles[item.topicId];
    return prefix + (title === undefined ? `#${item.topicId}` : quoteTopicName(title.trim()));
  }
  if (item.children.length === 1 && !item.unary) return formatItem(item.children[0]!, titles, root);
  const body = item.children.map((child) => formatItem(child, titles, false)).join(` ${item.condition} `);
  return root && !item.unary ? body : `${prefix}(${body})`;
}

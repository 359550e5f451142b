// Monitoring: topics of concepts, the query tree and its text form, date windows, and the
// evaluator over a typed-array article-concept index.
export * from './monitoring.types';
export * from './monitoring-messages';
export { tokenizeMonitoringQuery, isMonitoringKeyword, type MonitoringToken } from './monitoring-query-tokenizer';
export {
  parseMonitoringQuery,
  type MonitoringQueryError,
  type MonitoringQueryParseResult,
} from './monitoring-query-parser';
export { formatMonitoringTree, quoteTopicName } from './monitoring-query-format';
export * from './monitoring-tree';
export * from './monitoring-topics';
export * from './monitoring-dates';
export * from './monitoring-index';
export {
  cooccurringConcepts,
  effectiveTree,
  explainMonitoringMatches,
  monitoringResultSet,
  runMonitoringQuery,
  type MonitoringConceptCount,
  type MonitoringMatch,
  type MonitoringPage,
  type MonitoringQueryInput,
  type MonitoringResultSet,
} from './monitoring-evaluator';

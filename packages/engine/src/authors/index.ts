// Authors: name keys, disambiguation, clustering quality, author and venue metrics.
export * from './name-key';
export * from './name-search';
export {
  nameStatisticsOf,
  sourceOfExternalId,
  type AuthorMention,
  type NamePopulation,
  type NameStatistics,
} from './disambiguation-index';
export { DEFAULT_DISAMBIGUATION_OPTIONS, type DisambiguationOptions } from './disambiguation-score';
export * from './disambiguate';
export { mayNameOnePerson, OneEditIndex, oneEditPairs, withinOneEdit, type NameVariantPair } from './name-variants';
export * from './mentions';
export * from './cluster-metrics';
export * from './metrics';
export * from './venue-metrics';
export * from './current-affiliation';

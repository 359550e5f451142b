// Public surface of the engine: pure domain code, no I/O.
export {};
export { seededRandom } from './seeded-random';
export type { Steps } from './steps';
export * from './concepts';
export * from './text';
export * from './query';
export * from './import';
export * from './names';
export * from './ontology';
export * from './authors';
export * from './affinity';
export * from './retrieval';
export * from './representations';
export * from './referees';
export * from './panels';
export * from './jobs';
export * from './monitoring';
export * from './curation';
export {
  parseConceptList,
  DEFAULT_LIST_SEPARATORS,
  type ConceptListFormat,
  type ConceptListRow,
} from './curation/concept-list';
export * from './bibliography';
export * from './claims';

export * from './csv';
export * from './identifiers';
export * from './openalex-work';
export * from './read-lines';
export type * from './work-record.types';
export * from './corpus-multiplier';

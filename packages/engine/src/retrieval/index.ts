// Public surface of the retrieval index (top-K similar articles, authors from them).
export { TopK } from './top-k';
export { assertVector, recallAtK } from './vector-index';
export type { VectorHits, VectorIndex } from './vector-index';
export { ExactVectorIndex } from './exact-vector-index';
export { rankAuthorsFromHits } from './author-ranking';
export type { RetrievedAuthor } from './author-ranking';
export { calibrateSearchBreadth, midpointQueries } from './search-breadth';
export type { BreadthTrial } from './search-breadth';
export { LexicalIndex } from './lexical-index';
export type { LexicalIndexArrays } from './lexical-index';

// The curation code the concept form runs in the browser: pure functions without Node built-ins.
// The package root also exports the SKOS and CSV parsers, which need Node's Buffer, so the web app
// imports from '@sciscope/engine/curation' instead.
export * from './index';
export type { CompositePart } from '../ontology/ontology.types';
export { isAmbiguousLiteralName } from '../concepts/ambiguity';

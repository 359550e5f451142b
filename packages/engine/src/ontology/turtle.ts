/**
 * Turtle and N-Triples (W3C RDF 1.1) to triples, read with n3 (the JavaScript RDF
 * ecosystem's parser). Blank nodes keep the labels written in the document (`_:x`);
 * anonymous ones (`[ … ]`, collections) are numbered `_:genid1`, `_:genid2`, … in order of
 * first appearance, so keys are stable across runs.
 */
import { Parser } from 'n3';
import type { Term } from 'n3';
import { OntologyParseError } from './parse-error';
import { XSD_NS } from './rdf-terms';
import type { RdfObject, RdfTriple } from './rdf-terms';

export interface TurtleOptions {
  /** The document's own IRI, against which relative IRIs resolve. Default: none. */
  baseIri?: string;
}

const XSD_STRING = `${XSD_NS}string`;
const RDF_LANG_STRING = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString';
/** n3 names anonymous blank nodes `n3-<counter>`; written labels come through as written. */
const ANONYMOUS = /^n3-\d+$/;

/** Parses a Turtle document into its triples. Throws OntologyParseError with the line. */
export function parseTurtle(text: string, options: TurtleOptions = {}): RdfTriple[] {
  const anonymous = new Map<string, string>();
  const nodeOf = (term: Term): string => {
    if (term.termType !== 'BlankNode') return term.value;
    if (!ANONYMOUS.test(term.value)) return `_:${term.value}`;
    let label = anonymous.get(term.value);
    if (label === undefined) {
      label = `_:genid${anonymous.size + 1}`;
      anonymous.set(term.value, label);
    }
    return label;
  };
  const objectOf = (term: Term): RdfObject => {
    if (term.termType !== 'Literal') return { kind: 'node', value: nodeOf(term) };
    const datatype = term.datatype.value;
    return {
      kind: 'literal',
      value: term.value,
      lang: term.language.toLowerCase(),
      datatype: datatype === XSD_STRING || datatype === RDF_LANG_STRING ? null : datatype,
    };
  };

  const parser = new Parser({ baseIRI: options.baseIri, blankNodePrefix: '', format: 'text/turtle' });
  const triples: RdfTriple[] = [];
  try {
    for (const quad of parser.parse(text)) {
      // Order matters for the resulting blank node numbers: subject before object.
      const subject = nodeOf(quad.subject);
      triples.push({ subject, predicate: quad.predicate.value, object: objectOf(quad.object) });
    }
  } catch (error) {
    const { message, context } = error as Error & { context?: { line?: number } };
    const line = context?.line;
    throw new OntologyParseError(`Turtle syntax error: ${message.replace(/ on line \d+\.$/, '')}`, line);
  }
  return triples;
}

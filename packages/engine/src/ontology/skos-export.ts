/**
 * The whole ontology back out as SKOS, in Turtle (written by n3) or RDF/XML, such that
 * `parseSkosTurtle` / `parseSkosRdfXml` and the import read back the same concepts and
 * literals. Plain SKOS carries the names (skos:prefLabel), the other literals
 * (skos:altLabel), their languages (language tags), parents (skos:broader) and related
 * concepts (skos:related). What SKOS has no term for is said in the sciscope namespace:
 *
 * - `sciscope:basic true|false` on every concept (its presence also tells the import that the
 *   concept's ambiguity flags are stated, not to be guessed from the spelling);
 * - `sciscope:ambiguousLabel "ML"@en`: the literal of that text and language is ambiguous;
 * - `sciscope:compositeLabel "{…}"^^rdf:JSON`: a composite literal, `{"label", "lang",
 *   "parts": [{"text"} | {"concept": IRI}]}`; its text is also an skos:altLabel.
 *
 * Output comes in chunks (a few hundred concepts each) so a server can send 9,000 concepts
 * without holding the event loop for the whole document.
 */
import { DataFactory, Writer } from 'n3';
import type { Quad } from 'n3';
import type { CompositePart } from './ontology.types';
import { RDF_NS, RDF_TYPE, SKOS_NS, XSD_NS } from './rdf-terms';
import type { RdfObject, RdfTriple } from './rdf-terms';

/** The sciscope vocabulary for what SKOS cannot say (see the module comment). */
export const SCISCOPE_NS = 'urn:sciscope:ontology#';
export const SKOS_EXPORT_FORMATS = ['turtle', 'rdfxml'] as const;
export type SkosExportFormat = (typeof SKOS_EXPORT_FORMATS)[number];

export interface ExportLiteral {
  name: string;
  /** '' or 'all' (any language) or a language code; written as a language tag when specific. */
  lang: string;
  isAmbiguous: boolean;
  composite: CompositePart[] | null;
}

export interface ExportConcept {
  id: number;
  name: string;
  basic: boolean;
  literals: ExportLiteral[];
  parentIds: number[];
  relatedIds: number[];
}

export interface SkosExportOptions {
  /** Concepts in the order to write; references to ids not among them are left out. */
  concepts: readonly ExportConcept[];
  format: SkosExportFormat;
  /** Concept IRIs are `${conceptBase}${id}`, e.g. `https://host/ontology/concept/`. */
  conceptBase: string;
  /** The IRI of the skos:ConceptScheme all concepts are in. */
  schemeIri: string;
  schemeTitle?: string;
  /** Concepts per chunk (default 500). */
  chunkSize?: number;
}

const JSON_DATATYPE = `${RDF_NS}JSON`;
const BOOLEAN = `${XSD_NS}boolean`;
const PREFIXES: Record<string, string> = { rdf: RDF_NS, skos: SKOS_NS, sciscope: SCISCOPE_NS, xsd: XSD_NS };

/** A label's language tag: '' for any language ('' or 'all'). */
function tagOf(lang: string): string {
  return lang === '' || lang === 'all' ? '' : lang.toLowerCase();
}

const text = (value: string, lang = ''): RdfObject => ({ kind: 'literal', value, lang: tagOf(lang), datatype: null });
const node = (value: string): RdfObject => ({ kind: 'node', value });
const bool = (value: boolean): RdfObject => ({ kind: 'literal', value: String(value), lang: '', datatype: BOOLEAN });

/** The triples of one concept, in a readable order. */
function conceptTriples(
  concept: ExportConcept,
  { iriOf, schemeIri, exported }: { iriOf: (id: number) => string; schemeIri: string; exported: Set<number> },
): RdfTriple[] {
  const subject = iriOf(concept.id);
  const triples: RdfTriple[] = [];
  const add = (predicate: string, object: RdfObject): void => {
    triples.push({ subject, predicate, object });
  };
  add(RDF_TYPE, node(`${SKOS_NS}Concept`));
  add(`${SKOS_NS}inScheme`, node(schemeIri));
  const parents = concept.parentIds.filter((id) => exported.has(id) && id !== concept.id);
  if (parents.length === 0) add(`${SKOS_NS}topConceptOf`, node(schemeIri));
  const nameKey = concept.name.toLowerCase();
  const named = concept.literals.find(({ name }) => name.toLowerCase() === nameKey);
  add(`${SKOS_NS}prefLabel`, text(concept.name, named?.lang));
  for (const literal of concept.literals) {
    if (literal !== named) add(`${SKOS_NS}altLabel`, text(literal.name, literal.lang));
  }
  for (const id of parents) add(`${SKOS_NS}broader`, node(iriOf(id)));
  for (const id of concept.relatedIds) {
    if (exported.has(id) && id !== concept.id) add(`${SKOS_NS}related`, node(iriOf(id)));
  }
  add(`${SCISCOPE_NS}basic`, bool(concept.basic));
  for (const literal of concept.literals) {
    if (literal.isAmbiguous) add(`${SCISCOPE_NS}ambiguousLabel`, text(literal.name, literal.lang));
  }
  for (const literal of concept.literals) {
    if (!literal.composite) continue;
    const parts = literal.composite.map((part) =>
      'conceptId' in part ? { concept: iriOf(part.conceptId) } : { text: part.text },
    );
    const value = JSON.stringify({ label: literal.name, lang: tagOf(literal.lang), parts });
    add(`${SCISCOPE_NS}compositeLabel`, { kind: 'literal', value, lang: '', datatype: JSON_DATATYPE });
  }
  return triples;
}

/** The document in chunks of text; their concatenation is the complete file. */
export function* exportSkos(options: SkosExportOptions): Generator<string> {
  const { concepts, format, conceptBase, schemeIri, chunkSize = 500 } = options;
  const exported = new Set(concepts.map(({ id }) => id));
  const iriOf = (id: number): string => `${conceptBase}${id}`;
  const scheme: RdfTriple[] = [
    { subject: schemeIri, predicate: RDF_TYPE, object: node(`${SKOS_NS}ConceptScheme`) },
    { subject: schemeIri, predicate: `${SKOS_NS}prefLabel`, object: text(options.schemeTitle ?? 'sciscope ontology') },
  ];
  const serializer = format === 'turtle' ? createTurtleSerializer() : createRdfXmlSerializer();
  serializer.add(scheme);
  for (let start = 0; start < concepts.length; start += chunkSize) {
    for (const concept of concepts.slice(start, start + chunkSize)) {
      serializer.add(conceptTriples(concept, { iriOf, schemeIri, exported }));
    }
    yield serializer.drain();
  }
  yield serializer.finish();
}

interface Serializer {
  add: (triples: readonly RdfTriple[]) => void;
  /** The text written since the last call. */
  drain: () => string;
  /** The rest of the document. */
  finish: () => string;
}

function createTurtleSerializer(): Serializer {
  let buffer = '';
  const sink = {
    write: (chunk: string) => {
      buffer += chunk;
    },
    end: () => undefined,
  };
  // n3 writes to anything with write(); the sink collects what it wrote since the last drain.
  const writer = new Writer(sink as unknown as NodeJS.WritableStream, { prefixes: PREFIXES });
  const termOf = (object: RdfObject) =>
    object.kind === 'node'
      ? DataFactory.namedNode(object.value)
      : DataFactory.literal(
          object.value,
          object.lang !== '' ? object.lang : object.datatype ? DataFactory.namedNode(object.datatype) : undefined,
        );
  const drain = (): string => {
    const chunk = buffer;
    buffer = '';
    return chunk;
  };
  return {
    add: (triples) => {
      for (const { subject, predicate, object } of triples) {
        writer.addQuad(
          DataFactory.quad(DataFactory.namedNode(subject), DataFactory.namedNode(predicate), termOf(object)) as Quad,
        );
      }
    },
    drain,
    finish: () => {
      writer.end();
      return drain();
    },
  };
}

/** Text safe inside XML 1.0 content or a double-quoted attribute. */
function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all become U+FFFD.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\r/g, '&#13;')
  );
}

/** The qualified name of a predicate or type in one of the declared namespaces. */
function qnameOf(iri: string): string {
  for (const [prefix, namespace] of Object.entries(PREFIXES)) {
    if (iri.startsWith(namespace) && /^[A-Za-z_][\w.-]*$/.test(iri.slice(namespace.length)))
      return `${prefix}:${iri.slice(namespace.length)}`;
  }
  throw new Error(`no namespace declared for ${iri}`);
}

/** Flat RDF/XML: one rdf:Description (or typed node element) per subject. */
function createRdfXmlSerializer(): Serializer {
  const declarations = Object.entries(PREFIXES)
    .map(([prefix, namespace]) => `\n    xmlns:${prefix}="${escapeXml(namespace)}"`)
    .join('');
  let buffer = `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF${declarations}>\n`;
  const drain = (): string => {
    const chunk = buffer;
    buffer = '';
    return chunk;
  };
  return {
    add: (triples) => {
      const subject = triples[0]?.subject;
      if (subject === undefined) return;
      const type = triples.find(({ predicate, object }) => predicate === RDF_TYPE && object.kind === 'node');
      const element = type ? qnameOf(type.object.value) : 'rdf:Description';
      let out = `  <${element} rdf:about="${escapeXml(subject)}">\n`;
      for (const triple of triples) {
        if (triple === type) continue;
        const { object } = triple;
        const property = qnameOf(triple.predicate);
        if (object.kind === 'node') {
          out += `    <${property} rdf:resource="${escapeXml(object.value)}"/>\n`;
        } else {
          const lang = object.lang !== '' ? ` xml:lang="${escapeXml(object.lang)}"` : '';
          const datatype = object.datatype ? ` rdf:datatype="${escapeXml(object.datatype)}"` : '';
          out += `    <${property}${lang}${datatype}>${escapeXml(object.value)}</${property}>\n`;
        }
      }
      buffer += `${out}  </${element}>\n`;
    },
    drain,
    finish: () => {
      buffer += '</rdf:RDF>\n';
      return drain();
    },
  };
}

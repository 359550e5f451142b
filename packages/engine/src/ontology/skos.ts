/**
 * SKOS vocabularies (ACM CCS and the like) from RDF/XML or Turtle to a ParsedOntology.
 * Keys are concept IRIs as resolved in the file; with no xml:base / @base they stay
 * relative (`#10002944`), which is stable across re-imports of the same file.
 */
import type { ParsedOntology } from './ontology.types';
import { parseRdfXml } from './rdf-xml';
import { buildSkosOntology } from './skos-concepts';
import { parseTurtle } from './turtle';
import { createWarningCollector } from './warnings';

export interface SkosParseOptions {
  /** Short source name stored with every concept, e.g. 'acm-ccs-2012'. */
  source: string;
  /** The document's IRI, for files that use relative references and want absolute keys. */
  baseIri?: string;
}

/**
 * Parses SKOS in RDF/XML: skos:Concept elements and rdf:Description elements typed
 * skos:Concept, DOCTYPE-declared entities included. Throws OntologyParseError
 * (XmlSyntaxError) for malformed XML; other problems become warnings.
 */
export function parseSkosRdfXml(xml: string, { source, baseIri }: SkosParseOptions): ParsedOntology {
  const warnings = createWarningCollector();
  const triples = parseRdfXml(xml, { baseIri, onWarning: warnings.warn });
  return buildSkosOntology({ source, triples, warnings });
}

/** Parses SKOS in Turtle. Throws OntologyParseError for malformed Turtle. */
export function parseSkosTurtle(ttl: string, { source, baseIri }: SkosParseOptions): ParsedOntology {
  const warnings = createWarningCollector();
  const triples = parseTurtle(ttl, { baseIri });
  return buildSkosOntology({ source, triples, warnings });
}

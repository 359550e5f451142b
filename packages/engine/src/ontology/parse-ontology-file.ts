/**
 * One entry point for ontology uploads and the import command: picks the parser by file
 * extension (.xml/.rdf/.owl → RDF/XML, .ttl → Turtle, .csv → thesaurus CSV; a trailing
 * .gz is ignored, decompression is the caller's job), else by looking at the content.
 */
import type { ParsedOntology } from './ontology.types';
import { OntologyParseError } from './parse-error';
import { parseSkosRdfXml, parseSkosTurtle } from './skos';
import { parseThesaurusCsv } from './thesaurus-csv';

export type OntologyFormat = 'rdf-xml' | 'turtle' | 'thesaurus-csv';

/**
 * Largest ontology text accepted, in characters (the real files are 1.2 and 1.4 MB; an
 * RDF/XML element tree takes several times its text in memory).
 */
export const MAX_ONTOLOGY_FILE_CHARS = 100 * 1024 * 1024;

const BY_EXTENSION: Record<string, OntologyFormat> = {
  xml: 'rdf-xml',
  rdf: 'rdf-xml',
  owl: 'rdf-xml',
  ttl: 'turtle',
  csv: 'thesaurus-csv',
};

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const parts = base.toLowerCase().replace(/\.gz$/, '').split('.');
  return parts.length > 1 ? parts[parts.length - 1]! : '';
}

/**
 * The format of an ontology file, from its name or else its first characters; null when
 * neither tells.
 */
export function detectOntologyFormat({ fileName, text }: { fileName: string; text: string }): OntologyFormat | null {
  const byName = BY_EXTENSION[extensionOf(fileName)];
  if (byName) return byName;
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '');
  if (/^\s*</.test(head)) return 'rdf-xml';
  if (/^\s*subject\s*,\s*predicate\s*,\s*object\s*$/im.test(head.split('\n')[0] ?? '')) return 'thesaurus-csv';
  if (/^\s*(?:@prefix|@base|prefix\s|base\s)/im.test(head)) return 'turtle';
  return null;
}

/**
 * A short source name from a file name: `acm-ccs-2012.skos.xml` → `acm-ccs-2012`,
 * `ieee-thesaurus-2023.csv` → `ieee-thesaurus-2023`.
 */
export function sourceNameOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return (
    base
      .replace(/\.gz$/i, '')
      .replace(/\.(xml|rdf|owl|ttl|csv)$/i, '')
      .replace(/\.skos$/i, '') || base
  );
}

/**
 * Parses an ontology file's text with the parser its name or content calls for. Throws
 * OntologyParseError when the text is over MAX_ONTOLOGY_FILE_CHARS, the format is unknown
 * or the document is malformed.
 */
export function parseOntologyFile({
  fileName,
  text,
  source = sourceNameOf(fileName),
}: {
  fileName: string;
  text: string;
  /** Defaults to the file name without extensions. */
  source?: string;
}): ParsedOntology & { format: OntologyFormat } {
  if (text.length > MAX_ONTOLOGY_FILE_CHARS) {
    const megabytes = (size: number): string => `${Math.ceil(size / (1024 * 1024))} MB`;
    throw new OntologyParseError(
      `${fileName}: ${megabytes(text.length)} is over the ontology file limit of ${megabytes(MAX_ONTOLOGY_FILE_CHARS)}`,
    );
  }
  const format = detectOntologyFormat({ fileName, text });
  switch (format) {
    case 'rdf-xml':
      return { ...parseSkosRdfXml(text, { source }), format };
    case 'turtle':
      return { ...parseSkosTurtle(text, { source }), format };
    case 'thesaurus-csv':
      return { ...parseThesaurusCsv(text, { source }), format };
    default:
      throw new OntologyParseError(`${fileName}: unknown ontology format (expected .xml, .rdf, .owl, .ttl or .csv)`);
  }
}

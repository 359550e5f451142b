/**
 * The RDF data model shared by the RDF/XML and Turtle readers: triples whose subjects are
 * IRIs or blank nodes (`_:label`) and whose objects are nodes or literals.
 */

export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const SKOS_NS = 'http://www.w3.org/2004/02/skos/core#';
export const XSD_NS = 'http://www.w3.org/2001/XMLSchema#';
export const RDF_TYPE = `${RDF_NS}type`;

export type RdfObject =
  | { kind: 'node'; value: string }
  | {
      kind: 'literal';
      value: string;
      /** Lower-cased language tag, '' when the literal has none. */
      lang: string;
      datatype: string | null;
    };

export interface RdfTriple {
  /** An IRI, or a blank node written `_:label`. */
  subject: string;
  predicate: string;
  object: RdfObject;
}

/** Fresh blank node labels that cannot collide with labels written in the document. */
export function createBlankNodeFactory(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `_:genid${next}`;
  };
}

const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const IRI_PARTS = /^([^:/?#]+:)?(\/\/[^/?#]*)?([^?#]*)(\?[^#]*)?(#.*)?$/;

/**
 * Resolves a reference against a base IRI (RFC 3986 §5.2). With no base, a relative
 * reference is returned as written: the ACM file's concepts are `rdf:about="#10002944"`
 * without any xml:base, and a stable key matters more than a guessed document URL.
 * Unlike `new URL`, nothing is percent-encoded (the ACM scheme IRI contains spaces).
 */
export function resolveIri(reference: string, base: string): string {
  if (ABSOLUTE.test(reference) || base === '') return reference;
  const baseParts = IRI_PARTS.exec(base);
  const refParts = IRI_PARTS.exec(reference);
  if (!baseParts || !refParts) return reference;
  const [, scheme = '', authority = '', basePath = '', baseQuery = ''] = baseParts;
  const [, , refAuthority, refPath = '', refQuery, refFragment = ''] = refParts;
  if (refAuthority !== undefined)
    return `${scheme}${refAuthority}${removeDotSegments(refPath)}${refQuery ?? ''}${refFragment}`;
  if (refPath === '') return `${scheme}${authority}${basePath}${refQuery ?? baseQuery}${refFragment}`;
  if (refPath.startsWith('/'))
    return `${scheme}${authority}${removeDotSegments(refPath)}${refQuery ?? ''}${refFragment}`;
  const merged =
    authority !== '' && basePath === ''
      ? `/${refPath}`
      : `${basePath.slice(0, basePath.lastIndexOf('/') + 1)}${refPath}`;
  return `${scheme}${authority}${removeDotSegments(merged)}${refQuery ?? ''}${refFragment}`;
}

function removeDotSegments(path: string): string {
  if (!path.includes('.')) return path;
  const output: string[] = [];
  const segments = path.split('/');
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === '..') {
      if (output.length > 1 || (output.length === 1 && output[0] !== '')) output.pop();
      if (isLast) output.push('');
    } else if (segment === '.') {
      if (isLast) output.push('');
    } else {
      output.push(segment);
    }
  });
  return output.join('/');
}

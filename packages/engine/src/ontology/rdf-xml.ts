/**
 * RDF/XML to triples (W3C RDF 1.1 XML Syntax): node elements with rdf:about / rdf:ID /
 * rdf:nodeID, typed node elements, property attributes, property elements with
 * rdf:resource, nested node elements, literals with xml:lang and rdf:datatype, and
 * rdf:parseType Resource, Literal and Collection. xml:base and xml:lang are inherited. The
 * XML itself is read by saxes (see xml-document.ts).
 * Reification of statements (rdf:ID on a property element) is not produced.
 */
import { attributeOf, parseXmlDocument, XML_NAMESPACE } from './xml-document';
import type { XmlElement } from './xml-document';
import { createBlankNodeFactory, RDF_NS, RDF_TYPE, resolveIri } from './rdf-terms';
import type { RdfObject, RdfTriple } from './rdf-terms';

export interface RdfXmlOptions {
  /** The document's own IRI, against which relative references resolve. Default: none. */
  baseIri?: string;
  onWarning?: (message: string) => void;
}

interface Context {
  base: string;
  lang: string;
}

/** rdf: attributes with syntactic meaning; they are never property attributes. */
const SYNTAX_ATTRIBUTES = new Set(['about', 'ID', 'nodeID', 'resource', 'parseType', 'datatype', 'aboutEach', 'bagID']);

/** Parses an RDF/XML document into its triples. Throws XmlSyntaxError on malformed XML. */
export function parseRdfXml(xml: string, options: RdfXmlOptions = {}): RdfTriple[] {
  const warn = options.onWarning ?? (() => undefined);
  const root = parseXmlDocument(xml, { onWarning: warn });
  const triples: RdfTriple[] = [];
  const newBlankNode = createBlankNodeFactory();
  const emit = (subject: string, predicate: string, object: RdfObject): void => {
    triples.push({ subject, predicate, object });
  };
  const iriOf = (element: { namespace: string; localName: string }): string => element.namespace + element.localName;
  const isRdf = (element: { namespace: string; localName: string }, localName: string): boolean =>
    element.namespace === RDF_NS && element.localName === localName;

  const contextOf = (element: XmlElement, outer: Context): Context => {
    const base = attributeOf(element, XML_NAMESPACE, 'base');
    const lang = attributeOf(element, XML_NAMESPACE, 'lang');
    return {
      base: base === undefined ? outer.base : resolveIri(base, outer.base),
      lang: lang === undefined ? outer.lang : lang.toLowerCase(),
    };
  };
  const elementChildren = (element: XmlElement): XmlElement[] =>
    element.children.filter((child): child is XmlElement => typeof child !== 'string');
  const textOf = (element: XmlElement): string =>
    element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
  const isPropertyAttribute = (attribute: { namespace: string; localName: string }): boolean =>
    attribute.namespace !== XML_NAMESPACE &&
    attribute.namespace !== '' &&
    !(attribute.namespace === RDF_NS && SYNTAX_ATTRIBUTES.has(attribute.localName));

  const emitPropertyAttributes = (element: XmlElement, subject: string, context: Context): void => {
    for (const attribute of element.attributes) {
      if (!isPropertyAttribute(attribute)) continue;
      if (isRdf(attribute, 'type'))
        emit(subject, RDF_TYPE, { kind: 'node', value: resolveIri(attribute.value, context.base) });
      else
        emit(subject, iriOf(attribute), {
          kind: 'literal',
          value: attribute.value,
          lang: context.lang,
          datatype: null,
        });
    }
  };

  const nodeElement = (element: XmlElement, outer: Context): string => {
    const context = contextOf(element, outer);
    const about = attributeOf(element, RDF_NS, 'about');
    const id = attributeOf(element, RDF_NS, 'ID');
    const nodeId = attributeOf(element, RDF_NS, 'nodeID');
    const subject =
      about !== undefined
        ? resolveIri(about, context.base)
        : id !== undefined
          ? resolveIri(`#${id}`, context.base)
          : nodeId !== undefined
            ? `_:${nodeId}`
            : newBlankNode();
    if (!isRdf(element, 'Description')) emit(subject, RDF_TYPE, { kind: 'node', value: iriOf(element) });
    emitPropertyAttributes(element, subject, context);
    let listIndex = 0;
    for (const child of elementChildren(element)) {
      const predicate = isRdf(child, 'li') ? `${RDF_NS}_${(listIndex += 1)}` : iriOf(child);
      propertyElement(child, subject, predicate, context);
    }
    return subject;
  };

  const propertyElement = (element: XmlElement, subject: string, predicate: string, outer: Context): void => {
    const context = contextOf(element, outer);
    if (attributeOf(element, RDF_NS, 'ID') !== undefined) warn(`reification (rdf:ID on <${element.qname}>) ignored`);
    const parseType = attributeOf(element, RDF_NS, 'parseType');
    const children = elementChildren(element);

    if (parseType === 'Resource') {
      const object = newBlankNode();
      emit(subject, predicate, { kind: 'node', value: object });
      for (const child of children) propertyElement(child, object, iriOf(child), context);
      return;
    }
    if (parseType === 'Collection') {
      let previous: string | null = null;
      for (const child of children) {
        const cell = newBlankNode();
        if (previous === null) emit(subject, predicate, { kind: 'node', value: cell });
        else emit(previous, `${RDF_NS}rest`, { kind: 'node', value: cell });
        emit(cell, `${RDF_NS}first`, { kind: 'node', value: nodeElement(child, context) });
        previous = cell;
      }
      const nil = { kind: 'node', value: `${RDF_NS}nil` } as const;
      emit(previous ?? subject, previous === null ? predicate : `${RDF_NS}rest`, nil);
      return;
    }
    if (parseType !== undefined) {
      // parseType="Literal" (and unknown types, as the spec prescribes): the content as text.
      emit(subject, predicate, { kind: 'literal', value: textOf(element), lang: '', datatype: `${RDF_NS}XMLLiteral` });
      return;
    }
    if (children.length > 0) {
      if (children.length > 1) warn(`<${element.qname}> holds ${children.length} node elements; the first is used`);
      emit(subject, predicate, { kind: 'node', value: nodeElement(children[0]!, context) });
      return;
    }
    const resource = attributeOf(element, RDF_NS, 'resource');
    const nodeId = attributeOf(element, RDF_NS, 'nodeID');
    const hasPropertyAttributes = element.attributes.some(isPropertyAttribute);
    if (resource !== undefined || nodeId !== undefined || hasPropertyAttributes) {
      const object =
        resource !== undefined
          ? resolveIri(resource, context.base)
          : nodeId !== undefined
            ? `_:${nodeId}`
            : newBlankNode();
      emit(subject, predicate, { kind: 'node', value: object });
      emitPropertyAttributes(element, object, context);
      return;
    }
    const datatype = attributeOf(element, RDF_NS, 'datatype');
    emit(subject, predicate, {
      kind: 'literal',
      value: textOf(element),
      lang: datatype === undefined ? context.lang : '',
      datatype: datatype === undefined ? null : resolveIri(datatype, context.base),
    });
  };

  const top: Context = { base: options.baseIri ?? '', lang: '' };
  if (isRdf(root, 'RDF')) {
    const context = contextOf(root, top);
    for (const child of elementChildren(root)) nodeElement(child, context);
  } else {
    nodeElement(root, top);
  }
  return triples;
}

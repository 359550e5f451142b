/**
 * A namespace-resolved element tree of an XML document, read with saxes (a strict,
 * well-formedness-checking SAX parser): what RDF/XML needs (element and attribute IRIs,
 * text children), without comments or processing instructions. Entities declared in the
 * DOCTYPE internal subset are honoured within the limits of `xml-entities.ts`; nothing
 * external is ever loaded.
 */
import { SaxesParser } from 'saxes';
import type { SaxesTagNS } from 'saxes';
import { OntologyParseError } from './parse-error';
import { checkEntityExpansion, readInternalEntities } from './xml-entities';

export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export interface XmlName {
  /** Namespace URI, '' when the name has none. */
  namespace: string;
  localName: string;
  /** The name as written, with its prefix. */
  qname: string;
}

export interface XmlElementAttribute extends XmlName {
  value: string;
}

export interface XmlElement extends XmlName {
  /** Namespace declarations (`xmlns`, `xmlns:p`) are not listed here. */
  attributes: XmlElementAttribute[];
  /** Elements and text in document order; adjacent text and CDATA are one string. */
  children: Array<XmlElement | string>;
  /** 1-based line of the start tag, for messages. */
  line: number;
}

export interface XmlDocumentOptions {
  /** Recoverable problems (ignored parameter entities): reported, then skipped. */
  onWarning?: (message: string) => void;
}

/** A fatal syntax error, with the 1-based position where it was found. */
export class XmlSyntaxError extends OntologyParseError {
  constructor(message: string, line: number, column: number) {
    super(`XML syntax error: ${message}`, line, column);
    this.name = 'XmlSyntaxError';
  }
}

/** saxes prefixes its messages with `line:column: `; the position is reported separately. */
const SAXES_POSITION = /^\d+:\d+: /;

/**
 * Parses a complete XML document into its root element. Throws XmlSyntaxError for
 * malformed XML, undeclared prefixes, undefined entities, external entities and entity
 * expansion beyond the safety limits.
 */
export function parseXmlDocument(xml: string, options: XmlDocumentOptions = {}): XmlElement {
  const warn = options.onWarning ?? (() => undefined);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let pending: Error | null = null;
  const fail = (message: string): never => {
    throw new XmlSyntaxError(message, parser.line, parser.column + 1);
  };

  parser.on('doctype', (doctype) => {
    try {
      const entities = readInternalEntities(doctype, { onWarning: warn });
      checkEntityExpansion(xml, entities);
      for (const [name, value] of entities) parser.ENTITIES[name] = value;
    } catch (error) {
      // Raised from inside a saxes handler: kept and rethrown with the position below.
      pending = error instanceof Error ? error : new Error(String(error));
      throw pending;
    }
  });
  const appendText = (text: string): void => {
    const parent = stack[stack.length - 1];
    if (!parent) return;
    const children = parent.children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  parser.on('text', appendText);
  parser.on('cdata', appendText);
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes: XmlElementAttribute[] = [];
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.name === 'xmlns' || attribute.prefix === 'xmlns') continue;
      attributes.push({
        namespace: attribute.uri,
        localName: attribute.local,
        qname: attribute.name,
        value: attribute.value,
      });
    }
    const element: XmlElement = {
      namespace: tag.uri,
      localName: tag.local,
      qname: tag.name,
      attributes,
      children: [],
      line: parser.line,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof OntologyParseError && error !== pending) throw error;
    const message = error instanceof Error ? error.message : String(error);
    fail(message.replace(SAXES_POSITION, '').replace(/\.$/, ''));
  }
  if (!root) return fail('no root element');
  return root;
}

/** The value of an attribute by namespace and local name, or undefined. */
export function attributeOf(element: XmlElement, namespace: string, localName: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.localName === localName && attribute.namespace === namespace) return attribute.value;
  }
  return undefined;
}

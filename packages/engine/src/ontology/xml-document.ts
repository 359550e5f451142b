/**
 * A namespace-resolved element tree built from the tokenizer's events: what RDF/XML needs
 * (element and attribute IRIs, text children), without comments or processing instructions.
 */
import { positionOf, tokenizeXml, XmlSyntaxError } from './xml-tokenizer';
import type { XmlTokenizerOptions } from './xml-tokenizer';

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
  /** Offset of the start tag in the (line-break normalised) source, for messages. */
  offset: number;
}

/**
 * Parses a complete XML document into its root element. Throws XmlSyntaxError for
 * malformed XML and for prefixes that are not declared.
 */
export function parseXmlDocument(xml: string, options: XmlTokenizerOptions = {}): XmlElement {
  const stack: Array<{ element: XmlElement; scope: ReadonlyMap<string, string> }> = [];
  let root: XmlElement | null = null;
  const rootScope: ReadonlyMap<string, string> = new Map([['xml', XML_NAMESPACE]]);

  for (const event of tokenizeXml(xml, options)) {
    const parent = stack[stack.length - 1];
    if (event.type === 'text') {
      if (!parent) continue;
      const children = parent.element.children;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + event.text;
      else children.push(event.text);
    } else if (event.type === 'start') {
      const inherited = parent?.scope ?? rootScope;
      let declared: Map<string, string> | null = null;
      for (const { name, value } of event.attributes) {
        if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
        // Copied on the first declaration only: most elements declare nothing and share.
        declared ??= new Map(inherited);
        declared.set(name === 'xmlns' ? '' : name.slice(6), value);
      }
      const scope = declared ?? inherited;
      const attributes: XmlElementAttribute[] = [];
      for (const { name, value } of event.attributes) {
        if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
        const { namespace, localName } = resolveName({
          qname: name,
          scope,
          isAttribute: true,
          xml,
          offset: event.offset,
        });
        attributes.push({ namespace, localName, qname: name, value });
      }
      const { namespace, localName } = resolveName({
        qname: event.name,
        scope,
        isAttribute: false,
        xml,
        offset: event.offset,
      });
      const element: XmlElement = {
        namespace,
        localName,
        qname: event.name,
        attributes,
        children: [],
        offset: event.offset,
      };
      if (parent) parent.element.children.push(element);
      else root = element;
      stack.push({ element, scope });
    } else if (event.type === 'end') {
      stack.pop();
    }
  }
  // The tokenizer guarantees one closed root element; this only satisfies the type checker.
  if (!root) throw new XmlSyntaxError('no root element', 1, 1);
  return root;
}

function resolveName({
  qname,
  scope,
  isAttribute,
  xml,
  offset,
}: {
  qname: string;
  scope: ReadonlyMap<string, string>;
  isAttribute: boolean;
  xml: string;
  offset: number;
}): { namespace: string; localName: string } {
  const colon = qname.indexOf(':');
  if (colon === -1) {
    // Unprefixed attributes have no namespace; unprefixed elements take the default.
    return { namespace: isAttribute ? '' : (scope.get('') ?? ''), localName: qname };
  }
  const prefix = qname.slice(0, colon);
  const namespace = scope.get(prefix);
  if (namespace === undefined) {
    const { line, column } = positionOf(xml, offset);
    throw new XmlSyntaxError(`undeclared namespace prefix '${prefix}'`, line, column);
  }
  return { namespace, localName: qname.slice(colon + 1) };
}

/** The value of an attribute by namespace and local name, or undefined. */
export function attributeOf(element: XmlElement, namespace: string, localName: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.localName === localName && attribute.namespace === namespace) return attribute.value;
  }
  return undefined;
}

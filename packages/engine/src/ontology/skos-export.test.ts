import { describe, expect, it } from 'vitest';
import { exportSkos, SKOS_EXPORT_FORMATS } from './skos-export';
import type { ExportConcept } from './skos-export';
import { parseSkosRdfXml, parseSkosTurtle } from './skos';

const BASE = 'https://sciscope.test/ontology/concept/';
const CONCEPTS: ExportConcept[] = [
  {
    id: 1,
    name: 'Machine learning',
    basic: false,
    literals: [
      { name: 'Machine learning', lang: 'en', isAmbiguous: false, composite: null },
      { name: 'ML', lang: '', isAmbiguous: true, composite: null },
      { name: 'Maschinelles Lernen', lang: 'de', isAmbiguous: false, composite: null },
    ],
    parentIds: [3],
    relatedIds: [2],
  },
  {
    id: 2,
    name: 'Statistics & "data" <science>',
    basic: true,
    literals: [
      { name: 'Statistics & "data" <science>', lang: 'all', isAmbiguous: false, composite: null },
      {
        name: 'ML statistics',
        lang: '',
        isAmbiguous: false,
        composite: [{ conceptId: 1, name: 'ML' }, { text: 'statistics' }],
      },
    ],
    parentIds: [3, 99],
    relatedIds: [1],
  },
  {
    id: 3,
    name: 'Computing',
    basic: false,
    literals: [{ name: 'Computing', lang: '', isAmbiguous: false, composite: null }],
    parentIds: [],
    relatedIds: [],
  },
];

function exported(format: (typeof SKOS_EXPORT_FORMATS)[number], chunkSize = 500): string {
  return [
    ...exportSkos({
      concepts: CONCEPTS,
      format,
      conceptBase: BASE,
      schemeIri: 'https://sciscope.test/ontology',
      chunkSize,
    }),
  ].join('');
}

describe('exportSkos', () => {
  it.each(SKOS_EXPORT_FORMATS)('writes %s that reads back to the same concepts, literals and facts', (format) => {
    const text = exported(format);
    const parse = format === 'turtle' ? parseSkosTurtle : parseSkosRdfXml;
    const ontology = parse(text, { source: 'export' });
    expect(ontology.concepts).toEqual([
      {
        key: `${BASE}1`,
        name: 'Machine learning',
        literals: ['Machine learning', 'ML', 'Maschinelles Lernen'],
        broader: [`${BASE}3`],
        related: [`${BASE}2`],
      },
      {
        key: `${BASE}2`,
        name: 'Statistics & "data" <science>',
        literals: ['Statistics & "data" <science>', 'ML statistics'],
        broader: [`${BASE}3`],
        related: [`${BASE}1`],
      },
      { key: `${BASE}3`, name: 'Computing', literals: ['Computing'], broader: [], related: [] },
    ]);
    expect(ontology.warnings).toEqual([]);
    expect(ontology.facts?.get(`${BASE}1`)).toEqual({
      basic: false,
      literals: new Map([
        ['machine learning', { lang: 'en', isAmbiguous: false }],
        ['ml', { lang: '', isAmbiguous: true }],
        ['maschinelles lernen', { lang: 'de', isAmbiguous: false }],
      ]),
    });
    expect(ontology.facts?.get(`${BASE}2`)).toEqual({
      basic: true,
      literals: new Map([
        ['statistics & "data" <science>', { lang: '', isAmbiguous: false }],
        [
          'ml statistics',
          { lang: '', isAmbiguous: false, composite: [{ conceptKey: `${BASE}1` }, { text: 'statistics' }] },
        ],
      ]),
    });
  });

  it('comes in chunks whose concatenation is the document', () => {
    const chunks = [
      ...exportSkos({ concepts: CONCEPTS, format: 'turtle', conceptBase: BASE, schemeIri: 'urn:s', chunkSize: 1 }),
    ];
    expect(chunks).toHaveLength(CONCEPTS.length + 1);
    expect(parseSkosTurtle(chunks.join(''), { source: 'x' }).concepts).toHaveLength(3);
  });

  it('writes plain SKOS that other tools read: prefixes, top concepts, language tags', () => {
    const turtle = exported('turtle');
    expect(turtle).toContain('@prefix skos: <http://www.w3.org/2004/02/skos/core#>.');
    expect(turtle).toContain('"Maschinelles Lernen"@de');
    expect(turtle).toContain('skos:topConceptOf <https://sciscope.test/ontology>');
    const xml = exported('rdfxml');
    expect(xml).toContain(`<skos:Concept rdf:about="${BASE}2">`);
    expect(xml).toContain('<skos:prefLabel>Statistics &amp; &quot;data&quot; &lt;science&gt;</skos:prefLabel>');
    expect(xml).toContain('<skos:altLabel xml:lang="de">Maschinelles Lernen</skos:altLabel>');
  });
});

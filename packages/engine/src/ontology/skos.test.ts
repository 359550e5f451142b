import { describe, expect, it } from 'vitest';
import { parseRdfXml } from './rdf-xml';
import { resolveIri } from './rdf-terms';
import { parseSkosRdfXml, parseSkosTurtle } from './skos';
import { parseTurtle } from './turtle';

const SKOS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rdf:RDF [
<!ENTITY rdf "http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<!ENTITY skos "http://www.w3.org/2004/02/skos/core#">
]>
<rdf:RDF xmlns:rdf="&rdf;" xmlns:skos="&skos;">
<skos:ConceptScheme rdf:about="http://example.org/scheme"><skos:prefLabel>Scheme</skos:prefLabel></skos:ConceptScheme>
<skos:Concept rdf:about="#1" xml:lang="en">
  <skos:prefLabel xml:lang="fr">Informatique</skos:prefLabel>
  <skos:prefLabel>Computing</skos:prefLabel>
  <skos:altLabel>computer science</skos:altLabel>
  <skos:altLabel>Computer  Science</skos:altLabel>
  <skos:narrower rdf:resource="#2"/>
</skos:Concept>
<rdf:Description rdf:about="#2">
  <rdf:type rdf:resource="&skos;Concept"/>
  <skos:prefLabel>Security &amp; privacy</skos:prefLabel>
  <skos:hiddenLabel>security&#44; privacy</skos:hiddenLabel>
  <skos:related rdf:resource="#3"/>
  <skos:broader rdf:resource="#missing"/>
  <skos:broader rdf:resource="#2"/>
</rdf:Description>
<skos:Concept rdf:about="#3">
  <skos:prefLabel xml:lang="de">Kryptographie</skos:prefLabel>
  <skos:broader rdf:resource="#2"/>
</skos:Concept>
</rdf:RDF>`;

describe('parseSkosRdfXml', () => {
  it('reads concepts, labels, inverted narrower and symmetric related links', () => {
    const ontology = parseSkosRdfXml(SKOS_XML, { source: 'test' });
    expect(ontology.source).toBe('test');
    expect(ontology.concepts).toEqual([
      {
        key: '#1',
        name: 'Computing',
        literals: ['Computing', 'Informatique', 'computer science'],
        broader: [],
        related: [],
      },
      {
        key: '#2',
        name: 'Security & privacy',
        literals: ['Security & privacy', 'security, privacy'],
        broader: ['#1'],
        related: ['#3'],
      },
      { key: '#3', name: 'Kryptographie', literals: ['Kryptographie'], broader: ['#2'], related: ['#2'] },
    ]);
    expect(ontology.warnings).toEqual([
      '#2 is skos:broader of itself; ignored',
      'reference to #missing (1×), which is not a concept of test; dropped',
    ]);
  });

  it('resolves keys against a base IRI when one is given', () => {
    const ontology = parseSkosRdfXml(SKOS_XML, { source: 'test', baseIri: 'http://example.org/ccs' });
    expect(ontology.concepts.map(({ key }) => key)).toEqual([
      'http://example.org/ccs#1',
      'http://example.org/ccs#2',
      'http://example.org/ccs#3',
    ]);
    expect(ontology.concepts[1]?.broader).toEqual(['http://example.org/ccs#1']);
  });
});

describe('parseRdfXml', () => {
  const R = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
  it('handles xml:base, rdf:ID, nested nodes, parseType Resource, property attributes and datatypes', () => {
    const xml = `<rdf:RDF xmlns:rdf="${R}" xmlns:e="http://e.org/" xml:base="http://b.org/dir/doc">
      <e:Thing rdf:ID="t" e:label="attr">
        <e:knows><rdf:Description rdf:about="../other" /></e:knows>
        <e:info rdf:parseType="Resource"><e:size rdf:datatype="http://www.w3.org/2001/XMLSchema#int">3</e:size></e:info>
        <e:ref rdf:nodeID="n1"/>
      </e:Thing></rdf:RDF>`;
    expect(parseRdfXml(xml)).toEqual([
      {
        subject: 'http://b.org/dir/doc#t',
        predicate: `${R}type`,
        object: { kind: 'node', value: 'http://e.org/Thing' },
      },
      {
        subject: 'http://b.org/dir/doc#t',
        predicate: 'http://e.org/label',
        object: { kind: 'literal', value: 'attr', lang: '', datatype: null },
      },
      {
        subject: 'http://b.org/dir/doc#t',
        predicate: 'http://e.org/knows',
        object: { kind: 'node', value: 'http://b.org/other' },
      },
      {
        subject: 'http://b.org/dir/doc#t',
        predicate: 'http://e.org/info',
        object: { kind: 'node', value: '_:genid1' },
      },
      {
        subject: '_:genid1',
        predicate: 'http://e.org/size',
        object: { kind: 'literal', value: '3', lang: '', datatype: 'http://www.w3.org/2001/XMLSchema#int' },
      },
      { subject: 'http://b.org/dir/doc#t', predicate: 'http://e.org/ref', object: { kind: 'node', value: '_:n1' } },
    ]);
  });
});

describe('resolveIri', () => {
  it('follows RFC 3986 reference resolution and keeps relative references without a base', () => {
    const base = 'http://a/b/c/d;p?q';
    expect(resolveIri('g', base)).toBe('http://a/b/c/g');
    expect(resolveIri('../g', base)).toBe('http://a/b/g');
    expect(resolveIri('../../../g', base)).toBe('http://a/g');
    expect(resolveIri('#s', base)).toBe('http://a/b/c/d;p?q#s');
    expect(resolveIri('?y', base)).toBe('http://a/b/c/d;p?y');
    expect(resolveIri('//g', base)).toBe('http://g');
    expect(resolveIri('/./g', base)).toBe('http://a/g');
    expect(resolveIri('urn:x', base)).toBe('urn:x');
    expect(resolveIri('#10002944', '')).toBe('#10002944');
    expect(resolveIri('The ACM CCS', 'http://t.org/taxonomy/')).toBe('http://t.org/taxonomy/The ACM CCS');
  });
});

const SKOS_TTL = `
@base <http://example.org/voc/> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
PREFIX ex: <http://example.org/voc/>
# a comment with "quotes" and <angles>
ex:ml a skos:Concept ;
  skos:prefLabel "Machine learning"@en , "Apprentissage automatique"@fr ;
  skos:altLabel 'ML', """statistical
learning""" ;
  skos:hiddenLabel "machine\\u002Dlearning" ;
  skos:narrower <dl> ;
  skos:related [ skos:prefLabel "anonymous" ] ;
.
<dl> a skos:Concept, ex:Other ; skos:prefLabel "Deep learning\\t(DL)" ; skos:note "x"^^ex:t , 42 , true , -1.5e3 .
ex:scheme a skos:ConceptScheme ; skos:prefLabel "Not a concept" .
`;

describe('parseSkosTurtle', () => {
  it('reads prefixes, base, lists, language tags, long strings and escapes', () => {
    const ontology = parseSkosTurtle(SKOS_TTL, { source: 'ttl' });
    expect(ontology.concepts).toEqual([
      {
        key: 'http://example.org/voc/ml',
        name: 'Machine learning',
        literals: ['Machine learning', 'Apprentissage automatique', 'ML', 'statistical learning', 'machine-learning'],
        broader: [],
        related: [],
      },
      {
        key: 'http://example.org/voc/dl',
        name: 'Deep learning (DL)',
        literals: ['Deep learning (DL)'],
        broader: ['http://example.org/voc/ml'],
        related: [],
      },
    ]);
    expect(ontology.warnings).toEqual(['reference to _:genid1 (1×), which is not a concept of ttl; dropped']);
  });

  it('types numbers and booleans and builds collections', () => {
    const triples = parseTurtle('@prefix e: <urn:e:> . e:s e:p 1, 2.5, 1e2, false ; e:list ( e:a "b" ) .');
    expect(triples.map(({ object }) => (object.kind === 'literal' ? object.datatype : object.value))).toEqual([
      'http://www.w3.org/2001/XMLSchema#integer',
      'http://www.w3.org/2001/XMLSchema#decimal',
      'http://www.w3.org/2001/XMLSchema#double',
      'http://www.w3.org/2001/XMLSchema#boolean',
      'urn:e:a',
      '_:genid2',
      null,
      'http://www.w3.org/1999/02/22-rdf-syntax-ns#nil',
      '_:genid1',
    ]);
    expect(triples[8]).toEqual({
      subject: 'urn:e:s',
      predicate: 'urn:e:list',
      object: { kind: 'node', value: '_:genid1' },
    });
  });

  it('reports Turtle syntax errors with a line number', () => {
    // Messages are n3's since the parser change; the line numbers are as before.
    expect(() => parseTurtle('@prefix e: <urn:e:> .\ne:s e:p "open')).toThrow(/Unexpected ""open" \(line 2\)/);
    expect(() => parseTurtle('x:s x:p x:o .')).toThrow(/Undefined prefix "x:" \(line 1\)/);
    expect(() => parseTurtle('@prefix e: <urn:e:> .\ne:s e:p e:o')).toThrow(/Expected punctuation .* \(line 2\)/);
  });
});

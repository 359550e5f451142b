import { describe, expect, it } from 'vitest';
import { OntologyParseError } from './parse-error';
import { detectOntologyFormat, MAX_ONTOLOGY_FILE_CHARS, parseOntologyFile, sourceNameOf } from './parse-ontology-file';

const XML = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:skos="http://www.w3.org/2004/02/skos/core#">
<skos:Concept rdf:about="#a"><skos:prefLabel>Alpha</skos:prefLabel></skos:Concept></rdf:RDF>`;
const TTL = '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n<urn:a> a skos:Concept ; skos:prefLabel "Alpha" .';
const CSV = 'subject,predicate,object\nAlpha,UF,A\n';

describe('parseOntologyFile', () => {
  it('chooses the parser by extension and names the source after the file', () => {
    const fromXml = parseOntologyFile({ fileName: '/data/acm-ccs-2012.skos.xml', text: XML });
    expect(fromXml).toMatchObject({
      format: 'rdf-xml',
      source: 'acm-ccs-2012',
      concepts: [{ key: '#a', name: 'Alpha' }],
    });
    const fromTtl = parseOntologyFile({ fileName: 'voc.ttl', text: TTL, source: 'mine' });
    expect(fromTtl).toMatchObject({ format: 'turtle', source: 'mine', concepts: [{ key: 'urn:a', name: 'Alpha' }] });
    const fromCsv = parseOntologyFile({ fileName: 'ieee-thesaurus-2023.csv', text: CSV });
    expect(fromCsv).toMatchObject({
      format: 'thesaurus-csv',
      source: 'ieee-thesaurus-2023',
      concepts: [{ key: 'Alpha', literals: ['Alpha', 'A'] }],
    });
  });

  it('falls back to the content when the extension says nothing', () => {
    expect(detectOntologyFormat({ fileName: 'upload.bin', text: `\uFEFF  ${XML}` })).toBe('rdf-xml');
    expect(detectOntologyFormat({ fileName: 'upload', text: `# comment\n${TTL}` })).toBe('turtle');
    expect(detectOntologyFormat({ fileName: 'upload.txt', text: CSV })).toBe('thesaurus-csv');
    expect(detectOntologyFormat({ fileName: 'thesaurus.csv.gz', text: '' })).toBe('thesaurus-csv');
    expect(detectOntologyFormat({ fileName: 'notes.txt', text: 'hello' })).toBeNull();
  });

  it('throws an OntologyParseError for an unknown format', () => {
    expect(() => parseOntologyFile({ fileName: 'notes.txt', text: 'hello' })).toThrow(OntologyParseError);
  });

  it('refuses a text over the size limit before parsing it', () => {
    const huge = ' '.repeat(MAX_ONTOLOGY_FILE_CHARS + 1);
    expect(() => parseOntologyFile({ fileName: 'big.ttl', text: huge })).toThrow(
      'big.ttl: 101 MB is over the ontology file limit of 100 MB',
    );
  });

  it('refuses a billion-laughs RDF/XML upload with a clear error', () => {
    const levels = ['<!ENTITY a0 "lol">'];
    for (let i = 1; i <= 9; i += 1) levels.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE rdf:RDF [${levels.join('')}]>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="#x">&a9;</rdf:Description></rdf:RDF>`;
    expect(() => parseOntologyFile({ fileName: 'bomb.rdf', text: bomb })).toThrow(
      /XML entity refused: &a\d; expands beyond the safety limit of 10000000 characters/,
    );
  });

  it('derives source names from file names', () => {
    expect(sourceNameOf('C:\\in\\thesaurus.owl.gz')).toBe('thesaurus');
    expect(sourceNameOf('plain')).toBe('plain');
  });
});

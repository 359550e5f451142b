import { describe, expect, it } from 'vitest';
import { parseThesaurusCsv } from './thesaurus-csv';

describe('parseThesaurusCsv', () => {
  it('maps UF to literals, BT and NT to parents, RT to symmetric relations', () => {
    const csv = [
      'subject,predicate,object',
      '1/f noise,UF,Pink noise',
      '1/f noise,BT,Noise',
      'Noise,NT,Thermal noise',
      'Thermal noise,RT,"Johnson, Nyquist noise"',
      '"Johnson, Nyquist noise",UF,"The ""JN"" noise"',
    ].join('\r\n');
    const ontology = parseThesaurusCsv(csv, { source: 'thes' });
    expect(ontology).toEqual({
      source: 'thes',
      concepts: [
        { key: '1/f noise', name: '1/f noise', literals: ['1/f noise', 'Pink noise'], broader: ['Noise'], related: [] },
        { key: 'Noise', name: 'Noise', literals: ['Noise'], broader: [], related: [] },
        {
          key: 'Thermal noise',
          name: 'Thermal noise',
          literals: ['Thermal noise'],
          broader: ['Noise'],
          related: ['Johnson, Nyquist noise'],
        },
        {
          key: 'Johnson, Nyquist noise',
          name: 'Johnson, Nyquist noise',
          literals: ['Johnson, Nyquist noise', 'The "JN" noise'],
          broader: [],
          related: ['Thermal noise'],
        },
      ],
      warnings: [],
    });
  });

  it('normalises whitespace in terms, including line breaks inside quoted fields', () => {
    const csv =
      'subject,predicate,object\nHEMTs,UF,High electron  mobility transistors\nHEMTs,NT,"D-HEMTs\n\n"\nD-HEMTs,BT,HEMTs\n';
    const { concepts } = parseThesaurusCsv(csv, { source: 'thes' });
    expect(concepts.map(({ key, literals, broader }) => ({ key, literals, broader }))).toEqual([
      { key: 'HEMTs', literals: ['HEMTs', 'High electron mobility transistors'], broader: [] },
      { key: 'D-HEMTs', literals: ['D-HEMTs'], broader: ['HEMTs'] },
    ]);
  });

  it('resolves a relation target that differs only in case, else keeps it as its own concept', () => {
    const csv =
      'subject,predicate,object\nComputer networks,BT,Networks\nNetworks,RT,Computer Networks\nWiFi,BT,Power transmissin\n';
    const ontology = parseThesaurusCsv(csv, { source: 'thes' });
    expect(ontology.concepts.map(({ key, broader, related }) => [key, broader, related])).toEqual([
      ['Computer networks', ['Networks'], ['Networks']],
      ['Networks', [], ['Computer networks']],
      ['WiFi', ['Power transmissin'], []],
      ['Power transmissin', [], []],
    ]);
    expect(ontology.warnings).toEqual([
      '"Power transmissin" is only a relation target, never a subject; kept as a concept',
    ]);
  });

  it('skips self-references, short rows and unknown codes with warnings, and honours USE', () => {
    const csv = [
      'subject,predicate,object',
      'Social computing,RT,Social computing',
      'Cell signaling,UF,Cell signaling',
      'lonely',
      'Robots,SN,A scope note',
      'Robots,SN,Another',
      'Automatons,USE,Robots',
      ',BT,Robots',
    ].join('\n');
    const ontology = parseThesaurusCsv(csv, { source: 'thes' });
    expect(ontology.concepts).toEqual([
      { key: 'Social computing', name: 'Social computing', literals: ['Social computing'], broader: [], related: [] },
      { key: 'Cell signaling', name: 'Cell signaling', literals: ['Cell signaling'], broader: [], related: [] },
      { key: 'Robots', name: 'Robots', literals: ['Robots', 'Automatons'], broader: [], related: [] },
    ]);
    expect(ontology.warnings).toEqual([
      'line 4: expected 3 fields, found 1; skipped',
      'line 8: empty term; skipped',
      "relationship code 'SN' not supported; 2 rows skipped",
      'line 2: "Social computing" RT itself; skipped',
      '"Robots" is only a relation target, never a subject; kept as a concept',
    ]);
  });

  it('reads a file without header as data, with a warning', () => {
    const ontology = parseThesaurusCsv('A,BT,B\n', { source: 'thes' });
    expect(ontology.concepts.map(({ key }) => key)).toEqual(['A', 'B']);
    expect(ontology.warnings).toEqual([
      'line 1: no subject,predicate,object header; read as data',
      '"B" is only a relation target, never a subject; kept as a concept',
    ]);
  });
});

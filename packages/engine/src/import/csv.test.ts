import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { iterateCsvRecords, parsedCsvRecords } from './csv';

function parse(text: string): { records: Array<[number, string[]]>; warnings: string[] } {
  const warnings: string[] = [];
  const records = [...iterateCsvRecords(text, { onWarning: (message) => warnings.push(message) })].map(
    ({ lineNumber, fields }): [number, string[]] => [lineNumber, fields],
  );
  return { records, warnings };
}

describe('iterateCsvRecords', () => {
  it('splits plain fields and keeps empty ones', () => {
    expect(parse('a,b,c\n1,,3\n').records).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', '', '3']],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and CRLF line breaks', () => {
    const text = 'subject,predicate,object\r\nAtoms,BT,"Materials, elements, and compounds"\r\n"Say ""hi""",RT,x\r\n';
    expect(parse(text)).toEqual({
      records: [
        [1, ['subject', 'predicate', 'object']],
        [2, ['Atoms', 'BT', 'Materials, elements, and compounds']],
        [3, ['Say "hi"', 'RT', 'x']],
      ],
      warnings: [],
    });
  });

  it('keeps line breaks inside quotes and counts lines for the following records', () => {
    const text = 'HEMTS,NT,"D-HEMTs\n\n\n"\nHEMTS,NT,DH-HEMTs\n';
    expect(parse(text).records).toEqual([
      [1, ['HEMTS', 'NT', 'D-HEMTs\n\n\n']],
      [5, ['HEMTS', 'NT', 'DH-HEMTs']],
    ]);
  });

  it('skips blank lines and a byte order mark, and reads a last line without newline', () => {
    expect(parse('\uFEFFa,b\n\n\nc,d').records).toEqual([
      [1, ['a', 'b']],
      [4, ['c', 'd']],
    ]);
  });

  it('keeps a stray quote as text and skips an unterminated quoted record, with a warning', () => {
    // csv-parse's recovery (relax_quotes, skip_records_with_error) differs from the former
    // hand-written reader, which glued text after a closing quote onto the field.
    expect(parse('"ab"c,d\n"open,e\nf')).toEqual({
      records: [[1, ['"ab"c', 'd']]],
      warnings: ['line 3: Quote Not Closed: the parsing is finished with an opening quote; skipped'],
    });
  });

  it('counts a CRLF inside quotes as one line break', () => {
    expect(parse('a,"b\r\nc"\r\nd,e\r\n').records).toEqual([
      [1, ['a', 'b\r\nc']],
      [3, ['d', 'e']],
    ]);
  });

  it('reads empty quoted fields and a trailing empty field', () => {
    expect(parse('"",x,\n').records).toEqual([[1, ['', 'x', '']]]);
  });

  it('reads a text without quotes as csv-parse does: records, empty fields, line numbers, any line breaks', () => {
    // Seeded texts of fields, commas, blank lines and line breaks of every kind, mixed too (csv-parse
    // takes the first break it meets as the record delimiter; a break of another kind stays in the field).
    const random = seededRandom(7);
    const pieces = ['a', 'bé', ' ', ',', ',', '\n', '\n', '\r\n', '\r', 'x y'];
    let compared = 0;
    for (let n = 0; n < 400; n++) {
      let text = random() < 0.1 ? '\uFEFF' : '';
      const length = Math.floor(random() * 30);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      const fast = [...iterateCsvRecords(text)];
      expect(fast, JSON.stringify(text)).toEqual([...parsedCsvRecords(text)]);
      compared += fast.length;
    }
    expect(compared).toBeGreaterThan(500);
  });
});

import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-file';

const limits = { maxBytes: 1024 * 1024, what: 'a proposals file' };
const file = (parts: BlobPart[], name: string) => new File(parts, name);

describe('readImportFile', () => {
  it('reads CSV and JSON files by their extension', async () => {
    expect(await readImportFile(file(['title\nA'], 'Proposals.CSV'), limits)).toEqual({
      format: 'csv',
      content: 'title\nA',
    });
    expect(await readImportFile(file(['\uFEFF[]'], 'p.json'), limits)).toEqual({ format: 'json', content: '[]' });
  });

  it('refuses another type, a file past the limit and bytes that are not text, each with a sentence', async () => {
    expect(await readImportFile(file(['@article{a,}'], 'refs.bib'), limits)).toEqual({
      error: 'Choose a .csv or .json file.',
    });
    expect(await readImportFile(file([new Uint8Array(1024 * 1024 + 1)], 'big.csv'), limits)).toEqual({
      error: 'The file is too large: a proposals file may have at most 1 MB.',
    });
    expect(await readImportFile(file([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])], 'x.csv'), limits)).toEqual(
      { error: 'This file is not a CSV or JSON text file.' },
    );
  });

  it('names a .json file that is not JSON, with the line and column, instead of the parser’s text', async () => {
    expect(await readImportFile(file(['hello world'], 'subpanels.json'), limits)).toEqual({
      error: 'subpanels.json is not valid JSON: the error is at line 1, column 1.',
    });
    expect(await readImportFile(file(['{"subpanels": [\n  {"code": "PE1",}\n]}'], 'Panel.JSON'), limits)).toEqual({
      error: 'Panel.JSON is not valid JSON: the error is at line 2, column 18.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { POSSIBLE_CONSTANTS } from '@sciscope/contracts';
import { LIST_FILE_MAX_BYTES, LIST_FILE_TEXTS, readListFile } from './list-file';

describe("the import page's 'Upload a file'", () => {
  it('reads a text list and picks CSV for a .csv file', async () => {
    expect(await readListFile(new File(['food, drugs\nadministration\n'], 'list.txt', { type: 'text/plain' }))).toEqual(
      {
        ok: true,
        text: 'food, drugs\nadministration\n',
        format: 'lines',
      },
    );
    const csv = await readListFile(new File(['\uFEFFname,literals\nShape,shapes\n'], 'list.csv', { type: 'text/csv' }));
    expect(csv).toEqual({ ok: true, text: 'name,literals\nShape,shapes\n', format: 'csv' });
  });

  it('refuses a binary file, by type or by content, with a clear message', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await readListFile(new File([png], 'image.png', { type: 'image/png' }))).toEqual({
      ok: false,
      error: LIST_FILE_TEXTS.notText,
    });
    expect(await readListFile(new File([png], 'renamed.txt', { type: 'text/plain' }))).toEqual({
      ok: false,
      error: LIST_FILE_TEXTS.notText,
    });
    expect(await readListFile(new File([new Uint8Array(1024)], 'zeros.csv'))).toEqual({
      ok: false,
      error: LIST_FILE_TEXTS.notText,
    });
  });

  it('refuses an oversized file before reading it', async () => {
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: LIST_FILE_MAX_BYTES + 1 });
    Object.defineProperty(big, 'arrayBuffer', {
      value: () => Promise.reject(new Error('an oversized file must not be read')),
    });
    expect(await readListFile(big)).toEqual({ ok: false, error: LIST_FILE_TEXTS.tooLarge });
    const long = new File(['a'.repeat(POSSIBLE_CONSTANTS.listMaxChars + 1)], 'long.txt', { type: 'text/plain' });
    expect(await readListFile(long)).toEqual({ ok: false, error: LIST_FILE_TEXTS.tooLarge });
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readLines, readTextFile } from './read-lines';
import type { NumberedLine } from './read-lines';

const directory = mkdtempSync(join(tmpdir(), 'sciscope-read-lines-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function collect(lines: AsyncIterable<NumberedLine>): Promise<Array<[number, string]>> {
  const result: Array<[number, string]> = [];
  for await (const { lineNumber, line } of lines) result.push([lineNumber, line]);
  return result;
}

describe('readLines', () => {
  it('yields numbered lines of a plain file, with CRLF, BOM and a last unterminated line', async () => {
    const path = join(directory, 'plain.jsonl');
    writeFileSync(path, '\uFEFF{"a":1}\r\n\r\n{"b":"é"}\nlast');
    expect(await collect(readLines(path))).toEqual([
      [1, '{"a":1}'],
      [2, ''],
      [3, '{"b":"é"}'],
      [4, 'last'],
    ]);
  });

  it('decompresses gzip files detected by content, across small chunks and split characters', async () => {
    const path = join(directory, 'works.data');
    const text = Array.from({ length: 50 }, (_, i) => `line ${i} — naïve`).join('\n') + '\n';
    writeFileSync(path, gzipSync(Buffer.from(text, 'utf8')));
    const lines = await collect(readLines(path, { highWaterMark: 7 }));
    expect(lines).toHaveLength(50);
    expect(lines[0]).toEqual([1, 'line 0 — naïve']);
    expect(lines[49]).toEqual([50, 'line 49 — naïve']);
  });

  it('yields nothing for an empty file', async () => {
    const path = join(directory, 'empty.txt');
    writeFileSync(path, '');
    expect(await collect(readLines(path))).toEqual([]);
  });

  it('rejects when the file does not exist', async () => {
    await expect(collect(readLines(join(directory, 'missing.jsonl')))).rejects.toThrow(/ENOENT/);
  });

  it('rejects on corrupt gzip data', async () => {
    const path = join(directory, 'corrupt.gz');
    writeFileSync(path, Buffer.concat([gzipSync(Buffer.from('hello\nworld\n')).subarray(0, 12), Buffer.alloc(20, 7)]));
    await expect(collect(readLines(path))).rejects.toThrow();
  });
});

describe('readTextFile', () => {
  it('reads a whole gzip file as text without its byte order mark', async () => {
    const path = join(directory, 'onto.ttl.gz');
    writeFileSync(path, gzipSync(Buffer.from('\uFEFF@prefix a: <x#> .\n', 'utf8')));
    expect(await readTextFile(path)).toBe('@prefix a: <x#> .\n');
  });
});

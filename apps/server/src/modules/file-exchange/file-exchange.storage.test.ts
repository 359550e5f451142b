import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../app/errors';
import { createFileExchangeStorage } from './file-exchange.storage';

describe('file exchange storage', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves no temporary file behind refusals (empty, refused type, too large), many in a row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-exchange-'));
    dirs.push(dir);
    const storage = createFileExchangeStorage({ dir });
    const refusals = [[], [Buffer.from([0x7f, 0x45, 0x4c, 0x46])], [Buffer.alloc(20, 'x')]];
    for (let round = 0; round < 20; round += 1) {
      for (const chunks of refusals) {
        await expect(storage.store({ chunks, filename: 'a.txt', maxBytes: 10 })).rejects.toBeInstanceOf(AppError);
      }
    }
    // A stream that opened after the removal (a race seen once on a loaded machine) would
    // leave its empty file only now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stores content once under its SHA-256 and opens it again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-exchange-'));
    dirs.push(dir);
    const storage = createFileExchangeStorage({ dir });
    const first = await storage.store({
      chunks: [Buffer.from('a,b\n'), Buffer.from('1,2\n')],
      filename: 'x.csv',
      maxBytes: 100,
    });
    const second = await storage.store({ chunks: [Buffer.from('a,b\n1,2\n')], filename: 'y.csv', maxBytes: 100 });
    expect(first).toEqual({
      sha256: createHash('sha256').update('a,b\n1,2\n').digest('hex'),
      size: 8,
      mediaType: 'text/plain; charset=utf-8',
    });
    expect(second.sha256).toBe(first.sha256);
    expect(readdirSync(dir)).toEqual([first.sha256]);
    expect(await storage.open('../secret')).toBeNull();
    const opened = await storage.open(first.sha256);
    expect(opened?.size).toBe(8);
    opened?.stream.destroy();
  });
});

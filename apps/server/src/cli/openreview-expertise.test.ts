import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ExpertiseInputError,
  noteToPaper,
  parseEvaluationsTsv,
  readArchives,
  readSubmissions,
} from './openreview-expertise';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sciscope-expertise-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readSubmissions', () => {
  it('reads plain and {value: ...} content fields alike', async () => {
    const path = join(dir, 'submissions.json');
    await writeFile(
      path,
      JSON.stringify({
        p1: { id: 'p1', content: { title: 'Plain title', abstract: 'Plain abstract', year: 2021 } },
        p2: {
          id: 'p2',
          content: {
            title: { value: 'Wrapped title' },
            abstract: { value: 'Wrapped abstract' },
            year: { value: '2019' },
            authors: { value: ['Ann Lee', 'Bob Roy'] },
          },
        },
        p3: { content: { title: 'No id field' } },
      }),
    );
    expect(await readSubmissions(path)).toEqual([
      { id: 'p1', title: 'Plain title', abstract: 'Plain abstract', year: 2021, authors: [] },
      { id: 'p2', title: 'Wrapped title', abstract: 'Wrapped abstract', year: 2019, authors: ['Ann Lee', 'Bob Roy'] },
      { id: 'p3', title: 'No id field', abstract: '', year: null, authors: [] },
    ]);
  });

  it('reports a missing or malformed file as an input error', async () => {
    await expect(readSubmissions(join(dir, 'nope.json'))).rejects.toThrow(/Submissions file not found/);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{"p1": ');
    await expect(readSubmissions(bad)).rejects.toBeInstanceOf(ExpertiseInputError);
    await writeFile(bad, '42');
    await expect(readSubmissions(bad)).rejects.toThrow(/must hold an object/);
  });
});

describe('readArchives', () => {
  it('names reviewers after their archive files without ~ and skips other files', async () => {
    const archives = join(dir, 'archives');
    await mkdir(archives);
    await writeFile(
      join(archives, '~Ada_Lovelace1.jsonl'),
      '{"id": "a1", "content": {"title": "Engines"}}\n\n{"id": "a2", "content": {"title": {"value": "Notes"}, "abstract": "On numbers"}}\n',
    );
    await writeFile(join(archives, '1234.jsonl'), '{"id": "b1", "content": {"title": "Only one"}}');
    await writeFile(join(archives, 'README.md'), 'not an archive');
    const read = await readArchives(archives);
    expect(Array.from(read.keys())).toEqual(['1234', 'Ada_Lovelace1']);
    expect(read.get('Ada_Lovelace1')?.map((p) => [p.id, p.title, p.abstract])).toEqual([
      ['a1', 'Engines', ''],
      ['a2', 'Notes', 'On numbers'],
    ]);
  });

  it('points at the file and line of a broken archive line', async () => {
    const archives = join(dir, 'archives');
    await mkdir(archives);
    await writeFile(join(archives, '~x.jsonl'), '{"id": "a1", "content": {}}\n{broken\n');
    await expect(readArchives(archives)).rejects.toThrow(/~x\.jsonl:2: not valid JSON/);
  });

  it('refuses a missing directory and a directory without archives', async () => {
    await expect(readArchives(join(dir, 'missing'))).rejects.toThrow(/Archives directory not found/);
    await expect(readArchives(dir)).rejects.toThrow(/No reviewer archives/);
  });
});

describe('parseEvaluationsTsv', () => {
  it('maps each participant to their rated papers, skipping empty cells', () => {
    const tsv = [
      'ParticipantID\tPaper1\tPaper2\tPaper3\tExpertise1\tExpertise2\tExpertise3',
      'r1\tpa\tpb\tpc\t5.0\t2.5\t4.25',
      'r2\tpa\t\t\t1.0\t\t',
      '',
    ].join('\n');
    expect(parseEvaluationsTsv(tsv)).toEqual({ r1: { pa: 5, pb: 2.5, pc: 4.25 }, r2: { pa: 1 } });
  });

  it('needs the ParticipantID column', () => {
    expect(() => parseEvaluationsTsv('Paper1\tExpertise1\nx\t1')).toThrow(/ParticipantID/);
  });
});

describe('noteToPaper', () => {
  it('refuses a note without content', () => {
    expect(() => noteToPaper({ id: 'x' }, { where: 'test' })).toThrow(/paper x has no content/);
  });
});

/**
 * Reader of the OpenReview expertise layout (the input of OpenReview's expertise tools
 * and of the reviewer-paper-match benchmark):
 *   submissions.json        {paperId: {id, content: {title, abstract, ...}}}
 *   archives/~<id>.jsonl    one profile paper per line: {id, content: {title, abstract, year}}
 *   evaluations.tsv         ParticipantID, Paper1..N, Expertise1..N (benchmark ratings)
 * Newer OpenReview exports wrap content fields as {value: ...}; both forms are accepted.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ExpertisePaper {
  id: string;
  title: string;
  abstract: string;
  year: number | null;
  /** Author names in order, when the note lists them (`content.authors`); else empty. */
  authors: string[];
}

/** A problem with the user's input files; the CLI reports its message and exits with 2. */
export class ExpertiseInputError extends Error {
  override readonly name = 'ExpertiseInputError';
}

function unwrap(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && 'value' in value) return (value as { value: unknown }).value;
  return value;
}

function textField(content: Record<string, unknown>, key: string): string {
  const value = unwrap(content[key]);
  return typeof value === 'string' ? value : '';
}

function authorsField(content: Record<string, unknown>): string[] {
  const value = unwrap(content['authors']);
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

function yearField(content: Record<string, unknown>): number | null {
  const value = unwrap(content['year']);
  const year = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof year === 'number' && Number.isFinite(year) ? year : null;
}

/** One OpenReview note as a paper; `where` names the file (and line) for error messages. */
export function noteToPaper(
  note: unknown,
  { where, fallbackId }: { where: string; fallbackId?: string },
): ExpertisePaper {
  if (note === null || typeof note !== 'object') throw new ExpertiseInputError(`${where}: expected an object`);
  const record = note as Record<string, unknown>;
  const rawId = unwrap(record['id']) ?? fallbackId;
  if (typeof rawId !== 'string' || rawId.length === 0) throw new ExpertiseInputError(`${where}: missing paper id`);
  const content = record['content'];
  if (content === null || typeof content !== 'object')
    throw new ExpertiseInputError(`${where}: paper ${rawId} has no content`);
  const fields = content as Record<string, unknown>;
  return {
    id: rawId,
    title: textField(fields, 'title'),
    abstract: textField(fields, 'abstract'),
    year: yearField(fields),
    authors: authorsField(fields),
  };
}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ExpertiseInputError(
      code === 'ENOENT' ? `${what} not found: ${path}` : `Cannot read ${what} ${path}: ${String(error)}`,
    );
  }
}

/** Reads submissions.json: an object keyed by paper id (or an array of notes). */
export async function readSubmissions(path: string): Promise<ExpertisePaper[]> {
  const text = await readText(path, 'Submissions file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ExpertiseInputError(`Submissions file is not valid JSON: ${path} (${(error as Error).message})`);
  }
  if (Array.isArray(parsed)) return parsed.map((note, i) => noteToPaper(note, { where: `${path} [${i}]` }));
  if (parsed === null || typeof parsed !== 'object') {
    throw new ExpertiseInputError(`Submissions file must hold an object {paperId: note}: ${path}`);
  }
  return Object.entries(parsed).map(([key, note]) => noteToPaper(note, { where: `${path} (${key})`, fallbackId: key }));
}

/** Parses one reviewer archive (JSON lines); blank lines are skipped. */
export function parseArchive(text: string, { path }: { path: string }): ExpertisePaper[] {
  const papers: ExpertisePaper[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line.length === 0) continue;
    let note: unknown;
    try {
      note = JSON.parse(line);
    } catch {
      throw new ExpertiseInputError(`${path}:${i + 1}: not valid JSON`);
    }
    papers.push(noteToPaper(note, { where: `${path}:${i + 1}` }));
  }
  return papers;
}

/**
 * Reads every `~<reviewerId>.jsonl` (or `<id>.jsonl`) in `dir`; the reviewer id is the file
 * name without `~` and extension. Other files are ignored.
 */
export async function readArchives(dir: string): Promise<Map<string, ExpertisePaper[]>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ExpertiseInputError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `Archives directory not found: ${dir}`
        : `Cannot read archives directory ${dir}: ${String(error)}`,
    );
  }
  const archives = new Map<string, ExpertisePaper[]>();
  for (const name of names.filter((n) => n.endsWith('.jsonl')).sort()) {
    const reviewerId = name.replace(/^~/, '').replace(/\.jsonl$/, '');
    const path = join(dir, name);
    archives.set(reviewerId, parseArchive(await readText(path, 'Archive'), { path }));
  }
  if (archives.size === 0) throw new ExpertiseInputError(`No reviewer archives (*.jsonl) in ${dir}`);
  return archives;
}

/**
 * Parses evaluations.tsv into `{reviewerId: {paperId: rating}}`. Columns are found by
 * header name (`ParticipantID`, `PaperN`, `ExpertiseN`); empty cells are skipped.
 */
export function parseEvaluationsTsv(text: string): Record<string, Record<string, number>> {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim());
  const idColumn = header.indexOf('ParticipantID');
  if (idColumn < 0) throw new ExpertiseInputError('evaluations.tsv: no ParticipantID column');
  const pairs: Array<[number, number]> = [];
  header.forEach((name, column) => {
    const match = /^Paper(\d+)$/.exec(name);
    if (!match) return;
    const ratingColumn = header.indexOf(`Expertise${match[1] as string}`);
    if (ratingColumn < 0)
      throw new ExpertiseInputError(`evaluations.tsv: ${name} has no Expertise${match[1] as string} column`);
    pairs.push([column, ratingColumn]);
  });
  const ratings: Record<string, Record<string, number>> = {};
  for (let row = 1; row < lines.length; row++) {
    const cells = (lines[row] as string).split('\t').map((c) => c.trim());
    const reviewerId = cells[idColumn];
    if (!reviewerId) continue;
    const rated: Record<string, number> = {};
    for (const [paperColumn, ratingColumn] of pairs) {
      const paperId = cells[paperColumn];
      const rating = Number.parseFloat(cells[ratingColumn] ?? '');
      if (!paperId || !Number.isFinite(rating)) continue;
      rated[paperId] = rating;
    }
    ratings[reviewerId] = rated;
  }
  return ratings;
}

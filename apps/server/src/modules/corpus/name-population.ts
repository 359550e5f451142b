import type { NamePopulation, ParsedName } from '@sciscope/engine';
import type { NameFormCount } from './name-population.repository';
import { createNamePopulationRepository } from './name-population.repository';
import type { Db } from '../../app/database/kysely';

/** The name form a parsed name is counted under. */
export function nameFormOf(parsed: ParsedName, mentions = 1): NameFormCount {
  return {
    blockKey: parsed.blockKey,
    givenForm: parsed.given.join(' '),
    last: parsed.last,
    first: parsed.given[0] ?? '',
    mentions,
  };
}

/** Counts the names of a batch by form. */
export function countNameForms(names: Iterable<ParsedName>): NameFormCount[] {
  const forms = new Map<string, NameFormCount>();
  for (const parsed of names) {
    if (parsed.last === '') continue;
    const form = nameFormOf(parsed, 0);
    const key = `${form.blockKey}|${form.givenForm}`;
    const known = forms.get(key);
    if (known) known.mentions++;
    else forms.set(key, { ...form, mentions: 1 });
  }
  return [...forms.values()];
}

/**
 * How common names are in the corpus once `batch` (name forms of the works being imported) is
 * added to what is stored: the name statistics of disambiguation for the surnames, first names
 * and blocks the batch touches, read from `name_forms` and merged with the batch's own counts.
 * These are the figures a clustering of the whole corpus would use, whatever sample of stored
 * authors the batch is clustered with.
 */
export async function loadNamePopulation({
  db,
  batch,
  related = [],
  coauthors,
}: {
  db: Db;
  batch: NameFormCount[];
  /** Stored names clustered along (misspellings of the batch's names): their statistics are read, not counted. */
  related?: readonly ParsedName[];
  /**
   * The co-author keys of the mentions clustered and the author count of each work of the batch:
   * the population then gives each key's corpus rate (NamePopulation.coauthorRate).
   */
  coauthors?: { keys: Iterable<string>; batchAuthorCounts: readonly number[] };
}): Promise<NamePopulation> {
  const stored = createNamePopulationRepository({ db });
  const coauthorRate = coauthors ? await loadCoauthorRates({ db, batch, ...coauthors }) : undefined;
  const full = batch.filter((f) => f.first.length >= 2);
  const read = [...batch, ...related.map((p) => nameFormOf(p, 0))];
  const lasts = [...new Set(read.map((f) => f.last))];
  const [pairs, perFirst, forms, distinct] = await Promise.all([
    stored.pairsOfSurnames(lasts),
    stored.surnamesPerFirstName([...new Set(read.filter((f) => f.first.length >= 2).map((f) => f.first))]),
    stored.formsOfBlocks([...new Set(read.map((f) => f.blockKey))]),
    stored.distinctFullNames(),
  ]);

  const mentions = new Map<string, number>();
  const spreadOfLast = new Map<string, number>();
  for (const p of pairs) {
    mentions.set(`${p.first} ${p.last}`, p.mentions);
    spreadOfLast.set(p.last, (spreadOfLast.get(p.last) ?? 0) + 1);
  }
  let distinctFullNames = distinct;
  for (const f of full) {
    const key = `${f.first} ${f.last}`;
    if (!mentions.has(key)) {
      // A pair the corpus does not hold yet: one more distinct name for its surname and first name.
      mentions.set(key, 0);
      spreadOfLast.set(f.last, (spreadOfLast.get(f.last) ?? 0) + 1);
      perFirst.set(f.first, (perFirst.get(f.first) ?? 0) + 1);
      distinctFullNames++;
    }
    mentions.set(key, mentions.get(key)! + f.mentions);
  }

  const formsOfBlock = new Map<string, Map<string, number>>();
  const firstsOfBlock = new Map<string, Set<string>>();
  for (const f of [...forms, ...batch]) {
    let byForm = formsOfBlock.get(f.blockKey);
    if (!byForm) formsOfBlock.set(f.blockKey, (byForm = new Map()));
    byForm.set(f.givenForm, (byForm.get(f.givenForm) ?? 0) + f.mentions);
    if (f.first.length >= 2) {
      let firsts = firstsOfBlock.get(f.blockKey);
      if (!firsts) firstsOfBlock.set(f.blockKey, (firsts = new Set()));
      firsts.add(f.first);
    }
  }
  const none: readonly string[] = [];
  return {
    surnameSpread: (last) => spreadOfLast.get(last) ?? 1,
    firstNameSpread: (first) => perFirst.get(first) ?? 1,
    fullNameMentions: (first, last) => mentions.get(`${first} ${last}`) || 1,
    distinctFullNames: Math.max(1, distinctFullNames),
    blockFirstNames: (blockKey) => [...(firstsOfBlock.get(blockKey) ?? none)],
    formMentions: (blockKey) => formsOfBlock.get(blockKey) ?? new Map(),
    ...(coauthorRate ? { coauthorRate } : {}),
  };
}

// The stored authorship totals, per database: read once (a scan of all authorships), then grown
// by each batch the process imports. Another process's imports are missed until restart, which
// only moves the corpus rates by the share of the corpus they added.
const authorshipTotals = new WeakMap<Db, Promise<{ mentions: number; coauthorLines: number }>>();

/**
 * A co-author key's share of the corpus' mentions, as a clustering of the whole corpus counts it
 * (the mentions having an author of that block among their co-authors): the block's mentions
 * (stored and in the batch) times the mean co-author lines of a mention, over all mentions.
 */
async function loadCoauthorRates({
  db,
  batch,
  keys,
  batchAuthorCounts,
}: {
  db: Db;
  batch: NameFormCount[];
  keys: Iterable<string>;
  batchAuthorCounts: readonly number[];
}): Promise<(key: string) => number> {
  const stored = createNamePopulationRepository({ db });
  let totals = authorshipTotals.get(db);
  if (!totals) {
    totals = stored.authorshipTotals();
    // A failed read is not kept: the next batch tries again.
    totals.catch(() => authorshipTotals.delete(db));
    authorshipTotals.set(db, totals);
  }
  const before = await totals;
  let batchMentions = 0;
  let batchLines = 0;
  for (const n of batchAuthorCounts) {
    batchMentions += n;
    batchLines += n * (n - 1);
  }
  // The batch is stored with its works: later batches count it.
  authorshipTotals.set(
    db,
    Promise.resolve({ mentions: before.mentions + batchMentions, coauthorLines: before.coauthorLines + batchLines }),
  );
  const mentions = before.mentions + batchMentions;
  const linesPerMention = mentions > 0 ? (before.coauthorLines + batchLines) / mentions : 0;
  const ofBlock = await stored.mentionsOfBlocks([...new Set(keys)]);
  for (const f of batch) ofBlock.set(f.blockKey, (ofBlock.get(f.blockKey) ?? 0) + f.mentions);
  return (key) => (mentions > 0 ? ((ofBlock.get(key) ?? 0) * linesPerMention) / mentions : 0);
}

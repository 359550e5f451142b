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
}: {
  db: Db;
  batch: NameFormCount[];
  /** Stored names clustered along (misspellings of the batch's names): their statistics are read, not counted. */
  related?: readonly ParsedName[];
}): Promise<NamePopulation> {
  const stored = createNamePopulationRepository({ db });
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
  };
}

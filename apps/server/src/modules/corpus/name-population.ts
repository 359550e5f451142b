import type { NamePopulation, ParsedName } from '@sciscope/engine';
import type { NameFormCount } from './name-population.repository';
import { authorshipTotalsOf, nameFormsMemo, type NameFormsMemo } from './name-forms-memo';
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
 * added to what is stored: the name statistics of disambiguation, read from the memo of
 * `name_forms` (name-forms-memo.ts) and merged with the batch's own counts. These are the
 * figures a clustering of the whole corpus would use, whatever sample of stored authors the
 * batch is clustered with.
 */
export async function loadNamePopulation({
  db,
  batch,
  coauthors,
  memo: given,
}: {
  db: Db;
  batch: NameFormCount[];
  /** The memo of the stored counts when the caller holds it already (nameFormsMemo). */
  memo?: NameFormsMemo;
  /**
   * The co-author keys of the mentions clustered and the author count of each work of the batch:
   * the population then gives each key's corpus rate (NamePopulation.coauthorRate).
   */
  coauthors?: { keys: Iterable<string>; batchAuthorCounts: readonly number[] };
}): Promise<NamePopulation> {
  const memo = given ?? (await nameFormsMemo(db));
  const coauthorRate = coauthors ? coauthorRates({ memo, batch, ...coauthors }) : undefined;

  // The batch's own counts: mentions per full name, and the names new to the corpus.
  const batchPairs = new Map<string, number>();
  const newOfLast = new Map<string, number>();
  const newOfFirst = new Map<string, number>();
  let newFullNames = 0;
  const batchForms = new Map<string, NameFormCount[]>();
  for (const f of batch) {
    const list = batchForms.get(f.blockKey);
    if (list) list.push(f);
    else batchForms.set(f.blockKey, [f]);
    if (f.first.length < 2) continue;
    const key = `${f.first} ${f.last}`;
    const seen = batchPairs.get(key);
    if (seen === undefined && memo.pairMentions(f.first, f.last) === undefined) {
      // A pair the corpus does not hold yet: one more distinct name for its surname and first name.
      newOfLast.set(f.last, (newOfLast.get(f.last) ?? 0) + 1);
      newOfFirst.set(f.first, (newOfFirst.get(f.first) ?? 0) + 1);
      newFullNames++;
    }
    batchPairs.set(key, (seen ?? 0) + f.mentions);
  }

  const formsOfBlock = new Map<string, Map<string, number>>();
  const formMentions = (blockKey: string): Map<string, number> => {
    let byForm = formsOfBlock.get(blockKey);
    if (!byForm) {
      byForm = new Map(memo.formsOf(blockKey));
      for (const f of batchForms.get(blockKey) ?? [])
        byForm.set(f.givenForm, (byForm.get(f.givenForm) ?? 0) + f.mentions);
      formsOfBlock.set(blockKey, byForm);
    }
    return byForm;
  };
  return {
    surnameSpread: (last) => memo.surnameSpread(last) + (newOfLast.get(last) ?? 0) || 1,
    firstNameSpread: (first) => memo.firstNameSpread(first) + (newOfFirst.get(first) ?? 0) || 1,
    fullNameMentions: (first, last) =>
      (memo.pairMentions(first, last) ?? 0) + (batchPairs.get(`${first} ${last}`) ?? 0) || 1,
    distinctFullNames: Math.max(1, memo.distinctFullNames + newFullNames),
    blockFirstNames: (blockKey) => {
      const firsts = new Set<string>();
      // A form's first given name is the form up to its first space.
      for (const form of formMentions(blockKey).keys()) {
        const first = form.split(' ', 1)[0]!;
        if (first.length >= 2) firsts.add(first);
      }
      return [...firsts];
    },
    formMentions,
    ...(coauthorRate ? { coauthorRate } : {}),
  };
}

/**
 * A co-author key's share of the corpus' mentions, as a clustering of the whole corpus counts it
 * (the mentions having an author of that block among their co-authors): the block's mentions
 * (stored and in the batch) times the mean co-author lines of a mention, over all mentions.
 */
function coauthorRates({
  memo,
  batch,
  keys,
  batchAuthorCounts,
}: {
  memo: NameFormsMemo;
  batch: NameFormCount[];
  keys: Iterable<string>;
  batchAuthorCounts: readonly number[];
}): (key: string) => number {
  const added = authorshipTotalsOf(batchAuthorCounts);
  const mentions = memo.authorships.mentions + added.mentions;
  const linesPerMention = mentions > 0 ? (memo.authorships.coauthorLines + added.coauthorLines) / mentions : 0;
  const ofBlock = new Map<string, number>();
  for (const key of keys) ofBlock.set(key, memo.mentionsOf(key));
  for (const f of batch) ofBlock.set(f.blockKey, (ofBlock.get(f.blockKey) ?? memo.mentionsOf(f.blockKey)) + f.mentions);
  return (key) => (mentions > 0 ? ((ofBlock.get(key) ?? 0) * linesPerMention) / mentions : 0);
}

import {
  buildAuthorMentions,
  DEFAULT_DISAMBIGUATION_OPTIONS,
  disambiguateAuthors,
  mayNameOnePerson,
  nameBlockKey,
  parseAuthorName,
  type ParsedName,
  sourceOfExternalId,
  topicTokensOfText,
  type WorkRecord,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { PhaseTimes } from '../../app/phase-times';
import { mostFrequentSpelling } from './author-names';
import type { CorpusRepository } from './corpus.repository';
import { countNameForms, loadNamePopulation } from './name-population';
import { nameFormsMemo, type NameFormsMemo } from './name-forms-memo';
import type { NameFormCount } from './name-population.repository';
import {
  externalIdsOfAuthors,
  loadStoredWorksOfAuthors,
  storedAuthorOfAnchor,
  storedAuthorsInBlocks,
  STORED_AUTHOR_ANCHOR,
} from './existing-works.repository';

/** An author the import will create. */
export interface NewAuthor {
  id: number;
  externalId: string | null;
  name: string;
  nameKey: string;
  orcid: string | null;
}

/** A source id the import gives to an author (new, or stored and linked to an id of another source). */
export interface NewExternalId {
  externalId: string;
  authorId: number;
  source: string;
}

export interface ResolvedAuthors {
  /** Author id of every authorship, works in order, authorships in order within each work. */
  mentionAuthorIds: Int32Array;
  newAuthors: NewAuthor[];
  /** Source ids not stored before, each with the author it now names. */
  newExternalIds: NewExternalId[];
  /** The batch's authorship names by form, added to `name_forms` with the batch. */
  nameForms: NameFormCount[];
}

/**
 * Decides which person each authorship belongs to. Authorships with a stored source id are
 * that id's author; the others are clustered by name with evidence (co-authors,
 * institutions, venue, topic words, years): name-only authorships may join an id-carrying
 * cluster when the evidence is strong, and an id new to the corpus may join a stored
 * author holding ids of other sources only (one person's OpenReview and IEEE ids) at the
 * stricter id–id threshold. Stored authors of the same name blocks take part as anchors
 * (`db:<authorId>`, so two of them never merge), so a later import joins them on evidence;
 * other clusters become new authors.
 */
export async function resolveAuthors({
  db,
  corpus,
  works,
  firstNewId,
  phases = new PhaseTimes(),
}: {
  db: Db;
  corpus: CorpusRepository;
  works: WorkRecord[];
  firstNewId: number;
  phases?: PhaseTimes;
}): Promise<ResolvedAuthors> {
  const newWorks = works.map((work, workId) => ({
    workId,
    year: work.year,
    venue: work.venue?.name ?? null,
    topicTokens: [...topicTokensOfText(work.title), ...work.keywords.map((k) => `kw:${k.toLowerCase()}`)],
    authors: work.authorships.map((a) => ({
      name: a.displayName,
      externalId: a.externalId ?? (a.orcid ? `orcid:${a.orcid}` : null),
      linkedIds: [] as string[],
      institutions: a.institutions.map((inst) => inst.name),
    })),
  }));
  // Ids already stored name their author: the authorship carries the author's anchor and
  // other ids, so it joins that author and never one holding another id of a source it has.
  const batchIds = new Set<string>();
  for (const w of newWorks) for (const a of w.authors) if (a.externalId) batchIds.add(a.externalId);
  const { known, idsOfKnown } = await phases.time('authors.knownIds', async () => {
    const known = await corpus.authorIdsByExternalIds([...batchIds]);
    return { known, idsOfKnown: await externalIdsOfAuthors({ db, authorIds: [...known.values()] }) };
  });
  // Ids stored already (with the authors the batch may join): never written a second time.
  const storedIds = new Set<string>(known.keys());
  for (const ids of idsOfKnown.values()) for (const id of ids) storedIds.add(id);
  for (const w of newWorks) {
    for (const a of w.authors) {
      const authorId = a.externalId ? known.get(a.externalId) : undefined;
      if (authorId === undefined) continue;
      a.linkedIds = [`${STORED_AUTHOR_ANCHOR}${authorId}`, ...(idsOfKnown.get(authorId) ?? [])].filter(
        (id) => id !== a.externalId,
      );
    }
  }
  // Stored authors that a new name-only authorship, or an id new to the corpus, could be take
  // part as anchors, so that a later import joins an existing person instead of creating a
  // second one. Only compatible names can join ("Yang Wang" never joins a stored "Yi Wang"),
  // and an id only an author without an id of its source: only they are loaded.
  const namesByBlock = new Map<string, Array<{ parsed: ParsedName; source: string | null }>>();
  for (const w of newWorks) {
    for (const a of w.authors) {
      if (a.externalId && known.has(a.externalId)) continue;
      const parsed = parseAuthorName(a.name);
      const entry = { parsed, source: a.externalId ? sourceOfExternalId(a.externalId) : null };
      const list = namesByBlock.get(parsed.blockKey);
      if (list) list.push(entry);
      else namesByBlock.set(parsed.blockKey, [entry]);
    }
  }
  const blockKeys = new Set(namesByBlock.keys());
  // Stored surnames one edit from the batch's ("Levine" / "Levinev"): their blocks take part too,
  // and the engine's name-variant pass joins a misspelt name to its person on strong evidence.
  // The stored name counts, read once for the batch (misspellings and the name statistics).
  const memo = await phases.time('authors.nameForms', () => nameFormsMemo(db));
  const nearBlocks = phases.timeSync('authors.misspelt', () => misspeltBlocks({ memo, namesByBlock }));
  for (const key of nearBlocks.keys()) blockKeys.add(key);
  const candidates = blockKeys.size
    ? await phases.time('authors.storedBlocks', () => storedAuthorsInBlocks({ db, blockKeys: [...blockKeys] }))
    : [];
  for (const author of candidates) for (const id of author.externalIds) storedIds.add(id);
  const anchors = candidates.filter((author) => {
    const parsed = parseAuthorName(author.name);
    const sources = new Set(author.externalIds.map(sourceOfExternalId));
    const names = [...(namesByBlock.get(parsed.blockKey) ?? []), ...(nearBlocks.get(parsed.blockKey) ?? [])];
    return names.some(
      ({ parsed: name, source }) =>
        (source === null || !sources.has(source)) && mayNameOnePerson(name, parsed, VARIANT_MIN_LENGTH),
    );
  });
  const anchorIds = anchors.map((author) => author.id);
  const stored = anchorIds.length
    ? await phases.time('authors.storedWorks', () =>
        loadStoredWorksOfAuthors({ db, authorIds: anchorIds, workIdBase: works.length }),
      )
    : { works: [], authorIdOfAnchor: new Map<string, number>() };
  const newMentionCount = works.reduce((n, w) => n + w.authorships.length, 0);
  // A stored work brings all its author lines; only those in the new name-only blocks can be
  // joined (the others are evidence already, as co-author keys), so only they are clustered:
  // the clustering then grows with the batch's blocks, not with the co-authors' blocks.
  const mentions = phases.timeSync('authors.mentions', () =>
    buildAuthorMentions({ works: newWorks }).concat(
      buildAuthorMentions({ works: stored.works, keep: (name) => blockKeys.has(name.blockKey) }),
    ),
  );

  // Name ambiguity is judged against the whole corpus (stored name counts plus this batch's).
  const nameForms = countNameForms(newWorks.flatMap((w) => w.authors.map((a) => parseAuthorName(a.name))));
  const coauthorKeys = new Set<string>();
  for (const mention of mentions) for (const key of mention.coauthorKeys) coauthorKeys.add(key);
  const population = await phases.time('authors.population', () =>
    loadNamePopulation({
      db,
      memo,
      batch: nameForms,
      coauthors: { keys: coauthorKeys, batchAuthorCounts: works.map((work) => work.authorships.length) },
    }),
  );
  const clusterOf = phases.timeSync('authors.cluster', () => disambiguateAuthors({ mentions, population }).clusterIds);
  // Per cluster: the stored author it joined (its `db:` anchor; the engine lets a cluster hold
  // one at most), its source ids in order of appearance, its names and ORCID.
  const clusterStored = new Map<number, number>();
  const clusterIds = new Map<number, string[]>();
  const addId = (c: number, id: string): void => {
    const authorId = storedAuthorOfAnchor(id);
    if (authorId !== null) {
      clusterStored.set(c, authorId);
      return;
    }
    const list = clusterIds.get(c);
    if (!list) clusterIds.set(c, [id]);
    else if (!list.includes(id)) list.push(id);
  };
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!;
    const c = clusterOf[i]!;
    // Stored lines name their author; their own source ids are stored already.
    if (i >= newMentionCount) {
      const authorId = m.externalId ? stored.authorIdOfAnchor.get(m.externalId) : undefined;
      if (authorId !== undefined) clusterStored.set(c, authorId);
      continue;
    }
    if (m.externalId) addId(c, m.externalId);
    for (const id of m.linkedIds ?? []) addId(c, id);
  }
  const clusterNames = new Map<number, Map<string, number>>();
  const clusterOrcid = new Map<number, string>();
  let m = 0;
  for (const work of works) {
    for (const a of work.authorships) {
      const c = clusterOf[m]!;
      if (a.orcid && !clusterOrcid.has(c)) clusterOrcid.set(c, a.orcid);
      let names = clusterNames.get(c);
      if (!names) clusterNames.set(c, (names = new Map()));
      names.set(a.displayName, (names.get(a.displayName) ?? 0) + 1);
      m++;
    }
  }

  const authorOfCluster = new Map<number, number>();
  const newAuthors: NewAuthor[] = [];
  const newExternalIds: NewExternalId[] = [];
  let nextId = firstNewId;
  for (const [cluster, names] of clusterNames) {
    const ids = clusterIds.get(cluster) ?? [];
    let authorId = clusterStored.get(cluster);
    if (authorId === undefined) {
      const name = mostFrequentSpelling(names);
      authorId = nextId++;
      newAuthors.push({
        id: authorId,
        externalId: ids[0] ?? null,
        name,
        nameKey: nameBlockKey(name),
        orcid: clusterOrcid.get(cluster) ?? null,
      });
    }
    authorOfCluster.set(cluster, authorId);
    for (const id of ids) {
      if (!storedIds.has(id)) newExternalIds.push({ externalId: id, authorId, source: sourceOfExternalId(id) });
    }
  }

  const mentionAuthorIds = new Int32Array(newMentionCount);
  for (let i = 0; i < newMentionCount; i++) mentionAuthorIds[i] = authorOfCluster.get(clusterOf[i]!)!;
  return { mentionAuthorIds, newAuthors, newExternalIds, nameForms };
}

const VARIANT_MIN_LENGTH = DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantMinLength;

/** Stored name blocks whose surname is one edit from a batch block's (same initial), with the batch names that may join them. */
function misspeltBlocks({
  memo,
  namesByBlock,
}: {
  memo: NameFormsMemo;
  namesByBlock: ReadonlyMap<string, Array<{ parsed: ParsedName; source: string | null }>>;
}): Map<string, Array<{ parsed: ParsedName; source: string | null }>> {
  const out = new Map<string, Array<{ parsed: ParsedName; source: string | null }>>();
  if (!Number.isFinite(DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantThreshold) || namesByBlock.size === 0) return out;
  const nearOf = memo.surnamesNear(
    [...namesByBlock.values()].map((names) => names[0]!.parsed.last),
    VARIANT_MIN_LENGTH,
  );
  const near: Array<{
    last: string;
    other: string;
    key: string;
    names: Array<{ parsed: ParsedName; source: string | null }>;
  }> = [];
  for (const [blockKey, names] of namesByBlock) {
    const { last } = names[0]!.parsed;
    const initial = blockKey.slice(last.length + 1);
    for (const other of nearOf.get(last)!) {
      const key = `${other}_${initial}`;
      if (!namesByBlock.has(key)) near.push({ last, other, key, names });
    }
  }
  // The pass links two spellings only when the rarer one names at most nameVariantMaxSpread
  // people. Spreads only grow as the batch adds names, so a pair whose two surnames both name
  // more people already ("Zhang" and "Chang") can never link: their blocks are not loaded.
  const maxSpread = DEFAULT_DISAMBIGUATION_OPTIONS.nameVariantMaxSpread;
  const rare = (last: string) => memo.surnameSpread(last) <= maxSpread;
  for (const { last, other, key, names } of near) {
    if (!rare(last) && !rare(other)) continue;
    const list = out.get(key);
    if (list) list.push(...names);
    else out.set(key, [...names]);
  }
  // The batch's surnames join the index once the batch is committed (noteNameFormsWritten).
  return out;
}

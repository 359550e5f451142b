import {
  buildAuthorMentions,
  compareParsedNames,
  disambiguateAuthors,
  nameBlockKey,
  parseAuthorName,
  type ParsedName,
  topicTokensOfText,
  type WorkRecord,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { CorpusRepository } from './corpus.repository';
import { countNameForms, loadNamePopulation } from './name-population';
import type { NameFormCount } from './name-population.repository';
import { loadStoredWorksOfAuthors, storedAuthorsInBlocks, STORED_AUTHOR_ANCHOR } from './existing-works.repository';

/** An author the import will create. */
export interface NewAuthor {
  id: number;
  externalId: string | null;
  name: string;
  nameKey: string;
  orcid: string | null;
}

export interface ResolvedAuthors {
  /** Author id of every authorship, works in order, authorships in order within each work. */
  mentionAuthorIds: Int32Array;
  newAuthors: NewAuthor[];
  /** The batch's authorship names by form, added to `name_forms` with the batch. */
  nameForms: NameFormCount[];
}

/**
 * Decides which person each authorship belongs to. Authorships with a source author id are
 * that author (existing or new); the others are clustered by name with evidence
 * (co-authors, institutions, venue, topic words, years) and may join an id-carrying
 * cluster when the evidence is strong. Stored authors of the same name blocks take part as
 * anchors, so a later import joins them on evidence; other name-only clusters become new authors.
 */
export async function resolveAuthors({
  db,
  corpus,
  works,
  firstNewId,
}: {
  db: Db;
  corpus: CorpusRepository;
  works: WorkRecord[];
  firstNewId: number;
}): Promise<ResolvedAuthors> {
  const newWorks = works.map((work, workId) => ({
    workId,
    year: work.year,
    venue: work.venue?.name ?? null,
    topicTokens: [...topicTokensOfText(work.title), ...work.keywords.map((k) => `kw:${k.toLowerCase()}`)],
    authors: work.authorships.map((a) => ({
      name: a.displayName,
      externalId: a.externalId ?? (a.orcid ? `orcid:${a.orcid}` : null),
      institutions: a.institutions.map((inst) => inst.name),
    })),
  }));
  // Stored authors whose name a new name-only authorship could be take part as anchors, so
  // that a later import joins an existing person instead of creating a second one. Only
  // compatible names can join ("Yang Wang" never joins a stored "Yi Wang"), so only they are
  // loaded: in a common block that is a fraction of its authors.
  const namesByBlock = new Map<string, ParsedName[]>();
  for (const w of newWorks) {
    for (const a of w.authors) {
      if (a.externalId) continue;
      const parsed = parseAuthorName(a.name);
      const list = namesByBlock.get(parsed.blockKey);
      if (list) list.push(parsed);
      else namesByBlock.set(parsed.blockKey, [parsed]);
    }
  }
  const blockKeys = new Set(namesByBlock.keys());
  const candidates = blockKeys.size ? await storedAuthorsInBlocks({ db, blockKeys: [...blockKeys] }) : [];
  const anchorIds = candidates
    .filter((author) => {
      const parsed = parseAuthorName(author.name);
      return (namesByBlock.get(parsed.blockKey) ?? []).some(
        (name) => compareParsedNames(name, parsed) !== 'incompatible',
      );
    })
    .map((author) => author.id);
  const stored = anchorIds.length
    ? await loadStoredWorksOfAuthors({ db, authorIds: anchorIds, workIdBase: works.length })
    : { works: [], authorIdOfAnchor: new Map<string, number>() };
  const newMentionCount = works.reduce((n, w) => n + w.authorships.length, 0);
  const all = buildAuthorMentions({ works: [...newWorks, ...stored.works] });
  // A stored work brings all its author lines; only those in the new name-only blocks can be
  // joined (the others are evidence already, as co-author keys), so only they are clustered:
  // the clustering then grows with the batch's blocks, not with the co-authors' blocks.
  const mentions = all
    .slice(0, newMentionCount)
    .concat(all.slice(newMentionCount).filter((m) => blockKeys.has(nameBlockKey(m.name))));

  // Name ambiguity is judged against the whole corpus (stored name counts plus this batch's).
  const nameForms = countNameForms(newWorks.flatMap((w) => w.authors.map((a) => parseAuthorName(a.name))));
  const population = await loadNamePopulation({ db, batch: nameForms });
  const clusterOf = disambiguateAuthors({ mentions, population }).clusterIds;
  // Representative facts per cluster: its external id (anchors never mix) and its names.
  const clusterExternal = new Map<number, string>();
  for (let i = newMentionCount; i < mentions.length; i++) {
    const anchor = mentions[i]!.externalId;
    if (anchor && !clusterExternal.has(clusterOf[i]!)) clusterExternal.set(clusterOf[i]!, anchor);
  }
  const clusterNames = new Map<number, Map<string, number>>();
  const clusterOrcid = new Map<number, string>();
  let m = 0;
  for (const work of works) {
    for (const a of work.authorships) {
      const c = clusterOf[m]!;
      const ext = mentions[m]!.externalId;
      if (ext && !clusterExternal.has(c)) clusterExternal.set(c, ext);
      if (a.orcid && !clusterOrcid.has(c)) clusterOrcid.set(c, a.orcid);
      let names = clusterNames.get(c);
      if (!names) clusterNames.set(c, (names = new Map()));
      names.set(a.displayName, (names.get(a.displayName) ?? 0) + 1);
      m++;
    }
  }

  const existing = await corpus.authorIdsByExternalIds([...new Set(clusterExternal.values())]);
  const authorOfCluster = new Map<number, number>();
  const newAuthors: NewAuthor[] = [];
  let nextId = firstNewId;
  for (const [cluster, names] of clusterNames) {
    const anchor = clusterExternal.get(cluster) ?? null;
    const known = anchor ? (stored.authorIdOfAnchor.get(anchor) ?? existing.get(anchor)) : undefined;
    const externalId = anchor?.startsWith(STORED_AUTHOR_ANCHOR) ? null : anchor;
    if (known !== undefined) {
      authorOfCluster.set(cluster, known);
      continue;
    }
    // The most frequent spelling; ties go to the fuller (longer) form.
    let name = '';
    let best = -1;
    for (const [candidate, count] of names) {
      if (count > best || (count === best && candidate.length > name.length)) {
        name = candidate;
        best = count;
      }
    }
    const id = nextId++;
    authorOfCluster.set(cluster, id);
    newAuthors.push({ id, externalId, name, nameKey: nameBlockKey(name), orcid: clusterOrcid.get(cluster) ?? null });
  }

  const mentionAuthorIds = new Int32Array(newMentionCount);
  for (let i = 0; i < newMentionCount; i++) mentionAuthorIds[i] = authorOfCluster.get(clusterOf[i]!)!;
  return { mentionAuthorIds, newAuthors, nameForms };
}

/**
 * The corpus's versions of one work (the rule: engine work-versions.ts — same normalised title,
 * a shared author, the same year or a year apart at another venue), found when the referee
 * corpus copy is built: the copy's pass over the articles notes the titles that repeat (a hash
 * per title, so the thread is never held by one grouping statement: that took 0.3-0.4 s at 95k),
 * the rule runs on the copy's authors, years and venues. Only
 * grouped articles are held (160 articles in 80 works at 95k), so every ranking asks `workOf`
 * at the cost of a Map lookup.
 */
import { groupWorkVersions } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

/** The corpus's versions of one work. */
export interface WorkVersions {
  /** Works held two or more times. */
  groups: number;
  /** Articles in those groups. */
  articles: number;
  /** The work of an article (its group's smallest id): the article itself when it has no other version. */
  workOf(articleId: number): number;
  /**
   * Per article of `articleIds`, its work when it has other versions, −1 when not (engine
   * `panelAffinity` `works`); undefined when none of them has (the rankings' common path).
   */
  workKeys(articleIds: ArrayLike<number>): Int32Array | undefined;
  /** `articleIds` with every other version of their works (a document's own articles, left out of its ranking). */
  withVersions(articleIds: readonly number[]): number[];
}

/** What the rule reads from the corpus copy: authors by article (CSR), years and venues by id. */
export interface VersionCorpus {
  byArticle: { offsets: Int32Array; authors: Int32Array };
  /** The 16-bit years, `unknown` where not known. */
  articleYear: Int16Array;
  /** The venue (journal) id, 0 where not known. */
  articleJournal: Int32Array;
  unknown: number;
}

// Titles read per statement: the candidates are a few hundred at 95k articles.
const TITLES_PER_READ = 500;

/**
 * The versions among `candidateIds` (`repeatedTitleFinder` of the corpus's titles, found while
 * the copy reads its articles): their titles are read, the rule runs on the copy's authors,
 * years and venues.
 */
export async function findWorkVersions(
  db: Db,
  corpus: VersionCorpus,
  candidateIds: readonly number[],
): Promise<WorkVersions> {
  const candidates: Array<{ id: number; title: string }> = [];
  for (let from = 0; from < candidateIds.length; from += TITLES_PER_READ) {
    const rows = await db.kysely
      .selectFrom('articles')
      .select(['id', 'title'])
      .where('id', 'in', candidateIds.slice(from, from + TITLES_PER_READ))
      .execute();
    for (const r of rows) candidates.push({ id: Number(r.id), title: r.title });
  }
  const { offsets, authors } = corpus.byArticle;
  const inCopy = (id: number) => id > 0 && id + 1 < offsets.length;
  const grouped = groupWorkVersions({
    candidates,
    facts: {
      authorsOf: (id) => (inCopy(id) ? authors.subarray(offsets[id], offsets[id + 1]) : []),
      yearOf: (id) => {
        const year = corpus.articleYear[id];
        return year === undefined || year === corpus.unknown ? null : year;
      },
      venueOf: (id) => {
        const venue = corpus.articleJournal[id];
        return venue === undefined || venue === 0 ? null : venue;
      },
    },
  });
  return workVersionsOf(grouped);
}

/** The lookups over grouped articles (`ids` with their `works`). */
export function workVersionsOf({
  ids,
  works,
  groups,
}: {
  ids: Int32Array;
  works: Int32Array;
  groups: number;
}): WorkVersions {
  const work = new Map<number, number>();
  const members = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i++) {
    work.set(ids[i] as number, works[i] as number);
    const list = members.get(works[i] as number);
    if (list) list.push(ids[i] as number);
    else members.set(works[i] as number, [ids[i] as number]);
  }
  return {
    groups,
    articles: ids.length,
    workOf: (articleId) => work.get(articleId) ?? articleId,
    workKeys(articleIds) {
      if (work.size === 0) return undefined;
      let out: Int32Array | undefined;
      for (let i = 0; i < articleIds.length; i++) {
        const w = work.get(articleIds[i] as number);
        if (w === undefined) continue;
        out ??= new Int32Array(articleIds.length).fill(-1);
        out[i] = w;
      }
      return out;
    },
    withVersions(articleIds) {
      const out = new Set(articleIds);
      for (const id of articleIds) {
        const w = work.get(id);
        if (w !== undefined) for (const other of members.get(w)!) out.add(other);
      }
      return [...out];
    },
  };
}

import { topicTokensOfText, type WorkForMentions } from '@sciscope/engine';
import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

const CHUNK = 500;

/** Prefix of the anchor ids given to stored authors that have no source id. */
export const STORED_AUTHOR_ANCHOR = 'db:';

/** A stored author as a candidate of disambiguation: its name and every source id it holds. */
export interface StoredAuthor {
  id: number;
  name: string;
  nameKey: string;
  articlesCount: number;
  externalIds: string[];
}

/** Stored authors of the given name blocks with their source ids (the candidates a new authorship may join). */
export async function storedAuthorsInBlocks({
  db,
  blockKeys,
}: {
  db: Db;
  blockKeys: string[];
}): Promise<StoredAuthor[]> {
  const out: StoredAuthor[] = [];
  for (let i = 0; i < blockKeys.length; i += CHUNK) {
    const rows = await db.kysely
      .selectFrom('authors')
      .leftJoin('authorExternalIds as x', 'x.authorId', 'authors.id')
      .select(['authors.id', 'authors.name', 'authors.nameKey', 'authors.articlesCount', 'x.externalId'])
      .where('authors.nameKey', 'in', blockKeys.slice(i, i + CHUNK))
      .orderBy('authors.id')
      .orderBy('x.externalId')
      .execute();
    let last: StoredAuthor | undefined;
    for (const r of rows) {
      if (last?.id !== r.id) {
        last = { id: r.id, name: r.name, nameKey: r.nameKey, articlesCount: Number(r.articlesCount), externalIds: [] };
        out.push(last);
      }
      if (r.externalId) last.externalIds.push(r.externalId);
    }
  }
  return out;
}

/** Every source id of the given authors. */
export async function externalIdsOfAuthors({
  db,
  authorIds,
}: {
  db: Db;
  authorIds: readonly number[];
}): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  const ids = [...new Set(authorIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const r of await db.kysely
      .selectFrom('authorExternalIds')
      .select(['authorId', 'externalId'])
      .where('authorId', 'in', ids.slice(i, i + CHUNK))
      .orderBy('externalId')
      .execute()) {
      const list = out.get(r.authorId);
      if (list) list.push(r.externalId);
      else out.set(r.authorId, [r.externalId]);
    }
  }
  return out;
}

/** `db:<authorId>` for the anchor id of a stored author, or null for any other id. */
export function storedAuthorOfAnchor(anchor: string): number | null {
  return anchor.startsWith(STORED_AUTHOR_ANCHOR) ? Number(anchor.slice(STORED_AUTHOR_ANCHOR.length)) : null;
}

/**
 * Stored works of the given authors, in the shape disambiguation reads. With `anchors:
 * 'author'` (an import) every author line carries `db:<authorId>` as its id, plus the
 * author's source ids as linked ids: new authorships can join a stored author on evidence
 * (an id of another source only at the id–id threshold), while two stored authors never
 * merge (two ids of the source `db`). With `anchors: 'source'` (the merge pass) a line
 * carries the author's source ids, so that stored authors of different sources may merge.
 * `workIdBase` keeps their work ids apart from the new works' ids.
 */
export async function loadStoredWorksOfAuthors({
  db,
  authorIds,
  workIdBase,
  anchors = 'author',
}: {
  db: Db;
  authorIds: number[];
  workIdBase: number;
  anchors?: 'author' | 'source';
}): Promise<{ works: WorkForMentions[]; authorIdOfAnchor: Map<string, number> }> {
  const k = db.kysely;
  const articleIds = new Set<number>();
  for (let i = 0; i < authorIds.length; i += CHUNK) {
    const rows = await k
      .selectFrom('authorships')
      .select('articleId')
      .where('authorId', 'in', authorIds.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) articleIds.add(r.articleId);
  }
  return loadStoredWorks({ db, articleIds: [...articleIds], workIdBase, anchors });
}

/** Ids of about `count` stored articles spread evenly over the corpus (a sample to weigh evidence against). */
export async function sampleArticleIds({ db, count }: { db: Db; count: number }): Promise<number[]> {
  const row = await db.kysely
    .selectFrom('articles')
    .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
    .executeTakeFirst();
  const low = Number(row?.low ?? 0);
  const high = Number(row?.high ?? -1);
  if (high < low) return [];
  const step = Math.max(1, Math.floor((high - low + 1) / count));
  const rows = await db.kysely
    .selectFrom('articles')
    .select('id')
    .where(sql<boolean>`(id - ${low}) % ${step} = 0`)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

/** Stored works of the given articles, shaped and anchored as loadStoredWorksOfAuthors describes. */
export async function loadStoredWorks({
  db,
  articleIds,
  workIdBase,
  anchors = 'author',
}: {
  db: Db;
  articleIds: number[];
  workIdBase: number;
  anchors?: 'author' | 'source';
}): Promise<{ works: WorkForMentions[]; authorIdOfAnchor: Map<string, number> }> {
  const k = db.kysely;
  const ids = [...new Set(articleIds)].sort((a, b) => a - b);
  const works: WorkForMentions[] = [];
  const authorIdOfAnchor = new Map<string, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [articles, lines, affiliations] = await Promise.all([
      k
        .selectFrom('articles')
        .leftJoin('journals', 'journals.id', 'articles.journalId')
        .select(['articles.id', 'articles.title', 'articles.year', 'journals.name as venue'])
        .where('articles.id', 'in', chunk)
        .execute(),
      k
        .selectFrom('authorships')
        .innerJoin('authors', 'authors.id', 'authorships.authorId')
        .select(['authorships.articleId', 'authorships.position', 'authors.id', 'authors.name'])
        .where('authorships.articleId', 'in', chunk)
        .orderBy('authorships.articleId')
        .orderBy('authorships.position')
        .execute(),
      k
        .selectFrom('authorshipInstitutions')
        .innerJoin('institutions', 'institutions.id', 'authorshipInstitutions.institutionId')
        .select(['authorshipInstitutions.articleId', 'authorshipInstitutions.position', 'institutions.name'])
        .where('authorshipInstitutions.articleId', 'in', chunk)
        .execute(),
    ]);
    const institutionsOf = new Map<string, string[]>();
    for (const a of affiliations) {
      const key = `${a.articleId}|${a.position}`;
      const names = institutionsOf.get(key);
      if (names) names.push(a.name);
      else institutionsOf.set(key, [a.name]);
    }
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) {
      const list = linesOf.get(line.articleId);
      if (list) list.push(line);
      else linesOf.set(line.articleId, [line]);
    }
    const idsOf = await externalIdsOfAuthors({ db, authorIds: lines.map((line) => line.id) });
    for (const article of articles) {
      works.push({
        workId: workIdBase + article.id,
        year: article.year,
        venue: article.venue,
        topicTokens: topicTokensOfText(article.title),
        authors: (linesOf.get(article.id) ?? []).map((line) => {
          const ids = idsOf.get(line.id) ?? [];
          const own = `${STORED_AUTHOR_ANCHOR}${line.id}`;
          const [anchor, ...linkedIds] = anchors === 'author' || ids.length === 0 ? [own, ...ids] : ids;
          authorIdOfAnchor.set(anchor!, line.id);
          return {
            name: line.name,
            externalId: anchor!,
            linkedIds,
            institutions: institutionsOf.get(`${article.id}|${line.position}`) ?? [],
          };
        }),
      });
    }
  }
  return { works, authorIdOfAnchor };
}

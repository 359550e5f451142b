import { topicTokensOfText, type WorkForMentions } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

const CHUNK = 500;

/** Prefix of the anchor ids given to stored authors that have no source id. */
export const STORED_AUTHOR_ANCHOR = 'db:';

/** Stored authors of the given name blocks: their ids and names (the candidates a new name-only authorship may join). */
export async function storedAuthorsInBlocks({ db, blockKeys }: { db: Db; blockKeys: string[] }) {
  const out: Array<{ id: number; name: string }> = [];
  for (let i = 0; i < blockKeys.length; i += CHUNK) {
    out.push(
      ...(await db.kysely
        .selectFrom('authors')
        .select(['id', 'name'])
        .where('nameKey', 'in', blockKeys.slice(i, i + CHUNK))
        .execute()),
    );
  }
  return out;
}

/**
 * Stored works of the given authors, in the shape
 * disambiguation reads. Every author line carries an anchor id — the source id, or
 * `db:<authorId>` — so that new name-only authorships can join a stored author on evidence,
 * while two stored authors never merge. `workIdBase` keeps their work ids apart from the
 * new works' ids.
 */
export async function loadStoredWorksOfAuthors({
  db,
  authorIds,
  workIdBase,
}: {
  db: Db;
  authorIds: number[];
  workIdBase: number;
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
  const ids = [...articleIds].sort((a, b) => a - b);
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
        .select(['authorships.articleId', 'authorships.position', 'authors.id', 'authors.name', 'authors.externalId'])
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
      institutionsOf.set(key, [...(institutionsOf.get(key) ?? []), a.name]);
    }
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.articleId, [...(linesOf.get(line.articleId) ?? []), line]);
    for (const article of articles) {
      works.push({
        workId: workIdBase + article.id,
        year: article.year,
        venue: article.venue,
        topicTokens: topicTokensOfText(article.title),
        authors: (linesOf.get(article.id) ?? []).map((line) => {
          const anchor = line.externalId ?? `${STORED_AUTHOR_ANCHOR}${line.id}`;
          authorIdOfAnchor.set(anchor, line.id);
          return {
            name: line.name,
            externalId: anchor,
            institutions: institutionsOf.get(`${article.id}|${line.position}`) ?? [],
          };
        }),
      });
    }
  }
  return { works, authorIdOfAnchor };
}

import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

/** A corpus article as a bibliography entry would cite it. */
export interface CitableArticle {
  id: number;
  title: string;
  year: number | null;
  venue: string | null;
  doi: string | null;
  arxiv: string | null;
  authors: string[];
}

/** Reads for `npm run bench:claims`: real articles to cite, spread over the corpus. */
export function createClaimsBenchRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Ids of articles with a DOI or arXiv id (`withIdentifier`) or of all articles, ascending. */
    async articleIds({ withIdentifier }: { withIdentifier: boolean }): Promise<number[]> {
      const rows = withIdentifier
        ? await k
            .selectFrom('articleIdentifiers')
            .select('articleId as id')
            .distinct()
            .where('kind', 'in', ['doi', 'arxiv'])
            .orderBy('articleId')
            .execute()
        : await k.selectFrom('articles').select('id').orderBy('id').execute();
      return rows.map((r) => r.id);
    },

    async citable({ articleIds }: { articleIds: readonly number[] }): Promise<CitableArticle[]> {
      const out = new Map<number, CitableArticle>();
      for (const part of inChunks(articleIds)) {
        const rows = await k
          .selectFrom('articles')
          .leftJoin('journals', 'journals.id', 'articles.journalId')
          .select(['articles.id', 'articles.title', 'articles.year', 'journals.name as venue'])
          .where('articles.id', 'in', part)
          .execute();
        for (const r of rows) out.set(r.id, { ...r, doi: null, arxiv: null, authors: [] });
        for (const r of await k
          .selectFrom('articleIdentifiers')
          .select(['articleId', 'kind', 'value'])
          .where('articleId', 'in', part)
          .where('kind', 'in', ['doi', 'arxiv'])
          .execute()) {
          const article = out.get(r.articleId)!;
          if (r.kind === 'doi') article.doi = r.value;
          else article.arxiv = r.value;
        }
        for (const r of await k
          .selectFrom('authorships')
          .select(['articleId', 'rawName'])
          .where('articleId', 'in', part)
          .orderBy('articleId')
          .orderBy('position')
          .execute()) {
          out.get(r.articleId)!.authors.push(r.rawName);
        }
      }
      return articleIds.flatMap((id) => out.get(id) ?? []);
    },
  };
}

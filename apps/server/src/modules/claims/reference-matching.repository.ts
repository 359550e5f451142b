import type { IdentifierKind, TitleDocument } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { inChunks } from '../../app/database/in-chunks';

/** Rows per keyset page while reading every title (bounded memory at any corpus size). */
const PAGE = 50_000;

/** The reads of the reference matcher: every title once (for its index), identifiers, the corpus signature. */
export function createReferenceMatchingRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every article's id, title and year, in id order, a page at a time. */
    async *titles(): AsyncGenerator<TitleDocument[]> {
      for (let after = 0; ;) {
        const rows = await k
          .selectFrom('articles')
          .select(['id', 'title', 'year'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        if (rows.length > 0) yield rows;
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    /** Article count and highest id: changes whenever articles are added or removed. */
    async signature(): Promise<string> {
      const row = await k
        .selectFrom('articles')
        .select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('id').as('max')])
        .executeTakeFirst();
      return `${row?.n}:${row?.max}`;
    },

    /** The articles holding these identifiers, keyed `kind:value` (kinds as the importer stores them). */
    async articlesByIdentifiers({
      identifiers,
    }: {
      identifiers: ReadonlyArray<{ kind: IdentifierKind; value: string }>;
    }): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      const byKind = new Map<IdentifierKind, string[]>();
      for (const { kind, value } of identifiers) byKind.set(kind, [...(byKind.get(kind) ?? []), value]);
      for (const [kind, values] of byKind) {
        for (const part of inChunks([...new Set(values)])) {
          const rows = await k
            .selectFrom('articleIdentifiers')
            .select(['value', 'articleId'])
            .where('kind', '=', kind)
            .where('value', 'in', part)
            .execute();
          for (const r of rows) found.set(`${kind}:${r.value}`, r.articleId);
        }
      }
      return found;
    },
  };
}

export type ReferenceMatchingRepository = ReturnType<typeof createReferenceMatchingRepository>;

import type { FileExchangeEntry } from '@sciscope/contracts';
import { nowIso, type Db } from '../../app/database/kysely';

/** A stored upload: the entry the API shows, and where its bytes are. */
export interface FileExchangeRow extends FileExchangeEntry {
  sha256: string;
  mediaType: string;
}

const COLUMNS = ['id', 'filename', 'size', 'dateCreated', 'comment', 'sha256', 'mediaType'] as const;

export function createFileExchangeRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** One page, newest first, and the number of entries. */
    async list({
      offset,
      limit,
    }: {
      offset: number;
      limit: number;
    }): Promise<{ rows: FileExchangeRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        k.selectFrom('fileExchange').select(COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        k
          .selectFrom('fileExchange')
          .select((e) => e.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.count) };
    },

    async find(id: number): Promise<FileExchangeRow | undefined> {
      return k.selectFrom('fileExchange').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async insert(entry: {
      filename: string;
      sha256: string;
      size: number;
      mediaType: string;
      uploadedBy: number | null;
    }): Promise<FileExchangeRow> {
      const now = nowIso();
      return k
        .insertInto('fileExchange')
        .values({ ...entry, comment: '', dateCreated: now, dateModified: now })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async updateComment({ id, comment }: { id: number; comment: string }): Promise<FileExchangeRow | undefined> {
      return k
        .updateTable('fileExchange')
        .set({ comment, dateModified: nowIso() })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
  };
}

export type FileExchangeRepository = ReturnType<typeof createFileExchangeRepository>;

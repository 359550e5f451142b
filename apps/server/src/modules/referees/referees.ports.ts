/**
 * What other modules provide to the referee finder, wired by the composition root: folder
 * access (documents module), marked referees (proposals), authors groups. Absent ports mean
 * the feature is not installed: no folder settings (404), nothing marked, groups disabled.
 */
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { AuthorsGroupsSource } from './ref-doc.port';
import type { RefDocSource } from './ref-doc.port';

/** The documents module's folder check for the folder default-settings pages. */
export interface FolderAccess {
  /**
   * The folder `id` if `actor` may read it (`manage`: may also change its settings, e.g. an
   * organisation admin or the folder's editor); throws the module's 404 otherwise.
   */
  load(input: {
    db: Db;
    actor: Actor;
    id: number;
    manage: boolean;
  }): Promise<{ id: number; name: string; organizationId: number | null }>;
}

/** Referees marked on a document (proposals). */
export interface RefereeMarksSource {
  markedAuthorIds(input: { db: Db; actor: Actor; docKind: string; docId: number }): Promise<number[]>;
}

/** Everything the composition root may plug in. */
export interface RefereesPorts {
  /** Extra document kinds (proposal, saved-search); article and author are built in. */
  sources?: readonly RefDocSource[];
  authorsGroups?: AuthorsGroupsSource;
  folderAccess?: FolderAccess;
  marks?: RefereeMarksSource;
}

/**
 * What other modules provide to the referee finder, wired by the composition root: folder
 * access (documents module), marked referees (proposals), authors groups. Absent ports mean
 * the feature is not installed: no folder settings (404), nothing marked, groups disabled.
 */
import type { Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { RouteDeps } from '../../app/routes.types';
import type { AuthorsGroupsSource } from './ref-doc.port';
import type { RefDocSource } from './ref-doc.port';

/** The documents module's folder check for the folder default-settings pages. */
export interface FolderAccess {
  /**
   * The folder `id` if `actor` may read it (`manage`: may also change its settings, e.g. an
   * organization admin or the folder's editor); throws the module's 404 otherwise.
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

/**
 * People added by author id to a panel (docKind `panel` of the custom call, spec 03 section 7:
 * the answer's `scoredPanelMembers`): the panel composer's, which checks its own access.
 */
export interface PanelPeoplePort {
  custom(input: {
    deps: RouteDeps;
    actor: Actor;
    panelId: number;
    /** The composition whose statuses the rows carry (the base one when null). */
    compositionId: number | null;
    authorIds: number[];
  }): Promise<{ referees: never[]; scoredPanelMembers: unknown[] }>;
}

/** Everything the composition root may plug in. */
export interface RefereesPorts {
  /** Extra document kinds (proposal, saved-search); article and author are built in. */
  sources?: readonly RefDocSource[];
  authorsGroups?: AuthorsGroupsSource;
  folderAccess?: FolderAccess;
  marks?: RefereeMarksSource;
  panels?: PanelPeoplePort;
}

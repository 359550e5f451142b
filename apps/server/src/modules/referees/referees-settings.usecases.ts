/**
 * Saved settings (per user), the default settings of organizations (their admins) and of
 * folders (the documents module's FolderAccess decides), and the already-refereed check
 * (hiding candidates: referees-hidden.usecases.ts).
 */
import {
  defaultRefereeSettings,
  parseRefereeSettings,
  serializeRefereeSettings,
  settingsRecord,
  type RefereeSettings,
  type SavedRefereeSettings,
} from '@sciscope/contracts';
import { requireAccess, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import { isArticleAlreadyRefereed } from './corpus-ref-doc.sources';
import { actorId, settingsMode, throwSettingsIssues, type RefereesDeps } from './referees-prepare.usecases';
import { createRefereesRepository } from './referees.repository';
import { createRefereesFactsRepository } from './referees-facts.repository';
import { refereesErrors } from './referees.errors';

/** Settings sent as a form string or as a JSON object of fields. */
function readSettings(input: unknown, mode: 'default' | 'vacancy' | 'author'): RefereeSettings {
  const record =
    typeof input === 'string'
      ? settingsRecord(input)
      : input && typeof input === 'object'
        ? (input as Record<string, unknown>)
        : {};
  const parsed = parseRefereeSettings(record, mode);
  if (!parsed.ok) throwSettingsIssues(parsed.issues);
  return parsed.settings;
}

/** `POST …/save-settings`: stores the settings under a title for the caller; the document must be theirs to see. */
export async function saveSettings({
  deps,
  actor,
  kind,
  id,
  title,
  settings,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  title: string;
  settings: unknown;
}): Promise<{ savedSettings: { id: number } }> {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.rank' });
  await deps.registry.load({ db: deps.db, actor, kind, id });
  const parsed = readSettings(settings, settingsMode(kind));
  const savedId = await createRefereesRepository({ db: deps.db }).insertSavedSettings({
    userId: actorId(actor),
    title,
    settings: serializeRefereeSettings(parsed),
  });
  return { savedSettings: { id: savedId } };
}

/** `GET …/saved-settings`: the caller's saved settings, newest first. */
export async function listSavedSettings({
  deps,
  actor,
  kind,
  id,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
}): Promise<{ savedSettings: SavedRefereeSettings[] }> {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.rank' });
  await deps.registry.load({ db: deps.db, actor, kind, id });
  const rows = await createRefereesRepository({ db: deps.db }).listSavedSettings(actorId(actor));
  return {
    savedSettings: rows.flatMap((r) => {
      const parsed = parseRefereeSettings(r.settings, settingsMode(kind));
      return parsed.ok ? [{ id: r.id, title: r.title, settings: parsed.settings, createdAt: r.createdAt }] : [];
    }),
  };
}

/** `GET /api/is-article-already-refereed/{id}/`. */
export async function alreadyRefereed({
  deps,
  actor,
  articleId,
}: {
  deps: RefereesDeps;
  actor: Actor;
  articleId: number;
}): Promise<{ alreadyRefereed: boolean }> {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.already_refereed.read' });
  return { alreadyRefereed: await isArticleAlreadyRefereed({ db: deps.db, articleId }) };
}

/** `GET/POST /api/referees/organization/{orgId}/settings`: the organization's defaults (its admins). */
export async function organizationSettings({
  deps,
  actor,
  organizationId,
  settings,
}: {
  deps: RefereesDeps;
  actor: Actor;
  organizationId: number;
  /** Given: store them; absent: read. */
  settings?: unknown;
}) {
  await requireAccess({
    access: deps.access,
    user: actor,
    permission: 'referees.organization_settings',
    resource: { kind: 'organization', id: organizationId },
  });
  const repo = createRefereesRepository({ db: deps.db });
  const name = await repo.organizationName(organizationId);
  if (name === null) throw commonErrors.notFound('Organization');
  if (settings !== undefined) {
    const parsed = readSettings(settings, 'default');
    await repo.saveDefaultSettings({
      scope: 'organization',
      scopeId: organizationId,
      settings: serializeRefereeSettings(parsed),
      userId: actorId(actor),
    });
  }
  const stored = await repo.findDefaultSettings('organization', organizationId);
  const current = stored ? readSettings(stored, 'default') : defaultRefereeSettings();
  return {
    organization: { id: organizationId, name, refereeFinderSettings: current },
    ...(await filterLists(deps, actor)),
  };
}

/** `GET/POST /api/referees/folder/{folderId}/settings`: the folder's defaults, through FolderAccess. */
export async function folderSettings({
  deps,
  actor,
  folderId,
  settings,
}: {
  deps: RefereesDeps;
  actor: Actor;
  folderId: number;
  settings?: unknown;
}) {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.folder_settings' });
  const folderAccess = deps.ports.folderAccess;
  if (!folderAccess) throw refereesErrors.documentNotFound('Folder');
  const folder = await folderAccess.load({ db: deps.db, actor, id: folderId, manage: settings !== undefined });
  const repo = createRefereesRepository({ db: deps.db });
  if (settings !== undefined) {
    const parsed = readSettings(settings, 'default');
    await repo.saveDefaultSettings({
      scope: 'folder',
      scopeId: folder.id,
      settings: serializeRefereeSettings(parsed),
      userId: actorId(actor),
    });
  }
  const stored = await repo.findDefaultSettings('folder', folder.id);
  const current = stored ? readSettings(stored, 'default') : defaultRefereeSettings();
  return {
    folder: { id: folder.id, name: folder.name, refereeFinderSettings: current },
    ...(await filterLists(deps, actor)),
  };
}

async function filterLists(deps: RefereesDeps, actor: Actor) {
  const countries = await createRefereesFactsRepository({ db: deps.db }).countries();
  return {
    countries: countries.map((c) => ({ id: c.code, code: c.code, name: c.name, count: 0 })),
    authorsGroups: deps.ports.authorsGroups
      ? await deps.ports.authorsGroups.listForFilters({ db: deps.db, actor })
      : [],
  };
}

import {
  REFEREE_SETTING_NAMES,
  serializeRefereeSettings,
  type RefereeDocKind,
  type RefereeSettings,
} from '@sciscope/contracts';

/*
 * The page's query string (spec 03 section 2): the filter settings themselves plus
 * custom_authors_ids, custom_coi_authors_ids, settingsId, forJob and only_custom. Settings are
 * written with the contract's serialiser (every field, so that a value the user cleared does not
 * fall back to a folder or saved default on the server); a URL without settings leaves them to
 * the server's defaults of the document.
 */

/** Which defaults a document kind ranks with (spec 03 "Default settings"). */
export function settingsModeOf(kind: string): 'default' | 'vacancy' | 'author' {
  return kind === 'vacancy' ? 'vacancy' : kind === 'author' ? 'author' : 'default';
}

export interface RefereesPageQuery {
  /** The setting fields present in the URL, form-encoded ('' when none). */
  settings: string;
  customAuthorsIds: number[];
  customCoiAuthorsIds: number[];
  settingsId: number | null;
  forJob: number | null;
  onlyCustom: boolean;
}

const SETTING_NAMES: ReadonlySet<string> = new Set(REFEREE_SETTING_NAMES);

/** Distinct positive whole numbers of a comma list; anything else is dropped. */
export function parseIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  return Array.from(new Set(ids));
}

function positiveIntOrNull(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value > 0 ? value : null;
}

/** Reads the page's query string. */
export function readRefereesPageQuery(search: string | URLSearchParams): RefereesPageQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const settings = new URLSearchParams();
  for (const [name, value] of params) if (SETTING_NAMES.has(name)) settings.append(name, value);
  return {
    settings: settings.toString(),
    customAuthorsIds: parseIdList(params.get('custom_authors_ids')),
    customCoiAuthorsIds: parseIdList(params.get('custom_coi_authors_ids')),
    settingsId: positiveIntOrNull(params.get('settingsId')),
    forJob: positiveIntOrNull(params.get('forJob')),
    onlyCustom: ['1', 'true'].includes((params.get('only_custom') ?? '').toLowerCase()),
  };
}

export interface WriteRefereesPageQuery {
  /** Null keeps the URL free of settings (the server's defaults of the document apply). */
  settings: RefereeSettings | string | null;
  customAuthorsIds?: readonly number[];
  customCoiAuthorsIds?: readonly number[];
  settingsId?: number | null;
  forJob?: number | null;
  onlyCustom?: boolean;
}

/** Writes the page's query string (without '?'); `readRefereesPageQuery` reads it back. */
export function writeRefereesPageQuery(query: WriteRefereesPageQuery): string {
  const params = new URLSearchParams(
    query.settings === null
      ? ''
      : typeof query.settings === 'string'
        ? query.settings
        : serializeRefereeSettings(query.settings),
  );
  if (query.customAuthorsIds?.length) params.set('custom_authors_ids', query.customAuthorsIds.join(','));
  if (query.customCoiAuthorsIds?.length) params.set('custom_coi_authors_ids', query.customCoiAuthorsIds.join(','));
  if (query.settingsId) params.set('settingsId', String(query.settingsId));
  if (query.forJob) params.set('forJob', String(query.forJob));
  if (query.onlyCustom) params.set('only_custom', '1');
  return params.toString();
}

/** The route of a document's referee finder. */
export function refereesBeamPath(kind: RefereeDocKind | string, id: number, search = ''): string {
  return `/referees-beam/${kind}/${id}${search ? `?${search}` : ''}`;
}

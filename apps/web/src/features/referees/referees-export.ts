import {
  REFEREES_EXPORT_LIMITS,
  type CurrentUser,
  type RefereesCsvDelimiter,
  type RefereesListResponse,
} from '@sciscope/contracts';

/** The export choices of the page (spec 03 sections 7 and 9). */
export interface ExportChoice {
  format: 'xlsx' | 'csv' | 'json';
  delimiter: RefereesCsvDelimiter;
  limit: (typeof REFEREES_EXPORT_LIMITS)[number];
  /** Proposals only: every marked referee (limit 0). */
  onlyMarked: boolean;
}

export const DEFAULT_EXPORT_CHOICE: ExportChoice = { format: 'xlsx', delimiter: 'comma', limit: 50, onlyMarked: false };

/** The custom lists of the page, which the export ranks with as the list call does. */
export interface ExportCustomLists {
  customAuthorsIds: readonly number[];
  customCoiAuthorsIds: readonly number[];
}

/**
 * The browser GET of the export: /referees-beam/export-referees/{docId}/ with settings,
 * doc_kind, export_format, csv_delimiter, limit, only_custom, only_marked and as_org_id. The
 * page's custom lists travel in the settings string (custom_authors_ids, custom_coi_authors_ids),
 * so the file ranks, labels and flags conflicts as the page does.
 */
export function exportRefereesUrl({
  kind,
  docId,
  settings,
  customLists,
  choice,
  onlyCustom,
  asOrgId,
}: {
  kind: string;
  docId: number;
  settings: string;
  customLists: ExportCustomLists;
  choice: ExportChoice;
  onlyCustom: boolean;
  asOrgId: number | null;
}): string {
  const onlyMarked = kind === 'proposal' && choice.onlyMarked;
  const withLists = new URLSearchParams(settings);
  if (customLists.customAuthorsIds.length > 0)
    withLists.set('custom_authors_ids', customLists.customAuthorsIds.join(','));
  if (customLists.customCoiAuthorsIds.length > 0)
    withLists.set('custom_coi_authors_ids', customLists.customCoiAuthorsIds.join(','));
  const params = new URLSearchParams({
    settings: withLists.toString(),
    doc_kind: kind,
    export_format: choice.format,
    csv_delimiter: choice.delimiter,
    limit: String(onlyMarked ? 0 : choice.limit),
    only_custom: onlyCustom ? '1' : '0',
    only_marked: onlyMarked ? '1' : '0',
  });
  if (asOrgId !== null) params.set('as_org_id', String(asOrgId));
  return `/referees-beam/export-referees/${docId}/?${params.toString()}`;
}

/** An organization admin exports as the organization of the proposal's folder; anyone else as themself. */
export function exportOrgIdOf(list: Pick<RefereesListResponse, 'document'>, user: CurrentUser): number | null {
  const orgId = list.document.header.folder?.organizationId ?? null;
  return orgId !== null && user.orgadmin_organizations_ids.includes(orgId) ? orgId : null;
}

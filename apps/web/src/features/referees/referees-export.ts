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

/**
 * The browser GET of the export: /referees-beam/export-referees/{docId}/ with settings,
 * doc_kind, export_format, csv_delimiter, limit, only_custom, only_marked and as_org_id.
 */
export function exportRefereesUrl({
  kind,
  docId,
  settings,
  choice,
  onlyCustom,
  asOrgId,
}: {
  kind: string;
  docId: number;
  settings: string;
  choice: ExportChoice;
  onlyCustom: boolean;
  asOrgId: number | null;
}): string {
  const onlyMarked = kind === 'proposal' && choice.onlyMarked;
  const params = new URLSearchParams({
    settings,
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

/** An organisation admin exports as the organisation of the proposal's folder; anyone else as themself. */
export function exportOrgIdOf(list: Pick<RefereesListResponse, 'document'>, user: CurrentUser): number | null {
  const orgId = list.document.header.folder?.organizationId ?? null;
  return orgId !== null && user.orgadmin_organizations_ids.includes(orgId) ? orgId : null;
}

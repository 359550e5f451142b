import { exportRefereesQuerySchema } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_CHOICE, exportRefereesUrl } from './referees-export';

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('the export link', () => {
  it('sends the settings, kind, format, delimiter and limit the server reads', () => {
    const url = exportRefereesUrl({
      kind: 'article',
      docId: 12,
      settings: 'min_h_index=5',
      customLists: { customAuthorsIds: [], customCoiAuthorsIds: [] },
      choice: { ...DEFAULT_EXPORT_CHOICE, format: 'csv', delimiter: 'semicolon', limit: 200, onlyMarked: true },
      onlyCustom: false,
      asOrgId: null,
    });
    expect(url.startsWith('/referees-beam/export-referees/12/?')).toBe(true);
    const parsed = exportRefereesQuerySchema.parse(queryOf(url));
    expect(parsed).toMatchObject({
      settings: 'min_h_index=5',
      doc_kind: 'article',
      export_format: 'csv',
      csv_delimiter: 'semicolon',
      limit: 200,
      only_marked: false,
      as_org_id: null,
    });
  });

  it("carries the page's custom authors and custom COI authors in the settings, as the list call does", () => {
    const url = exportRefereesUrl({
      kind: 'article',
      docId: 12,
      settings: 'min_h_index=5',
      customLists: { customAuthorsIds: [7, 8], customCoiAuthorsIds: [9] },
      choice: DEFAULT_EXPORT_CHOICE,
      onlyCustom: true,
      asOrgId: null,
    });
    const { settings } = exportRefereesQuerySchema.parse(queryOf(url));
    expect(Object.fromEntries(new URLSearchParams(settings))).toEqual({
      min_h_index: '5',
      custom_authors_ids: '7,8',
      custom_coi_authors_ids: '9',
    });
  });

  it('exports every marked referee of a proposal with limit 0', () => {
    const url = exportRefereesUrl({
      kind: 'proposal',
      docId: 3,
      settings: '',
      customLists: { customAuthorsIds: [], customCoiAuthorsIds: [] },
      choice: { ...DEFAULT_EXPORT_CHOICE, onlyMarked: true },
      onlyCustom: true,
      asOrgId: 9,
    });
    expect(exportRefereesQuerySchema.parse(queryOf(url))).toMatchObject({
      limit: 0,
      only_marked: true,
      only_custom: true,
      as_org_id: 9,
    });
  });
});

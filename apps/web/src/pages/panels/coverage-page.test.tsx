import {
  ANONYMOUS_USER,
  PANEL_MESSAGES,
  type CurrentUser,
  type PanelCoverageResponse,
  type PanelDetail,
} from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { clientWithSite, renderStatic, textOf } from '../../testing/render-static';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { panelsKeys } from '../../features/panels/queries/panels-keys';
import { CoveragePage } from './coverage-page';

const chair: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 7,
  email: 'chair@example.org',
  is_authenticated: true,
  active_quotas: [['panel_composer', { canBePrivate: false, organizations_ids: [] }]],
};

const panel = (computation: Partial<PanelDetail['computation']>): PanelDetail => ({
  id: 2,
  panelName: 'JRL special issue',
  organization: { id: 1, name: 'Journal of Robot Learning' },
  subpanels: [],
  compositions: [{ id: 4, name: 'Draft A', isEditable: true, membersCount: 6, createdAt: '2026-11-28T09:00:00Z' }],
  members: [],
  computation: {
    state: 'not_computed',
    taskId: null,
    step: null,
    percent: null,
    computedAt: null,
    stale: false,
    ...computation,
  },
  createdAt: '2026-11-28T09:00:00Z',
  updatedAt: '2026-11-28T09:00:00Z',
});

/** The coverage screen as it shows once `GET …/coverage` answered 409 `panels.not_computed`. */
function renderNotComputed(detail: PanelDetail) {
  const client = clientWithSite();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client.setQueryData(authKeys.currentUser(), chair);
  client.setQueryData(panelsKeys.panel(2), detail);
  const error = new ApiError({ status: 409, code: 'panels.not_computed', message: PANEL_MESSAGES.notComputed });
  client
    .getQueryCache()
    .build(client, { queryKey: panelsKeys.coverage(2, 4) })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
  const html = renderStatic(<CoveragePage />, {
    client,
    path: '/panel-composer/:id/compositions/:compositionId/coverage',
    url: '/panel-composer/2/compositions/4/coverage',
  });
  return { html, text: textOf(html) };
}

describe('the coverage screen of a panel without scores', () => {
  it("shows the spec's not-computed alert with 'Schedule computation' under the breadcrumb, not a bare error", () => {
    const { html, text } = renderNotComputed(panel({}));
    expect(text).toContain(PANEL_MESSAGES.notComputed);
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Schedule computation[\s\S]*?<\/button>/);
    expect(text).not.toMatch(/^Error|\bError\b/);
    expect(html).toMatch(/<a[^>]*href="\/panel-composer\/2\/compositions"[^>]*>JRL special issue<\/a>/);
    expect(text).toContain('Draft A: coverage');
  });

  it('says the scores are out of date for a panel computed before and changed since', () => {
    const { text } = renderNotComputed(panel({ state: 'done', stale: true, computedAt: '2026-11-28T09:26:00Z' }));
    expect(text).toContain(PANEL_MESSAGES.outOfDate);
    expect(text).not.toContain(PANEL_MESSAGES.notComputed);
    expect(text).toContain(PANEL_MESSAGES.scheduleComputation);
  });
});

/** Walk 20's Draft A: ROB's concepts all covered, its SLAM proposal by no member. */
const coverage = (isEditable: boolean): PanelCoverageResponse => ({
  panelName: 'AI call 2026 panel',
  composition: { id: 4, name: 'Draft A' },
  heatmap: {
    members: [{ id: 1, name: 'Sergey Levine', status: 'candidate' }],
    subpanels: [{ id: 7, code: 'ROB', name: 'Robotics' }],
    scores: [[0.033]],
    max: 0.033,
  },
  subpanels: [
    {
      id: 7,
      code: 'ROB',
      name: 'Robotics',
      documents: 3,
      total: 14,
      covered: 14,
      share: 1,
      gaps: [],
      uncoveredDocuments: [
        {
          docKind: 'proposal',
          docId: 34,
          title: 'Visual-inertial SLAM for long-term autonomy of mobile robots',
          candidates: [
            { author: { id: 9, name: 'Davide Scaramuzza' }, affinity: 0.051, status: null },
            { author: { id: 10, name: 'Luca Carlone' }, affinity: 0.032, status: 'candidate' },
          ],
        },
      ],
      fillers: [],
    },
  ],
  isEditable,
});

function renderCoverage(data: PanelCoverageResponse) {
  const client = clientWithSite();
  client.setQueryData(authKeys.currentUser(), chair);
  client.setQueryData(panelsKeys.coverage(2, 4), data);
  const html = renderStatic(<CoveragePage />, {
    client,
    path: '/panel-composer/:id/compositions/:compositionId/coverage',
    url: '/panel-composer/2/compositions/4/coverage',
  });
  return { html, text: textOf(html) };
}

describe('the coverage screen of a computed panel', () => {
  it('says which documents no member covers beside a full concept coverage, with candidates for them', () => {
    const { html, text } = renderCoverage(coverage(true));
    expect(text).toContain('100% (14 of 14 concepts)');
    expect(text).toContain('No member covers 1 of its 3 documents (no affinity above 0):');
    expect(html).toMatch(
      /<a[^>]*href="\/proposal\/34"[^>]*>Visual-inertial SLAM for long-term autonomy of mobile robots<\/a>/,
    );
    expect(text).toMatch(/Best candidates: Davide Scaramuzza \(0\.051\) Add Luca Carlone \(0\.032\) Added/);
    expect(html).toContain('aria-label="Add Davide Scaramuzza"');
  });

  it('offers no Add on a base composition, and says nothing when every document is covered', () => {
    expect(renderCoverage(coverage(false)).html).not.toContain('aria-label="Add Davide Scaramuzza"');
    const covered = coverage(true);
    covered.subpanels[0]!.uncoveredDocuments = [];
    expect(renderCoverage(covered).text).not.toContain('No member covers');
  });
});

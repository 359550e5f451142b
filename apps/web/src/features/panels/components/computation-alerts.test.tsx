import { PANEL_MESSAGES, type PanelComputation } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../../testing/render-static';
import { panelsKeys } from '../queries/panels-keys';
import { ComputationAlerts } from './computation-alerts';

const running: PanelComputation = {
  state: 'running',
  taskId: 13,
  step: null,
  percent: null,
  computedAt: null,
  stale: false,
};

/** The computation as last followed (`GET /api/panel/{id}/computation`). */
const followed: PanelComputation = { ...running, step: 'scoring people', percent: 75 };

describe('ComputationAlerts', () => {
  it('shows a running computation’s step and percentage as last followed, with a progress bar', () => {
    const client = clientWithSite();
    client.setQueryData(panelsKeys.computation(4), followed);
    const html = renderStatic(
      <ComputationAlerts panelId={4} computation={running} cacheMiss contactEmail={null} refetch={() => {}} />,
      { client },
    );
    const text = textOf(html);
    expect(text).toContain(PANEL_MESSAGES.inProgress);
    expect(text).toContain('Scoring people: 75% (task 13)');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="75"|aria-valuenow="75"[^>]*role="progressbar"/);
  });
});

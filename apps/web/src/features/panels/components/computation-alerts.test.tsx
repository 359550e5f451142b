import { PANEL_MESSAGES, type PanelComputation, type Task } from '@sciscope/contracts';
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

const task: Task = {
  id: 13,
  kind: 'panels.compute',
  state: 'running',
  runner: 'server',
  step: 'scoring people',
  progress: { done: 3, total: 4, percent: 75 },
  counts: {},
  result: null,
  error: null,
  cancelRequested: false,
  attempts: 1,
  ownerId: 7,
  createdAt: '2026-11-27T20:45:45.000Z',
  startedAt: '2026-11-27T20:45:45.600Z',
  finishedAt: null,
};

describe('ComputationAlerts', () => {
  it('shows a running computation’s step and percentage from its task, with a progress bar', () => {
    const client = clientWithSite();
    client.setQueryData(panelsKeys.task(13), task);
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

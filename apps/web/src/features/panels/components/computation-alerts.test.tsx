import { PANEL_MESSAGES, type PanelComputation, type StatusResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../../testing/render-static';
import { STATUS_KEY } from '../../status/status-api';
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

describe('ComputationAlerts while the computation waits for the first representation model', () => {
  const status = (ranking: StatusResponse['ranking']): StatusResponse => ({
    dataLoad: {
      state: 'done',
      step: null,
      percent: null,
      startedAt: null,
      finishedAt: null,
      error: null,
      taskId: null,
    },
    ranking,
  });
  const queued: PanelComputation = { ...running, state: 'queued' };
  const render = (computation: PanelComputation, answer: StatusResponse) => {
    const client = clientWithSite();
    client.setQueryData(STATUS_KEY, answer);
    return textOf(
      renderStatic(
        <ComputationAlerts panelId={4} computation={computation} cacheMiss contactEmail={null} refetch={() => {}} />,
        { client },
      ),
    );
  };

  it('says how far the training is that a queued computation waits for', () => {
    const text = render(
      queued,
      status({ state: 'training', step: 'embedding articles', percent: 40, ahead: 0, taskId: 9 }),
    );
    expect(text).toContain('Waiting for the task runner (task 13)');
    expect(text).toContain(
      'Training the representation model the rankings use: embedding articles — 40%. The scores are computed as soon as it is ready.',
    );
  });

  it('says nothing of the model once it is ready, nor while the computation runs', () => {
    const ready = status({ state: 'ready', step: null, percent: null, ahead: 0, taskId: null });
    expect(render(queued, ready)).not.toContain('representation model');
    const training = status({ state: 'training', step: null, percent: 10, ahead: 0, taskId: 9 });
    expect(render(running, training)).not.toContain('representation model');
  });
});

describe('ComputationAlerts without current scores', () => {
  const render = (computation: PanelComputation) =>
    textOf(
      renderStatic(
        <ComputationAlerts panelId={4} computation={computation} cacheMiss contactEmail={null} refetch={() => {}} />,
        { client: clientWithSite() },
      ),
    );

  it("says the spec's words for a panel never computed, with 'Schedule computation'", () => {
    const text = render({ ...running, state: 'not_computed', taskId: null });
    expect(text).toContain(PANEL_MESSAGES.notComputed);
    expect(text).toContain(PANEL_MESSAGES.scheduleComputation);
  });

  it('says the scores are out of date, not "not computed yet", for a panel computed before and changed since', () => {
    const text = render({ ...running, state: 'done', computedAt: '2026-11-28T09:26:00Z', stale: true });
    expect(text).toContain(PANEL_MESSAGES.outOfDate);
    expect(text).not.toContain(PANEL_MESSAGES.notComputed);
    expect(text).toContain(PANEL_MESSAGES.scheduleComputation);
  });
});

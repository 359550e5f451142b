import type { PanelComputation } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { formatSimilarity } from '../articles/format';
import {
  computationProgress,
  countOf,
  coverageLabel,
  formatLowerBoundScore,
  importSummary,
  scoreAxisTicks,
} from './panel-display';

const running: PanelComputation = {
  state: 'running',
  taskId: 13,
  step: null,
  percent: null,
  computedAt: null,
  stale: false,
};

describe('computationProgress', () => {
  it('says the step and percentage of the computation as last followed', () => {
    const latest = { ...running, step: 'scoring people', percent: 40 };
    expect(computationProgress(running, latest)).toEqual({ text: 'Scoring people: 40% (task 13)', percent: 40 });
  });

  it('falls back on the page’s copy of the step before the computation was followed', () => {
    expect(computationProgress({ ...running, step: 'finding candidates', percent: 12.5 }, undefined)).toEqual({
      text: 'Finding candidates: 12.5% (task 13)',
      percent: 12.5,
    });
    expect(computationProgress(running, undefined).text).toBe('Starting (task 13)');
    expect(computationProgress({ ...running, state: 'queued' }, undefined).text).toBe(
      'Waiting for the task runner (task 13)',
    );
  });

  it('ignores another task’s computation, and says when it has ended before the page reloads', () => {
    expect(computationProgress(running, { ...running, taskId: 12, step: 'saving scores' }).text).toBe(
      'Starting (task 13)',
    );
    expect(computationProgress(running, { ...running, state: 'done' })).toEqual({
      text: 'Finished; loading the result (task 13)',
      percent: 100,
    });
    expect(computationProgress(running, { ...running, state: 'failed' }).percent).toBeNull();
  });
});

describe('import summary and coverage wording', () => {
  it('puts each count’s noun in the right number', () => {
    expect(countOf(1, 'subpanel')).toBe('1 subpanel');
    expect(countOf(0, 'error')).toBe('0 errors');
    expect(importSummary({ subpanels: 1, documents: 1, errors: [{}] })).toBe(
      '1 subpanel, 1 document imported; 1 error.',
    );
    expect(importSummary({ subpanels: 2, documents: 3, errors: [] })).toBe(
      '2 subpanels, 3 documents imported; 0 errors.',
    );
  });

  it('gives no share for a subpanel without documents or concepts instead of 100 %', () => {
    expect(coverageLabel({ documents: 0, total: 0, covered: 0 })).toBe('Not applicable: no documents');
    expect(coverageLabel({ documents: 2, total: 0, covered: 0 })).toBe(
      'Not applicable: its documents have no concepts',
    );
    expect(coverageLabel({ documents: 2, total: 8, covered: 3 })).toBe('38% (3 of 8 concepts)');
    expect(coverageLabel({ documents: 1, total: 1, covered: 1 })).toBe('100% (1 of 1 concept)');
  });
});

describe('scoreAxisTicks', () => {
  it('runs from 0 up to the highest score in steps of 1, 2 or 5, at most 5 ticks', () => {
    expect(scoreAxisTicks(0.63)).toEqual([0, 0.2, 0.4, 0.6]);
    expect(scoreAxisTicks(0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(scoreAxisTicks(0.0035)).toEqual([0, 0.001, 0.002, 0.003]);
    expect(scoreAxisTicks(0.037)).toEqual([0, 0.01, 0.02, 0.03]);
    expect(scoreAxisTicks(1.7)).toEqual([0, 0.5, 1, 1.5]);
    expect(scoreAxisTicks(250)).toEqual([0, 100, 200]);
  });

  it('never has two ticks that read the same as similarities, however small the scores', () => {
    for (const max of [0.004, 0.013, 0.05, 0.63, 3.27]) {
      const labels = scoreAxisTicks(max).map(formatSimilarity);
      expect(new Set(labels).size, `${max}: ${labels.join(' ')}`).toBe(labels.length);
      expect(labels.length, `${max}: ${labels.join(' ')}`).toBeGreaterThanOrEqual(2);
    }
    expect(scoreAxisTicks(0.013)).toEqual([0, 0.005, 0.01]);
    expect(scoreAxisTicks(0.004)).toEqual([0, 0.001, 0.002, 0.003, 0.004]);
  });

  it('is a lone 0 without a positive score', () => {
    expect(scoreAxisTicks(0)).toEqual([0]);
    expect(scoreAxisTicks(Number.NaN)).toEqual([0]);
  });
});

describe('formatLowerBoundScore', () => {
  it('rounds down to 2 decimals, so "at least" stays true', () => {
    expect(formatLowerBoundScore(0.1257)).toBe('0.12');
    expect(formatLowerBoundScore(0.29)).toBe('0.29');
    expect(formatLowerBoundScore(1)).toBe('1.00');
    expect(formatLowerBoundScore(0.0236)).toBe('0.023');
    expect(formatLowerBoundScore(0.00046)).toBe('0.00046');
    expect(formatLowerBoundScore(0)).toBe('0');
  });
});

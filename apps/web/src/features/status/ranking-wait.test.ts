import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { isRankingNotReady, rankingWaitText } from './ranking-wait';

const at = { step: null, percent: null, ahead: 0, taskId: null };

describe('the wait for the ranking model', () => {
  it('says how far the training is, what is queued before it, or that none is coming', () => {
    expect(rankingWaitText({ ...at, state: 'training', step: 'embedding articles', percent: 40, taskId: 7 })).toBe(
      'Training the representation model the rankings use: embedding articles — 40%. The list appears here when it is ready.',
    );
    expect(rankingWaitText({ ...at, state: 'training' })).toBe(
      'Training the representation model the rankings use. The list appears here when it is ready.',
    );
    expect(rankingWaitText({ ...at, state: 'waiting', ahead: 3, taskId: 7 })).toMatch(
      /^The representation model the rankings use is trained after the 3 tasks queued before it /,
    );
    expect(rankingWaitText({ ...at, state: 'waiting', ahead: 1, taskId: 7 })).toMatch(
      /after the task queued before it/,
    );
    expect(rankingWaitText({ ...at, state: 'waiting', taskId: 7 })).toMatch(/starts in a moment/);
    expect(rankingWaitText({ ...at, state: 'none' })).toMatch(/^No representation model has been trained yet/);
  });

  it('is for the 503 of a ranking without a model, not for other errors', () => {
    const error = (status: number, code: string) => new ApiError({ status, code, message: 'x', details: null });
    expect(isRankingNotReady(error(503, 'referees.index_building'))).toBe(true);
    expect(isRankingNotReady(error(503, 'server.unavailable'))).toBe(false);
    expect(isRankingNotReady(new Error('The ranking index is being built'))).toBe(false);
    expect(isRankingNotReady(null)).toBe(false);
  });
});

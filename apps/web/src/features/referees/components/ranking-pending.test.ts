import { describe, expect, it } from 'vitest';
import { PENDING_EXPLAIN_MS, PENDING_SAY_MS, rankingPendingText } from './ranking-pending';

describe('the placeholder of a ranking under way', () => {
  it('says nothing for a quick ranking, then what is happening, then why it can take a minute', () => {
    expect(rankingPendingText(0)).toBeNull();
    expect(rankingPendingText(PENDING_SAY_MS - 1)).toBeNull();
    expect(rankingPendingText(PENDING_SAY_MS)).toBe("Ranking the corpus's authors for this document…");
    expect(rankingPendingText(PENDING_EXPLAIN_MS - 1)).toBe("Ranking the corpus's authors for this document…");
    expect(rankingPendingText(PENDING_EXPLAIN_MS)).toMatch(
      /^Ranking the corpus's authors for this document… The first ranking after the server started/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { PanelPeopleResponse } from '@sciscope/contracts';
import { applyCandidateChange, toggleSubpanelSort } from './panel-totals';
import { parseDocumentList, truncatePanelTitle } from './panel-display';

describe('sorting by subpanel bars', () => {
  it('sorts by the clicked subpanel, combines with Shift, and falls back to the position', () => {
    expect(toggleSubpanelSort(null, 'PE1', false)).toBe('PE1');
    expect(toggleSubpanelSort('PE1', 'LS2', false)).toBe('LS2');
    expect(toggleSubpanelSort('PE1', 'LS2', true)).toBe('PE1,LS2');
    expect(toggleSubpanelSort('PE1,LS2', 'PE1', true)).toBe('LS2');
    expect(toggleSubpanelSort('PE1', 'PE1', false)).toBe('position');
  });
});

describe('adding and removing a candidate', () => {
  it('changes the status in place and takes the totals of the answer', () => {
    const person = { author: { id: 7 }, status: null } as unknown as PanelPeopleResponse['scoredPanelMembers'][number];
    const other = { author: { id: 8 }, status: '' } as unknown as PanelPeopleResponse['scoredPanelMembers'][number];
    const data = {
      scoredPanelMembers: [person, other],
      subpanels: [
        { id: 1, code: 'A', score: 0.5 },
        { id: 2, code: 'B', score: 0.25 },
      ],
    } as unknown as PanelPeopleResponse;
    const next = applyCandidateChange(data, {
      authorId: 7,
      status: 'candidate',
      subpanels: [
        { id: 1, code: 'A', score: 0.75 },
        { id: 2, code: 'B', score: 0.3 },
      ],
    });
    expect(next.scoredPanelMembers.map((m) => m.status)).toEqual(['candidate', '']);
    expect(next.subpanels.map((s) => s.score)).toEqual([0.75, 0.3]);
  });
});

describe('document lists and titles', () => {
  it('reads proposals and articles, a bare id being a proposal, and names what it cannot read', () => {
    expect(parseDocumentList('proposal 12\narticle:34, 56; nonsense')).toEqual({
      documents: [
        { docKind: 'proposal', docId: 12 },
        { docKind: 'article', docId: 34 },
        { docKind: 'proposal', docId: 56 },
      ],
      invalid: ['nonsense'],
    });
  });

  it('truncates panel titles at 45 characters', () => {
    expect(truncatePanelTitle('x'.repeat(45))).toBe('x'.repeat(45));
    expect(truncatePanelTitle('x'.repeat(46))).toHaveLength(45);
  });
});

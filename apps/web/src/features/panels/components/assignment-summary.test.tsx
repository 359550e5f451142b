import type { PanelAssignmentResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { AssignmentSummary } from './assignment-summary';

const proposal = (id: number) => ({
  docKind: 'proposal' as const,
  docId: id,
  title: `Proposal ${id}`,
  subpanelCode: 'PE1',
  score: 0.5,
  reviewers: [],
});
const member = (id: number) => ({ authorId: id, name: `Reviewer ${id}`, load: 1, affinity: 0.4 });

function summary(
  counts: { documents: number; members: number; conflictedPairs: number },
  affinity: { total: number; threshold: number | null } = { total: 1.2, threshold: null },
): string {
  const result: PanelAssignmentResponse = {
    documents: Array.from({ length: counts.documents }, (_, i) => proposal(i + 1)),
    members: Array.from({ length: counts.members }, (_, i) => member(i + 1)),
    totalAffinity: affinity.total,
    threshold: affinity.threshold,
    settings: { min_load: 0, max_load: 2, reviewers_per_document: 1, fairness: false },
    conflictedPairs: counts.conflictedPairs,
    pairsWithoutAffinity: 0,
    documentsWithoutAffinity: 0,
    milliseconds: 4,
  };
  return textOf(renderStatic(<AssignmentSummary result={result} />));
}

describe('the assignment summary', () => {
  it('says one conflicted pair, one document and one member in the singular', () => {
    const text = summary({ documents: 1, members: 1, conflictedPairs: 1 });
    expect(text).toContain('1 document, 1 member: total affinity');
    expect(text).toContain('; 1 conflicted pair left out; solved in 4 ms.');
  });

  it('says other counts in the plural', () => {
    const text = summary({ documents: 3, members: 2, conflictedPairs: 0 });
    expect(text).toContain('3 documents, 2 members: total affinity');
    expect(text).toContain('; 0 conflicted pairs left out; solved in 4 ms.');
  });

  it('shows small affinities with 2 significant digits, the lower bound rounded down', () => {
    const text = summary({ documents: 3, members: 2, conflictedPairs: 0 }, { total: 0.0734, threshold: 0.0236 });
    expect(text).toContain('total affinity 0.073');
    expect(text).toContain('every pair at least 0.023');
  });
});

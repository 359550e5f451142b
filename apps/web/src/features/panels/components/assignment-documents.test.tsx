import type { PanelAssignmentResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { AssignmentDocuments } from './assignment-documents';

const reviewer = (authorId: number, name: string, affinity: number) => ({
  authorId,
  name,
  affinity,
  withoutAffinity: !(affinity > 0),
});

/** Walk 20's Draft A: the SLAM proposal got three reviewers of affinity 0, legged locomotion two. */
const result: PanelAssignmentResponse = {
  documents: [
    {
      docKind: 'proposal',
      docId: 32,
      title: 'Learning dexterous in-hand manipulation from human video',
      subpanelCode: 'ROB',
      score: 0.13,
      reviewers: [reviewer(1, 'Sergey Levine', 0.067), reviewer(2, 'Jeannette Bohg', 0.049)],
    },
    {
      docKind: 'proposal',
      docId: 33,
      title: 'Safe reinforcement learning for legged locomotion on rough terrain',
      subpanelCode: 'ROB',
      score: 0.033,
      reviewers: [reviewer(1, 'Sergey Levine', 0.033), reviewer(3, 'Matthias Nießner', 0)],
    },
    {
      docKind: 'proposal',
      docId: 34,
      title: 'Visual-inertial SLAM for long-term autonomy of mobile robots',
      subpanelCode: 'ROB',
      score: 0,
      reviewers: [reviewer(1, 'Sergey Levine', 0), reviewer(3, 'Matthias Nießner', 0)],
    },
  ],
  members: [],
  totalAffinity: 0.15,
  threshold: null,
  settings: { min_load: 0, max_load: 10, reviewers_per_document: 2, fairness: false },
  conflictedPairs: 0,
  pairsWithoutAffinity: 3,
  documentsWithoutAffinity: 1,
  milliseconds: 1,
};

const render = (r: PanelAssignmentResponse) =>
  renderStatic(<AssignmentDocuments result={r} coveragePath="/panel-composer/4/compositions/7/coverage" />);

describe('the assignment table', () => {
  it('marks each reviewer of affinity 0 and says how many documents got only such reviewers', () => {
    const html = render(result);
    const text = textOf(html);
    expect(text).toContain(
      '1 of the 3 documents got only reviewers with affinity 0: "Visual-inertial SLAM for long-term autonomy of mobile robots".',
    );
    expect(text).toContain(
      '3 of the 6 assignments have affinity 0 (marked "no affinity"): the reviewer has no article close to the document.',
    );
    // (textOf puts a space where a marked name's element ends.)
    expect(text).toMatch(/Sergey Levine \(0\.033\), Matthias Nießner \(0, no affinity\)/);
    expect(text).toMatch(/Sergey Levine \(0, no affinity\) ?, Matthias Nießner \(0, no affinity\)/);
    expect(text).toContain('Sergey Levine (0.067), Jeannette Bohg (0.049)');
    expect(html).toMatch(/<a[^>]*href="\/panel-composer\/4\/compositions\/7\/coverage"[^>]*>Coverage<\/a>/);
  });

  it('says nothing of affinity 0 when every reviewer has some', () => {
    const text = textOf(
      render({
        ...result,
        documents: result.documents.slice(0, 1),
        pairsWithoutAffinity: 0,
        documentsWithoutAffinity: 0,
      }),
    );
    expect(text).not.toContain('affinity 0');
    expect(text).not.toContain('no affinity');
  });
});

import type { CurationResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { ontologyKeys } from '../queries/ontology-keys';
import { CurationQueue } from './curation-queue';

const queue: CurationResponse = {
  items: [
    {
      kind: 'ambiguous',
      id: 15089,
      conceptId: 7,
      conceptName: 'Mechatronics',
      literal: 'Mechatronics',
      df: 44,
      keyphraseness: null,
    },
  ],
  total: 1,
  offset: 0,
};

describe('the curation queue (walk 10, defect 7)', () => {
  it("names what the row's number counts instead of a bare DF", () => {
    const client = testQueryClient();
    client.setQueryData(ontologyKeys.curation('ambiguous', 0), queue);
    const text = textOf(renderStatic(<CurationQueue />, { client, path: '/ontology/curation' }));
    expect(text).toContain('Counted in: the articles where the literal gave its concept at the last rescan.');
    expect(text).toMatch(/Literal Concept Counted in Evidence Decision Mechatronics Mechatronics 44 Show evidence/);
    expect(text).not.toMatch(/\bDF\b/);
  });
});

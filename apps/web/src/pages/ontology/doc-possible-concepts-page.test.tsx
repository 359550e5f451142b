import { describe, expect, it } from 'vitest';
import type { DocPossible } from '@sciscope/contracts';
import { possibleKeys } from '../../features/ontology/possible/use-possible';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { DocPossibleConceptsPage } from './doc-possible-concepts-page';

describe("an article's possible concepts page", () => {
  it('writes the corpus size with a thousands separator, as search writes its counts', () => {
    const client = testQueryClient();
    const possible: DocPossible = {
      kind: 'article',
      id: 42802,
      title: 'Deep reinforcement learning for robotic manipulation',
      possibleConcepts: [],
      corpusSize: 95204,
      milliseconds: 12,
    };
    client.setQueryData(possibleKeys.doc('article', 42802), possible);
    const html = renderStatic(<DocPossibleConceptsPage kind="article" />, {
      client,
      path: '/article/:id/possible-concepts',
      url: '/article/42802/possible-concepts',
    });
    expect(textOf(html)).toContain('0 terms no concept has yet, scored against 95,204 articles.');
  });
});

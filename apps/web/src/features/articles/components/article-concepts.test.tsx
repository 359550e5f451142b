import { describe, expect, it } from 'vitest';
import type { ArticleConcept } from '@sciscope/contracts';
import { articleConcept } from '@sciscope/contracts/testing';
import { renderStatic, textOf } from '../../../testing/render-static';
import { ArticleConcepts } from './article-concepts';

const concept = (conceptId: number, name: string, sameNameAs?: number): ArticleConcept =>
  articleConcept(conceptId, name, {
    badge: sameNameAs === undefined,
    ...(sameNameAs === undefined ? {} : { sameNameAs }),
  });

describe('ArticleConcepts', () => {
  const concepts = [
    concept(986, 'Semi-supervised learning'),
    concept(991, 'Neural networks'),
    concept(7790, 'Semisupervised learning', 986),
  ];

  it('shows one badge for one thing named in two ontologies (walk: article 28200)', () => {
    const text = textOf(renderStatic(<ArticleConcepts concepts={concepts} />));
    expect(text).toContain('Semi-supervised learning');
    expect(text).toContain('Neural networks');
    expect(text).not.toContain('Semisupervised learning');
  });

  it('still shows the second name when it is a selected filter', () => {
    const text = textOf(renderStatic(<ArticleConcepts concepts={concepts} selectedConceptIds={[7790]} />));
    expect(text).toContain('Semisupervised learning');
  });
});

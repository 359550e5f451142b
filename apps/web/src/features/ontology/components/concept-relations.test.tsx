import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { ConceptRelations } from './concept-relations';

const concept = (id: number, name: string) => ({ id, name, basic: false, deleted: false, df: 3 });

describe('a concept’s relations', () => {
  it('writes each related concept’s link in its badge’s own text colour, which reads at AA contrast on it', () => {
    const html = renderStatic(
      <ConceptRelations
        conceptId={10}
        relations={{ parents: [concept(1, 'Graph theory')], children: [], related: [] }}
        childCount={0}
        disabled
        onChange={() => undefined}
      />,
    );
    expect(textOf(html)).toContain('Graph theory');
    // The anchor colour on a light badge is under 4.5:1; the badge's text colour is not.
    expect(html).toMatch(/<a[^>]*style="[^"]*color:inherit[^"]*"[^>]*href="\/ontology\/concept\/1-[^"]*"/);
  });
});

import { describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES, type VacancyConceptsResponse } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { SEARCH_CONCEPTS_SHOWN, SearchConceptsView } from './search-concepts-filter';

const concept = (id: number, name: string, applicantsCount: number) => ({ id, name, applicantsCount });
const answer: VacancyConceptsResponse = {
  concepts: [concept(12, 'Graph coloring', 2), concept(40, 'Planar graph', 1), concept(7, 'Protein folding', 1)],
  picked: [],
};

function render(
  data: VacancyConceptsResponse | undefined,
  { picked = [], error = null }: { picked?: number[]; error?: string | null } = {},
) {
  return renderStatic(
    <SearchConceptsView data={data} error={error} updating={false} picked={picked} onChange={() => undefined} />,
  );
}

/** The chips as [accessible name, visible text, checked, disabled], in the order shown. */
function chips(html: string) {
  return [
    ...html.matchAll(/<input([^>]*type="checkbox"[^>]*)>\s*<label[^>]*>((?:(?!<\/label>)[\s\S])*)<\/label>/g),
  ].map(
    ([, input, label]) =>
      [
        /aria-label="([^"]*)"/.exec(input!)?.[1] ?? '',
        textOf(label!),
        /\schecked=""/.test(input!),
        /\sdisabled=""/.test(input!),
      ] as const,
  );
}

describe("the search tab's concept filter", () => {
  it('shows each concept with how many applicants hold it, counted in words for screen readers', () => {
    const html = render(answer);
    expect(html).toMatch(/<fieldset[^>]*>[\s\S]*<legend[^>]*>Concepts<\/legend>/);
    expect(chips(html)).toEqual([
      ['Graph coloring, 2 applicants', 'Graph coloring 2', false, false],
      ['Planar graph, 1 applicant', 'Planar graph 1', false, false],
      ['Protein folding, 1 applicant', 'Protein folding 1', false, false],
    ]);
    expect(html).not.toContain('Clear picked concepts');
  });

  it('puts the picked concepts first, checked, with a way to clear them', () => {
    const html = render(
      { concepts: [concept(12, 'Graph coloring', 1), concept(40, 'Planar graph', 1)], picked: [] },
      { picked: [40] },
    );
    expect(chips(html).map(([, text, checked]) => [text, checked])).toEqual([
      ['Planar graph 1', true],
      ['Graph coloring 1', false],
    ]);
    expect(textOf(html)).toContain('Clear picked concepts');
  });

  it('keeps a picked concept nobody holds, and an id naming no concept, visible so they can be unpicked', () => {
    const html = render({ concepts: [], picked: [{ id: 5, name: 'Robotics' }] }, { picked: [5, 99] });
    expect(chips(html).map(([name, , checked]) => [name, checked])).toEqual([
      ['Robotics, 0 applicants', true],
      ['Unknown concept (id 99), 0 applicants', true],
    ]);
    expect(textOf(html)).toContain(JOB_MESSAGES.noSearchConcepts);
  });

  it('says so when the applicants listed hold no concept', () => {
    const html = render({ concepts: [], picked: [] });
    expect(textOf(html)).toContain(JOB_MESSAGES.noSearchConcepts);
    expect(chips(html)).toEqual([]);
  });

  it('shows skeletons while the concepts load, and the error when they cannot', () => {
    const loading = render(undefined);
    expect(loading).toContain('aria-label="Loading concepts"');
    expect(loading).toContain('aria-busy="true"');
    expect(textOf(loading)).not.toContain(JOB_MESSAGES.noSearchConcepts);
    const failed = render(undefined, { error: 'Internal Server Error', picked: [12] });
    expect(failed).toContain('role="alert"');
    expect(textOf(failed)).toContain('Error Internal Server Error');
    // A picked concept can still be cleared, whatever failed.
    expect(textOf(failed)).toContain('Clear picked concepts');
  });

  it(`shows the ${SEARCH_CONCEPTS_SHOWN} most held concepts and offers the rest on request`, () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      concept(i + 1, `Concept ${String(i + 1).padStart(2, '0')}`, 30 - i),
    );
    const html = render({ concepts: many, picked: [] });
    expect(chips(html)).toHaveLength(SEARCH_CONCEPTS_SHOWN);
    expect(chips(html)[0]![1]).toBe('Concept 01 30');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>[\s\S]*Show all 30 concepts/);
  });

  it('stops offering more concepts once as many are picked as the server filters by', () => {
    const pickedIds = Array.from({ length: JOB_LIMITS.searchConceptsPicked }, (_, i) => i + 1);
    const held = [...pickedIds.map((id) => concept(id, `Concept ${id}`, 1)), concept(500, 'One more', 1)];
    const html = render({ concepts: held, picked: [] }, { picked: pickedIds });
    const shown = chips(html);
    expect(shown.filter(([, , checked]) => checked)).toHaveLength(JOB_LIMITS.searchConceptsPicked);
    expect(shown.at(-1)).toEqual(['One more, 1 applicant', 'One more 1', false, true]);
    expect(textOf(html)).toContain(JOB_MESSAGES.tooManyConcepts(JOB_LIMITS.searchConceptsPicked));
  });
});

import type { PossibleConcept } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { PossibleTable } from './possible-table';

function possible(i: number): PossibleConcept {
  return {
    id: null,
    name: `term ${i}`,
    score: 1 - i / 1000,
    hidden: false,
    literals: [{ name: `term ${i}`, isAmbiguous: false }],
    df: 3,
    dfCollection: null,
    tf: 2,
    basic: false,
    deleted: false,
    conflicts: [],
    neighbors: [],
    created: false,
    merged: false,
    searchQuery: `"term ${i}"`,
  };
}

const rowsOf = (html: string) => html.match(/data-testid="possible-row"/g)?.length ?? 0;

describe('the possible-concepts table', () => {
  it('shows a long list (an imported one) 50 rows a page, with the pager', () => {
    const html = renderStatic(
      <PossibleTable
        rows={Array.from({ length: 120 }, (_, i) => possible(i))}
        docsBatchId={null}
        moderator
        superuser={false}
        showCollectionDf={false}
        onChanged={() => {}}
      />,
    );
    expect(rowsOf(html)).toBe(50);
    expect(textOf(html)).toContain('term 49');
    expect(textOf(html)).not.toContain('term 50 ');
    expect(textOf(html)).toContain('Page 1 / 3');
  });

  it('shows every row it is given when the caller pages them', () => {
    const html = renderStatic(
      <PossibleTable
        rows={Array.from({ length: 50 }, (_, i) => possible(i))}
        docsBatchId={7}
        moderator
        superuser={false}
        showCollectionDf
        pager={<span>caller pager</span>}
        onChanged={() => {}}
      />,
    );
    expect(rowsOf(html)).toBe(50);
    expect(textOf(html)).toContain('caller pager');
    expect(textOf(html)).not.toContain('Page 1 /');
  });
});

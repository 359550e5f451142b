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

  it("makes each term's name a button that opens its concept form, for the keyboard (walk 7 D1)", () => {
    const html = renderStatic(
      <PossibleTable
        rows={[possible(0), possible(1)]}
        docsBatchId={7}
        moderator
        superuser={false}
        showCollectionDf
        onChanged={() => {}}
      />,
    );
    const buttons = [...html.matchAll(/<button[^>]*aria-label="(term \d+): open the concept form"[^>]*>([^<]*)</g)];
    expect(buttons.map((b) => [b[1], b[2]])).toEqual([
      ['term 0', 'term 0'],
      ['term 1', 'term 1'],
    ]);
    expect(buttons.every((b) => b[0].includes('type="button"'))).toBe(true);
  });

  it('says what an empty table is waiting for', () => {
    const props = { docsBatchId: 7, moderator: true, superuser: false, showCollectionDf: true, onChanged: () => {} };
    expect(textOf(renderStatic(<PossibleTable rows={[]} {...props} />))).toContain('No results');
    const mining = textOf(renderStatic(<PossibleTable rows={[]} {...props} emptyText="Mining this batch…" />));
    expect(mining).toContain('Mining this batch…');
    expect(mining).not.toContain('No results');
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

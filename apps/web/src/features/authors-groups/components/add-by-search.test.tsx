import type { Suggestion } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { FoundAuthorsTable, IN_THIS_GROUP } from './add-by-search';

const author = (id: number, articlesCount: number, affiliation: string | null): Suggestion => ({
  id,
  value: 'Ada Lovelace',
  label: 'Ada Lovelace',
  type: 'author',
  url: `/author/${id}/Ada-Lovelace`,
  title: 'Ada Lovelace',
  details: { affiliation, articlesCount, firstYear: 2017, lastYear: 2023 },
});

const found = [author(11, 3, null), author(12, 1, 'Analytical Engine Society')];

/** Each row's visible text and its button, as `[text, button html]`. */
function rows(memberIds: number[], addingId: number | null = null): Array<[string, string]> {
  const html = renderStatic(
    <FoundAuthorsTable authors={found} memberIds={new Set(memberIds)} addingId={addingId} onAdd={() => {}} />,
  );
  return [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => {
    const button = /<button[^>]*>/.exec(row[1] ?? '')?.[0] ?? '';
    return [textOf(row[1] ?? ''), button];
  });
}

// Walk: the group page's person search offered "Add" for someone already in the group.
describe('FoundAuthorsTable', () => {
  it('shows a member of the group as in this group, with a disabled button, and offers Add for the others', () => {
    const [ada, namesake] = rows([11, 99]);
    expect(ada?.[0]).toBe(`Ada Lovelace 3 articles · 2017–2023 ${IN_THIS_GROUP}`);
    expect(ada?.[1]).toContain('disabled');
    expect(ada?.[1]).toContain(`aria-label="Ada Lovelace (3 articles · 2017–2023): ${IN_THIS_GROUP}"`);
    expect(namesake?.[0]).toBe('Ada Lovelace 1 article · 2017–2023 · Analytical Engine Society Add');
    expect(namesake?.[1]).not.toContain('disabled');
    expect(namesake?.[1]).toContain(
      'aria-label="Add Ada Lovelace (1 article · 2017–2023 · Analytical Engine Society)"',
    );
  });

  it('offers Add for every author while no one found is a member', () => {
    expect(rows([]).map(([text]) => text.endsWith(' Add'))).toEqual([true, true]);
    expect(rows([]).some(([text]) => text.includes(IN_THIS_GROUP))).toBe(false);
  });

  it('renders nothing when nothing was found', () => {
    const html = renderStatic(
      <FoundAuthorsTable authors={[]} memberIds={new Set()} addingId={null} onAdd={() => {}} />,
    );
    expect(textOf(html)).toBe('');
    expect(html).not.toContain('<table');
  });
});

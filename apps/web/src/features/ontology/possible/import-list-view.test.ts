import type { ConceptListParseResponse, ConceptListRow } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { importListView } from './import-list-view';

const row = (line: number, name: string, over: Partial<ConceptListRow> = {}): ConceptListRow => ({
  line,
  source: name,
  name,
  score: 1,
  literals: [{ name, isAmbiguous: false }],
  df: 0,
  tf: 1,
  conflicts: [],
  neighbors: [],
  errors: [],
  warnings: [],
  ...over,
});

const list = (rows: ConceptListRow[]): ConceptListParseResponse => ({
  rows,
  valid: rows.every((r) => r.errors.length === 0),
  moderator: true,
});

const exists = 'A concept named "Neural network" already exists.';

describe("the import page's view of a processed list (ontology walk)", () => {
  it('says a wrong row is left out and the other rows can still be created from the table', () => {
    const view = importListView(
      list([row(1, 'Spectral clustering'), row(2, 'Neural network', { errors: [exists] }), row(3, 'Graph cut')]),
    );
    expect(view.banner).toEqual({
      title: '1 of 3 rows is incorrect and left out of the table below.',
      hint: 'The other 2 rows can be created from the table. To import the whole list at once, correct it and press Process again.',
    });
    expect(view.banner?.title).not.toContain('nothing can be imported');
    expect(view.correct.map((r) => r.line)).toEqual([1, 3]);
    expect(view.wrong.map((r) => r.line)).toEqual([2]);
  });

  it('says nothing can be imported only when no row is correct', () => {
    const wrong = (line: number) => row(line, `Row ${line}`, { errors: [exists] });
    expect(importListView(list([wrong(1), wrong(2)])).banner).toEqual({
      title: 'All 2 rows are incorrect: nothing can be imported.',
      hint: 'Correct the list and press Process again.',
    });
    expect(importListView(list([wrong(1)])).banner?.title).toBe('The row is incorrect: nothing can be imported.');
    expect(importListView(list([row(1, 'A'), wrong(2), wrong(3)])).banner).toMatchObject({
      title: '2 of 3 rows are incorrect and left out of the table below.',
      hint: expect.stringContaining('The other row can be created from the table.'),
    });
    expect(importListView(list([row(1, 'A')])).banner).toBeNull();
  });

  it('lists warnings under the table only for rows the table shows; a wrong row keeps its warnings in the red box', () => {
    const view = importListView(
      list([
        row(1, 'Spectral clustering', { warnings: ['spectral partitioning: Literal is not unique.'] }),
        row(2, 'Neural network', { errors: [exists], warnings: ['Similar to literal "Neural net".'] }),
      ]),
    );
    expect(view.warned.map((r) => r.line)).toEqual([1]);
    expect(view.wrong[0]?.warnings).toEqual(['Similar to literal "Neural net".']);
  });
});

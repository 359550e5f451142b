import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_SEPARATORS, parseConceptList } from './concept-list';

describe('the CSV mode of import from a list', () => {
  it('keeps the name cell whole and splits only the literal cells by the separators', () => {
    const rows = parseConceptList({
      text: 'name,literals\n"<img src=x onerror=alert(1)>","walk (test); probe"\n',
      separators: DEFAULT_LIST_SEPARATORS,
      format: 'csv',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      line: 2,
      name: '<img src=x onerror=alert(1)>',
      literals: [{ name: '<img src=x onerror=alert(1)>' }, { name: 'walk' }, { name: 'test' }, { name: 'probe' }],
    });
  });

  it('still splits a plain line, name included', () => {
    const rows = parseConceptList({ text: 'food, drugs', separators: DEFAULT_LIST_SEPARATORS, format: 'lines' });
    expect(rows[0]).toMatchObject({ name: 'food', literals: [{ name: 'food' }, { name: 'drugs' }] });
  });
});

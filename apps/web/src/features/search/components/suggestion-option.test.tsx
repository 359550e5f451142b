import { describe, expect, it } from 'vitest';
import { Combobox, useCombobox } from '@mantine/core';
import type { Suggestion } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { SuggestionOption } from './suggestion-option';

function List({ suggestions }: { suggestions: Suggestion[] }) {
  const store = useCombobox();
  return (
    <Combobox store={store}>
      <Combobox.Options>
        {suggestions.map((suggestion, index) => (
          <SuggestionOption key={index} suggestion={suggestion} value={String(index)} conceptSearch={false} />
        ))}
      </Combobox.Options>
    </Combobox>
  );
}

const levine = (id: number, details: Suggestion['details']): Suggestion => ({
  id,
  value: 'Sergey Levine',
  label: 'Sergey Levine',
  type: 'author',
  url: `/author/${id}/Sergey-Levine`,
  title: 'Sergey Levine',
  details,
});

describe('SuggestionOption', () => {
  it('tells same-name authors apart by their articles, active years and latest affiliation', () => {
    const html = renderStatic(
      <List
        suggestions={[
          levine(1, { affiliation: 'UC Berkeley', articlesCount: 412, firstYear: 2008, lastYear: 2024 }),
          levine(2, { affiliation: null, articlesCount: 1, firstYear: 2019, lastYear: 2019 }),
        ]}
      />,
    );
    const options = html.split('role="option"').slice(1).map(textOf);
    expect(options).toHaveLength(2);
    expect(options[0]).toContain('Sergey Levine 412 articles · 2008–2024 · UC Berkeley Author');
    expect(options[1]).toContain('Sergey Levine 1 article · 2019 Author');
    expect(html).toContain('title="Sergey Levine · 412 articles · 2008–2024 · UC Berkeley"');
  });

  it('shows an article by its label and kind only', () => {
    const article: Suggestion = {
      id: 7,
      value: 'A survey of robot grasping',
      label: 'A survey of robot grasping',
      type: 'article',
      url: '/search/?q=x',
      title: 'A survey of robot grasping',
    };
    expect(textOf(renderStatic(<List suggestions={[article]} />))).toBe('A survey of robot grasping Article');
  });
});

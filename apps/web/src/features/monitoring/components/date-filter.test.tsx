import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { dateText, DateFilter } from './date-filter';

describe('monitoring dates in words', () => {
  it('says "Added" for the choices that go by import day, and gives a range as its two days', () => {
    expect(['day', 'week', 'month', '1year', 'all'].map(dateText)).toEqual([
      'Added today',
      'Added this week',
      'Added this month',
      'Last year',
      'All time',
    ]);
    expect(dateText('2024/01/01-2024/12/31')).toBe('2024/01/01 – 2024/12/31');
  });

  it('shows the applied choice by its full label', () => {
    const html = renderStatic(<DateFilter applied="month" onApply={() => undefined} />);
    expect(html).toContain('value="Added this month"');
    expect(textOf(html)).toContain('Apply');
  });
});

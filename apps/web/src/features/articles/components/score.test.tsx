import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { Score } from './score';

describe('Score', () => {
  it('shows 2 decimals and keeps 4 in the title, so close scores can be told apart', () => {
    const a = renderStatic(<Score value={0.63149} />);
    const b = renderStatic(<Score value={0.62851} />);
    expect(textOf(a)).toBe('0.63');
    expect(textOf(b)).toBe('0.63');
    expect(a).toContain('title="0.6315"');
    expect(b).toContain('title="0.6285"');
  });

  it('shows totals above 1 with 2 decimals too', () => {
    expect(textOf(renderStatic(<Score value={3.5} />))).toBe('3.50');
  });
});

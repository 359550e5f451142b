import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { ConceptPicker } from './selection-inputs';

const concepts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Concept ${i + 1}` }));
const chipsOf = (html: string) => html.match(/aria-label="Remove Concept \d+"/g)?.length ?? 0;

describe('the chosen concepts of the vacancy form (spec 04 section 9)', () => {
  it('are all shown up to 110, and above 110 collapse to the first 100 with "show N more →"', () => {
    const all = renderStatic(<ConceptPicker value={concepts(110)} onChange={() => {}} />);
    expect(chipsOf(all)).toBe(110);
    expect(textOf(all)).not.toContain('more →');
    const collapsed = renderStatic(<ConceptPicker value={concepts(111)} onChange={() => {}} />);
    expect(chipsOf(collapsed)).toBe(100);
    expect(collapsed).toContain('aria-label="Remove Concept 100"');
    expect(collapsed).not.toContain('aria-label="Remove Concept 101"');
    expect(textOf(collapsed)).toContain('show 11 more →');
  });
});

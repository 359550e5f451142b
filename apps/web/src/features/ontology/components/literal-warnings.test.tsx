import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { LiteralWarnings } from './literal-warnings';

describe('the warnings of a literal', () => {
  it('lists up to three warnings, escaped as typed', () => {
    const text = textOf(
      renderStatic(<LiteralWarnings warnings={['Similar to literal "<b>x</b>". Possible duplicate?', 'Second']} />),
    );
    expect(text).toBe('Similar to literal "<b>x</b>". Possible duplicate? Second');
  });

  it('collapses a long list to its first warning and a "show N more" link', () => {
    const warnings = Array.from({ length: 18 }, (_, i) => `Literal already exists in literal "neural network ${i}"`);
    const text = textOf(renderStatic(<LiteralWarnings warnings={warnings} />));
    expect(text).toBe('Literal already exists in literal "neural network 0" show 17 more →');
  });
});

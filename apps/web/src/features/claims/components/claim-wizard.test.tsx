import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../testing/render-static';
import { BibliographyFileInput, REMOVE_FILE_LABEL } from './claim-wizard';

describe("the claim wizard's bibliography file field", () => {
  it('names the button that removes a chosen file for screen readers', () => {
    const file = new File(['@article{a, title={T}}'], 'refs.bib', { type: 'application/x-bibtex' });
    const html = renderStatic(<BibliographyFileInput value={file} onChange={() => {}} error={undefined} />);
    // The field itself is a button named by its <label>; every other button is the clear button.
    const others = [...html.matchAll(/<button[^>]*>/g)]
      .map((match) => match[0])
      .filter((button) => !button.includes('mantine-FileInput-input'));
    expect(others, html).toHaveLength(1);
    expect(others[0]).toContain(`aria-label="${REMOVE_FILE_LABEL}"`);
  });
});

import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { ArticleTitle } from './article-title';

describe('ArticleTitle', () => {
  it('shows inline TeX of a corpus title as readable text, and still highlights the search words', () => {
    const html = renderStatic(
      <ArticleTitle
        article={{ id: 7, title: 'Reweighted $\\ell_1$ regularization for Spherical $k$-means' }}
        recent={false}
        highlightTerms={['regularization']}
      />,
    );
    expect(textOf(html)).toBe('Reweighted ℓ₁ regularization for Spherical k-means');
    expect(html).not.toContain('$');
    expect(html).toMatch(/<mark[^>]*>regularization<\/mark>/);
  });
});

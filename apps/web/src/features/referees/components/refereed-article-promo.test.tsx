import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../../testing/render-static';
import { RefereedArticlePromo } from './refereed-article-promo';

function render() {
  return renderStatic(<RefereedArticlePromo articleId={42} />, { client: clientWithSite() });
}

describe('RefereedArticlePromo', () => {
  it('says why a published article needs a plan: its review is over, and preprints are open without one', () => {
    const html = render();
    expect(html).toContain('This article has already been refereed.');
    expect(html).toContain('published in a journal');
    expect(html).toContain('open for preprints');
  });

  it('offers the plan request for this article', () => {
    expect(render()).toMatch(
      /href="mailto:plans@example.org\?subject=Referee%20finder%20plan%20\(article%2042\)"[^>]*>Request a plan</,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { CollectionPage } from './collection-page';

describe('the label page at an address that names no label', () => {
  it('says Page not found and leads back to the labels', () => {
    const html = renderStatic(<CollectionPage />, { path: '/collections/:id/', url: '/collections/abc/' });
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('There is no label at this address.');
    expect(html).toContain('href="/collections/manage/"');
  });
});

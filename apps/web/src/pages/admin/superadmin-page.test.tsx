import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { SuperadminIntro } from './superadmin-page';

describe('the superadmin intro', () => {
  it('links the other superuser screens as the product styles its links', () => {
    const html = renderStatic(<SuperadminIntro />);
    const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links.map((a) => /href="([^"]+)"/.exec(a)?.[1])).toEqual([
      '/superadmin/tasks/',
      '/file-exchange',
      '/superadmin/claims/',
      '/superadmin/recommenders/',
    ]);
    for (const a of links) expect(a).toMatch(/class="[^"]*mantine-Anchor-root/);
    expect(textOf(html)).toContain('Background tasks : imports, rescans and periodic work with their progress.');
  });
});

import { ANONYMOUS_USER } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../testing/render-static';
import { AppHeader } from './app-header';

describe('the header', () => {
  it('says whether the navigation drawer of narrow windows is open (aria-expanded on its menu button)', () => {
    const html = renderStatic(<AppHeader user={ANONYMOUS_USER} />, { client: clientWithSite() });
    const button = [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes('Open navigation'));
    expect(button).toBeDefined();
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('aria-haspopup="dialog"');
  });
});

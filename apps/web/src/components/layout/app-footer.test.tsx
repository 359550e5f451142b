import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../testing/render-static';
import { AppFooter } from './app-footer';

describe('AppFooter', () => {
  it('links to the privacy policy and, named as the contact, to the mailbox the operator set', () => {
    const html = renderStatic(<AppFooter />, { client: clientWithSite('contact@example.org') });
    expect(html).toMatch(/<a[^>]*href="\/privacy\/"[^>]*>Privacy policy<\/a>/);
    expect(html).toMatch(/<a[^>]*href="mailto:contact@example.org"[^>]*>contact@example.org<\/a>/);
    expect(textOf(html)).toContain('Contact: contact@example.org');
  });

  it('shows no contact line at all when the operator set no mailbox', () => {
    const html = renderStatic(<AppFooter />, { client: clientWithSite(null) });
    expect(html).not.toContain('mailto:');
    expect(textOf(html)).not.toContain('Contact');
    expect(html).toMatch(/>Privacy policy<\/a>/);
  });
});

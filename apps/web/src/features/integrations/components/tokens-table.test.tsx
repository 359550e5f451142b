import type { ApiToken } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { TokensTable, revokeTokenText } from './tokens-table';

const token: ApiToken = {
  id: 7,
  name: 'Nightly sync',
  prefix: 'sct_AbCdEfGh',
  createdBy: { id: 3, email: 'dev@example.org' },
  createdAt: '2025-01-02T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
} as ApiToken;

describe('the API tokens table', () => {
  it('names the token in the revoke confirmation and says it cannot be undone', () => {
    const text = revokeTokenText(token);
    expect(text).toContain('Nightly sync (sct_AbCdEfGh…)');
    expect(text).toContain('cannot be undone');
  });

  it('scrolls in its own box, so the page fits a phone', () => {
    const html = renderStatic(<TokensTable organizationId={1} tokens={[token]} />);
    expect(html).toMatch(
      /class="[^"]*mantine-TableScrollContainer-scrollContainer[^"]*"[\s\S]*?<table[^>]*aria-labelledby="tokens-heading"/,
    );
    // Positioned, or the absolutely placed hidden "Actions" header still widens the page.
    expect(html).toMatch(
      /<div style="[^"]*position:relative" class="[^"]*mantine-TableScrollContainer-scrollContainer"/,
    );
    expect(textOf(html)).toContain('Nightly sync');
    // Nothing asks before the button is pressed.
    expect(textOf(html)).not.toContain('Revoke this token?');
  });
});

import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { AuthorClaims } from './author-claims';

const render = (url: string) => textOf(renderStatic(<AuthorClaims authorId={44415} />, { path: '/author/:id', url }));

describe('AuthorClaims after the claim wizard', () => {
  it('says how many articles were claimed and how many wait for a moderator', () => {
    const text = render('/author/44415?claimed_count=0&pending_count=1');
    expect(text).toContain('Claim saved');
    expect(text).toContain('0 articles were claimed for this profile.');
    expect(text).toContain("1 article is waiting for a moderator's approval");
  });

  it('says nothing of moderation when no article went there', () => {
    const text = render('/author/44415?claimed_count=2');
    expect(text).toContain('2 articles were claimed for this profile.');
    expect(text).not.toContain('moderator');
  });

  it('shows no message for a count that is not a number', () => {
    expect(render('/author/44415?claimed_count=abc')).not.toContain('Claim saved');
  });
});

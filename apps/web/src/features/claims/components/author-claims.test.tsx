import type { ClaimEntry } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { AuthorClaims, ClaimHistory, claimHeadingVerb, claimSummary } from './author-claims';

const render = (url: string) => textOf(renderStatic(<AuthorClaims authorId={44415} />, { path: '/author/:id', url }));

describe('AuthorClaims after the claim wizard', () => {
  it('says how many articles were claimed and how many wait for a moderator', () => {
    const text = render('/author/44415?claimed_count=0&pending_count=1');
    expect(text).toContain('Claim saved');
    expect(text).toContain("1 article is waiting for a moderator's approval");
    // Only what happened: nothing was claimed directly, so no count of zero.
    expect(text).not.toContain('0 articles were claimed');
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

const entry = (overrides: Partial<ClaimEntry>): ClaimEntry => ({
  id: 8,
  kind: 'profile',
  state: 'pending',
  author: { id: 7, name: 'Razvan Pascanu' },
  claimant: 'x@y.org',
  articlesCount: 0,
  linksProfile: true,
  comment: '',
  createdAt: '2026-11-25T15:00:00Z',
  decidedAt: null,
  decisionNote: null,
  canUndo: false,
  evidence: null,
  ...overrides,
});

describe('claim labels, true in every state', () => {
  it('calls a claim of a profile a "profile claim", pending, rejected or applied, never "profile linked"', () => {
    const text = textOf(
      renderStatic(
        <ClaimHistory
          claims={[
            entry({ id: 8, state: 'pending' }),
            entry({ id: 9, state: 'rejected' }),
            entry({ id: 10, state: 'applied', kind: 'articles', articlesCount: 1 }),
          ]}
        />,
      ),
    );
    expect(text).toContain('profile claim pending');
    expect(text).toContain('profile claim rejected');
    expect(text).toContain('profile claim, 1 article applied');
    expect(text).not.toContain('profile linked');
  });

  it('names a merge and an article claim without a profile link plainly', () => {
    expect(claimSummary(entry({ linksProfile: false }))).toBe('profile merge');
    expect(claimSummary(entry({ kind: 'articles', linksProfile: false, articlesCount: 2 }))).toBe('2 articles');
  });

  it("heads a moderation card in a sentence: 'claims the profile of', 'claims 2 articles for'", () => {
    expect(claimHeadingVerb(entry({}))).toBe('claims the profile of');
    expect(claimHeadingVerb(entry({ linksProfile: false }))).toBe('asks to merge profiles into');
    expect(claimHeadingVerb(entry({ kind: 'articles', articlesCount: 1 }))).toBe('claims the profile and 1 article of');
    expect(claimHeadingVerb(entry({ kind: 'articles', linksProfile: false, articlesCount: 2 }))).toBe(
      'claims 2 articles for',
    );
  });
});

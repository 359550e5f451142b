import type { ClaimEntry } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { ClaimCard, ClaimStateSwitch, approvedMessage } from './claims-moderation-page';

const claim: ClaimEntry = {
  id: 4,
  kind: 'profile',
  state: 'pending',
  author: { id: 10, name: 'Doina Precup' },
  claimant: 'doina.walk@example.org',
  articlesCount: 12,
  linksProfile: true,
  comment: '<b>mine</b>',
  createdAt: '2026-11-25T15:00:00Z',
  decidedAt: null,
  decisionNote: null,
  canUndo: false,
  evidence: {
    identity: { via: 'account', name: null, email: 'doina.walk@example.org', affiliation: null },
    nameMatch: false,
    domainInstitution: null,
    reasons: ['Neither your name nor your e-mail domain matches Doina Precup (3 profiles).'],
    sources: [
      {
        authorId: 10,
        name: 'Doina Precup',
        heldBy: null,
        articlesCount: 120,
        firstYear: 1997,
        lastYear: 2024,
        affiliations: ['McGill University', 'Mila <Québec>'],
        topConcepts: ['Reinforcement learning', 'Markov decision process'],
      },
      { authorId: 11, name: 'Doina Precup', heldBy: null, articlesCount: 1, firstYear: 2003, lastYear: 2003 },
      // A claim recorded before the details were: the link and id still tell it apart.
      { authorId: 12, name: 'Doina Precup', heldBy: 'account' },
    ],
    articles: [],
    notSelectedArticlesIds: [],
    bibliography: null,
  },
};

describe('the claims moderation card', () => {
  const html = renderStatic(<ClaimCard claim={claim} />);
  const text = textOf(html);

  it('shows the name the e-mail spells for an account without a name, not "(no name)"', () => {
    expect(text).toContain('Claimant: (no name on the account; the e-mail spells Doina Walk), doina.walk@example.org');
    expect(text).not.toContain('(no name)');
  });

  it('speaks of the claimant, not "your name"', () => {
    expect(text).toContain("Neither the claimant's name nor their e-mail domain matches Doina Precup (3 profiles).");
    expect(text).not.toMatch(/your name/i);
  });

  it('tells same-name profiles apart: a link and id each, articles, years, affiliations, concepts', () => {
    expect(text).toContain(
      'Doina Precup (#10) — 120 articles · 1997–2024 · McGill University; Mila <Québec> · concepts: Reinforcement learning, Markov decision process',
    );
    expect(text).toContain('Doina Precup (#11) — 1 article · 2003');
    expect(text).toContain('Doina Precup (#12) (held by an account)');
    for (const id of [10, 11, 12]) expect(html).toContain(`href="/author/${id}/Doina-Precup"`);
    // User-written text stays text.
    expect(html).toContain('Mila &lt;Québec&gt;');
    expect(html).not.toContain('<b>mine</b>');
  });

  it("says what the claimant's name and e-mail domain were compared with", () => {
    expect(text).toContain(
      "Claimant's name vs the claimed profile (Doina Precup): no match · claimant's e-mail domain (example.org) vs the institutions of Doina Precup: no match",
    );
    expect(text).not.toContain('name matches:');
  });

  it('rejects through a dialog (no one-click reject) and confirms an approval', () => {
    expect(text).toContain('Reject…');
    expect(text).not.toContain('Reject with this reason');
    expect(approvedMessage(claim)).toBe('Claim #4 approved (profile claim: Doina Precup); the claimant was e-mailed.');
  });

  it('heads a pending profile claim in a sentence that is true before the decision', () => {
    expect(text).toContain('#4 · doina.walk@example.org claims the profile of Doina Precup');
    expect(text).not.toContain('profile linked');
  });
});

describe('the claim state switch', () => {
  it('scrolls sideways in its own box, so a narrow window does not widen the page', () => {
    const html = renderStatic(<ClaimStateSwitch value="pending" onChange={() => {}} />).replace(
      /<style[^>]*>[\s\S]*?<\/style>/g,
      '',
    );
    const box = /^<div style="([^"]*)"[^>]*><div [^>]*role="radiogroup"/.exec(html);
    expect(box, html.slice(0, 300)).not.toBeNull();
    expect(box![1]).toContain('overflow-x:auto');
    expect(box![1]).toContain('max-width:100%');
    expect(textOf(html)).toBe('applied pending approved rejected undone');
  });
});

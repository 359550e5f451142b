import { countLabel } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import type { ClaimEvidence, ClaimResult } from '@sciscope/contracts';
import {
  bibliographySummary,
  candidateMetrics,
  cardAuthorNames,
  foundSummary,
  claimCompletionPath,
  claimOutcomeText,
  emailListKey,
  evidenceComparison,
  findAuthorsCloseTarget,
  articlesOfNames,
  initialSelection,
  readEmailList,
  remainingSuggestions,
  stepTwoHint,
  sourceDetails,
  undoConfirmationText,
  claimantLine,
  nameSpelledByEmail,
} from './claim-rules';

describe('readEmailList', () => {
  it('splits on commas and white space and gives the spec message for each malformed item', () => {
    expect(readEmailList(' a@x.org,b@y.org\n c ,, d@ ')).toEqual({
      emails: ['a@x.org', 'b@y.org', 'c', 'd@'],
      problems: ["c doesn't look like a valid email address.", "d@ doesn't look like a valid email address."],
    });
  });

  it('treats a reordered or re-cased list as the same input', () => {
    expect(emailListKey(['B@y.org', 'a@x.org'])).toBe(emailListKey(['a@x.org', 'b@y.org', 'a@x.org']));
  });
});

describe('findAuthorsCloseTarget', () => {
  it('goes to the claimed author (with the attorney token), else the stored target, else the dashboard', () => {
    expect(findAuthorsCloseTarget({ claimedAuthorId: 7, token: undefined, next: '/search/' })).toBe('/author/7');
    expect(findAuthorsCloseTarget({ claimedAuthorId: 7, token: 'sca_x', next: null })).toBe(
      '/author/7?attorney_token=sca_x',
    );
    expect(findAuthorsCloseTarget({ claimedAuthorId: null, token: undefined, next: '/folders/' })).toBe('/folders/');
    expect(findAuthorsCloseTarget({ claimedAuthorId: null, token: undefined, next: '//evil.example' })).toBe(
      '/accounts/dashboard/',
    );
    expect(findAuthorsCloseTarget({ claimedAuthorId: null, token: undefined, next: null })).toBe(
      '/accounts/dashboard/',
    );
  });
});

describe('claimCompletionPath', () => {
  it('is /author/{id}?claimed_count=N, with &attorney_token= for a recommender', () => {
    expect(claimCompletionPath({ authorId: 3, claimedCount: 12, token: undefined })).toBe('/author/3?claimed_count=12');
    expect(claimCompletionPath({ authorId: 3, claimedCount: 1, token: 'sca_a-b' })).toBe(
      '/author/3?claimed_count=1&attorney_token=sca_a-b',
    );
  });

  it('carries the articles sent to moderation as &pending_count=M', () => {
    expect(claimCompletionPath({ authorId: 3, claimedCount: 0, pendingCount: 1, token: undefined })).toBe(
      '/author/3?claimed_count=0&pending_count=1',
    );
    expect(claimCompletionPath({ authorId: 3, claimedCount: 2, pendingCount: 0, token: 'sca_x' })).toBe(
      '/author/3?claimed_count=2&attorney_token=sca_x',
    );
  });
});

describe('claimOutcomeText', () => {
  it('says how many articles were claimed', () => {
    expect(claimOutcomeText({ claimed: 1, pending: 0 })).toBe('1 article was claimed for this profile.');
    expect(claimOutcomeText({ claimed: 3, pending: 0 })).toBe('3 articles were claimed for this profile.');
  });

  it('says how many articles wait for a moderator, without a "0 articles were claimed" when none was', () => {
    expect(claimOutcomeText({ claimed: 0, pending: 1 })).toBe(
      "1 article is waiting for a moderator's approval; an e-mail will tell you the decision.",
    );
    expect(claimOutcomeText({ claimed: 2, pending: 3 })).toBe(
      "2 articles were claimed for this profile. 3 articles are waiting for a moderator's approval; an e-mail will tell you the decision.",
    );
    expect(claimOutcomeText({ claimed: 0, pending: 0 })).toBe('0 articles were claimed for this profile.');
  });
});

describe('cardAuthorNames', () => {
  it('shows at most 5 names, then et al.', () => {
    expect(cardAuthorNames(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], etAl: false });
    expect(cardAuthorNames(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], etAl: true });
  });
});

const result: ClaimResult = {
  articles: [
    {
      article_id: 1,
      title: 'A',
      authors: [],
      authors_count: 1,
      year: 2020,
      venue: null,
      citations_count: 0,
      owned: true,
    },
    {
      article_id: 2,
      title: 'B',
      authors: [],
      authors_count: 1,
      year: 2020,
      venue: null,
      citations_count: 0,
      owned: false,
    },
    {
      article_id: 3,
      title: 'C',
      authors: [],
      authors_count: 1,
      year: 2020,
      venue: null,
      citations_count: 0,
      owned: false,
    },
    {
      article_id: 4,
      title: 'D',
      authors: [],
      authors_count: 1,
      year: 2020,
      venue: null,
      citations_count: 0,
      owned: false,
    },
  ],
  articles_ids_found: [1, 2],
  articles_ids_suggested: [3, 4],
  input_count: 2,
  format: 'text',
  name_clusters: [
    { names: ['Jane Doe', 'J. Doe'], articles_ids: [1, 2], authors_ids: [5], selected: true },
    { names: ['Ada Lovelace'], articles_ids: [2], authors_ids: [6], selected: false },
  ],
  not_found: [],
  matches: [],
  problems: [],
  token: 't',
};

describe('the wizard selections', () => {
  it('starts step 2 with the claimant names and the found articles not on the profile', () => {
    expect(initialSelection(result)).toEqual({ names: ['Jane Doe', 'J. Doe'], articleIds: [2] });
  });

  it("ticks no name and no article when no printed name was recognised as the claimant's", () => {
    const unrecognised: ClaimResult = {
      ...result,
      name_clusters: result.name_clusters.map((cluster) => ({ ...cluster, selected: false })),
    };
    expect(initialSelection(unrecognised)).toEqual({ names: [], articleIds: [] });
  });

  it('does not pre-select a found article none of the selected names is on', () => {
    const withStranger: ClaimResult = {
      ...result,
      articles: [
        ...result.articles,
        { ...result.articles[3]!, article_id: 9, authors: [{ authorId: 8, name: 'Yoshua Bengio' }] },
      ],
      articles_ids_found: [1, 2, 9],
      name_clusters: [
        ...result.name_clusters,
        { names: ['Yoshua Bengio'], articles_ids: [9], authors_ids: [8], selected: false },
      ],
    };
    expect(initialSelection(withStranger).articleIds).toEqual([2]);
    expect([...articlesOfNames(withStranger, new Set(['Jane Doe']))].sort()).toEqual([1, 2]);
    expect([...articlesOfNames(withStranger, new Set(['Yoshua Bengio']))]).toEqual([9]);
  });

  it('offers in step 3 the suggestions not claimed yet', () => {
    expect(remainingSuggestions(result, new Set([3]))).toEqual([4]);
    expect(remainingSuggestions(result, new Set([3, 4]))).toEqual([]);
  });

  it('leaves out of step 3 the suggestions on the profile step 2 claimed into (walk 22)', () => {
    const onProfiles: ClaimResult = {
      ...result,
      articles: result.articles.map((a) =>
        a.article_id === 3
          ? { ...a, authors: [{ authorId: 111, name: 'Marc Pollefeys' }] }
          : a.article_id === 4
            ? { ...a, authors: [{ authorId: 112, name: 'Marc Pollefeys' }] }
            : a,
      ),
    };
    expect(remainingSuggestions(onProfiles, new Set(), 111)).toEqual([4]);
    expect(remainingSuggestions(onProfiles, new Set(), null)).toEqual([3, 4]);
  });
});

describe('moderation and undo texts', () => {
  it('describes a claimed profile by what tells it apart, and nothing for a claim recorded without it', () => {
    expect(
      sourceDetails({
        authorId: 1,
        name: 'A B',
        heldBy: null,
        articlesCount: 2,
        firstYear: 2001,
        lastYear: 2005,
        affiliations: ['X'],
        topConcepts: ['Y', 'Z'],
      }),
    ).toBe('2 articles · 2001–2005 · X · concepts: Y, Z');
    expect(sourceDetails({ authorId: 1, name: 'A B', heldBy: null })).toBe('');
  });

  it('asks before an undo, saying what it reverts, in the singular for one article', () => {
    expect(
      undoConfirmationText({
        id: 3,
        kind: 'articles',
        linksProfile: false,
        articlesCount: 1,
        author: { name: 'Jane Doe' },
      }),
    ).toBe(
      'Undo claim #3 for Jane Doe? Everything it changed is reverted: the 1 article it moved goes back to where it came from and the metrics are recomputed. Claiming it again needs a new claim.',
    );
  });

  it('says a merge is split again, in the plural for several articles', () => {
    expect(
      undoConfirmationText({
        id: 4,
        kind: 'profile',
        linksProfile: false,
        articlesCount: 2,
        author: { name: 'J. Doe' },
      }),
    ).toBe(
      'Undo claim #4 for J. Doe? Everything it changed is reverted: the 2 articles it moved go back to where they came from (the merged profiles are split again) and the metrics are recomputed. Claiming them again needs a new claim.',
    );
  });
});

describe('counts in the claim screens', () => {
  it('puts the noun in the right number and separates thousands', () => {
    expect(countLabel(1, 'article')).toBe('1 article');
    expect(countLabel(0, 'article')).toBe('0 articles');
    expect(countLabel(107053, 'citation')).toBe('107,053 citations');
    expect(candidateMetrics({ articlesCount: 1, hIndex: 1, citationsCount: 381 })).toBe(
      '1 article · h-index 1 · 381 citations',
    );
    expect(candidateMetrics({ articlesCount: 208, hIndex: 110, citationsCount: 107053 })).toBe(
      '208 articles · h-index 110 · 107,053 citations',
    );
    // No citation counts in the corpus for the author's articles: unknown, never 0.
    expect(candidateMetrics({ articlesCount: 12, hIndex: null, citationsCount: null })).toBe(
      '12 articles · h-index unknown · citations unknown',
    );
    expect(candidateMetrics({ articlesCount: 3, hIndex: 0, citationsCount: 0 })).toBe(
      '3 articles · h-index 0 · 0 citations',
    );
  });

  it("states step 2's found count in the right number", () => {
    expect(foundSummary({ articles_ids_found: [1, 2, 3, 4, 5], input_count: 5 })).toBe(
      '5 of 5 references were found in the corpus.',
    );
    expect(foundSummary({ articles_ids_found: [1], input_count: 1 })).toBe('1 of 1 reference was found in the corpus.');
    expect(foundSummary({ articles_ids_found: [], input_count: 1200 })).toBe(
      '0 of 1,200 references were found in the corpus.',
    );
  });

  it('summarises a bibliography on the moderation card in the right number', () => {
    const one = { bibliography: { format: 'text', inputCount: 1, found: 1, notFound: 0 }, notSelectedArticlesIds: [7] };
    expect(bibliographySummary(one)).toBe(
      'Bibliography (text): 1 reference, 1 found, 0 not found; 1 found article not selected by the claimant.',
    );
    const many = {
      bibliography: { format: 'bibtex', inputCount: 1200, found: 1100, notFound: 100 },
      notSelectedArticlesIds: [],
    };
    expect(bibliographySummary(many)).toBe(
      'Bibliography (bibtex): 1,200 references, 1,100 found, 100 not found; 0 found articles not selected by the claimant.',
    );
    expect(bibliographySummary({ bibliography: null, notSelectedArticlesIds: [] })).toBe('');
  });
});

describe('evidenceComparison', () => {
  const evidence = (over: Partial<ClaimEvidence>): ClaimEvidence => ({
    identity: { via: 'account', name: 'Nathan Lepora', email: 'n.lepora@bristol.ac.uk', affiliation: null },
    nameMatch: false,
    domainInstitution: null,
    reasons: [],
    sources: [{ authorId: 58390, name: 'Michael Kaess', heldBy: null }],
    articles: [],
    notSelectedArticlesIds: [],
    bibliography: null,
    ...over,
  });

  it("compares an article claim with the claimed articles' author, not with the claimant's profile", () => {
    expect(evidenceComparison({ kind: 'articles', evidence: evidence({ comparedWith: ['Michael Kaess'] }) })).toBe(
      "Claimant's name vs the claimed articles' author (Michael Kaess): no match · claimant's e-mail domain (bristol.ac.uk) vs the institutions of Michael Kaess: no match",
    );
  });

  it('names the institution a domain matched, for a profile claim', () => {
    expect(
      evidenceComparison({
        kind: 'profile',
        evidence: evidence({
          nameMatch: true,
          domainInstitution: 'University of Bristol',
          comparedWith: ['Nathan F. Lepora'],
        }),
      }),
    ).toBe(
      "Claimant's name vs the claimed profile (Nathan F. Lepora): matches · claimant's e-mail domain (bristol.ac.uk) vs the institutions of Nathan F. Lepora: matches University of Bristol",
    );
  });

  it('says whether the e-mail spelled the name or only the typed name matched (a typed name proves nothing)', () => {
    const profile = (emailNameMatch: boolean) =>
      evidenceComparison({
        kind: 'profile',
        evidence: evidence({ nameMatch: true, emailNameMatch, comparedWith: ['Nathan F. Lepora'] }),
      });
    expect(profile(true)).toMatch(
      /^Claimant's name vs the claimed profile \(Nathan F. Lepora\): matches \(the name the e-mail spells\) · /,
    );
    expect(profile(false)).toMatch(
      /^Claimant's name vs the claimed profile \(Nathan F. Lepora\): only the typed name matches, not the e-mail · /,
    );
  });

  it('does not claim a comparison for article claims recorded before there was one', () => {
    // Such claims stored "name matches: yes" without comparing anything.
    const old = evidenceComparison({ kind: 'articles', evidence: evidence({ nameMatch: true }) });
    expect(old).not.toMatch(/matches/);
    expect(old).toContain('not compared');
  });
});

describe('the name an e-mail address spells (moderation card)', () => {
  it('reads the words of the local part, given names first', () => {
    expect(nameSpelledByEmail('bernhard.scholkopf@tuebingen.mpg.de')).toBe('Bernhard Scholkopf');
    expect(nameSpelledByEmail('jean-luc.picard+claims@x.org')).toBe('Jean Luc Picard');
  });

  it('spells nothing for an address that is not plainly a name', () => {
    expect(nameSpelledByEmail('jdoe@x.org')).toBeNull();
    expect(nameSpelledByEmail('j.doe@x.org')).toBeNull();
    expect(nameSpelledByEmail('info2@x.org')).toBeNull();
  });

  it("gives the claimant's own name when the account has one", () => {
    const identity = { via: 'account' as const, name: 'Bernhard Schölkopf', email: 'bs@x.org', affiliation: null };
    expect(claimantLine(identity)).toBe('Claimant: Bernhard Schölkopf, bs@x.org');
    expect(claimantLine({ ...identity, name: null })).toBe('Claimant: (no name on the account), bs@x.org');
  });
});

describe("step 2's disabled claim button", () => {
  it('says why it is disabled, and nothing when it is not (walk 22)', () => {
    const base = { namesSelected: 1, articlesChecked: 5, claimable: 5, allOwned: false };
    expect(stepTwoHint(base)).toBeNull();
    expect(stepTwoHint({ ...base, namesSelected: 0, claimable: 0 })).toBe(
      'Select the names you published under to claim these articles.',
    );
    expect(stepTwoHint({ ...base, articlesChecked: 0, claimable: 0 })).toBe('Check the articles you wrote.');
    expect(stepTwoHint({ ...base, claimable: 0 })).toBe(
      'None of the checked articles is printed under a name you selected.',
    );
    expect(stepTwoHint({ ...base, allOwned: true, claimable: 0 })).toBe(
      'Every article found is on your profile already: nothing is left to claim here.',
    );
  });
});

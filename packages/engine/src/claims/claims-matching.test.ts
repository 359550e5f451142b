import { describe, expect, it } from 'vitest';
import {
  authorAgreement,
  boundedEditDistance,
  buildTitleIndex,
  clusterNameMentions,
  domainMatchesInstitution,
  findTitleCandidates,
  guessBlockKey,
  guessFitsName,
  identifierConfidence,
  judgeTitleMatch,
  nameGuessesFromEmail,
  personNameMatches,
  titleKey,
  titleTokens,
} from '.';
import { nameBlockKey, parseAuthorName } from '../authors/name-key';

const TITLES = [
  'Attention is all you need',
  'Deep residual learning for image recognition',
  'Bayesian optimization of machine learning hyperparameters',
  'Graph attention networks',
  'Étude des réseaux bayésiens dynamiques',
  'Deep learning',
  'Learning deep architectures for AI',
  'Neural machine translation by jointly learning to align and translate',
];
const index = buildTitleIndex(TITLES.map((title, i) => ({ id: 100 + i, title, year: 2010 + i })));

describe('titleTokens', () => {
  it('folds accents, case, braces and punctuation', () => {
    expect(titleTokens('{B}ayesian Nets -- a Re-View of “Étude”')).toEqual([
      'bayesian',
      'nets',
      'a',
      're',
      'view',
      'of',
      'etude',
    ]);
    expect(titleKey('Attention Is All You Need.')).toBe(titleKey('attention is all you need'));
  });
});

describe('boundedEditDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps, and stops past the bound', () => {
    expect(boundedEditDistance('learning', 'lerning', 2)).toBe(1);
    expect(boundedEditDistance('form', 'from', 1)).toBe(1);
    expect(boundedEditDistance('network', 'netwrok', 1)).toBe(1);
    expect(boundedEditDistance('graph', 'grape', 1)).toBe(1);
    expect(boundedEditDistance('graph', 'photo', 1)).toBe(2);
    expect(boundedEditDistance('abc', 'abcdef', 2)).toBe(3);
  });
});

describe('findTitleCandidates', () => {
  it('finds an exact title first with similarity 1', () => {
    const [best] = findTitleCandidates(index, titleTokens('Deep Residual Learning for Image Recognition'));
    expect(best).toMatchObject({ articleId: 101, similarity: 1, containment: 1, typos: 0 });
  });

  it('forgives typos and accents', () => {
    const [best] = findTitleCandidates(index, titleTokens('Bayesian optimisation of machine lerning hyperparamters'));
    expect(best!.articleId).toBe(102);
    expect(best!.typos).toBe(3);
    expect(best!.similarity).toBeGreaterThan(0.9);
    expect(findTitleCandidates(index, titleTokens('Etude des reseaux bayesiens dynamiques'))[0]).toMatchObject({
      articleId: 104,
      similarity: 1,
    });
  });

  it('measures a title contained in a longer line', () => {
    const line = titleTokens('A. Vaswani et al. Attention is all you need. NIPS 2017, pages 5998-6008');
    const [best] = findTitleCandidates(index, line);
    expect(best!.articleId).toBe(100);
    expect(best!.containment).toBe(1);
    expect(best!.similarity).toBeLessThan(0.8);
  });

  it('finds nothing for words the corpus does not use', () => {
    expect(findTitleCandidates(index, titleTokens('Quantum chromodynamics on the lattice'))).toEqual(
      findTitleCandidates(index, titleTokens('on the')),
    );
    expect(findTitleCandidates(index, titleTokens('zzz qqq'))).toEqual([]);
  });
});

describe('judgeTitleMatch', () => {
  const agree = { listed: 2, found: 2 };
  const disagree = { listed: 2, found: 0 };

  it('accepts an equal long title on its own, and gives the evidence as the reason', () => {
    expect(judgeTitleMatch({ similarity: 1, titleTokens: 6, authors: null, yearDelta: null })).toMatchObject({
      accepted: true,
      reason: 'title',
    });
    expect(judgeTitleMatch({ similarity: 1, titleTokens: 6, authors: agree, yearDelta: 0 })).toMatchObject({
      accepted: true,
      reason: 'title_authors_year',
      confidence: 1,
    });
  });

  it('refuses an equal title when both authors and year contradict it', () => {
    expect(judgeTitleMatch({ similarity: 1, titleTokens: 6, authors: disagree, yearDelta: 8 }).accepted).toBe(false);
  });

  it('needs support for short titles', () => {
    expect(judgeTitleMatch({ similarity: 1, titleTokens: 2, authors: null, yearDelta: null }).accepted).toBe(false);
    expect(judgeTitleMatch({ similarity: 1, titleTokens: 2, authors: agree, yearDelta: null }).accepted).toBe(true);
  });

  it('accepts a bare short title (no authors, no year) only when no other corpus title fits as well', () => {
    const bare = { similarity: 1, titleTokens: 3, authors: null, yearDelta: null };
    expect(judgeTitleMatch({ ...bare, exactRivals: 0 })).toMatchObject({ accepted: true, reason: 'title' });
    expect(judgeTitleMatch({ ...bare, exactRivals: 1 }).accepted).toBe(false);
    expect(judgeTitleMatch({ ...bare, exactRivals: 0, titleTokens: 1 }).accepted).toBe(false);
    expect(judgeTitleMatch({ ...bare, exactRivals: 0, similarity: 0.9 }).accepted).toBe(false);
    expect(judgeTitleMatch({ ...bare, exactRivals: 0, authors: { listed: 2, found: 0 } }).accepted).toBe(false);
  });

  it('accepts a similar title only with agreeing authors or year, a loosely similar one only with both', () => {
    expect(judgeTitleMatch({ similarity: 0.85, titleTokens: 6, authors: disagree, yearDelta: 0 }).accepted).toBe(false);
    expect(judgeTitleMatch({ similarity: 0.85, titleTokens: 6, authors: null, yearDelta: 1 }).accepted).toBe(true);
    expect(judgeTitleMatch({ similarity: 0.7, titleTokens: 6, authors: agree, yearDelta: 0 }).accepted).toBe(true);
    expect(judgeTitleMatch({ similarity: 0.7, titleTokens: 6, authors: agree, yearDelta: 5 }).accepted).toBe(false);
    expect(judgeTitleMatch({ similarity: 0.5, titleTokens: 6, authors: agree, yearDelta: 0 }).accepted).toBe(false);
  });

  it('orders candidates by title first, then authors and year', () => {
    const a = judgeTitleMatch({ similarity: 0.95, titleTokens: 6, authors: agree, yearDelta: 0 });
    const b = judgeTitleMatch({ similarity: 0.95, titleTokens: 6, authors: disagree, yearDelta: 0 });
    expect(a.score).toBeGreaterThan(b.score);
  });

  it('trusts identifiers unless the title plainly differs', () => {
    expect(identifierConfidence(null)).toBe(1);
    expect(identifierConfidence(0.95)).toBe(1);
    expect(identifierConfidence(0.2)).toBe(0.9);
  });
});

describe('authorAgreement', () => {
  it('compares surnames with accents folded and one typo forgiven', () => {
    expect(authorAgreement(['Müller, J.', 'Smiht, A.', 'Nobody'], ['Jörg Muller', 'Anna Smith', 'Carl Jones'])).toEqual(
      {
        listed: 3,
        found: 2,
      },
    );
  });
});

describe('clusterNameMentions', () => {
  it('groups the variants of one person and puts the cluster on most articles first', () => {
    const clusters = clusterNameMentions([
      { articleId: 1, name: 'John A. Smith', authorId: 7 },
      { articleId: 2, name: 'J. Smith', authorId: 8 },
      { articleId: 3, name: 'John Smith', authorId: 7 },
      { articleId: 3, name: 'Jane Smith', authorId: 9 },
      { articleId: 2, name: 'Ada Lovelace', authorId: 10 },
    ]);
    expect(clusters[0]).toEqual({
      blockKey: 'smith_j',
      names: ['J. Smith', 'John A. Smith', 'John Smith'],
      articleIds: [1, 2, 3],
      authorIds: [7, 8],
    });
    expect(clusters.map((c) => c.names[0])).toEqual(['J. Smith', 'Ada Lovelace', 'Jane Smith']);
  });
});

describe('personNameMatches', () => {
  it('matches compatible names and never a surname alone', () => {
    expect(personNameMatches('Jane Doe', 'J. A. Doe')).toBe(true);
    expect(personNameMatches('Jane Doe', 'John Doe')).toBe(false);
    expect(personNameMatches('Doe', 'Jane Doe')).toBe(false);
  });
});

describe('nameGuessesFromEmail', () => {
  it('reads separated parts both ways, and runs of letters as initial plus surname or any split', () => {
    expect(nameGuessesFromEmail('Jane.Doe+claims@uni.edu')).toEqual([
      { last: 'doe', given: ['jane'] },
      { last: 'jane', given: ['doe'] },
    ]);
    const guesses = nameGuessesFromEmail('jdoe@uni.edu');
    expect(guesses[0]).toEqual({ last: 'doe', given: ['j'] });
    expect(guesses).toContainEqual({ last: 'jdo', given: ['e'] });
    expect(nameGuessesFromEmail('janedoe@x.org')).toContainEqual({ last: 'doe', given: ['jane'] });
  });

  it('keys a surname the way the importer does, so "michael.kaess" finds the author stored as kass_m', () => {
    for (const email of ['michael.kaess@cmu.edu', 'mkaess@cmu.edu', 'kaessm@cmu.edu']) {
      const guesses = nameGuessesFromEmail(email);
      expect(guesses.map(guessBlockKey), email).toContain(nameBlockKey('Michael Kaess'));
      expect(
        guesses.some((guess) => guessFitsName(guess, parseAuthorName('Michael Kaess'))),
        email,
      ).toBe(true);
    }
    expect(nameBlockKey('Michael Kaess')).toBe('kass_m');
    // Names the fold leaves alone stay as spelled (pinyin, "gue").
    expect(nameGuessesFromEmail('wei.xue@x.org')[0]).toEqual({ last: 'xue', given: ['wei'] });
    expect(nameGuessesFromEmail('ana.dominguez@x.org')[0]).toEqual({ last: 'dominguez', given: ['ana'] });
  });

  it('also guesses the surname without a particle the address joins to it, as keys drop it (walk 22)', () => {
    for (const [email, author] of [
      ['luc.vangool@ethz.ch', 'Luc Van Gool'],
      ['ulrike.vonluxburg@uni-tuebingen.de', 'Ulrike von Luxburg'],
      ['laurens.vandermaaten@x.org', 'Laurens van der Maaten'],
    ] as const) {
      const guesses = nameGuessesFromEmail(email);
      expect(guesses.map(guessBlockKey), email).toContain(nameBlockKey(author));
      expect(
        guesses.some((guess) => guessFitsName(guess, parseAuthorName(author))),
        email,
      ).toBe(true);
    }
    // Short particle-like starts of plain surnames are left alone.
    expect(nameGuessesFromEmail('john.davis@x.org').map((g) => g.last)).toEqual(['davis', 'john']);
    expect(nameGuessesFromEmail('ann.vance@x.org').map((g) => g.last)).toEqual(['vance', 'ann']);
  });

  it('fits guesses to author names', () => {
    expect(guessFitsName({ last: 'doe', given: ['j'] }, parseAuthorName('Jane A. Doe'))).toBe(true);
    expect(guessFitsName({ last: 'doe', given: ['jane'] }, parseAuthorName('Jane Doe'))).toBe(true);
    expect(guessFitsName({ last: 'doe', given: ['john'] }, parseAuthorName('Jane Doe'))).toBe(false);
    expect(guessFitsName({ last: 'roe', given: ['j'] }, parseAuthorName('Jane Doe'))).toBe(false);
  });
});

describe('domainMatchesInstitution', () => {
  it('recognises institutions by name word, acronym or prefix', () => {
    expect(domainMatchesInstitution('cs.stanford.edu', 'Stanford University')).toBe(true);
    expect(domainMatchesInstitution('mit.edu', 'Massachusetts Institute of Technology')).toBe(true);
    expect(domainMatchesInstitution('andrew.cmu.edu', 'Carnegie Mellon University')).toBe(true);
    expect(domainMatchesInstitution('ethz.ch', 'ETH Zurich')).toBe(true);
    expect(domainMatchesInstitution('epfl.ch', 'École Polytechnique Fédérale de Lausanne')).toBe(true);
    expect(domainMatchesInstitution('campus.technion.ac.il', 'Technion - Israel Institute of Technology')).toBe(true);
    expect(domainMatchesInstitution('uni-heidelberg.de', 'Heidelberg University')).toBe(true);
  });

  it('does not match generic or unrelated domains', () => {
    expect(domainMatchesInstitution('gmail.com', 'Stanford University')).toBe(false);
    expect(domainMatchesInstitution('cs.ox.ac.uk', 'University of Cambridge')).toBe(false);
    expect(domainMatchesInstitution('mit.edu', 'Stanford University')).toBe(false);
    expect(domainMatchesInstitution('university.edu', 'Some University')).toBe(false);
  });
});

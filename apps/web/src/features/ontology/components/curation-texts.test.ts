import { describe, expect, it } from 'vitest';
import {
  acceptQuestion,
  asksFirst,
  countedInNote,
  decisionNotice,
  dismissQuestion,
  evidenceSummary,
  noticeFor,
} from './curation-texts';

const visual = { kind: 'ambiguous' as const, literal: 'Visual', conceptName: 'Visualization' };
const robots = { kind: 'basic' as const, literal: null, conceptName: 'Robots' };

describe('what the curation queue says about a decision (walk 7 D6)', () => {
  it('asks before a Dismiss, naming the literal, its concept and the articles it rescans', () => {
    expect(dismissQuestion(visual, 9961)).toBe(
      'The literal "Visual" of the concept "Visualization" will count on its own, for good (the statistics will not flag it again). 9,961 articles will be rescanned (every article that carries the concept or whose text may hold the literal).',
    );
    expect(dismissQuestion(visual, 1)).toContain(' 1 article will be rescanned (every article');
    expect(dismissQuestion(visual, undefined)).toContain('Counting the articles to rescan…');
    expect(dismissQuestion(robots, 0)).toBe(
      'The concept "Robots" stays as it is and will not be suggested as basic again. No article needs a rescan.',
    );
  });

  it('asks before making a concept basic, but keeps accepting a flag one click', () => {
    expect(asksFirst(robots, 'accept')).toBe(true);
    expect(asksFirst(robots, 'dismiss')).toBe(true);
    expect(asksFirst(visual, 'accept')).toBe(false);
    expect(asksFirst(visual, 'dismiss')).toBe(true);
    expect(acceptQuestion(robots, 1657)).toBe(
      'The concept "Robots" will be basic: it is no longer used in article analysis, and the articles that carry it lose it. 1,657 articles will be rescanned.',
    );
    expect(acceptQuestion(robots, undefined)).toContain('Counting the articles to rescan…');
  });

  it('says what each decision did, in the words of the other saves', () => {
    expect(decisionNotice(visual, 'dismiss', 9961)).toBe(
      'Dismissed: "Visual" (Visualization) is no longer ambiguous; 9,961 articles are being rescanned.',
    );
    expect(decisionNotice({ ...visual, literal: 'Algorithms', conceptName: 'Algorithms' }, 'accept', null)).toBe(
      'Accepted: "Algorithms" (Algorithms) stays ambiguous; nothing needs a rescan.',
    );
    expect(decisionNotice(visual, 'dismiss', 1)).toBe(
      'Dismissed: "Visual" (Visualization) is no longer ambiguous; 1 article is being rescanned.',
    );
    expect(decisionNotice(robots, 'accept', 1657)).toBe(
      'Accepted: "Robots" is a basic concept now; 1,657 articles are being rescanned.',
    );
    expect(decisionNotice(robots, 'dismiss', null)).toBe(
      'Dismissed: "Robots" stays as it is and is not suggested again; nothing needs a rescan.',
    );
  });
});

describe('the three counts of a curation item, each saying what it counts (walk 10, defect 7)', () => {
  const mechatronics = { kind: 'ambiguous' as const, keyphraseness: null };

  it("reads the evidence's texts beside the queue's own number, not as a second count of it", () => {
    // The row said 44, the evidence "In 100+ articles.": now the 44 is in the evidence too.
    expect(evidenceSummary(mechatronics, { df: 100, capped: true, counted: 44 })).toBe(
      'Found in the text of 100+ articles; counted for the concept in 44 (an ambiguous literal counts only beside a related concept).',
    );
    expect(evidenceSummary({ ...mechatronics, keyphraseness: 0.123 }, { df: 1, capped: false, counted: 1 })).toBe(
      "Found in the text of 1 article; counted for the concept in 1 (an ambiguous literal counts only beside a related concept); named by the authors' keywords in 12%.",
    );
    expect(evidenceSummary({ kind: 'basic', keyphraseness: null }, { df: 37, capped: false, counted: 28 })).toBe(
      'Its literals are found in the text of 37 articles; the concept is counted in 28 (an ambiguous literal counts only beside a related concept).',
    );
  });

  it("names what the queue's column counts on each list", () => {
    expect(countedInNote('ambiguous')).toBe(
      'Counted in: the articles where the literal gave its concept at the last rescan.',
    );
    expect(countedInNote('basic')).toBe('Counted in: the articles that carry the concept.');
  });
});

describe("a decision's notice (walk 10, defect 7)", () => {
  it('shows on the list the decision was made on, not on the other tab', () => {
    const accepted = { kind: 'ambiguous' as const, text: 'Accepted: "Zeros" (Poles and zeros) stays ambiguous; …' };
    expect(noticeFor(accepted, 'ambiguous')).toBe(accepted.text);
    expect(noticeFor(accepted, 'basic')).toBeNull();
    expect(noticeFor(null, 'ambiguous')).toBeNull();
  });
});

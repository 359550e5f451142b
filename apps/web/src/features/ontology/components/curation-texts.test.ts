import { describe, expect, it } from 'vitest';
import { acceptQuestion, asksFirst, decisionNotice, dismissQuestion } from './curation-texts';

const visual = { kind: 'ambiguous' as const, literal: 'Visual', conceptName: 'Visualization' };
const robots = { kind: 'basic' as const, literal: null, conceptName: 'Robots' };

describe('what the curation queue says about a decision (walk 7 D6)', () => {
  it('asks before a Dismiss, naming the literal, its concept and the articles it rescans', () => {
    expect(dismissQuestion(visual, 9961)).toBe(
      'The literal "Visual" of the concept "Visualization" will count on its own, for good (the statistics will not flag it again). 9,961 articles will be rescanned.',
    );
    expect(dismissQuestion(visual, 1)).toContain(' 1 article will be rescanned.');
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

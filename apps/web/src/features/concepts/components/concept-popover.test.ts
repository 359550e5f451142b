import { describe, expect, it } from 'vitest';
import { conceptRelevance } from '@sciscope/contracts/testing';
import { provenanceText, relevanceText } from './concept-popover';

const none = conceptRelevance();

describe('relevanceText', () => {
  it('lists what ranks a concept up, strongest first, and what ranks it down', () => {
    expect(
      relevanceText({ ...none, score: 1.6, occurrences: Math.log(3), title: 1, neighbours: 0.5, confirmation: -1 }),
    ).toBe(
      'Ranked up: 3 mentions, named in the title, a related concept is in the text too; ranked down: a word with several meanings.',
    );
  });

  it('says only what ranks it down when nothing ranks it up, and nothing for a single plain mention', () => {
    expect(relevanceText({ ...none, score: -0.5, basic: -0.5 })).toBe('Ranked down: very common in the corpus.');
    expect(relevanceText(none)).toBeNull();
  });

  it('speaks of typicality only when it pulls clearly one way', () => {
    expect(relevanceText({ ...none, typicality: 0.1 })).toBeNull();
    expect(relevanceText({ ...none, typicality: 0.4 })).toBe(
      'Ranked up: the text is like the articles with this concept.',
    );
    expect(relevanceText({ ...none, typicality: -0.3 })).toBe(
      'Ranked down: the text is unlike the articles with this concept.',
    );
  });
});

describe('provenanceText', () => {
  const plain = { reason: 'literal', confirmedBy: null } as const;

  it('quotes the article’s own words, with the ontology term when it reads otherwise', () => {
    expect(provenanceText({ ...plain, literal: 'Neural net', surface: 'neural net' })).toBe('Found as “neural net”.');
    expect(provenanceText({ ...plain, literal: 'Neural net', surface: 'neural nets' })).toBe(
      'Found as “neural nets” (the ontology term “Neural net”).',
    );
  });

  it('says it is the ontology’s term, not a quote of the text, when the words were not found', () => {
    expect(provenanceText({ ...plain, literal: 'Neural net', surface: null })).toBe(
      'Matched the ontology term “Neural net”.',
    );
    expect(provenanceText({ ...plain, literal: 'LIDAR', surface: null, reason: 'case-exact' })).toBe(
      'Matched the ontology term “LIDAR”, written exactly so.',
    );
    expect(provenanceText({ ...plain, literal: null, surface: null })).toBe('Found in the text.');
  });

  it('keeps the reason: an ambiguous literal confirmed by a related concept', () => {
    expect(
      provenanceText({
        literal: 'Windows',
        surface: 'windows',
        reason: 'confirmed',
        confirmedBy: { conceptId: 3, name: 'Operating systems' },
      }),
    ).toBe('Found as “windows”, a word with several meanings, confirmed by “Operating systems” in the same article.');
  });
});

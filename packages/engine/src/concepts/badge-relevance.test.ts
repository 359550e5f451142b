import { describe, expect, it } from 'vitest';
import {
  badgeNameKey,
  badgeRelevance,
  DEFAULT_BADGE_RELEVANCE,
  orderBadges,
  type BadgeEvidence,
} from './badge-relevance';
import { createLiteralStatsCollector, decideCorpusAmbiguity } from './corpus-ambiguity';
import { buildConceptMatcher } from './matcher';
import { makeConcept } from './test-ontology.fixture';

const plain: BadgeEvidence = {
  tf: 1,
  titleTf: 0,
  spanTokens: 1,
  neighbours: 0,
  keyphraseness: null,
  confirmed: false,
  basicSuggested: false,
};

describe('badge relevance', () => {
  it('scores a single plain mention zero and adds one point per piece of strong evidence', () => {
    expect(badgeRelevance(plain).score).toBe(0);
    expect(badgeRelevance({ ...plain, titleTf: 1 }).score).toBe(1);
    expect(badgeRelevance({ ...plain, spanTokens: 3 }).score).toBe(1);
    expect(badgeRelevance({ ...plain, tf: 4 }).score).toBeCloseTo(Math.log(4));
  });

  it('adds half a point for a neighbour in the text and for a keyphrase literal, and takes points for weak senses', () => {
    const { parts, score } = badgeRelevance({
      ...plain,
      neighbours: 2,
      keyphraseness: DEFAULT_BADGE_RELEVANCE.minKeyphraseness,
      confirmed: true,
      basicSuggested: true,
    });
    expect(parts).toEqual({
      occurrences: 0,
      title: 0,
      phrase: 0,
      neighbours: 0.5,
      keyphrase: 0.5,
      confirmation: -1,
      basic: -0.5,
      typicality: 0,
    });
    expect(score).toBe(-0.5);
    expect(badgeRelevance({ ...plain, keyphraseness: 0.01 }).parts.keyphrase).toBe(0);
  });

  it('orders by relevance, then tf-idf, then concept id, and shows badges past the third only above the floor', () => {
    const concepts = [
      { conceptId: 5, relevance: 0, tfidf: 9 },
      { conceptId: 4, relevance: 2, tfidf: 1 },
      { conceptId: 3, relevance: 0, tfidf: 9 },
      { conceptId: 2, relevance: 1.6, tfidf: 1 },
      { conceptId: 1, relevance: 0.5, tfidf: 1 },
      { conceptId: 6, relevance: 1.5, tfidf: 1 },
    ];
    const shown = orderBadges(concepts);
    expect(concepts.map((c) => c.conceptId)).toEqual([4, 2, 6, 1, 3, 5]);
    expect(shown).toBe(3);
    concepts[3]!.relevance = 1.5;
    expect(orderBadges(concepts)).toBe(4);
    expect(orderBadges(concepts.slice(0, 2))).toBe(2);
  });

  it('passes over a concept named like an earlier badge (one name spelt two ways), which follows the badges', () => {
    expect(badgeNameKey('Smart phones')).toBe(badgeNameKey('Smartphones'));
    expect(badgeNameKey('Wires')).toBe(badgeNameKey('Wire'));
    expect(badgeNameKey('Semi-supervised learning')).toBe(badgeNameKey('Semisupervised learning'));
    expect(badgeNameKey('Semi supervised learning')).toBe(badgeNameKey('Semisupervised learning'));
    expect(badgeNameKey('Mathematical optimization')).not.toBe(badgeNameKey('Optimization'));
    const concepts = [
      { conceptId: 1, relevance: 3, tfidf: 1, nameKey: badgeNameKey('Wire') },
      { conceptId: 2, relevance: 2.5, tfidf: 1, nameKey: badgeNameKey('Wires') },
      { conceptId: 3, relevance: 2, tfidf: 1, nameKey: badgeNameKey('Copper') },
      { conceptId: 4, relevance: 0.2, tfidf: 1, nameKey: badgeNameKey('Cables') },
      { conceptId: 5, relevance: 0.1, tfidf: 1 },
    ];
    expect(orderBadges(concepts)).toBe(3);
    expect(concepts.map((c) => c.conceptId)).toEqual([1, 3, 4, 5, 2]);
  });

  // A walk found "Software architectures" and "Software architecture" side by side after the
  // badges: the name rule applied only to badges.
  it('puts a concept named like an earlier one that is not a badge at the end too', () => {
    const concepts = [
      { conceptId: 1, relevance: 4, tfidf: 1, nameKey: badgeNameKey('Humanoid robots') },
      { conceptId: 2, relevance: 2.2, tfidf: 1, nameKey: badgeNameKey('Mechatronics') },
      { conceptId: 3, relevance: 1.9, tfidf: 1, nameKey: badgeNameKey('Design methodology') },
      { conceptId: 4, relevance: 1, tfidf: 2, nameKey: badgeNameKey('Software architectures') },
      { conceptId: 5, relevance: 1, tfidf: 1, nameKey: badgeNameKey('Software architecture') },
      { conceptId: 6, relevance: 0.5, tfidf: 1, nameKey: badgeNameKey('Robots') },
    ];
    expect(orderBadges(concepts)).toBe(3);
    expect(concepts.map((c) => c.conceptId)).toEqual([1, 2, 3, 4, 6, 5]);
  });
});

describe('the evidence the matcher reports for badges', () => {
  const learning = makeConcept({ id: 1, literals: ['Machine learning'] });
  const nets = makeConcept({ id: 2, literals: ['Neural networks'], parentIds: [1] });
  const robots = makeConcept({ id: 3, literals: ['Robots'] });
  const matcher = buildConceptMatcher({ concepts: [learning, nets, robots] });
  const title = 'Neural networks for robots';
  const match = matcher.match(`${title}\nRobots learn with neural networks, a kind of machine learning.`, title.length);
  const at = (id: number) => match.conceptIds.indexOf(id);

  it('counts the occurrences that start in the title', () => {
    expect(match.conceptTitleCounts[at(2)]).toBe(1);
    expect(match.conceptTitleCounts[at(3)]).toBe(1);
    expect(match.conceptTitleCounts[at(1)]).toBe(0);
    expect(matcher.match(`${title}\nRobots.`).conceptTitleCounts[0]).toBe(0);
  });

  it('reports the longest occurrence in tokens and the neighbours present', () => {
    expect(match.conceptSpanTokens[at(1)]).toBe(2);
    expect(match.conceptSpanTokens[at(3)]).toBe(1);
    expect(match.conceptNeighbourCounts[at(1)]).toBe(1);
    expect(match.conceptNeighbourCounts[at(2)]).toBe(1);
    expect(match.conceptNeighbourCounts[at(3)]).toBe(0);
  });
});

describe('keyphraseness from the corpus', () => {
  it('is the share of texts with the literal whose keywords name its concept, smoothed by one text', () => {
    const robots = makeConcept({ id: 3, literals: ['Robots', 'robot'] });
    const windows = makeConcept({ id: 4, literals: ['Windows'] });
    const gadgets = makeConcept({ id: 5, literals: ['Gadgets'] });
    const collector = createLiteralStatsCollector([robots, windows, gadgets]);
    collector.add('Robots in windows.', ['robot', 'grasping']);
    collector.add('Robots again, and windows.', ['Windows']);
    collector.add('Robots and gadgets without keywords.');
    const decision = decideCorpusAmbiguity(collector.result());
    // "Robots": 2 texts with keywords, 1 naming the concept (through its literal "robot").
    expect(decision.keyphraseness.get(30)).toBeCloseTo(1 / 3);
    expect(decision.keyphraseness.get(40)).toBeCloseTo(1 / 3);
    // Seen only in a text without keywords: unknown, not zero.
    expect(decision.keyphraseness.has(50)).toBe(false);
  });
});

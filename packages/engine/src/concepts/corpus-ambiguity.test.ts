import { describe, expect, it } from 'vitest';
import { applyCorpusAmbiguity, createLiteralStatsCollector, decideCorpusAmbiguity } from './corpus-ambiguity';
import { buildConceptMatcher } from './matcher';
import { countsById, makeConcept } from './test-ontology.fixture';

const THRESHOLDS = { minDocs: 5, maxEvidenceShare: 0.25, minLift: 0, minContextDocs: 5, basicDocShare: 0.6 };

describe('corpus-driven ambiguity', () => {
  const os = makeConcept({ id: 1, literals: ['Operating systems'] });
  const windows = makeConcept({ id: 2, literals: ['Windows', 'Microsoft Windows'], parentIds: [1] });
  const nets = makeConcept({ id: 3, literals: ['Neural networks'] });
  const loner = makeConcept({ id: 4, literals: ['Gadgets'] });
  const concepts = [os, windows, nets, loner];
  const texts = [
    ...Array.from({ length: 8 }, (_, i) => `Neural networks over sliding windows ${i}.`),
    'Windows and other operating systems.',
    'Windows, that is Microsoft Windows.',
    ...Array.from({ length: 6 }, () => 'Gadgets everywhere.'),
  ];
  const collector = createLiteralStatsCollector(concepts);
  for (const text of texts) collector.add(text);
  const stats = collector.result();

  it('counts occurrences with and without the concept neighbours or another phrase literal of it elsewhere', () => {
    expect(stats.documents).toBe(16);
    expect(stats.literals.get(20)).toMatchObject({ docs: 10, evidenceDocs: 2, singleWord: true });
    // "Microsoft Windows" confirms "Windows"; the single word does not confirm the phrase.
    expect(stats.literals.get(21)).toMatchObject({ docs: 1, evidenceDocs: 0, singleWord: false });
  });

  it('flags a single-word literal whose occurrences mostly lack evidence, never one that cannot have any', () => {
    const decision = decideCorpusAmbiguity(stats, THRESHOLDS);
    expect([...decision.ambiguousLiteralIds]).toEqual([20]);
    expect(decideCorpusAmbiguity(stats, { ...THRESHOLDS, maxEvidenceShare: 0.1 }).ambiguousLiteralIds.size).toBe(0);
  });

  it('flags a literal whose evidence is no better than chance when a minimum lift is set', () => {
    // Windows' evidence share (2 of 10) against the share of texts with a neighbour (1 of 16).
    expect(stats.literals.get(20)?.chanceEvidence).toBeCloseTo(1 / 16);
    const lift = (minLift: number) =>
      decideCorpusAmbiguity(stats, { ...THRESHOLDS, maxEvidenceShare: 0, minLift }).ambiguousLiteralIds.size;
    expect(lift(3)).toBe(0);
    expect(lift(4)).toBe(1);
  });

  it('blocks a context whose occurrences have less evidence than the literal as a whole', () => {
    const decision = decideCorpusAmbiguity(stats, THRESHOLDS);
    expect(decision.blockedContexts.get(20)).toEqual([{ before: 'sliding', after: '' }]);
  });

  it('suggests very frequent concepts as basic', () => {
    expect([...decideCorpusAmbiguity(stats, { ...THRESHOLDS, basicDocShare: 0.5 }).basicSuggestedConceptIds]).toEqual([
      2, 3,
    ]);
  });

  it('lets a flag a moderator set win over the machine, and the matcher then needs evidence', () => {
    const decision = decideCorpusAmbiguity(stats, THRESHOLDS);
    const machine = buildConceptMatcher({ concepts: applyCorpusAmbiguity(concepts, decision) });
    expect(countsById(machine.match('Windows 95'))).toEqual({});
    expect(countsById(machine.match('Windows is one of the operating systems'))).toEqual({ 1: 1, 2: 1 });
    expect(countsById(machine.match('Neural networks over sliding windows'))).toEqual({ 3: 1 });
    const moderated = buildConceptMatcher({
      concepts: applyCorpusAmbiguity(concepts, decision, new Map([[20, false]])),
    });
    expect(countsById(moderated.match('Windows 95'))).toEqual({ 2: 1 });
  });
});

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

  it("flags an alternative label of several words whose texts hardly ever have evidence, never the concept's name", () => {
    const avionics = makeConcept({ id: 7, literals: ['Avionics'] });
    const recorder = makeConcept({ id: 8, literals: ['Flight recording', 'Black box'], parentIds: [7] });
    const boxCollector = createLiteralStatsCollector([avionics, recorder]);
    for (let i = 0; i < 6; i++) boxCollector.add(`Black box attacks on neural networks ${i}.`);
    for (let i = 0; i < 6; i++) boxCollector.add(`Flight recording for drones ${i}.`);
    for (let i = 0; i < 6; i++) boxCollector.add(`Gadgets ${i}.`);
    const boxStats = boxCollector.result();
    expect(boxStats.literals.get(81)).toMatchObject({ docs: 6, evidenceDocs: 0, singleWord: false, isName: false });
    expect(boxStats.literals.get(80)).toMatchObject({ docs: 6, evidenceDocs: 0, isName: true });
    // Only the absolute rule applies to phrases: no lift is asked of them.
    const decision = decideCorpusAmbiguity(boxStats, { ...THRESHOLDS, minLift: 3 });
    expect([...decision.ambiguousLiteralIds]).toEqual([81]);
    // With evidence in enough of its texts, the label keeps its sense.
    boxCollector.add('Black box of avionics.');
    boxCollector.add('Black box and avionics.');
    expect(decideCorpusAmbiguity(boxCollector.result(), THRESHOLDS).ambiguousLiteralIds.size).toBe(0);
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

  it("blocks a context with no more evidence than chance when the literal's other occurrences have it far more often", () => {
    const distributed = makeConcept({ id: 5, literals: ['Distributed computing'] });
    const cloud = makeConcept({ id: 6, literals: ['Cloud computing', 'Cloud'], parentIds: [5] });
    const cloudCollector = createLiteralStatsCollector([distributed, cloud]);
    for (let i = 0; i < 20; i++) cloudCollector.add(`Point cloud registration ${i}.`);
    cloudCollector.add('Point cloud processing on distributed computing.');
    for (let i = 0; i < 5; i++) cloudCollector.add(`Cloud and distributed computing ${i}.`);
    for (let i = 0; i < 100; i++) cloudCollector.add(`Gadgets ${i}.`);
    const cloudStats = cloudCollector.result();
    // "point cloud": 1 of 21 with evidence, about chance (6 of 126), against 5 of 5 for the other "cloud"s.
    const thresholds = { minDocs: 5, maxEvidenceShare: 0.01, minLift: 2, minContextDocs: 5, basicDocShare: 0.9 };
    const decision = decideCorpusAmbiguity(cloudStats, thresholds);
    expect(decision.ambiguousLiteralIds.has(61)).toBe(false);
    // ("cloud registration", never with evidence, is blocked by the absolute share as before.)
    expect(decision.blockedContexts.get(61)).toEqual([
      { before: 'point', after: '' },
      { before: '', after: 'registration' },
    ]);
    // Without a lift the rule is the absolute share alone, which 1 in 21 passes.
    expect(decideCorpusAmbiguity(cloudStats, { ...thresholds, minLift: 0 }).blockedContexts.get(61)).toEqual([
      { before: '', after: 'registration' },
    ]);
  });

  it('never blocks a context of a phrase of several words: the phrase fixes its own sense', () => {
    const nlp = makeConcept({ id: 7, literals: ['Natural language processing'] });
    const qa = makeConcept({ id: 8, literals: ['Question answering', 'Answering'], parentIds: [7] });
    const qaCollector = createLiteralStatsCollector([nlp, qa]);
    for (let i = 0; i < 20; i++) qaCollector.add(`A question answering dataset ${i}.`);
    for (let i = 0; i < 20; i++) qaCollector.add(`Answering dataset queries ${i}.`);
    for (let i = 0; i < 5; i++)
      qaCollector.add(`Question answering and answering in natural language processing ${i}.`);
    const decision = decideCorpusAmbiguity(qaCollector.result(), THRESHOLDS);
    // The single word's context "dataset" lacks evidence and is blocked; the phrase's is not.
    expect(decision.blockedContexts.get(81)).toContainEqual({ before: '', after: 'dataset' });
    expect(decision.blockedContexts.has(80)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { isCapitalisedToken, isShortLiteral } from './case-rules';
import { buildConceptMatcher, MATCH_REASONS, type ConceptMatch } from './matcher';
import { countsById, makeConcept } from './test-ontology.fixture';

/** Concept id → [literal id, reason, evidence concept id] for readable provenance assertions. */
function provenance(match: ConceptMatch): Record<number, [number, string, number]> {
  const result: Record<number, [number, string, number]> = {};
  match.conceptIds.forEach((id, i) => {
    result[id] = [
      match.conceptLiteralIds[i] as number,
      MATCH_REASONS[match.conceptReasons[i] as number] as string,
      match.conceptEvidenceIds[i] as number,
    ];
  });
  return result;
}

describe('case rules', () => {
  it('treats literals of one to three letters as short', () => {
    expect(isShortLiteral('Al')).toBe(true);
    expect(isShortLiteral('Art')).toBe(true);
    expect(isShortLiteral('3-D')).toBe(true);
    expect(isShortLiteral('Mars')).toBe(false);
    expect(isShortLiteral('2012')).toBe(false);
  });

  it('treats tokens with two or more capitals as written-as-is', () => {
    expect(isCapitalisedToken('CNN')).toBe(true);
    expect(isCapitalisedToken('DDoS')).toBe(true);
    expect(isCapitalisedToken('Mars')).toBe(false);
    expect(isCapitalisedToken('lidar')).toBe(false);
  });
});

describe('buildConceptMatcher: abbreviations are never literals', () => {
  const ie = makeConcept({ id: 1, literals: ['Internet Explorer', { name: 'IE', ambiguous: false }, 'ie'] });
  const al = makeConcept({ id: 2, literals: ['Aluminum', 'Al'] });
  const eg = makeConcept({ id: 3, literals: ['e.g.'] });
  const matcher = buildConceptMatcher({ concepts: [ie, al, eg] });

  it('does not read "i.e." or "i.e" as a literal', () => {
    expect(countsById(matcher.match('Models, i.e. networks, and more (i.e without a final stop).'))).toEqual({});
  });

  it('does not read the "al." of "et al." as the chemical symbol', () => {
    expect(countsById(matcher.match('As shown by Smith et al. (2020) and Lee et Al. in 2021.'))).toEqual({});
    expect(countsById(matcher.match('Al alloys and Al oxide.'))).toEqual({ 2: 2 });
  });

  it('never matches a literal that is itself an abbreviation', () => {
    expect(countsById(matcher.match('for example, e.g. this'))).toEqual({});
    expect(matcher.stats.abbreviationLiterals).toBe(1);
  });
});

describe('buildConceptMatcher: case rules', () => {
  const strontium = makeConcept({ id: 1, literals: ['Strontium', { name: 'Sr', ambiguous: false }] });
  const mars = makeConcept({ id: 2, literals: ['Mars'] });
  const cnn = makeConcept({ id: 3, literals: [{ name: 'CNN', ambiguous: false }] });
  const art = makeConcept({ id: 4, literals: ['Art'] });
  const matcher = buildConceptMatcher({ concepts: [strontium, mars, cnn, art] });

  it('matches a literal of one to three letters only with its own case', () => {
    expect(countsById(matcher.match('Sr isotopes'))).toEqual({ 1: 1 });
    expect(countsById(matcher.match('SR images and sr values'))).toEqual({});
    expect(countsById(matcher.match('Art history, not the art of coding'))).toEqual({ 4: 1 });
  });

  it('matches a literal written in capitals only in capitals, plurals included', () => {
    expect(countsById(matcher.match('CNN and CNNs, not cnn'))).toEqual({ 3: 2 });
  });

  it('does not let a short acronym of the text match a literal written in lower case', () => {
    expect(countsById(matcher.match('the MARS dataset'))).toEqual({});
    expect(countsById(matcher.match('a rover on Mars and on mars'))).toEqual({ 2: 2 });
  });

  it('still matches a shouted title written in capitals throughout', () => {
    expect(countsById(matcher.match('A MISSION TO MARS AND BEYOND'))).toEqual({ 2: 1 });
  });
});

describe('buildConceptMatcher: phrase context', () => {
  const art = makeConcept({ id: 1, literals: ['Art'] });
  art.literals[0] = { ...art.literals[0]!, name: 'art', blockedContexts: [{ before: 'state of the', after: '' }] };
  const networks = makeConcept({ id: 2, literals: ['Neural networks'] });
  const wifi = makeConcept({ id: 3, literals: [{ name: 'IEEE 802.11', ambiguous: false }] });
  const matcher = buildConceptMatcher({ concepts: [art, networks, wifi] });

  it('does not count a literal inside a blocked phrase', () => {
    expect(countsById(matcher.match('a state-of-the-art method and the state of the art'))).toEqual({});
    expect(countsById(matcher.match('art in the state of the nation'))).toEqual({ 1: 1 });
  });

  it('does not let a phrase cross punctuation that its literal lacks', () => {
    expect(countsById(matcher.match('We train a neural. Networks follow.'))).toEqual({});
    expect(countsById(matcher.match('neural (networks)'))).toEqual({});
    expect(countsById(matcher.match('IEEE 802.11 radios, not IEEE 802 11'))).toEqual({ 3: 1 });
  });

  it('does not match a one-word literal on a piece of a hyphenated compound, except an acronym', () => {
    const local = buildConceptMatcher({
      concepts: [
        makeConcept({ id: 4, literals: ['Streams'] }),
        makeConcept({ id: 5, literals: [{ name: 'CNN', ambiguous: false }] }),
        makeConcept({ id: 6, literals: ['Real time'] }),
      ],
    });
    expect(countsById(local.match('down-stream tasks and a two-stream net'))).toEqual({});
    expect(countsById(local.match('data streams, CNN-based, real-time'))).toEqual({ 4: 1, 5: 1, 6: 1 });
  });

  it('lets a blocked context block only when no punctuation separates it', () => {
    expect(countsById(matcher.match('the state of the. Art matters'))).toEqual({});
    expect(countsById(matcher.match('In the state of the union: art matters'))).toEqual({ 1: 1 });
  });
});

describe('buildConceptMatcher: provenance', () => {
  const signal = makeConcept({ id: 1, literals: ['Signal processing'] });
  const ica = makeConcept({ id: 2, literals: ['Independent component analysis', 'ICA'], parentIds: [1] });
  const ann = makeConcept({ id: 3, literals: ['ANN'] });
  const matcher = buildConceptMatcher({ concepts: [signal, ica, ann] });

  it('names the literal and a plain match', () => {
    expect(provenance(matcher.match('Signal processing.'))).toEqual({ 1: [10, 'literal', -1] });
  });

  it('names an unambiguous literal in preference to an ambiguous one of the same concept', () => {
    expect(provenance(matcher.match('ICA, or independent component analysis.'))[2]).toEqual([20, 'literal', -1]);
  });

  it('names the related concept that confirmed an ambiguous literal', () => {
    expect(provenance(matcher.match('Signal processing with ICA.'))).toEqual({
      1: [10, 'literal', -1],
      2: [21, 'confirmed', 1],
    });
  });

  it('reports a case-exact match of an unambiguous acronym', () => {
    const exact = makeConcept({ id: 4, literals: [{ name: 'LIDAR', ambiguous: false }] });
    expect(provenance(buildConceptMatcher({ concepts: [exact] }).match('LIDAR scans'))).toEqual({
      4: [40, 'case-exact', -1],
    });
  });

  it('treats related concepts as evidence like parents and children', () => {
    const radar = makeConcept({ id: 5, literals: ['Radar'] });
    const lidar = { ...makeConcept({ id: 6, literals: ['LIDAR'] }), relatedIds: [5] };
    const local = buildConceptMatcher({ concepts: [radar, lidar] });
    expect(countsById(local.match('LIDAR only'))).toEqual({});
    expect(provenance(local.match('LIDAR and radar'))[6]).toEqual([60, 'confirmed', 5]);
  });
});

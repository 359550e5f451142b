import { describe, expect, it } from 'vitest';
import {
  firstNameCandidates,
  genderLabel,
  genderScore,
  normalizeFirstName,
  parseFirstNameGenderCsv,
  predictGender,
} from './first-name-gender';

const { lookup, warnings } = parseFirstNameGenderCsv(
  [
    'name,count,p_female',
    'john,5737119,0.001',
    'maria,1944793,0.953',
    'jean,2525377,0.477',
    'jeanpierre,1137,0.0',
    'joao,26007,0.015',
    'andrea,772519,0.83',
    'yi,4688,0.537',
    'broken,10,1.7',
    'joão,26007,0.5',
  ].join('\n'),
);

describe('parseFirstNameGenderCsv', () => {
  it('reads probabilities, skips bad rows and combines names equal after normalisation', () => {
    expect(lookup.get('john')).toBe(0.001);
    expect(lookup.has('broken')).toBe(false);
    // joao (26007 × 0.015) and joão (26007 × 0.5) average to 0.2575.
    expect(lookup.get('joao')).toBeCloseTo(0.2575, 10);
    expect(warnings).toEqual(['line 9: unreadable name or p_female; skipped']);
  });

  it('reports a header without the needed columns', () => {
    expect(parseFirstNameGenderCsv('first,prob\nx,1').warnings).toEqual([
      'missing name or p_female column in the header',
    ]);
  });
});

describe('firstNameCandidates', () => {
  it('takes the first given name, stripped of diacritics', () => {
    expect(firstNameCandidates('Joao F. Henriques')).toEqual(['joao']);
    expect(firstNameCandidates('João F. Henriques')).toEqual(['joao']);
    expect(firstNameCandidates('Ivan Vulić')).toEqual(['ivan']);
    expect(normalizeFirstName('Łukasz Ørsted')).toBe('lukasz orsted');
  });

  it('tries a hyphenated name whole, joined, then its first part', () => {
    expect(firstNameCandidates('Jean-Pierre Dupont')).toEqual(['jean-pierre', 'jeanpierre', 'jean']);
  });

  it('gives nothing for initials, and uses a later given name after an initial', () => {
    expect(firstNameCandidates('J. Smith')).toEqual([]);
    expect(firstNameCandidates('J.-P. Dupont')).toEqual([]);
    expect(firstNameCandidates('J. Michael Smith')).toEqual(['michael']);
  });

  it('understands "Family, Given", titles, suffixes and nicknames', () => {
    expect(firstNameCandidates('Smith, John')).toEqual(['john']);
    expect(firstNameCandidates('John Smith, Jr.')).toEqual(['john']);
    expect(firstNameCandidates('Prof. Dr. Maria Rossi')).toEqual(['maria']);
    expect(firstNameCandidates('William "Bill" Gates')).toEqual(['william']);
    expect(firstNameCandidates('   ')).toEqual([]);
  });
});

describe('predictGender', () => {
  it('scores round(100 * (1 - 2 * p_female)) for the first known candidate', () => {
    expect(predictGender('John Smith', lookup)).toBe(100);
    expect(predictGender('Maria Rossi', lookup)).toBe(-91);
    expect(predictGender('Andrea Vedaldi', lookup)).toBe(-66);
    expect(predictGender('Jean-Pierre Dupont', lookup)).toBe(100);
    expect(predictGender('Jean Ponce', lookup)).toBe(5);
    expect(predictGender('Yi Zhu', lookup)).toBe(-7);
  });

  it('returns null when the name is unknown or only an initial', () => {
    expect(predictGender('Xyzzy Plugh', lookup)).toBeNull();
    expect(predictGender('J. Smith', lookup)).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(genderScore(0.5025), 0)).toBe(true);
  });
});

describe('genderLabel', () => {
  it('applies the display thresholds at their boundaries', () => {
    expect([-100, -80, -79, -20, -19, 0, 19, 20, 79, 80, 100].map(genderLabel)).toEqual([
      'F',
      'F',
      'f',
      'f',
      '?',
      '?',
      '?',
      'm',
      'm',
      'M',
      'M',
    ]);
    expect(genderLabel(null)).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import { compareParsedNames, parseAuthorName } from '../authors/name-key';
import { DocumentInstitutions, normalizeInstitutionName, sharedInstitutions } from './conflicts';
import {
  InstitutionSystems,
  institutionNamesJoin,
  isGenericInstitutionWord,
  parseInstitutionName,
} from './institution-names';

const joins = (a: string, b: string, systems?: InstitutionSystems) =>
  institutionNamesJoin(parseInstitutionName(a), parseInstitutionName(b), systems);

describe('institution names', () => {
  it('fold case, accents, special letters, punctuation, "the", "&" and abbreviations', () => {
    expect(normalizeInstitutionName('The University of Zürich')).toBe('university of zurich');
    expect(normalizeInstitutionName('Univ. of Wrocław')).toBe('university of wroclaw');
    expect(normalizeInstitutionName('Mitsubishi Electric Research Labs')).toBe(
      'mitsubishi electric research laboratory',
    );
    expect(normalizeInstitutionName('Interdisciplinary Centre for Security, Reliability & Trust')).toBe(
      'interdisciplinary center for security reliability and trust',
    );
    expect(normalizeInstitutionName('Linnæus University')).toBe('linnaeus university');
  });

  it('keep the segments between commas, brackets and spaced dashes', () => {
    const name = parseInstitutionName('Dept. of Statistics, University of Michigan (Ann Arbor) - USA');
    expect(name.words).toEqual([
      'department',
      'of',
      'statistics',
      'university',
      'of',
      'michigan',
      'ann',
      'arbor',
      'usa',
    ]);
    expect([...name.segmentStarts]).toEqual([0, 3, 6, 8]);
    expect(parseInstitutionName('Max-Planck Institute').segmentStarts).toEqual(new Set([0]));
  });

  it('join a company to its units and a university to its departments (walk 13: Microsoft Research Asia)', () => {
    expect(joins('Microsoft', 'Microsoft Research Asia')).toBe(true);
    expect(joins('Microsoft Research Asia', 'Microsoft')).toBe(true);
    expect(joins('Google', 'Google DeepMind')).toBe(true);
    expect(joins('University of Oxford', 'Department of Statistics, University of Oxford')).toBe(true);
    expect(joins('Stanford University', 'Stanford University School of Medicine')).toBe(true);
    expect(joins('KAIST', 'KAIST (Korea Advanced Institute of Science and Technology)')).toBe(true);
    expect(joins('Univ. of Tokyo', 'University of Tokyo')).toBe(true);
  });

  it('never join on generic words, nor a name that other words before it qualify', () => {
    expect(isGenericInstitutionWord('university')).toBe(true);
    expect(isGenericInstitutionWord('microsoft')).toBe(false);
    expect(joins('University of Technology', 'Sydney University of Technology')).toBe(false);
    expect(joins('National Research Center', 'National Research Center for Robotics')).toBe(false);
    expect(joins('Jiao Tong University', 'Shanghai Jiao Tong University')).toBe(false);
    expect(joins('Microsoft', 'Macrosoft')).toBe(false);
    expect(joins('Meta', 'Metamind')).toBe(false);
    expect(joins('', '')).toBe(false);
  });

  it('do not join a family name to a member that a connective introduces', () => {
    expect(joins('Max Planck Institute', 'Max Planck Institute for Informatics')).toBe(false);
    expect(joins('University of Texas', 'University of Texas at Austin')).toBe(false);
    expect(joins('University of Information Technology', 'University of Information Technology and Management')).toBe(
      false,
    );
  });

  it('treat a name the corpus continues with several campuses as a system that joins none of them', () => {
    const corpus = new InstitutionSystems(
      [
        'University of California',
        'University of California, Berkeley',
        'University of California Los Angeles',
        'University of Tokyo',
        'University of Tokyo Hospital',
        'University of Tokyo, Tokyo',
        'Microsoft',
        'Microsoft Research Asia',
        'Microsoft (Asia)',
        'Microsoft Research - University of Trento',
      ].map(parseInstitutionName),
      { places: ['Japan'] },
    );
    expect(corpus.has('university of california')).toBe(true);
    expect(corpus.has('university of tokyo')).toBe(false);
    expect(corpus.has('microsoft')).toBe(false);
    expect(joins('University of California', 'University of California, Berkeley', corpus)).toBe(false);
    expect(joins('University of California', 'University of California, Los Angeles', corpus)).toBe(false);
    expect(joins('University of California', 'EECS, University of California', corpus)).toBe(true);
    expect(joins('University of California', 'University of California', corpus)).toBe(true);
    expect(joins('University of Tokyo', 'University of Tokyo, Tokyo, Japan', corpus)).toBe(true);
    expect(joins('Microsoft', 'Microsoft Research Asia', corpus)).toBe(true);
    expect(joins('Japan', 'University of Tokyo, Japan', corpus)).toBe(false);
  });
});

describe('document institutions matched by name', () => {
  it('match a declared affiliation to the corpus institutions it names, and merge the authors who hold them', () => {
    const doc = new DocumentInstitutions();
    doc.add({ institutionId: 400, name: 'Microsoft', documentAuthor: 0, year: 2022 });
    doc.add({ institutionId: null, name: 'Microsoft Research Asia', documentAuthor: 1, year: null });
    doc.add({ institutionId: null, name: 'Microsoft Research Asia, Beijing', documentAuthor: 2, year: null });
    expect(doc.matchAll(400, 'Microsoft').map((e) => e.name)).toEqual([
      'Microsoft',
      'Microsoft Research Asia',
      'Microsoft Research Asia, Beijing',
    ]);
    // Another record of the name (another country) is found by name and by the declared ones.
    expect(doc.matchAll(45, 'Microsoft')).toHaveLength(3);
    // Names from articles match by id or the same name only: a "Microsoft Research" record is
    // the declared "Microsoft Research Asia" (its words start it), not the "Microsoft" of 2022.
    expect(doc.matchAll(3515, 'Microsoft Research').map((e) => e.name)).toEqual([
      'Microsoft Research Asia',
      'Microsoft Research Asia, Beijing',
    ]);
    expect(doc.matchAll(7, 'Google')).toEqual([]);
    const shared = sharedInstitutions({
      candidate: [{ institutionId: 45, name: 'Microsoft', years: [2024, 2025] }],
      document: doc,
      referenceYear: 2025,
      yearsOfAffiliation: 2,
    });
    expect(shared).toEqual([
      { institutionId: 45, name: 'Microsoft', years: [2024, 2025], documentAuthors: [0, 1, 2], isRecent: true },
    ]);
  });

  it('judge declared names with the corpus systems it is given', () => {
    const systems = new InstitutionSystems(
      ['University of California, Berkeley', 'University of California, Irvine'].map(parseInstitutionName),
    );
    const doc = new DocumentInstitutions({ systems });
    doc.add({ institutionId: null, name: 'University of California, Riverside', documentAuthor: 0, year: null });
    expect(doc.matchAll(1, 'University of California')).toEqual([]);
    const plain = new DocumentInstitutions();
    plain.add({ institutionId: null, name: 'University of California, Riverside', documentAuthor: 0, year: null });
    expect(plain.matchAll(1, 'University of California')).toHaveLength(1);
  });
});

describe('the names the possible-document-author rule compares', () => {
  const compatible = (a: string, b: string) => compareParsedNames(parseAuthorName(a), parseAuthorName(b));

  it('accept a middle initial or an initial for a given name, folding accents', () => {
    expect(compatible('Börje Karlsson', 'Börje F. Karlsson')).toBe('compatible');
    expect(compatible('Borje Karlsson', 'Börje Karlsson')).toBe('exact');
    expect(compatible('Wei Wang', 'W. Wang')).toBe('compatible');
  });

  it('refuse clipped given names, which are mostly other people (Jia and Jiajun Chen)', () => {
    expect(compatible('Jia Chen', 'Jiajun Chen')).toBe('incompatible');
    expect(compatible('Wei Wang', 'Weiping Wang')).toBe('incompatible');
    expect(compatible('Börje F. Karlsson', 'Börje G. Karlsson')).toBe('incompatible');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanAuthorName, notAPersonReason } from './author-line';

describe('cleanAuthorName', () => {
  it('takes footnote marks off both ends and makes every space a single plain one', () => {
    expect(cleanAuthorName('1Michael Beetz')).toBe('Michael Beetz');
    expect(cleanAuthorName('Xinghao Pan*')).toBe('Xinghao Pan');
    expect(cleanAuthorName('Yuanjun Gao *')).toBe('Yuanjun Gao');
    expect(cleanAuthorName('Mingliang Zhang1')).toBe('Mingliang Zhang');
    expect(cleanAuthorName('*Krzysztof Maziarz')).toBe('Krzysztof Maziarz');
    expect(cleanAuthorName('- Kritika')).toBe('Kritika');
    expect(cleanAuthorName('Hao Liu †‡')).toBe('Hao Liu');
    expect(cleanAuthorName(' Daniel\u00a0 Crawford ')).toBe('Daniel Crawford');
  });

  it('leaves letters, hyphens, apostrophes, particles and initials as they are', () => {
    for (const name of [
      'Tomás Lozano-Pérez',
      "D'Arcy O'Neil",
      'Guido van Rossum',
      'J.-M. Morel',
      'Charles F. Reynolds Jr.',
      '李飞飞',
    ])
      expect(cleanAuthorName(name)).toBe(name);
  });

  it('gives null when no letter is left', () => {
    expect(cleanAuthorName(')*')).toBeNull();
    expect(cleanAuthorName(' 12 ')).toBeNull();
  });
});

describe('notAPersonReason', () => {
  it('finds an organization in an author line', () => {
    for (const name of [
      'Zhejiang University',
      'University of Hull',
      'Massachusetts Institute of Technology (MIT)',
      'Microsoft Research',
      'Barcelona Supercomputing Center',
      'Universität Stuttgart',
      'The ATLAS Collaboration',
    ])
      expect(notAPersonReason(name)).toBe('an organization');
  });

  it('finds a line that is no name', () => {
    expect(notAPersonReason('Anonymous')).toBe('not a name');
    expect(notAPersonReason('Joint primary authors.')).toBe('not a name');
  });

  it('leaves people alone, surnames that are also common nouns included', () => {
    for (const name of [
      'Olivier Company',
      'Joan P. Company',
      'George Council',
      'Gökhan Ince',
      'Mary Group',
      'Ann Center',
    ])
      expect(notAPersonReason(name)).toBeNull();
  });
});

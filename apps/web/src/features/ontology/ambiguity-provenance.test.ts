import { describe, expect, it } from 'vitest';
import { ambiguityProvenance, newLiteral } from './concept-draft';

describe('the provenance label of an ambiguity flag', () => {
  const stored = (name: string, isAmbiguous: boolean, ambiguitySetBy: 'machine' | 'moderator') => ({
    ...newLiteral(name),
    id: 1,
    isAmbiguous,
    ambiguitySetBy,
  });

  it('credits the corpus only with a flag the upper-case rule did not set', () => {
    expect(ambiguityProvenance(stored('QWSX', true, 'machine'))).toBe('upper case');
    expect(ambiguityProvenance(stored('cloud', true, 'machine'))).toBe('corpus');
    // A literal that is not ambiguous has no flag to credit.
    expect(ambiguityProvenance(stored('point cloud', false, 'machine'))).toBeNull();
  });

  it('is the same while typing and after the save', () => {
    expect(ambiguityProvenance(newLiteral('QWSX'))).toBe('upper case');
    expect(ambiguityProvenance(newLiteral('walk concept'))).toBeNull();
  });

  it('names a moderator and a flag set by hand', () => {
    expect(ambiguityProvenance(stored('Codes', false, 'moderator'))).toBe('moderator');
    expect(ambiguityProvenance({ ...newLiteral('svm'), isAmbiguous: true, checkboxInteracted: true })).toBe(
      'set by hand',
    );
  });
});

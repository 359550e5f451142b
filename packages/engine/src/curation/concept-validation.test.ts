import { describe, expect, it } from 'vitest';
import { validateConceptDraft, type ValidatedLiteral } from './concept-validation';
import { constructWithParent, missingLiterals } from './composite-construct';
import { compositeName, literalKey } from './literal-text';

function literal(name: string, extra: Partial<ValidatedLiteral> = {}): ValidatedLiteral {
  return { name, composite: null, lang: '', isAmbiguous: false, variants: [name], conflicts: 0, ...extra };
}

const codes = (issues: Array<{ code: string }>) => issues.map((issue) => issue.code);

describe('the concept form validation (spec 02 section 5)', () => {
  it('accepts a named concept with a correct literal', () => {
    const result = validateConceptDraft({ name: 'Neural network', literals: [literal('Neural network')] });
    expect(result).toEqual({ valid: true, errors: [], warnings: [], literals: [{ errors: [], warnings: [] }] });
  });

  it('refuses an empty or blank name', () => {
    expect(codes(validateConceptDraft({ name: '   ', literals: [literal('x ray')] }).errors)).toEqual([
      'conceptNameEmpty',
    ]);
  });

  it('refuses a concept without literals', () => {
    const result = validateConceptDraft({ name: 'Robot', literals: [] });
    expect(result.valid).toBe(false);
    expect(codes(result.errors)).toEqual(['noLiterals']);
  });

  it('refuses an empty literal and says that literals are incorrect', () => {
    const result = validateConceptDraft({
      name: 'Robot',
      literals: [literal('Robot'), literal('  ', { variants: [] })],
    });
    expect(result.literals[1]!.errors).toEqual([{ code: 'literalEmpty' }]);
    expect(codes(result.errors)).toEqual(['literalsIncorrect']);
  });

  it('refuses a literal written twice, by name or by composite text', () => {
    const byName = validateConceptDraft({ name: 'Robot', literals: [literal('Robot'), literal('robot')] });
    expect(byName.literals[1]!.errors).toEqual([{ code: 'literalNotUnique' }]);
    const composite = literal('', { composite: [{ conceptId: 9, name: 'Robot' }], variants: ['Robot'] });
    const byComposite = validateConceptDraft({ name: 'Robot', literals: [literal('Robot'), composite] });
    expect(byComposite.literals[1]!.errors).toEqual([{ code: 'literalNotUnique' }]);
  });

  it('needs one non-ambiguous literal without warnings', () => {
    const ambiguous = validateConceptDraft({ name: 'SVM', literals: [literal('SVM', { isAmbiguous: true })] });
    expect(codes(ambiguous.errors)).toEqual(['noCorrectLiteral']);
    const conflicting = validateConceptDraft({ name: 'Robot', literals: [literal('Robot', { conflicts: 2 })] });
    expect(conflicting.literals[0]!.warnings).toEqual([{ code: 'literalConflicts' }]);
    expect(codes(conflicting.errors)).toEqual(['noCorrectLiteral']);
    // An ambiguous literal's conflicts are no warning: it counts only with its concept's evidence.
    const both = validateConceptDraft({
      name: 'Support vector machine',
      literals: [literal('Support vector machine'), literal('SVM', { isAmbiguous: true, conflicts: 3 })],
    });
    expect(both.valid).toBe(true);
  });

  it('warns when the name is not among the literals, composite variants included', () => {
    const result = validateConceptDraft({ name: 'Robots', literals: [literal('Robot system')] });
    expect(result.warnings).toEqual([{ code: 'nameNotInLiterals', name: 'Robots' }]);
    expect(result.valid).toBe(true);
    const variant = literal('', {
      composite: [{ text: 'convolutional' }, { conceptId: 3, name: 'neural network' }],
      variants: ['convolutional neural network', 'convolutional neural net'],
    });
    expect(validateConceptDraft({ name: 'Convolutional neural net', literals: [variant] }).warnings).toEqual([]);
  });

  it('warns about a composite literal holding another literal of the concept', () => {
    const composite = literal('', {
      composite: [{ text: 'deep' }, { conceptId: 3, name: 'neural network' }],
      variants: ['deep neural network', 'deep neural net'],
    });
    const result = validateConceptDraft({
      name: 'Deep network',
      literals: [literal('Deep network'), composite, literal('neural net')],
    });
    expect(result.literals[1]!.warnings).toEqual([{ code: 'compositeContainsLiteral', literal: 'neural net' }]);
  });

  it('warns about a literal that lies inside another one, and about near duplicates', () => {
    const result = validateConceptDraft({
      name: 'Neural network',
      literals: [
        literal('Neural network'),
        literal('network'),
        literal('Neural networks'),
        literal('data-set'),
        literal('dataset'),
      ],
    });
    expect(result.literals[1]!.warnings).toEqual([
      { code: 'literalExistsIn', literal: 'Neural network' },
      { code: 'literalExistsIn', literal: 'Neural networks' },
    ]);
    expect(result.literals[2]!.warnings).toEqual([{ code: 'similarLiteral', literal: 'Neural network' }]);
    expect(result.literals[4]!.warnings).toEqual([{ code: 'similarLiteral', literal: 'data-set' }]);
    // Warnings between the concept's own literals do not block (spec 02 section 5, non-blocking).
    expect(result.errors).toEqual([]);
  });

  it('saves a concept whose only literals warn about each other (a plural added to "Shape")', () => {
    const result = validateConceptDraft({ name: 'Shape', literals: [literal('Shape'), literal('shapes')] });
    expect(result.literals[0]!.warnings).toEqual([{ code: 'similarLiteral', literal: 'shapes' }]);
    expect(result.literals[1]!.warnings).toEqual([{ code: 'similarLiteral', literal: 'Shape' }]);
    expect(result.valid).toBe(true);
    // A literal other concepts have too still is no correct one.
    const conflicting = validateConceptDraft({
      name: 'Shape',
      literals: [literal('Shape', { conflicts: 1 }), literal('shapes', { conflicts: 1 })],
    });
    expect(codes(conflicting.errors)).toEqual(['noCorrectLiteral']);
  });

  it('reads "already exists in" as a run of whole written words', () => {
    const result = validateConceptDraft({
      name: 'Script',
      literals: [
        literal('</script>'),
        literal('<script>alert'),
        literal('Neural networks'),
        literal('neural network (computer)'),
      ],
    });
    expect(result.literals[0]!.warnings).toEqual([]);
    expect(result.literals[1]!.warnings).toEqual([]);
    expect(result.literals[2]!.warnings).toEqual([{ code: 'literalExistsIn', literal: 'neural network (computer)' }]);
  });
});

describe("'Construct' and merges", () => {
  const parent = { id: 7, name: 'Neural network', literals: ['Neural network', 'Neural net', 'network'] };

  it('replaces the longest parent form found in a literal with a reference to the parent', () => {
    const { literals, constructed } = constructWithParent(
      [
        { name: 'Convolutional neural network', composite: null, lang: '', isAmbiguous: false },
        { name: 'CNN-based neural nets', composite: null, lang: '', isAmbiguous: false },
        { name: 'Neural network', composite: null, lang: '', isAmbiguous: false },
        { name: 'ConvNet', composite: null, lang: '', isAmbiguous: false },
      ],
      parent,
    );
    expect(constructed).toBe(2);
    expect(literals[0]!.composite).toEqual([{ text: 'Convolutional' }, { conceptId: 7, name: 'Neural network' }]);
    expect(literals[0]!.name).toBe('Convolutional Neural network');
    expect(literals[1]!.composite).toEqual([{ text: 'CNN-based' }, { conceptId: 7, name: 'Neural network' }]);
    // A literal that is the parent's own form, or holds none, stays.
    expect(literals[2]!.composite).toBeNull();
    expect(literals[3]!.composite).toBeNull();
  });

  it('writes composites as a reader would', () => {
    expect(compositeName([{ conceptId: 1, name: 'CNN' }, { text: '-based' }, { text: 'model' }])).toBe(
      'CNN-based model',
    );
  });

  it('carries over the literals the destination lacks', () => {
    const plain = (name: string) => ({ name, composite: null, lang: '', isAmbiguous: false });
    expect(
      missingLiterals([plain('SVM'), plain('Support vector machine'), plain('svm')], [plain('support vector machine')]),
    ).toEqual([plain('SVM')]);
    const ref = { name: '', composite: [{ conceptId: 3, name: 'SVM' }], lang: '', isAmbiguous: false };
    expect(literalKey(ref)).toBe('svm#3');
    expect(missingLiterals([ref], [plain('SVM')])).toEqual([ref]);
  });
});

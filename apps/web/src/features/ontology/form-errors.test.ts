import { ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { checkProblemOf, literalErrors, NOT_CHECKED, saveErrorTexts } from './form-errors';

/** The 400 the server answers a concept whose name and first literal are too long (walk: defect 1). */
const tooLong = new ApiError({
  status: 400,
  code: 'validation.failed',
  message: 'Concept name is too long.',
  details: { fields: { name: 'Concept name is too long.', 'literals.0.name': 'Literal is too long.' } },
  serverMessage: 'Concept name is too long.',
});

const unreachable = new ApiError({ status: 0, code: 'network', message: 'Could not reach the server.' });

describe("the concept form's reading of the server's refusals", () => {
  it('lists every field the server refused, a literal named by its row, not only the first', () => {
    expect(saveErrorTexts(tooLong)).toEqual([
      ONTOLOGY_TEXTS.validationErrors,
      'Concept name is too long.',
      'Literal 1: Literal is too long.',
    ]);
    const category = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'Too big',
      details: { fields: { 'ontologyCategories.0': 'Too big' } },
    });
    expect(saveErrorTexts(category)).toEqual([ONTOLOGY_TEXTS.validationErrors, 'ontologyCategories.0: Too big']);
    // A creation from possible concepts sends the concept inside its body: the same texts.
    const created = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'concept.name: Concept name is too long.',
      details: {
        fields: { 'concept.name': 'Concept name is too long.', 'concept.literals.2.name': 'Literal is too long.' },
      },
    });
    expect(saveErrorTexts(created)).toEqual([
      ONTOLOGY_TEXTS.validationErrors,
      'Concept name is too long.',
      'Literal 3: Literal is too long.',
    ]);
    expect(literalErrors(created, ['a', 'b', 'c'])).toEqual(new Map([['c', 'Literal is too long.']]));
  });

  it("keeps the form validation's issues, the message of a refusal without fields, and the network text", () => {
    const invalid = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: ONTOLOGY_TEXTS.validationErrors,
      details: { fields: { name: ONTOLOGY_TEXTS.conceptNameEmpty }, issues: [ONTOLOGY_TEXTS.conceptNameEmpty] },
    });
    expect(saveErrorTexts(invalid)).toEqual([ONTOLOGY_TEXTS.validationErrors, ONTOLOGY_TEXTS.conceptNameEmpty]);
    const deleted = new ApiError({ status: 409, code: 'ontology.concept_deleted', message: ONTOLOGY_TEXTS.deleted });
    expect(saveErrorTexts(deleted)).toEqual([ONTOLOGY_TEXTS.deleted]);
    expect(saveErrorTexts(unreachable)).toEqual([ONTOLOGY_TEXTS.networkProblem]);
  });

  it("puts a literal's own text on the row that was sent at its index", () => {
    expect(literalErrors(tooLong, ['row-a', 'row-b'])).toEqual(new Map([['row-a', 'Literal is too long.']]));
    expect(literalErrors(tooLong, [])).toEqual(new Map());
    expect(literalErrors(unreachable, ['row-a'])).toEqual(new Map());
  });

  it("shows a refused check's reason on its row, and 'Network problem' only when the server was not reached", () => {
    expect(checkProblemOf(unreachable, ['a'])).toEqual({ rows: new Map(), others: ONTOLOGY_TEXTS.networkProblem });
    expect(checkProblemOf(new TypeError('Failed to fetch'), ['a']).others).toBe(ONTOLOGY_TEXTS.networkProblem);

    const literalRefused = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'Literal is too long.',
      details: { fields: { 'literals.1.name': 'Literal is too long.' } },
    });
    const problem = checkProblemOf(literalRefused, ['first', 'second']);
    expect(problem.rows).toEqual(new Map([['second', 'Literal is too long.']]));
    expect(problem.others).toBe(NOT_CHECKED);

    const tooMany = new ApiError({
      status: 400,
      code: 'validation.failed',
      message: 'Too many literals.',
      details: { fields: { literals: 'Too many literals.' } },
    });
    expect(checkProblemOf(tooMany, ['a'])).toEqual({ rows: new Map(), others: 'Too many literals.' });
    const refused = new ApiError({ status: 403, code: 'auth.forbidden', message: 'Sorry' });
    expect(checkProblemOf(refused, ['a']).others).toBe('Sorry');
  });
});

import { describe, expect, it } from 'vitest';
import { ONTOLOGY_LIMITS, ONTOLOGY_TEXTS, type LiteralChecksData } from '@sciscope/contracts';
import {
  draftOf,
  factsBySignature,
  hashQuery,
  insertReference,
  literalInputOf,
  literalName,
  literalTooLong,
  newLiteral,
  removeReference,
  validateDraft,
  withParts,
  type ConceptDraft,
} from './concept-draft';

const draft = (literals: ConceptDraft['literals'], name = 'Neural network'): ConceptDraft => ({
  ...draftOf(null),
  name,
  literals,
});

describe('the concept form state', () => {
  it('flags a literal written in capitals as ambiguous until the user sets the flag by hand', () => {
    const dnn = newLiteral('DNN');
    expect(dnn.isAmbiguous).toBe(true);
    expect(withParts(dnn, [{ kind: 'text', text: 'Dnn' }]).isAmbiguous).toBe(false);
    const byHand = { ...dnn, isAmbiguous: false, checkboxInteracted: true };
    expect(withParts(byHand, [{ kind: 'text', text: 'DNNS' }]).isAmbiguous).toBe(false);
  });

  it('turns "#query" into a concept badge of a composite literal, and back', () => {
    const typed = newLiteral('deep #neur nets');
    expect(hashQuery('deep #neur nets', 10)).toEqual({ at: 5, query: 'neur' });
    expect(hashQuery('no hash', 7)).toBeNull();
    const built = insertReference(typed, 0, 5, 10, { id: 7, name: 'Neural network' });
    expect(built.parts).toEqual([
      { kind: 'text', text: 'deep ' },
      { kind: 'ref', conceptId: 7, name: 'Neural network' },
      { kind: 'text', text: ' nets' },
    ]);
    expect(literalName(built)).toBe('deep Neural network nets');
    expect(literalInputOf(built)).toMatchObject({
      name: 'deep Neural network nets',
      composite: ['deep', { concept_id: 7, name: 'Neural network' }, 'nets'],
    });
    expect(literalInputOf(removeReference(built, 1))).toMatchObject({ name: 'deep nets', composite: null });
  });

  it("shows the spec's messages before a save, using the server's conflicts once checked", () => {
    expect(validateDraft(draft([], ''), new Map()).errors).toEqual([
      ONTOLOGY_TEXTS.conceptNameEmpty,
      ONTOLOGY_TEXTS.noLiterals,
    ]);
    const literal = newLiteral('neural network');
    expect(validateDraft(draft([literal]), new Map()).valid).toBe(true);
    const checks: LiteralChecksData = {
      searchConflictConcepts: [[{ id: 3, name: 'Neural networks', basic: false, deleted: false, df: 9 }]],
      searchNeighborConcepts: [[]],
      expandedLiteralsVariants: [['neural network']],
      literalsDfs: {
        perLiteral: [{ searchQuery: '"neural network"', df: 3, capped: false, samples: [] }],
        total: { searchQuery: '', df: 3, capped: false },
      },
    };
    const checked = validateDraft(draft([literal]), factsBySignature([literal], checks));
    expect(checked.literals.get(literal.key)?.warnings).toEqual([ONTOLOGY_TEXTS.literalConflicts]);
    expect(checked.errors).toEqual([ONTOLOGY_TEXTS.noCorrectLiteral]);
    const empty = validateDraft(draft([literal, newLiteral('')]), new Map());
    expect(empty.errors).toEqual([ONTOLOGY_TEXTS.literalsIncorrect]);
    expect([...empty.literals.values()][1]!.errors).toEqual([ONTOLOGY_TEXTS.literalEmpty]);
    expect(validateDraft(draft([literal], 'Neural nets'), new Map()).warnings).toEqual([
      'Chosen concept name "Neural nets" doesn\'t appear in the list of literals.',
    ]);
  });

  it("refuses a name or literal longer than the contract's limit with the server's texts, before anything is sent", () => {
    const longest = 'x'.repeat(ONTOLOGY_LIMITS.literalMaxLength);
    const atLimit = newLiteral(longest);
    expect(literalTooLong(atLimit)).toBe(false);
    expect(validateDraft(draft([atLimit], longest), new Map()).valid).toBe(true);

    const tooLong = newLiteral(`${longest}y`);
    expect(literalTooLong(tooLong)).toBe(true);
    const refused = validateDraft(draft([newLiteral('neural network'), tooLong]), new Map());
    expect(refused.valid).toBe(false);
    expect(refused.literals.get(tooLong.key)?.errors).toEqual([ONTOLOGY_TEXTS.literalTooLong]);
    expect(ONTOLOGY_TEXTS.literalTooLong).toBe('Literal is too long.');
    expect(refused.errors).toEqual([ONTOLOGY_TEXTS.literalsIncorrect]);

    const longName = 'n'.repeat(ONTOLOGY_LIMITS.nameMaxLength + 1);
    const named = validateDraft(draft([newLiteral('neural network')], longName), new Map());
    expect(named.valid).toBe(false);
    expect(named.errors[0]).toBe('Concept name is too long.');
  });
});

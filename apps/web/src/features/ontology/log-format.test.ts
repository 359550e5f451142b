import { describe, expect, it } from 'vitest';
import {
  basicChange,
  literalChanges,
  literalChangeText,
  logDate,
  logRowKind,
  otherChanges,
  userNote,
} from './log-format';

describe('the moderation log format', () => {
  const now = new Date(2026, 10, 25, 15, 0);
  it('shows the time only today, month and day this year, and the year for other years', () => {
    expect(logDate(new Date(2026, 10, 25, 9, 5).toISOString(), now)).toBe('09:05');
    expect(logDate(new Date(2026, 2, 3, 9, 5).toISOString(), now)).toBe('3 Mar, 09:05');
    expect(logDate(new Date(2024, 2, 3, 9, 5).toISOString(), now)).toBe('3 Mar 2024, 09:05');
  });

  it('colours removed, restored and added concepts and notes them in the user cell', () => {
    expect(logRowKind({ actions: [{ type: 'remove_concept' }] })).toBe('removed');
    expect(userNote({ actions: [{ type: 'remove_concept' }] })).toBe('removed concept');
    expect(userNote({ actions: [{ type: 'restore_concept' }] })).toBe('restored concept');
    expect(logRowKind({ actions: [{ type: 'add_concept', name: 'x', basic: false }] })).toBe('added');
    expect(logRowKind({ actions: [{ type: 'add_concept_to_category', category_name: 'Vision' }] })).toBeNull();
  });

  it('lists added and removed literals, the basic flag and category changes', () => {
    const literal = (name: string, isAmbiguous = false) => ({ name, composite: null, lang: '' as const, isAmbiguous });
    const actions = [
      { type: 'remove_literal' as const, literal: literal('SVM', true) },
      { type: 'add_literal' as const, literal: literal('support vector machine') },
      { type: 'modify_concept' as const, basic: true },
      { type: 'add_concept_to_category' as const, category_name: 'Kernels' },
    ];
    expect(literalChanges(actions)).toEqual([
      { kind: 'removed', name: 'SVM', ambiguous: true },
      { kind: 'added', name: 'support vector machine', ambiguous: false },
    ]);
    expect(basicChange(actions)).toBe(true);
    expect(otherChanges(actions)).toEqual(['+ category Kernels']);
  });

  it('shows a change of the ambiguity flag as a flag change, not as a literal removed and added', () => {
    const literal = (name: string, isAmbiguous: boolean) => ({ name, composite: null, lang: '' as const, isAmbiguous });
    // 'Dismiss' in the curation queue, or the checkbox toggled in the form.
    const toggled = literalChanges([
      { type: 'remove_literal', literal: literal('Codes', true) },
      { type: 'add_literal', literal: literal('Codes', false) },
    ]);
    expect(toggled).toEqual([{ kind: 'ambiguity', name: 'Codes', ambiguous: false }]);
    expect(toggled.map(literalChangeText)).toEqual(['Codes: ambiguity cleared']);
    // 'Accept' in the curation queue logs the literal with its flag confirmed.
    const accepted = literalChanges([{ type: 'add_literal', literal: literal('Algorithms', true) }], 'curation');
    expect(accepted.map(literalChangeText)).toEqual(['Algorithms: ambiguity set']);
    // A literal rewritten with the same flag is still removed and added.
    const rewritten = literalChanges([
      { type: 'remove_literal', literal: literal('Codes', false) },
      { type: 'add_literal', literal: literal('codes', false) },
    ]);
    expect(rewritten.map(literalChangeText)).toEqual(['−Codes', '+codes']);
    // The same action from the form is a literal added.
    const added = literalChanges([{ type: 'add_literal', literal: literal('Algorithms', true) }], 'form');
    expect(added.map(literalChangeText)).toEqual(['+Algorithms']);
  });
});

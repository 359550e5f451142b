import { describe, expect, it } from 'vitest';
import { monitoringTitleProblem } from './save-modal';

describe('monitoringTitleProblem', () => {
  it('accepts a title of up to 200 characters, spaces around it aside', () => {
    expect(monitoringTitleProblem('Protein graphs')).toBeNull();
    expect(monitoringTitleProblem(`  ${'a'.repeat(200)}  `)).toBeNull();
  });

  it("says what the server would say, without the field's name", () => {
    expect(monitoringTitleProblem('   ')).toBe('Title is required.');
    expect(monitoringTitleProblem('a'.repeat(201))).toBe('Title is too long (at most 200 characters).');
  });
});

import { PANEL_LIMITS } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { panelNameProblem } from './panel-display';

describe("a panel's or a composition's name, checked before it is sent", () => {
  it('takes a name of up to 200 characters, spaces around it aside', () => {
    expect(panelNameProblem('Council 2026')).toBeNull();
    expect(panelNameProblem(`  ${'a'.repeat(PANEL_LIMITS.name)}  `)).toBeNull();
  });

  it('refuses a longer name in the words of the server, without the field name in front', () => {
    expect(panelNameProblem('a'.repeat(2000))).toBe('Name must be at most 200 characters.');
    expect(panelNameProblem('a'.repeat(PANEL_LIMITS.name + 1))).toBe('Name must be at most 200 characters.');
  });

  it('refuses an empty name or one of spaces', () => {
    expect(panelNameProblem('')).toBe('This field is required.');
    expect(panelNameProblem('   ')).toBe('This field is required.');
  });
});

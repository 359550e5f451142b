import { describe, expect, it } from 'vitest';
import { NAME_UNCHANGED, renameStep, renamedText } from './rename-organization-form';

describe('the organization rename form', () => {
  it('refuses an empty or too long name before asking the server', () => {
    expect(renameStep('   ', 'Acme')).toEqual({ kind: 'invalid', error: 'Name is required.' });
    expect(renameStep('x'.repeat(201), 'Acme')).toEqual({
      kind: 'invalid',
      error: 'Name is too long (at most 200 characters).',
    });
  });

  it('says nothing changes for the name the organization has, spaces around it aside', () => {
    expect(renameStep('Acme', 'Acme')).toEqual({ kind: 'unchanged' });
    expect(renameStep('  Acme ', 'Acme')).toEqual({ kind: 'unchanged' });
  });

  it('renames to a new name, trimmed, a change of case included', () => {
    expect(renameStep(' Acme Research ', 'Acme')).toEqual({ kind: 'rename', name: 'Acme Research' });
    expect(renameStep('ACME', 'Acme')).toEqual({ kind: 'rename', name: 'ACME' });
  });

  it('reads the server’s answer: renamed, or unchanged when the organization already had that name', () => {
    expect(renamedText({ id: 1, name: 'Acme Research', changed: true })).toBe('Renamed to Acme Research.');
    expect(renamedText({ id: 1, name: 'Acme', changed: false })).toBe(NAME_UNCHANGED);
  });
});

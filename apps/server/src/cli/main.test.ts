import { describe, expect, it } from 'vitest';
import { IMPORT_SUBCOMMANDS } from './import-subcommands';
import { registeredImportSubcommands } from './import.command';
import { COMMANDS, USAGE } from './main';

/** The words a help line starts with ('import works' of '  import works FILE...  OpenAlex …'). */
const helpLines = USAGE.split('\n').filter((line) => /^ {2}\S/.test(line));

describe('sciscope --help', () => {
  it('lists every import subcommand the import command runs, and no other', () => {
    const listed = helpLines.filter((line) => line.startsWith('  import ')).map((line) => line.split(/\s+/)[2]);
    expect([...listed].sort()).toEqual([...registeredImportSubcommands()].sort());
    expect(listed).toContain('ambiguity');
    expect(listed).toContain('merge-authors');
    expect(IMPORT_SUBCOMMANDS.map((s) => s.name).sort()).toEqual([...registeredImportSubcommands()].sort());
  });

  it('lists every command it runs, and no other', () => {
    const listed = new Set(helpLines.map((line) => line.trim().split(/\s+/)[0]));
    expect([...listed].sort()).toEqual(Object.keys(COMMANDS).sort());
  });
});

import { describe, expect, it } from 'vitest';
import { splitMarkdownTables } from './markdown-tables';
import { SETTINGS_HELP_MARKDOWN } from './settings-help';

describe('the settings help for users', () => {
  it('names no source files, issue numbers, API calls or settings by their field names', () => {
    expect(SETTINGS_HELP_MARKDOWN).not.toMatch(/\.(ts|tsx|md)\b|packages\/|\bissue \d+/i);
    expect(SETTINGS_HELP_MARKDOWN).not.toMatch(/\/api\/|\b(GET|POST|PUT|DELETE) \//);
    expect(SETTINGS_HELP_MARKDOWN).not.toMatch(/`|\b[a-z]+_[a-z_]+\b/);
  });

  it('does not describe the live jobs board as a future module', () => {
    expect(SETTINGS_HELP_MARKDOWN).not.toMatch(/once the jobs module exists/i);
    expect(SETTINGS_HELP_MARKDOWN).toMatch(/a vacancy\s+on the jobs board/);
  });

  it('explains the settings under the labels of the settings panel, each with a default', () => {
    const [table] = splitMarkdownTables(SETTINGS_HELP_MARKDOWN).filter((segment) => segment.kind === 'table');
    expect(table?.kind === 'table' && table.header).toEqual(['Setting', 'Default', 'What it does']);
    const rows = table?.kind === 'table' ? table.rows : [];
    const names = rows.map(([name]) => name);
    for (const label of ['Top articles', 'Min h-index, Max h-index', 'Gender', 'Exclude conflicts of interest']) {
      expect(names).toContain(label);
    }
    expect(rows.every((row) => row.length === 3 && row.every((cell) => cell.trim() !== ''))).toBe(true);
  });
});

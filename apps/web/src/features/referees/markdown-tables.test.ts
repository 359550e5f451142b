import { describe, expect, it } from 'vitest';
import { splitMarkdownTables } from './markdown-tables';

describe('pipe tables of the settings reference', () => {
  it('splits the text into Markdown runs and tables, in order', () => {
    const text = [
      '# Title',
      '',
      '| Setting | Default |',
      '|---|---|',
      '| `algorithm` | 3 |',
      '| `gender` | empty \\| all |',
      '',
      'After.',
    ].join('\n');
    expect(splitMarkdownTables(text)).toEqual([
      { kind: 'markdown', text: '# Title' },
      {
        kind: 'table',
        header: ['Setting', 'Default'],
        rows: [
          ['`algorithm`', '3'],
          ['`gender`', 'empty | all'],
        ],
      },
      { kind: 'markdown', text: 'After.' },
    ]);
  });

  it('leaves a pipe line without a divider as Markdown', () => {
    expect(splitMarkdownTables('| not a table |\ntext')).toEqual([{ kind: 'markdown', text: '| not a table |\ntext' }]);
  });
});

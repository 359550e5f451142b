import { describe, expect, it } from 'vitest';
import { parseChangelog } from './changelog-page';

describe('parseChangelog', () => {
  it('reads releases with their items and joins wrapped lines', () => {
    const md = '# Changelog\n\n## 0.2.0\n\n- First item\n  continues here.\n- Second\n\n## 0.1.0\n- Only\n';
    expect(parseChangelog(md)).toEqual([
      { heading: '0.2.0', items: ['First item continues here.', 'Second'] },
      { heading: '0.1.0', items: ['Only'] },
    ]);
  });
});

import type { Referee } from '@sciscope/contracts';
import { referee } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CoiFlags, hasConflict } from './coi-flags';

const base: Referee = referee({
  id: 58043,
  name: 'F. Plumet',
  score: 0.13,
  articlesCount: 4,
  lastArticleYear: 2020,
});

describe('CoiFlags', () => {
  it('flags a candidate who may be a document author without a corpus profile, naming the author (walk 11)', () => {
    const referee = {
      ...base,
      labels: ['coi'],
      excludeReasons: ['possible_document_author' as const],
      possibleDocumentAuthorOf: ['F. Plumet'],
    };
    expect(hasConflict(referee)).toBe(true);
    const text = textOf(renderStatic(<CoiFlags referee={referee} />));
    expect(text).toContain('Possibly a document author');
    expect(text).toContain('possibly a document author (name matches F. Plumet): this corpus profile may be theirs');
  });

  it("says the same of a linked author's second profile, not that the author has none (walk 13)", () => {
    const referee = {
      ...base,
      author: { ...base.author, name: 'Börje F. Karlsson' },
      labels: ['coi'],
      possibleDocumentAuthorOf: ['Börje Karlsson'],
    };
    const text = textOf(renderStatic(<CoiFlags referee={referee} />));
    expect(text).toContain('Possibly a document author');
    expect(text).toContain(
      'possibly a document author (name matches Börje Karlsson): this corpus profile may be theirs',
    );
    expect(text).not.toContain('without a corpus profile');
  });

  it('shows nothing for a candidate without conflicts', () => {
    expect(hasConflict(base)).toBe(false);
    expect(hasConflict({ ...base, possibleDocumentAuthorOf: [] })).toBe(false);
    expect(textOf(renderStatic(<CoiFlags referee={base} />))).toBe('');
  });
});

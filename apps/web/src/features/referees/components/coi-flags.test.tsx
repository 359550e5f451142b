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
    expect(text).toContain(
      'possibly a document author (name matches F. Plumet): an author of the document without a corpus profile',
    );
  });

  it('shows nothing for a candidate without conflicts', () => {
    expect(hasConflict(base)).toBe(false);
    expect(hasConflict({ ...base, possibleDocumentAuthorOf: [] })).toBe(false);
    expect(textOf(renderStatic(<CoiFlags referee={base} />))).toBe('');
  });
});

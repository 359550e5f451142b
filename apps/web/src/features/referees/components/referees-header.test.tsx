import { describe, expect, it } from 'vitest';
import { REFEREES_MESSAGES } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { RefereesHeader } from './referees-header';

const vacancy = { kind: 'vacancy' as const, id: 4, title: 'Postdoc in rendering', conceptsCount: 0, header: {} };

describe('RefereesHeader', () => {
  it('warns that concepts are required (spec 03) and says how candidates are ranked without them (walk 8)', () => {
    const text = textOf(renderStatic(<RefereesHeader document={vacancy} />));
    expect(text).toContain(REFEREES_MESSAGES.noConcepts);
    expect(text).toContain(
      'Until it has some, any candidates below are ranked by its words alone, without topics or concept filters.',
    );
  });

  it('shows no warning for a document with concepts', () => {
    const text = textOf(renderStatic(<RefereesHeader document={{ ...vacancy, conceptsCount: 3 }} />));
    expect(text).not.toContain(REFEREES_MESSAGES.noConcepts);
  });
});

import { describe, expect, it } from 'vitest';
import { REFEREES_MESSAGES, unlinkedAuthorsMessage } from '@sciscope/contracts';
import { clientWithSite, renderStatic, textOf } from '../../../testing/render-static';
import { RefereesHeader } from './referees-header';

const vacancy = {
  kind: 'vacancy' as const,
  id: 4,
  title: 'Postdoc in rendering',
  conceptsCount: 0,
  header: {},
  unlinkedAuthors: null,
};

describe('RefereesHeader', () => {
  it('warns that concepts are required (spec 03) and says how candidates are ranked without them (walk 8)', () => {
    const text = textOf(renderStatic(<RefereesHeader document={vacancy} />));
    expect(text).toContain(REFEREES_MESSAGES.noConcepts);
    expect(text).toContain(
      'Until it has some, any candidates below are ranked by its words alone, without topics or concept filters.',
    );
  });

  it("makes the warning's 'Contact us' a mail link to the address the instance's e-mails name (walk 20)", () => {
    // No contact mailbox configured: the address the server falls back to for a signed-in user.
    const html = renderStatic(<RefereesHeader document={vacancy} />, {
      client: clientWithSite(null, 'admin@lab.example'),
    });
    expect(html).toMatch(
      /<a [^>]*href="mailto:admin@lab.example\?subject=Concepts%20for%20vacancy%204"[^>]*>Contact us<\/a>/,
    );
    expect(textOf(html)).toContain('Contact us if you need help.');
  });

  it('says whom to ask in words when no address may be shown', () => {
    const html = renderStatic(<RefereesHeader document={vacancy} />, { client: clientWithSite(null, null) });
    expect(html).not.toContain('mailto:');
    expect(textOf(html)).toContain('Ask Operator if you need help.');
    expect(textOf(html)).not.toContain('Contact us');
  });

  it('shows no warning for a document with concepts', () => {
    const text = textOf(renderStatic(<RefereesHeader document={{ ...vacancy, conceptsCount: 3 }} />));
    expect(text).not.toContain(REFEREES_MESSAGES.noConcepts);
  });

  it('names the document authors without a corpus profile and links to the proposal page to pick them (walk 11)', () => {
    const proposal = {
      ...vacancy,
      kind: 'proposal' as const,
      id: 14,
      conceptsCount: 3,
      unlinkedAuthors: {
        names: ['F. Plumet', 'F. BenAmar'],
        message: unlinkedAuthorsMessage(['F. Plumet', 'F. BenAmar']),
        pickProfilesPath: '/proposal/14',
      },
    };
    const html = renderStatic(<RefereesHeader document={proposal} />);
    const text = textOf(html);
    expect(text).toContain('Document authors not linked to the corpus');
    expect(text).toContain(
      'No corpus profile is linked to F. Plumet and F. BenAmar: conflicts of interest through their co-authors and ' +
        'institutions are not checked, and they may be listed as candidates themselves.',
    );
    expect(text).toContain('Pick their profiles on the proposal page.');
    expect(html).toMatch(/<a [^>]*href="\/proposal\/14"[^>]*>Pick their profiles on the proposal page\.<\/a>/);
    // Without a page to pick them on (an article's authorship), the warning has no link.
    const article = {
      ...proposal,
      kind: 'article' as const,
      unlinkedAuthors: { ...proposal.unlinkedAuthors, pickProfilesPath: null },
    };
    expect(textOf(renderStatic(<RefereesHeader document={article} />))).not.toContain('Pick their profiles');
  });

  it('shows no unlinked-authors warning when every author is linked', () => {
    const text = textOf(renderStatic(<RefereesHeader document={{ ...vacancy, conceptsCount: 3 }} />));
    expect(text).not.toContain('not linked to the corpus');
  });
});

import { DOCUMENT_LIMITS, type FoldersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic, textOf } from '../../../testing/render-static';
import { AbstractField, abstractCounterText, abstractLengthError } from './abstract-field';
import { EMPTY_AUTHOR, authorInputsOf, draftsOfManuscript } from './author-draft';
import { NoConceptsWarning } from './no-concepts-warning';
import { ProposalAuthorsEditor, removeAuthorLabel } from './proposal-authors-editor';
import { QuickProposalForm } from './quick-proposal-form';

const folders: FoldersResponse = { folders: [], organizations: [], canUsePersonalFolder: true };

/** The `value` of the input labelled `label` (Mantine links them by id). */
function inputValue(html: string, label: string): string | undefined {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
  return id === undefined ? undefined : new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}

describe("the referee finder's new-document form", () => {
  it('asks for the authors when a title and abstract are pasted, beside the title and abstract', () => {
    const text = textOf(renderStatic(<QuickProposalForm folders={folders} />));
    expect(text).toMatch(/Title.*Abstract.*Authors.*Author 1 name.*Affiliations \(separated by ;\).*ORCID/);
    expect(text).toContain('Add author');
    expect(text).toContain('Corpus author: none yet: looked up by ORCID, then by name and affiliation, when saved');
  });

  it('shows the authors a manuscript read proposes, to check and correct', () => {
    const drafts = draftsOfManuscript([
      { name: 'Vinod Raman', affiliations: ['University of Michigan'] },
      { name: 'Ambuj Tewari', affiliations: ['University of Michigan', 'Toyota Technological Institute'] },
    ]);
    const html = renderStatic(<ProposalAuthorsEditor authors={drafts} errors={{}} onChange={() => {}} />);
    expect(inputValue(html, 'Author 1 name')).toBe('Vinod Raman');
    expect(inputValue(html, 'Author 2 name')).toBe('Ambuj Tewari');
    expect(html).toContain('value="University of Michigan; Toyota Technological Institute"');
    expect(draftsOfManuscript([])).toEqual([EMPTY_AUTHOR]);
  });

  it('sends the checked rows with their affiliations split, leaving out empty ones', () => {
    const drafts = [
      { ...EMPTY_AUTHOR, name: ' Ambuj Tewari ', affiliations: 'University of Michigan;  TTIC ;' },
      EMPTY_AUTHOR,
    ];
    expect(authorInputsOf(drafts)).toEqual([
      {
        name: ' Ambuj Tewari ',
        affiliations: ['University of Michigan', 'TTIC'],
        orcid: null,
        authorId: null,
        matchedBy: null,
      },
    ]);
  });

  it('says when several corpus profiles were linked to one author, or when several may be them', () => {
    const karydis = {
      ...EMPTY_AUTHOR,
      name: 'Konstantinos Karydis',
      affiliations: 'University of California, Riverside',
      authorId: 38353,
      authorName: 'Konstantinos Karydis',
      matchedBy: 'name_affiliation' as const,
      otherAuthors: [{ id: 67992, name: 'Konstantinos Karydis' }],
    };
    const unlinked = { ...EMPTY_AUTHOR, name: 'K. Karydis', possibleMatches: 2 };
    const text = textOf(
      renderStatic(<ProposalAuthorsEditor authors={[karydis, unlinked]} errors={{}} onChange={() => {}} />),
    );
    expect(text).toContain(
      'Corpus author: Konstantinos Karydis (#38353) , Konstantinos Karydis (#67992) (matched by name and affiliation; ' +
        '2 corpus authors match, all checked for conflicts of interest: pick one if they are different people)',
    );
    expect(text).toContain('Corpus author: none: 2 corpus authors match; pick one with “Find in the corpus”');
  });
});

describe("the abstract field's limit (walk 20: a 2 MB abstract got only 'Request body is too large')", () => {
  it("counts the characters against the server's limit, as the server counts them", () => {
    expect(DOCUMENT_LIMITS.abstract).toBe(20_000);
    expect(abstractCounterText('')).toBe('0 of 20,000 characters');
    expect(abstractCounterText('  graph coloring \n')).toBe('14 of 20,000 characters');
    expect(textOf(renderStatic(<QuickProposalForm folders={folders} />))).toContain('Abstract 0 of 20,000 characters');
  });

  it("says the contract's field error while typing, before anything is sent", () => {
    const tooLong = 'a'.repeat(DOCUMENT_LIMITS.abstract + 1);
    expect(abstractLengthError('a'.repeat(DOCUMENT_LIMITS.abstract))).toBeNull();
    expect(abstractLengthError(tooLong)).toBe('Abstract must be at most 20,000 characters.');
    const html = renderStatic(<AbstractField value={tooLong} onChange={() => {}} error={undefined} maxRows={5} />);
    expect(textOf(html)).toContain('20,001 of 20,000 characters');
    expect(textOf(html)).toContain('Abstract must be at most 20,000 characters.');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
  });
});

describe("the authors' remove buttons (walk 20)", () => {
  it('name the author they remove', () => {
    expect(removeAuthorLabel({ name: ' Ada Lovelace ' }, 1)).toBe('Remove author 2, Ada Lovelace');
    expect(removeAuthorLabel({ name: '' }, 0)).toBe('Remove author 1');
    const html = renderStatic(
      <ProposalAuthorsEditor authors={[{ ...EMPTY_AUTHOR, name: 'Vinod Raman' }]} errors={{}} onChange={() => {}} />,
    );
    expect(html).toContain('aria-label="Remove author 1, Vinod Raman"');
  });

  it("sit in one unwrapping row with their author's fields", () => {
    const html = renderStatic(<ProposalAuthorsEditor authors={[EMPTY_AUTHOR]} errors={{}} onChange={() => {}} />);
    const button = html.indexOf('aria-label="Remove author 1"');
    const row = html.lastIndexOf('--group-wrap:nowrap', button);
    expect(row).toBeGreaterThan(-1);
    // The row opens before the name field, so the button ends the same row.
    expect(html.indexOf('Author 1 name', row)).toBeLessThan(button);
  });
});

describe('the no-concepts warning of the proposal and article pages', () => {
  it('has a contact mail link to the address the instance names, or says whom to ask', () => {
    const linked = renderStatic(<NoConceptsWarning />, { client: clientWithSite(null, 'team@lab.example') });
    expect(linked).toMatch(/<a[^>]*href="mailto:team@lab.example\?subject=[^"]*"[^>]*>contact us<\/a>/);
    const unlinked = renderStatic(<NoConceptsWarning />, { client: clientWithSite(null, null) });
    expect(unlinked).not.toContain('mailto:');
    expect(textOf(unlinked)).toMatch(/Add a longer abstract, or ask Operator for help ?\./);
  });
});

import type { FoldersResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { EMPTY_AUTHOR, authorInputsOf, draftsOfManuscript } from './author-draft';
import { ProposalAuthorsEditor } from './proposal-authors-editor';
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

import type { ProposalFullResponse } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { documentsKeys } from '../../features/documents/queries/documents-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ProposalPage } from './proposal-page';

const author = {
  affiliations: ['University of California, Riverside'],
  authorId: null,
  matchedBy: null,
  authorName: null,
  otherAuthors: [],
  possibleMatches: 0,
  orcid: null,
};

const proposal: ProposalFullResponse = {
  id: 11,
  title: 'An Integrated Actuation-Perception Framework for Robotic Leaf Retrieval',
  folder: { id: 3, name: 'Robotics', org_id: null },
  origin_id: null,
  attributes: [],
  abstract: 'Leaf sampling.',
  groupedConcepts: [],
  authors: [
    {
      ...author,
      name: 'Konstantinos Karydis',
      authorId: 38353,
      matchedBy: 'name_affiliation',
      authorName: 'Konstantinos Karydis',
      otherAuthors: [{ id: 67992, name: 'Konstantinos Karydis' }],
    },
    { ...author, name: 'Merrick Campbell', authorId: 5, matchedBy: 'name_affiliation', authorName: 'Merrick Campbell' },
    { ...author, name: 'W. Wang', affiliations: [], possibleMatches: 7 },
  ],
  canEdit: true,
};

function render(): { html: string; text: string } {
  const client = testQueryClient();
  client.setQueryData(documentsKeys.proposal(11), proposal);
  const html = renderStatic(<ProposalPage />, { client, path: '/proposal/:id', url: '/proposal/11' });
  return { html, text: textOf(html) };
}

describe("a proposal's authors", () => {
  it('names every corpus profile linked to one author and says all are checked for conflicts', () => {
    const { html, text } = render();
    expect(text).toContain(
      'Konstantinos Karydis — University of California, Riverside · corpus authors Konstantinos Karydis (#38353) , ' +
        'Konstantinos Karydis (#67992) (matched by name and affiliation; 2 corpus authors match, all checked for ' +
        'conflicts of interest: pick one if they are different people)',
    );
    expect(html).toMatch(/href="\/author\/67992[^"]*"/);
    expect(text).toContain(
      'Merrick Campbell — University of California, Riverside · corpus author Merrick Campbell (matched by name and affiliation)',
    );
  });

  it('says how many corpus authors may be an unlinked author', () => {
    expect(render().text).toContain(
      'W. Wang · no corpus author: 7 corpus authors match; edit the proposal to pick one',
    );
  });
});

import type { PanelConflict, ScoredPanelMember } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { PeopleTable } from './people-table';

const conflict = (overrides: Partial<PanelConflict> = {}): PanelConflict => ({
  docKind: 'proposal',
  docId: 26,
  title: 'Graph neural networks at scale',
  subpanelCode: 'GNN',
  reasons: ['affiliation_coi'],
  coauthoredArticles: [],
  commonInstitutions: ['NVIDIA'],
  nameMatchOnly: [],
  ...overrides,
});

const person = (conflicts: PanelConflict[]): ScoredPanelMember => ({
  author: { id: 41, name: 'Ada Reviewer', gender: null, manualGender: null, orcid: null },
  name: 'Ada Reviewer',
  gender: null,
  position: 1,
  score: 0.4,
  subpanelId2score: { '1': 0.4 },
  subpanelId2position: { '1': 1 },
  detailedScore: [{ subpanelId: 1, code: 'GNN', score: 0.4 }],
  totalArticlesCount: 12,
  hIndex: 5,
  citationsCount: 80,
  mostRelevantDocuments: [],
  affiliations: [],
  topSubpanelsCodes: ['GNN'],
  status: null,
  conflicts,
  hideReasons: [],
  authorFromGroupList: [],
  isCustom: false,
});

function table(people: ScoredPanelMember[], openAuthor: number | null = null): string {
  return renderStatic(
    <PeopleTable
      label="Candidates"
      people={people}
      selected={new Set()}
      onToggle={() => {}}
      onToggleAll={() => {}}
      showGender={false}
      max={1}
      sortedBy={[]}
      onSort={() => {}}
      openAuthor={openAuthor}
      onOpen={() => {}}
      onChange={null}
      pendingAuthor={null}
      emptyText="Nobody."
    />,
  );
}

/** The badge's text and the text of the element its aria-describedby names. */
function badge(html: string): { text: string; description: string } {
  const tag = /<div[^>]*aria-describedby="([^"]+)"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  if (!tag) return { text: '', description: '' };
  const [, id, inner] = tag;
  const described = new RegExp(`<[^>]+id="${id!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([^<]*)<`).exec(html);
  return { text: textOf(inner!), description: textOf(described?.[1] ?? '') };
}

describe('the COI badge of a people-table row', () => {
  it('explains itself with the documents and reasons, in the words of the expanded details', () => {
    const rows = [
      person([
        conflict({ nameMatchOnly: ['Jan Novak'] }),
        conflict({
          docId: 27,
          title: 'Message passing on molecules',
          reasons: ['coauthor_coi'],
          commonInstitutions: [],
          coauthoredArticles: [{ id: 5, title: 'Deep sets', year: 2024 }],
        }),
      ]),
    ];
    const { text, description } = badge(table(rows));
    expect(text).toBe('COI: 2');
    expect(description).toBe(
      'Graph neural networks at scale (GNN): shares an institution with its authors. ' +
        'Shared institution: NVIDIA. ' +
        'Only through the corpus profile linked to Jan Novak by name alone: check the link on the document. ' +
        'Message passing on molecules (GNN): co-author of its authors. Co-authored: Deep sets (2024).',
    );
    // The same words in the open row's details.
    const details = textOf(table(rows, 41)).split(description).join('');
    for (const line of [
      'Graph neural networks at scale (GNN): shares an institution with its authors',
      'Shared institution: NVIDIA',
      'Only through the corpus profile linked to Jan Novak by name alone: check the link on the document.',
      'Message passing on molecules (GNN): co-author of its authors',
      'Co-authored: Deep sets (2024)',
    ])
      expect(details).toContain(line);
  });

  it('is focusable, so that the explanation shows from the keyboard too', () => {
    const html = table([person([conflict()])]);
    expect(html).toMatch(/<div[^>]*tabindex="0"[^>]*>[\s\S]*?COI: /);
    expect(textOf(table([person([])]))).not.toContain('COI:');
  });
});

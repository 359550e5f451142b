import type { Referee } from '@sciscope/contracts';
import { referee } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CandidateExplanation } from './candidate-explanation';
import { CandidatesTable } from './candidates-table';
import { CoiFlags } from './coi-flags';

function render(referees: Referee[], marked: number[] = [], narrow = false) {
  return renderStatic(
    <CandidatesTable
      narrow={narrow}
      referees={referees}
      selected={new Set()}
      onToggle={() => {}}
      onToggleAll={() => {}}
      marked={new Set(marked)}
      showOwnWorks={false}
      showGender={false}
      selectable
      rowSize="normal"
      onShowCoauthors={() => {}}
    />,
  );
}

/** The text of the table row of `name` (its `aria-label`). */
function rowText(html: string, name: string): string {
  const start = html.indexOf(`aria-label="${name}"`);
  return textOf(html.slice(html.indexOf('>', start) + 1, html.indexOf('</tr>', start)));
}

describe('the candidate table', () => {
  const group = { id: 3, display_name: 'Editorial board <img src=x onerror=alert(1)>', label: 'EB <b>' };

  it("tags a highlighted candidate with the group's label, as text, and names the group on hover", () => {
    const html = render([referee({ id: 1, name: 'Hui Xiong', position: 1, authorFromGroupList: [group] })]);
    expect(rowText(html, 'Hui Xiong')).toContain('EB <b>');
    expect(rowText(html, 'Hui Xiong')).not.toContain('Editorial board');
    expect(html).toContain('EB &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('title="In the authors group Editorial board &lt;img src=x onerror=alert(1)&gt;"');
  });

  it("falls back to the group's name when the group has no label", () => {
    const html = render([
      referee({ id: 1, name: 'Hui Xiong', position: 1, authorFromGroupList: [{ ...group, label: '' }] }),
    ]);
    expect(rowText(html, 'Hui Xiong')).toContain('Editorial board <img src=x onerror=alert(1)>');
  });

  it('shows a marked candidate of the ranking at its position, as a referee and not as a custom author', () => {
    const html = render(
      [
        referee({ id: 1, name: 'Hui Xiong', position: 1 }),
        referee({ id: 2, name: 'Dongxiao He', position: 2 }),
        referee({ id: 3, name: 'Jia Wu', position: 3 }),
      ],
      [1, 2],
    );
    expect(rowText(html, 'Hui Xiong')).toMatch(/^1 Hui Xiong Referee/);
    expect(rowText(html, 'Dongxiao He')).toMatch(/^2 Dongxiao He Referee/);
    expect(rowText(html, 'Jia Wu')).toMatch(/^3 Jia Wu/);
    expect(textOf(html)).not.toContain('Custom');
  });

  it('shows a custom candidate of the ranking at its position, and one outside it without a position', () => {
    const html = render([
      referee({ id: 4, name: 'Li Wei', labels: ['custom'], isOutOfSample: true }),
      referee({ id: 1, name: 'Hui Xiong', position: 1 }),
      referee({ id: 2, name: 'Dongxiao He', position: 2, labels: ['custom'] }),
    ]);
    expect(rowText(html, 'Li Wei')).toMatch(/^– Li Wei Custom/);
    expect(rowText(html, 'Dongxiao He')).toMatch(/^2 Dongxiao He Custom/);
  });

  it('shows the score with 2 decimals (4 in its title) and counts of 100 or more abbreviated, exact in their title', () => {
    const html = render([
      referee({
        id: 1,
        name: 'Hui Xiong',
        position: 1,
        score: 0.63149,
        articlesCount: 1234,
        hIndex: 112,
        citationsCount: 34675,
      }),
    ]);
    expect(rowText(html, 'Hui Xiong')).toMatch(/ 0\.63 1\.2k\+ 112 34k\+ /);
    expect(html).toContain('title="0.6315"');
    expect(html).toContain('title="1,234"');
    expect(html).toContain('title="34,675"');
  });

  it('marks an h-index and citations counted over only some of the articles with an asterisk saying so (walk 8)', () => {
    const html = render([
      referee({
        id: 1,
        name: 'Olga Partial',
        articlesCount: 52,
        articlesWithCitationsCount: 2,
        hIndex: 1,
        citationsCount: 7,
      }),
      referee({ id: 2, name: 'Kim Whole', articlesCount: 10 }),
    ]);
    expect(rowText(html, 'Olga Partial')).toMatch(/ 52 1 \* 7 \* /);
    const note = 'Counted over 2 of the 52 articles: the corpus has no citation count for the other 50.';
    expect(html.split(`title="${note}"`).length - 1).toBe(2);
    expect(html).not.toContain('Counted over 10');
  });
});

describe('the candidate table on a narrow screen (walk 20: 390 px)', () => {
  const candidate = referee({
    id: 1,
    name: 'Carl Coauthor',
    position: 1,
    score: 0.5,
    articlesCount: 1234,
    hIndex: 17,
    citationsCount: 1800,
    recentlyCoauthoredCount: 1,
    coauthoredArticles: [
      { id: 9, title: 'Chromatic bounds', year: 2025, documentAuthors: ['Alice Doc'], isRecent: true },
    ],
  });
  const headers = (html: string) =>
    [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1]!)).filter((t) => t !== '');

  it('keeps only the name, score and details columns beside the selection, with no minimum width', () => {
    const html = render([candidate], [], true);
    expect(headers(html)).toEqual(['#', 'Name', 'Score', 'Details']);
    expect(html).not.toMatch(/min-width:\s*720px/);
    expect(headers(render([candidate]))).toEqual([
      '#',
      'Name',
      'Score',
      'Articles',
      'h-index',
      'Citations',
      'Conflicts of interest',
      'Details',
    ]);
  });

  it('puts the figures and the conflicts of interest under the name, once', () => {
    const html = render([candidate], [], true);
    const row = rowText(html, 'Carl Coauthor');
    expect(row).toMatch(/^1 Carl Coauthor 1\.2k\+ articles · h-index 17 · 1\.8k\+ citations Co-author \(1\)/);
    expect(row.split('Co-author (1)').length - 1).toBe(1);
    expect(row).toMatch(/ 0\.50 [▾]?$/);
    // The wide layout keeps them in their columns, not under the name.
    expect(render([candidate])).not.toContain('data-testid="candidate-figures"');
  });
});

describe("a candidate's shared-institution evidence", () => {
  const ttic = {
    institutionId: 7,
    name: 'Toyota Technological Institute at Chicago',
    years: [2009, 2010],
    documentAuthors: ['Ambuj Tewari'],
    documentYears: [2008, 2009],
    declared: false,
    isRecent: false,
  };
  const ucr = {
    institutionId: null,
    name: 'University of California, Riverside',
    years: [2024, 2025],
    documentAuthors: ['Konstantinos Karydis'],
    documentYears: [],
    declared: true,
    isRecent: true,
  };
  const candidate = referee({
    id: 1,
    name: 'Steve Hanneke',
    commonInstitutions: [ttic, ucr],
    isRecentlyCommonAffiliation: true,
  });

  it("gives both sides' years in the details, and 'now (declared)' for an affiliation the document declares", () => {
    const text = textOf(renderStatic(<CandidateExplanation referee={candidate} onShowCoauthors={() => {}} />));
    expect(text).toContain(
      "Shared with the document's authors: Toyota Technological Institute at Chicago (candidate 2009–2010; " +
        'Ambuj Tewari 2008–2009); University of California, Riverside (candidate 2024–2025; Konstantinos Karydis now (declared))',
    );
  });

  it('lists only the recent shared institution among the conflicts, with the same years', () => {
    const text = textOf(renderStatic(<CoiFlags referee={candidate} />));
    expect(text).toContain('Same institution');
    expect(text).toContain(
      'University of California, Riverside (candidate 2024–2025; Konstantinos Karydis now (declared))',
    );
    expect(text).not.toContain('Toyota');
  });
});

describe('the explanation of a candidate ranked by words', () => {
  it('names the words each article shares with the document, beside its matched concepts', () => {
    const candidate = referee({
      id: 2,
      name: 'Philipp Hennig',
      mostRelevantArticles: [
        {
          id: 11,
          title: 'Probabilistic ODE solvers',
          year: 2022,
          journal: null,
          score: 0.17,
          matchedConcepts: [],
          matchedWords: ['ode solvers', 'sampling'],
        },
      ],
    });
    const text = textOf(renderStatic(<CandidateExplanation referee={candidate} onShowCoauthors={() => {}} />));
    expect(text).toContain('Shared words: ode solvers, sampling');
    expect(text).toContain('No shared concepts.');
  });
});

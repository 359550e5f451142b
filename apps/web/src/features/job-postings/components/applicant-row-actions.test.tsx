import { describe, expect, it } from 'vitest';
import { VOTE_TYPE_NAMES, VOTE_TYPES } from '@sciscope/contracts';
import { renderStatic } from '../../../testing/render-static';
import { VotesAndComment } from './applicant-row-actions';

const applicant = { applicationId: 3, authorName: 'Eve Euler', votes: [], comments: [] };

/** The inside of the button labelled `label`. */
function button(html: string, label: string): string {
  return new RegExp(`<button[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</button>`).exec(html)![1]!;
}

describe('the vote buttons', () => {
  it('draw the "Seen" eye as an icon, not an emoji that needs an emoji font', () => {
    const seen = button(
      renderStatic(<VotesAndComment applicant={applicant} onChange={() => undefined} />),
      'Seen: Eve Euler',
    );
    expect(seen).toContain('<svg');
    expect(seen).toContain('aria-hidden="true"');
    expect(seen).not.toContain('\u{1F441}');
  });

  it('keep one labelled button per vote type, each with its icon', () => {
    const html = renderStatic(<VotesAndComment applicant={applicant} onChange={() => undefined} />);
    for (const type of VOTE_TYPE_NAMES)
      expect(button(html, `${VOTE_TYPES[type].label}: Eve Euler`)).toContain(`data-vote-icon="${type}"`);
  });

  it("name the applicant in each button's accessible name, so rows of a list are told apart", () => {
    const names = (authorName: string) =>
      [
        ...renderStatic(
          <VotesAndComment applicant={{ ...applicant, authorName }} onChange={() => undefined} />,
        ).matchAll(/<button[^>]*aria-label="([^"]*)"/g),
      ].map((m) => m[1]);
    expect(names('Eve Euler')).toEqual([
      'Short list: Eve Euler',
      'Long list: Eve Euler',
      'Seen: Eve Euler',
      'Reject: Eve Euler',
    ]);
    expect(new Set([...names('Eve Euler'), ...names('Pat Pólya')]).size).toBe(8);
  });
});

describe("the committee's comments", () => {
  it("mark an equality officer's comment EOO, spelled out as the Equal Opportunity Office (spec 04)", () => {
    const html = renderStatic(
      <VotesAndComment
        applicant={{
          ...applicant,
          comments: [
            {
              comment: 'Strong on outreach.',
              userId: 7,
              name: 'Olga Officer',
              ownComment: false,
              equalityOfficer: true,
            },
            { comment: 'Good fit.', userId: 8, name: 'Max Member', ownComment: false, equalityOfficer: false },
          ],
        }}
        onChange={() => undefined}
      />,
    );
    expect(html.match(/<abbr title="Equal Opportunity Office"[^>]*>EOO<\/abbr>/g)).toHaveLength(1);
  });
});

describe('the comments of a row', () => {
  it('wrap a long word within the column instead of widening it', () => {
    const comment = 'x'.repeat(5000);
    const html = renderStatic(
      <VotesAndComment
        applicant={{
          ...applicant,
          comments: [{ comment, ownComment: false, userId: 8, name: 'Ada', equalityOfficer: false }],
        }}
        onChange={() => undefined}
      />,
    );
    expect(html).toContain(comment);
    // The box of the votes and comments, the first element after the styles.
    expect(html).toMatch(/<\/style><div[^>]*style="[^"]*overflow-wrap:anywhere/);
  });
});

import { Anchor, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Recommender } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { UNKNOWN_CITATIONS_EXPLANATION } from '../../articles/format';
import { applicantFixture } from '../testing/applicant.fixture';
import { ApplicantDetails, DetailsPopover, RecommenderDetails } from './details-popover';

describe('the details popover', () => {
  it('puts the popover’s ARIA state on its link, not on a wrapping span (where aria-expanded is not allowed)', () => {
    const html = renderStatic(
      <DetailsPopover
        target={
          <Anchor component={Link} to="/jobs/1/applicant/2">
            Jane Doe
          </Anchor>
        }
      >
        Details
      </DetailsPopover>,
    );
    expect(html).toMatch(/<a [^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"[^>]*>Jane Doe<\/a>/);
    expect(html).not.toMatch(/<span[^>]*aria-expanded/);
  });

  it('puts it on a button when the target is a name without a page', () => {
    const html = renderStatic(
      <DetailsPopover target={<UnstyledButton>Rosa Recommender</UnstyledButton>}>Details</DetailsPopover>,
    );
    expect(html).toMatch(/<button [^>]*aria-expanded="false"[^>]*>Rosa Recommender<\/button>/);
  });
});

describe('the applicant and recommender details', () => {
  it('abbreviate the applicant’s counts of 100 or more, exact in their title, and keep the h-index exact', () => {
    const html = renderStatic(
      <ApplicantDetails
        applicant={applicantFixture({
          articlesCount: 1203,
          hIndex: 104,
          citationsCount: 34675,
          notableArticlesCount: 7,
          academicAge: 12,
        })}
      />,
    );
    expect(textOf(html)).toContain('1.2k+ articles · h-index 104 · 34k+ citations · 7 notable · academic age 12');
    expect(html).toContain('title="1,203"');
    expect(html).toContain('title="34,675"');
  });

  it('say "unknown", with the reason as its title, for citation figures the corpus does not give', () => {
    const html = renderStatic(
      <ApplicantDetails
        applicant={applicantFixture({ hIndex: null, citationsCount: null, notableArticlesCount: null })}
      />,
    );
    expect(textOf(html)).toContain('0 articles · h-index unknown · citations unknown · notable unknown');
    expect(html.split(`title="${UNKNOWN_CITATIONS_EXPLANATION}"`).length - 1).toBe(3);
  });

  it('give a recommender’s relevance score with 2 decimals', () => {
    const recommender: Recommender = {
      id: 1,
      groupId: 'rosa@uni.example',
      name: 'Rosa Recommender',
      email: 'rosa@uni.example',
      authorId: 8,
      authorName: 'Rosa R.',
      applicantsIds: [],
      letters: [],
      rank: 3,
      similarityCombined: 0.41864,
    };
    expect(textOf(renderStatic(<RecommenderDetails recommender={recommender} />))).toContain('high (0.42)');
  });
});

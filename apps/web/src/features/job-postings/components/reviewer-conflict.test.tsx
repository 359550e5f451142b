import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { applicantFixture } from '../testing/applicant.fixture';
import { ReviewerConflictBadge, ReviewerConflictNotice, reviewerConflictText } from './reviewer-conflict';

describe("the reviewer's conflict-of-interest notice", () => {
  it('names the shared articles, the applicant and the latest year', () => {
    expect(reviewerConflictText(applicantFixture({ coauthorship: { articles: 3, lastYear: 2023 } }))).toBe(
      'You co-authored 3 articles with Eve Euler (latest 2023): consider declaring a conflict of interest.',
    );
    expect(reviewerConflictText(applicantFixture({ coauthorship: { articles: 1, lastYear: null } }))).toBe(
      'You co-authored 1 article with Eve Euler: consider declaring a conflict of interest.',
    );
  });

  it('says the profile is the reviewer’s own, and nothing without either (or from an older server)', () => {
    expect(reviewerConflictText(applicantFixture({ ownProfile: true }))).toBe('This is your own profile.');
    expect(reviewerConflictText(applicantFixture())).toBeNull();
    expect(reviewerConflictText(applicantFixture({ coauthorship: undefined, ownProfile: undefined }))).toBeNull();
  });

  it('marks the list row with a focusable orange badge described by the sentence', () => {
    const html = renderStatic(
      <ReviewerConflictBadge applicant={applicantFixture({ coauthorship: { articles: 2, lastYear: 2021 } })} />,
    );
    const badge = /<(?:span|div)[^>]*tabindex="0"[^>]*>[\s\S]*?Co-author[\s\S]*?<\/(?:span|div)>/.exec(html)?.[0] ?? '';
    expect(badge).toContain('orange');
    const describedBy = /aria-describedby="([^"]+)"/.exec(badge)?.[1];
    expect(describedBy).toBeDefined();
    const description = new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1];
    expect(description).toBe(
      'You co-authored 2 articles with Eve Euler (latest 2021): consider declaring a conflict of interest.',
    );
    expect(textOf(renderStatic(<ReviewerConflictBadge applicant={applicantFixture({ ownProfile: true })} />))).toBe(
      'Your profile This is your own profile.',
    );
    expect(textOf(renderStatic(<ReviewerConflictBadge applicant={applicantFixture()} />))).toBe('');
  });

  it('gives the applicant page the sentence as a note', () => {
    const html = renderStatic(<ReviewerConflictNotice applicant={applicantFixture({ ownProfile: true })} />);
    expect(html).toContain('role="note"');
    expect(textOf(html)).toBe('This is your own profile.');
    expect(textOf(renderStatic(<ReviewerConflictNotice applicant={applicantFixture()} />))).toBe('');
  });
});

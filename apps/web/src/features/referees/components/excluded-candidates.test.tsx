import { referee } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { CandidatesTotal, ExcludedCandidatesList, leftOutLabel, reasonTallyText } from './excluded-candidates';

describe('the count of candidates left out (walk 20)', () => {
  it('is a button that opens the list of them, naming how many', () => {
    const html = renderStatic(<CandidatesTotal total={874} excludedCount={1997} onShowExcluded={() => {}} />);
    expect(textOf(html)).toBe('Candidates: 500+ 1,997 left out by filters and conflicts');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>[\s\S]*1,997 left out by filters and conflicts/);
  });

  it('is no button when nobody was left out', () => {
    const html = renderStatic(<CandidatesTotal total={12} excludedCount={0} onShowExcluded={() => {}} />);
    expect(textOf(html)).toBe('Candidates: 12');
    expect(html).not.toContain('<button');
    expect(leftOutLabel(3)).toBe('3 left out by filters and conflicts');
  });
});

describe('the list of candidates left out', () => {
  const inactive = referee({ id: 1, name: 'Lidong Bing', score: 0.06, excludeReasons: ['inactive_author'] });
  const coauthor = referee({
    id: 2,
    name: 'Carl Coauthor',
    score: 0.05,
    excludeReasons: ['coauthor_coi', 'small_h_index'],
  });
  const props = { total: 874, loadError: null, hasMore: true, loadingMore: false, onLoadMore: () => {} };

  it('names each candidate with the settings that left them out, and how often each reason occurs', () => {
    const html = renderStatic(<ExcludedCandidatesList candidates={[inactive, coauthor]} {...props} />);
    const text = textOf(html);
    expect(text).toContain('Showing 2 of 874. Reasons among them:');
    expect(text).toContain('Lidong Bing 0.060 Years of inactivity');
    expect(text).toContain('Carl Coauthor 0.050 Exclude COI (recent co-author), Min h-index');
    expect(html).toMatch(/<a[^>]*href="\/author\/1[^"]*"[^>]*>Lidong Bing<\/a>/);
    expect(text).toContain('Load more');
    expect(reasonTallyText([inactive, inactive, coauthor])).toBe(
      'Years of inactivity (2), Exclude COI (recent co-author) (1), Min h-index (1)',
    );
  });

  it('offers no more once every page is loaded, and says when the list is empty or failed', () => {
    expect(
      textOf(renderStatic(<ExcludedCandidatesList candidates={[inactive]} {...props} hasMore={false} />)),
    ).not.toContain('Load more');
    expect(textOf(renderStatic(<ExcludedCandidatesList candidates={[]} {...props} hasMore={false} />))).toContain(
      'No candidate is left out.',
    );
    const failed = renderStatic(<ExcludedCandidatesList candidates={undefined} {...props} loadError="Server error" />);
    expect(failed).toMatch(/role="alert"[^>]*>[\s\S]*Server error/);
  });
});

import { ANONYMOUS_USER, MESSAGES, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import {
  affiliationYears,
  authorGenderDisplay,
  conceptNameOf,
  emptyArticlesMessage,
  filterAccess,
  filterAccessMessage,
  initialChartCount,
  nextChartCount,
  yearsActive,
} from './author-rules';

const member: CurrentUser = { ...ANONYMOUS_USER, id: 3, email: 'ada@example.org', is_authenticated: true };

describe('filterAccess', () => {
  it('is unknown while the user loads', () => {
    expect(filterAccess(undefined)).toBe('unknown');
    expect(filterAccessMessage('unknown')).toBeNull();
  });

  it('refuses guests with the login text', () => {
    expect(filterAccess(ANONYMOUS_USER)).toBe('anonymous');
    expect(filterAccessMessage('anonymous')).toBe('login to enable filtering');
  });

  it('refuses users whose trial expired with the trial text', () => {
    expect(filterAccess({ ...member, is_expired: true })).toBe('expired');
    expect(filterAccessMessage('expired')).toBe(MESSAGES.trialExpired);
  });

  it('allows logged-in users with a running trial', () => {
    expect(filterAccess(member)).toBe('allowed');
    expect(filterAccessMessage('allowed')).toBeNull();
  });
});

describe('authorGenderDisplay', () => {
  it('applies the thresholds to the predicted gender', () => {
    expect(authorGenderDisplay({ gender: -80, manualGender: null })).toEqual({ label: 'F', source: 'predicted' });
    expect(authorGenderDisplay({ gender: -79, manualGender: null })).toEqual({ label: 'f', source: 'predicted' });
    expect(authorGenderDisplay({ gender: -20, manualGender: null })).toEqual({ label: 'f', source: 'predicted' });
    expect(authorGenderDisplay({ gender: -19, manualGender: null })).toEqual({ label: '?', source: 'predicted' });
    expect(authorGenderDisplay({ gender: 19, manualGender: null })).toEqual({ label: '?', source: 'predicted' });
    expect(authorGenderDisplay({ gender: 20, manualGender: null })).toEqual({ label: 'm', source: 'predicted' });
    expect(authorGenderDisplay({ gender: 79, manualGender: null })).toEqual({ label: 'm', source: 'predicted' });
    expect(authorGenderDisplay({ gender: 80, manualGender: null })).toEqual({ label: 'M', source: 'predicted' });
  });

  it('lets the manual gender win over the prediction', () => {
    expect(authorGenderDisplay({ gender: 90, manualGender: -100 })).toEqual({ label: 'F', source: 'manual' });
    expect(authorGenderDisplay({ gender: -90, manualGender: 100 })).toEqual({ label: 'M', source: 'manual' });
  });

  it('shows a question mark when nothing is known', () => {
    expect(authorGenderDisplay({ gender: null, manualGender: null })).toEqual({ label: '?', source: 'unknown' });
  });
});

describe('yearsActive and affiliationYears', () => {
  it('joins first and last year with an en dash', () => {
    expect(yearsActive({ firstYear: 2015, lastYear: 2022 })).toBe('2015–2022');
    expect(affiliationYears({ startYear: 2018, endYear: 2022 })).toBe('2018–2022');
  });

  it('shows one year when only one is known or both are the same', () => {
    expect(yearsActive({ firstYear: 2020, lastYear: 2020 })).toBe('2020');
    expect(yearsActive({ firstYear: null, lastYear: 2021 })).toBe('2021');
    expect(affiliationYears({ startYear: 2019, endYear: null })).toBe('2019');
  });

  it('gives nothing when no year is known', () => {
    expect(yearsActive({ firstYear: null, lastYear: null })).toBeNull();
    expect(affiliationYears({ startYear: null, endYear: null })).toBe('');
  });
});

describe('top concepts chart steps', () => {
  it('shows 10 at first, or fewer when there are fewer', () => {
    expect(initialChartCount(100)).toBe(10);
    expect(initialChartCount(4)).toBe(4);
  });

  it('adds 10 per step, up to all of them', () => {
    expect(nextChartCount(10, 100)).toBe(20);
    expect(nextChartCount(20, 25)).toBe(25);
    expect(nextChartCount(25, 25)).toBe(25);
  });
});

describe('emptyArticlesMessage', () => {
  it('says there are no publications without filters, and no results with them', () => {
    expect(emptyArticlesMessage({ filtered: false })).toBe('Electronic publication list is not available yet.');
    expect(emptyArticlesMessage({ filtered: true })).toBe('No results.');
  });
});

describe('conceptNameOf', () => {
  it('finds the name in the first list that has the concept', () => {
    const top = [{ conceptId: 1, name: 'graphs' }];
    const articles = [{ conceptId: 2, name: 'folding' }];
    expect(conceptNameOf(2, [top, articles])).toBe('folding');
    expect(conceptNameOf(1, [top, articles])).toBe('graphs');
  });

  it('falls back to the id', () => {
    expect(conceptNameOf(9, [[]])).toBe('Concept 9');
  });
});

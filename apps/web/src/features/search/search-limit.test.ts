import { searchLimitMessage } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { guestLimitText, searchLimitNoticeOf, userLimitText } from './search-limit';

describe('searchLimitNoticeOf', () => {
  it('reads the guest cap and its limit from the last word', () => {
    expect(searchLimitNoticeOf(searchLimitMessage({ limit: 3, isAnonymous: true }))).toEqual({
      limit: 3,
      isAnonymous: true,
      text: 'Guest users can do only 3 search queries per day',
    });
  });

  it('reads the cap of a logged-in user', () => {
    expect(searchLimitNoticeOf('search-calls-count limit exceeded: 1000')).toEqual({
      limit: 1000,
      isAnonymous: false,
      text: 'You can do only 1000 search queries per day.',
    });
  });

  it('ignores every other message', () => {
    expect(searchLimitNoticeOf('Internal server error')).toBeNull();
    expect(searchLimitNoticeOf('limit exceeded: 3')).toBeNull();
    expect(searchLimitNoticeOf('search-calls-count limit exceeded')).toBeNull();
  });
});

describe('the limit texts', () => {
  it('use the singular for one query', () => {
    expect(guestLimitText(1)).toBe('Guest users can do only 1 search query per day');
    expect(userLimitText(1)).toBe('You can do only 1 search query per day.');
    expect(guestLimitText(10)).toBe('Guest users can do only 10 search queries per day');
  });
});

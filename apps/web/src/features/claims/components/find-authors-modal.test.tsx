import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../testing/render-static';
import { NO_AUTHORS_FOUND, ProfileSearchState } from './find-authors-modal';

const render = (props: Parameters<typeof ProfileSearchState>[0]) =>
  textOf(renderStatic(<ProfileSearchState {...props} />));
const account = { recommender: null, email: 'michael.kaess@cmu.edu' };

describe('the find-authors modal, before and after an e-mail search', () => {
  it('says what the suggestions were looked for by when there are none, before any search', () => {
    const text = render({ searched: null, listed: 0, suggestedFor: account });
    expect(text).toBe('No profile was found for your name or e-mail address (michael.kaess@cmu.edu).');
    expect(text).not.toContain('No articles found');
    expect(render({ searched: null, listed: 0, suggestedFor: { recommender: 'Ann Smith', email: 'ann@x.org' } })).toBe(
      'No profile was found for the name or e-mail address of Ann Smith (ann@x.org).',
    );
  });

  it("shows that a search ran and what it searched, with the spec's empty text when nothing is listed", () => {
    const text = render({
      searched: { emails: ['mkaess@cmu.edu', 'kaess@mit.edu'], found: 0 },
      listed: 0,
      suggestedFor: account,
    });
    expect(text).toBe(`Searched mkaess@cmu.edu, kaess@mit.edu: no profile found. ${NO_AUTHORS_FOUND}`);
  });

  it('counts what a search found, and shows no empty text beside listed profiles', () => {
    expect(render({ searched: { emails: ['mkaess@cmu.edu'], found: 1 }, listed: 3, suggestedFor: account })).toBe(
      'Searched mkaess@cmu.edu: 1 profile found.',
    );
    expect(render({ searched: null, listed: 2, suggestedFor: account })).toBe('');
  });
});

describe('the find-authors modal of an account linked to a profile already', () => {
  const linked = { id: 42, name: 'Razvan Pascanu' };

  it('says which profile the account is linked to, with a link to its page, instead of "no profile was found"', () => {
    const html = renderStatic(<ProfileSearchState searched={null} listed={0} suggestedFor={account} linked={linked} />);
    const text = textOf(html);
    expect(text).toBe(
      'Your account is linked to the author profile Razvan Pascanu . Other profiles you claim are merged into it once a moderator approves; search for them by e-mail address. No other profile was found for your name or e-mail address (michael.kaess@cmu.edu).',
    );
    expect(text).not.toContain('No profile was found');
    expect(html).toContain('href="/author/42/Razvan-Pascanu"');
  });

  it("names the recommender's profile for an attorney token, and keeps the search results below it", () => {
    const text = render({
      searched: { emails: ['ann@x.org'], found: 1 },
      listed: 1,
      suggestedFor: { recommender: 'Ann Smith', email: 'ann@x.org' },
      linked,
    });
    expect(text).toBe(
      'Ann Smith is linked to the author profile Razvan Pascanu . Other profiles you claim are merged into it once a moderator approves; search for them by e-mail address. Searched ann@x.org: 1 profile found.',
    );
  });
});

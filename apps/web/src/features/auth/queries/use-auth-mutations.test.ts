import type { CurrentUser } from '@sciscope/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterUserChange, replaceCurrentUser } from './use-auth-mutations';
import { authKeys } from './auth-keys';

const loggedIn = { email: 'jeditor@example.org', is_authenticated: true } as CurrentUser;
const anonymous = { email: 'Anonymous', is_authenticated: false } as CurrentUser;

describe('after a change of user', () => {
  it('drops a current-user answer asked for before the logout and shows the one after', async () => {
    // Opening /accounts/logout/ directly: the header asks who is logged in, the page logs out
    // at once, and the first answer (still logged in) arrives after the logout.
    let answerFirst: (user: CurrentUser) => void = () => undefined;
    let calls = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver<CurrentUser>(client, {
      queryKey: authKeys.currentUser(),
      queryFn: () => {
        calls += 1;
        if (calls === 1) return new Promise<CurrentUser>((resolve) => (answerFirst = resolve));
        return Promise.resolve(anonymous);
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(calls).toBe(1);

    const settled = afterUserChange(client);
    answerFirst(loggedIn);
    await settled;

    expect(client.getQueryData(authKeys.currentUser())).toEqual(anonymous);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('keeps the user a login answered with while it asks the server again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await afterUserChange(client, loggedIn);
    expect(client.getQueryData(authKeys.currentUser())).toEqual(loggedIn);
  });
});

describe('after the server changed the current user', () => {
  it('keeps a confirmed address when the answer asked for before the confirmation arrives after it', async () => {
    // Opening a confirmation link: the page asks who is signed in and sends the token at once;
    // the first answer (address not confirmed) can arrive after the confirmation's.
    const unconfirmed = { ...loggedIn, email_confirmed: false } as CurrentUser;
    const confirmed = { ...loggedIn, email_confirmed: true } as CurrentUser;
    let answerFirst: (user: CurrentUser) => void = () => undefined;
    let calls = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['search', 'kept'], 'a cached answer of the same user');
    const observer = new QueryObserver<CurrentUser>(client, {
      queryKey: authKeys.currentUser(),
      queryFn: () => {
        calls += 1;
        if (calls === 1) return new Promise<CurrentUser>((resolve) => (answerFirst = resolve));
        return Promise.resolve(confirmed);
      },
    });
    const seen: (boolean | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.email_confirmed));

    const settled = replaceCurrentUser(client, confirmed);
    answerFirst(unconfirmed);
    await settled;

    expect(client.getQueryData(authKeys.currentUser())).toEqual(confirmed);
    expect(seen).not.toContain(false);
    expect(calls).toBe(2);
    // Not a change of user: the other cached answers stay.
    expect(client.getQueryData(['search', 'kept'])).toBe('a cached answer of the same user');
    unsubscribe();
  });
});

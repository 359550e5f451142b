import { describe, expect, it } from 'vitest';
import { MAX_VISIBLE_ALERTS, createAlertStore } from './alert-store';

describe('alert store', () => {
  it('publishes pushed alerts to subscribers and removes dismissed ones', () => {
    const store = createAlertStore();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    const id = store.push({ message: 'Internal server error' });
    expect(store.getSnapshot()).toEqual([{ id, message: 'Internal server error', tone: 'error' }]);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(notified).toBe(2);
  });

  it('shows the same message only once at a time', () => {
    const store = createAlertStore();
    const first = store.push({ message: 'Please login' });
    const second = store.push({ message: 'Please login' });
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('keeps only the newest alerts', () => {
    const store = createAlertStore();
    for (let index = 0; index < MAX_VISIBLE_ALERTS + 2; index += 1) store.push({ message: `m${index}` });
    const messages = store.getSnapshot().map((item) => item.message);
    expect(messages).toHaveLength(MAX_VISIBLE_ALERTS);
    expect(messages.at(-1)).toBe(`m${MAX_VISIBLE_ALERTS + 1}`);
  });

  it('stops notifying after unsubscribe and clears everything at once', () => {
    const store = createAlertStore();
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    store.push({ message: 'a' });
    unsubscribe();
    store.push({ message: 'b' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(notified).toBe(1);
  });
});

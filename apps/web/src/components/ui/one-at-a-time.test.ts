import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

/** A piece of work that ends when the test says so. */
function deferred() {
  let settle!: (ok: boolean) => void;
  const done = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { done, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a submit that sends one request at a time', () => {
  it('drops a second click made while the first request is on its way (a double click sends one request)', async () => {
    const busy: boolean[] = [];
    const gate = createOneAtATime((b) => busy.push(b));
    const request = deferred();
    let sent = 0;
    const send = () => {
      sent += 1;
      return request.done;
    };
    expect(gate.run(send)).toBe(true);
    expect(gate.run(send)).toBe(false);
    expect(sent).toBe(1);
    expect(busy).toEqual([true]);

    request.settle(true);
    await flush();
    expect(busy).toEqual([true, false]);
    expect(gate.run(send)).toBe(true);
    expect(sent).toBe(2);
  });

  it('opens again after a refused request, without throwing its error', async () => {
    const gate = createOneAtATime();
    const request = deferred();
    gate.run(() => request.done);
    expect(gate.running).toBe(true);
    request.settle(false);
    await flush();
    expect(gate.running).toBe(false);
    let sent = 0;
    expect(
      gate.run(async () => {
        sent += 1;
      }),
    ).toBe(true);
    expect(sent).toBe(1);
  });
});

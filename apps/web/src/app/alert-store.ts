/**
 * A tiny store of the alerts shown at the top of every page. It lives outside React so the
 * api client, which is not a component, can raise the alerts of spec 01 section 8; the
 * `AlertArea` component reads it through `useSyncExternalStore`.
 */

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertItem {
  id: number;
  message: string;
  tone: AlertTone;
}

export interface AlertStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AlertItem[];
  /** Shows a message; the same message is never shown twice at once. Returns the alert's id. */
  push(input: { message: string; tone?: AlertTone }): number;
  dismiss(id: number): void;
  clear(): void;
}

/** At most this many alerts stay on screen; the oldest goes first. */
export const MAX_VISIBLE_ALERTS = 3;

export function createAlertStore(): AlertStore {
  let items: readonly AlertItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const publish = (next: readonly AlertItem[]): void => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    push({ message, tone = 'error' }) {
      const existing = items.find((item) => item.message === message && item.tone === tone);
      if (existing) return existing.id;
      const item: AlertItem = { id: nextId++, message, tone };
      publish([...items, item].slice(-MAX_VISIBLE_ALERTS));
      return item.id;
    },
    dismiss(id) {
      if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
    },
    clear() {
      if (items.length > 0) publish([]);
    },
  };
}

/** The store the whole app shares. */
export const alertStore = createAlertStore();

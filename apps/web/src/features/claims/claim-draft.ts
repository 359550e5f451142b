import { CLAIM_LIMITS } from '@sciscope/contracts';
import { useEffect, useState } from 'react';

/**
 * The claim wizard's draft: the references pasted into step 1, kept in the tab's sessionStorage so
 * a reload or a trip away and back (browser Back) does not lose them. Only the pasted text is
 * kept (a chosen file cannot be stored), and it is dropped once the claim completes or the text
 * is cleared. Storage that is full or disabled only means no draft: nothing fails because of it.
 */

/** The hint shown above the text area when a draft was put back into it. */
export const CLAIM_DRAFT_RESTORED_TEXT = 'Restored the references you pasted earlier.';

/** How long typing pauses before the draft is written (a pasted megabyte is not rewritten per key). */
export const CLAIM_DRAFT_DELAY_MS = 400;

const KEY_PREFIX = 'sciscope.claim-draft.v1';

/**
 * The storage key of a wizard's draft: one per attorney token, one per account, so what someone
 * pastes for a recommender never appears in their own wizard (nor another account's in a shared
 * tab). `null` when the wizard belongs to nobody known yet: then nothing is kept.
 */
export function claimDraftKey({
  token,
  accountId,
}: {
  token: string | undefined;
  accountId: number | null | undefined;
}): string | null {
  if (token) return `${KEY_PREFIX}:attorney:${token}`;
  if (accountId !== null && accountId !== undefined) return `${KEY_PREFIX}:account:${accountId}`;
  return null;
}

/** The tab's sessionStorage, or null where there is none or reading it throws (storage disabled). */
export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** What `createClaimDraft` returns: the text found at the start, and the calls that keep it up to date. */
export type ClaimDraft = {
  /** The draft found when the wizard opened ('' when there was none). */
  restored: string;
  /** The text area changed: written after a pause; an empty text removes the draft at once. */
  update: (text: string) => void;
  /** Writes a change still waiting for its pause (the page is hidden or the wizard unmounts). */
  flush: () => void;
  /** Drops the draft and any change waiting to be written (the claim completed). */
  clear: () => void;
};

/**
 * A draft kept under `key` in `storage` (nothing is kept when either is null). A text longer than
 * the server accepts (`maxLength`, the contract's limit on pasted text) is not stored, and what an
 * earlier write stored is removed then rather than restored later as if it were current.
 */
export function createClaimDraft({
  key,
  storage,
  delayMs = CLAIM_DRAFT_DELAY_MS,
  maxLength = CLAIM_LIMITS.plainTextMaxLength,
}: {
  key: string | null;
  storage: Storage | null;
  delayMs?: number;
  maxLength?: number;
}): ClaimDraft {
  let waiting: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remove = () => {
    if (!key || !storage) return;
    try {
      storage.removeItem(key);
    } catch {
      // Storage unavailable: there is no draft to remove either.
    }
  };
  const write = (text: string) => {
    if (!key || !storage) return;
    if (text === '' || text.length > maxLength) return remove();
    try {
      storage.setItem(key, text);
    } catch {
      // Over the quota: keep no stale, shorter draft that would be restored as if it were the text.
      remove();
    }
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    waiting = null;
  };
  const read = (): string => {
    if (!key || !storage) return '';
    try {
      const stored = storage.getItem(key);
      return stored !== null && stored.length <= maxLength ? stored : '';
    } catch {
      return '';
    }
  };

  const flush = () => {
    const text = waiting;
    cancel();
    if (text !== null) write(text);
  };

  return {
    restored: read(),
    update(text) {
      if (!key || !storage) return;
      if (text === '') {
        cancel();
        remove();
        return;
      }
      waiting = text;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    clear() {
      cancel();
      remove();
    },
  };
}

/**
 * The wizard's draft under `key`, read once when it mounts. A change waiting for its pause is
 * written when the wizard unmounts (navigating away) and when the page is hidden (reload, another
 * site), where no unmount runs.
 */
export function useClaimDraft(key: string | null): ClaimDraft {
  const [draft] = useState(() => createClaimDraft({ key, storage: tabStorage() }));
  useEffect(() => {
    const flush = () => draft.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [draft]);
  return draft;
}

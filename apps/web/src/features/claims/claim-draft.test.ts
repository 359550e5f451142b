import { CLAIM_LIMITS } from '@sciscope/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_DRAFT_DELAY_MS, claimDraftKey, createClaimDraft, tabStorage } from './claim-draft';
import { MemoryStorage } from './testing/memory-storage.fixture';

/** Storage whose every call throws, as a browser's does with storage disabled. */
class BrokenStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
  override removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Storage that fills up when told: then reading and removing work, writing throws. */
class FillingStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

const REFERENCES =
  'Kaess M, Johannsson H. iSAM2: incremental smoothing and mapping. IJRR 2012.\nDOI 10.1177/0278364911430419';
const accountKey = claimDraftKey({ token: undefined, accountId: 7 });
const tokenKey = claimDraftKey({ token: 'attorney-a', accountId: 7 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the key of a claim-wizard draft', () => {
  it('is one per attorney token and one per account, and none for a wizard of nobody known', () => {
    expect(tokenKey).not.toBe(accountKey);
    expect(claimDraftKey({ token: 'attorney-b', accountId: 7 })).not.toBe(tokenKey);
    expect(claimDraftKey({ token: undefined, accountId: 8 })).not.toBe(accountKey);
    // An attorney link is the recommender's wizard, whoever is logged in.
    expect(claimDraftKey({ token: 'attorney-a', accountId: null })).toBe(tokenKey);
    expect(claimDraftKey({ token: undefined, accountId: null })).toBeNull();
    expect(claimDraftKey({ token: undefined, accountId: undefined })).toBeNull();
  });
});

describe('a claim-wizard draft', () => {
  it('keeps the pasted references across an unmount and a remount', () => {
    const storage = new MemoryStorage();
    const first = createClaimDraft({ key: accountKey, storage });
    expect(first.restored).toBe('');
    first.update(REFERENCES.slice(0, 10));
    first.update(REFERENCES);
    first.flush(); // the wizard unmounts (or the page is hidden) before the pause ends
    expect(createClaimDraft({ key: accountKey, storage }).restored).toBe(REFERENCES);
  });

  it('writes after a pause in typing, not at every key', () => {
    const storage = new MemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const draft = createClaimDraft({ key: accountKey, storage });
    draft.update('K');
    draft.update('Ka');
    vi.advanceTimersByTime(CLAIM_DRAFT_DELAY_MS - 1);
    expect(storage.length).toBe(0);
    draft.update('Kae');
    vi.advanceTimersByTime(CLAIM_DRAFT_DELAY_MS);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(createClaimDraft({ key: accountKey, storage }).restored).toBe('Kae');
  });

  it('is removed when the claim completes, with a change still waiting for its pause', () => {
    const storage = new MemoryStorage();
    createClaimDraft({ key: accountKey, storage }).update(REFERENCES);
    vi.runAllTimers();
    const draft = createClaimDraft({ key: accountKey, storage });
    draft.update(`${REFERENCES}\nanother line`);
    draft.clear();
    vi.runAllTimers();
    draft.flush(); // the wizard unmounts on its way to the author page
    expect(storage.length).toBe(0);
    expect(createClaimDraft({ key: accountKey, storage }).restored).toBe('');
  });

  it('is removed at once when the text area is emptied', () => {
    const storage = new MemoryStorage();
    const draft = createClaimDraft({ key: accountKey, storage });
    draft.update(REFERENCES);
    vi.runAllTimers();
    draft.update('');
    expect(storage.length).toBe(0);
    vi.runAllTimers();
    expect(storage.length).toBe(0);
  });

  it("never shows a recommender's draft in an account's wizard, nor one token's in another's", () => {
    const storage = new MemoryStorage();
    const forRecommender = createClaimDraft({ key: tokenKey, storage });
    forRecommender.update(REFERENCES);
    forRecommender.flush();
    expect(createClaimDraft({ key: accountKey, storage }).restored).toBe('');
    expect(createClaimDraft({ key: claimDraftKey({ token: 'attorney-b', accountId: 7 }), storage }).restored).toBe('');
    expect(createClaimDraft({ key: tokenKey, storage }).restored).toBe(REFERENCES);
  });

  it('keeps nothing for a wizard of nobody known', () => {
    const storage = new MemoryStorage();
    const draft = createClaimDraft({ key: null, storage });
    draft.update(REFERENCES);
    draft.flush();
    expect(storage.length).toBe(0);
  });

  it('stores no text longer than the server accepts, and drops the shorter one stored before', () => {
    const storage = new MemoryStorage();
    const draft = createClaimDraft({ key: accountKey, storage, maxLength: 20 });
    draft.update('within the limit');
    draft.flush();
    draft.update('longer than the limit allows');
    draft.flush();
    expect(storage.length).toBe(0);
    // A stored text over the limit (written by hand, or by an older build) is not put back.
    storage.setItem(accountKey!, 'x'.repeat(21));
    expect(createClaimDraft({ key: accountKey, storage, maxLength: 20 }).restored).toBe('');
  });

  it("takes the contract's limit on pasted text by default", () => {
    const storage = new MemoryStorage();
    const draft = createClaimDraft({ key: accountKey, storage });
    draft.update('x'.repeat(CLAIM_LIMITS.plainTextMaxLength));
    draft.flush();
    expect(storage.getItem(accountKey!)).toHaveLength(CLAIM_LIMITS.plainTextMaxLength);
    draft.update('x'.repeat(CLAIM_LIMITS.plainTextMaxLength + 1));
    draft.flush();
    expect(storage.length).toBe(0);
  });
});

describe('a claim-wizard draft without working storage', () => {
  it('neither throws nor restores anything when every storage call fails', () => {
    const draft = createClaimDraft({ key: accountKey, storage: new BrokenStorage() });
    expect(draft.restored).toBe('');
    expect(() => {
      draft.update(REFERENCES);
      vi.runAllTimers();
      draft.update('');
      draft.clear();
    }).not.toThrow();
  });

  it('drops the older draft when storage is full, rather than restore it later as current', () => {
    const storage = new FillingStorage();
    storage.setItem(accountKey!, 'an older, shorter draft');
    storage.full = true;
    const draft = createClaimDraft({ key: accountKey, storage });
    draft.update(REFERENCES);
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(storage.length).toBe(0);
  });

  it('keeps nothing where reading sessionStorage itself throws (storage disabled)', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(tabStorage()).toBeNull();
    } finally {
      delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
    }
    expect(tabStorage()).toBeNull();
  });
});

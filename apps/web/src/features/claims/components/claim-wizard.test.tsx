import { ANONYMOUS_USER } from '@sciscope/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { authKeys } from '../../auth/queries/auth-keys';
import { CLAIM_DRAFT_RESTORED_TEXT, claimDraftKey, createClaimDraft } from '../claim-draft';
import { MemoryStorage } from '../testing/memory-storage.fixture';
import { BibliographyFileInput, ClaimWizard, REMOVE_FILE_LABEL } from './claim-wizard';

describe("the claim wizard's bibliography file field", () => {
  it('names the button that removes a chosen file for screen readers', () => {
    const file = new File(['@article{a, title={T}}'], 'refs.bib', { type: 'application/x-bibtex' });
    const html = renderStatic(<BibliographyFileInput value={file} onChange={() => {}} error={undefined} />);
    // The field itself is a button named by its <label>; every other button is the clear button.
    const others = [...html.matchAll(/<button[^>]*>/g)]
      .map((match) => match[0])
      .filter((button) => !button.includes('mantine-FileInput-input'));
    expect(others, html).toHaveLength(1);
    expect(others[0]).toContain(`aria-label="${REMOVE_FILE_LABEL}"`);
  });
});

const REFERENCES = 'Kaess M, Johannsson H. iSAM2: incremental smoothing and mapping. IJRR 2012.';
const ACCOUNT = { ...ANONYMOUS_USER, id: 7, email: 'michael.kaess@cmu.edu', is_authenticated: true };

/** The wizard as it mounts: an account's at /claim-publications, a recommender's with a token. */
function mount(token?: string) {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), ACCOUNT);
  return renderStatic(<ClaimWizard token={token} profileAuthorId={null} />, {
    client,
    path: token ? '/claim-publications/:token' : '/claim-publications',
    url: token ? `/claim-publications/${token}` : '/claim-publications',
  });
}

/** What the pasted-references text area holds. */
const pasted = (html: string) => textOf(/<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '');

/** Types `text` into a wizard's draft and leaves (the wizard unmounts and writes what waits). */
function typeAndLeave(text: string, scope: { token?: string; accountId?: number }) {
  const draft = createClaimDraft({
    key: claimDraftKey({ token: scope.token, accountId: scope.accountId }),
    storage: sessionStorage,
  });
  draft.update(text);
  draft.flush();
}

describe('the claim wizard after a reload or a trip away and back', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on an empty text area, with no hint, when nothing was pasted before', () => {
    const html = mount();
    expect(pasted(html)).toBe('');
    expect(html).not.toContain(CLAIM_DRAFT_RESTORED_TEXT);
  });

  it('puts the references pasted before back into the text area, and says so in a status', () => {
    typeAndLeave(REFERENCES, { accountId: ACCOUNT.id });
    const html = mount();
    expect(pasted(html)).toBe(REFERENCES);
    expect(html).toMatch(new RegExp(`role="status"[^>]*>${CLAIM_DRAFT_RESTORED_TEXT}<`));
  });

  it("restores a recommender's draft only through that recommender's link", () => {
    typeAndLeave(REFERENCES, { token: 'attorney-a' });
    expect(pasted(mount('attorney-a'))).toBe(REFERENCES);
    for (const html of [mount(), mount('attorney-b')]) {
      expect(pasted(html)).toBe('');
      expect(html).not.toContain(CLAIM_DRAFT_RESTORED_TEXT);
    }
  });

  it("keeps an account's draft out of the wizard of a recommender's link", () => {
    typeAndLeave(REFERENCES, { accountId: ACCOUNT.id });
    expect(pasted(mount('attorney-a'))).toBe('');
  });

  it('opens as before where storage is disabled', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const html = mount();
    expect(pasted(html)).toBe('');
    expect(html).toContain('Or paste your references, one a line');
  });
});

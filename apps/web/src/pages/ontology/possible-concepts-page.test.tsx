import {
  ANONYMOUS_USER,
  DELETED_ACCOUNT_LABEL,
  type CurrentUser,
  type DocsBatch,
  type DocsBatchSummary,
} from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { possibleKeys } from '../../features/ontology/possible/use-possible';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { PossibleConceptsPage } from './possible-concepts-page';

const moderator: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 3,
  email: 'mod@example.org',
  is_authenticated: true,
  active_quotas: [['ontology_moderator', { canBePrivate: false, organizations_ids: [] }]],
};

const batch = (over: Partial<DocsBatch>): DocsBatch => ({
  id: 2,
  status: 'done',
  source: 'the newest 300 works',
  docsCount: 300,
  hiddenCount: 1,
  total: 1997,
  offset: 0,
  possibleConcepts: [],
  taskId: 9,
  ...over,
});

function render(data: DocsBatch, showHidden: boolean) {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), moderator);
  client.setQueryData(possibleKeys.batch(2, showHidden, 0), data);
  return textOf(
    renderStatic(<PossibleConceptsPage />, {
      client,
      path: '/ontology/possible-concepts/:id',
      url: `/ontology/possible-concepts/2?showHidden=${showHidden}`,
    }),
  );
}

describe("a docs batch's possible concepts page (walk 7)", () => {
  it('gives the hidden count in both views', () => {
    expect(render(batch({}), false)).toContain(
      'Batch #2: the newest 300 works, 300 documents, 1997 possible concepts, 1 hidden.',
    );
    expect(render(batch({ total: 1998 }), true)).toContain(
      'Batch #2: the newest 300 works, 300 documents, 1998 possible concepts, 1 of them hidden.',
    );
  });

  it('says the batch is being mined, not "No results", while its task runs', () => {
    const mining = render(batch({ status: 'running', total: 0, hiddenCount: 0 }), false);
    expect(mining).toContain('The batch is being mined…');
    expect(mining).not.toContain('No results');
    expect(render(batch({ total: 0, hiddenCount: 0 }), false)).toContain('No results');
  });
});

describe('the docs batches list (walk 7)', () => {
  const summary = (over: Partial<DocsBatchSummary>): DocsBatchSummary => ({
    id: 5,
    status: 'done',
    source: 'newest 200 imported works',
    docsCount: 200,
    candidates: 40,
    taskId: 3,
    createdAt: '2026-01-02T10:00:00Z',
    createdByEmail: 'mod@example.org',
    createdByKind: 'account',
    ...over,
  });

  function renderList(batches: DocsBatchSummary[]): string {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), moderator);
    client.setQueryData(possibleKeys.batches(), { batches });
    return textOf(
      renderStatic(<PossibleConceptsPage />, {
        client,
        path: '/ontology/possible-concepts/',
        url: '/ontology/possible-concepts/',
      }),
    );
  }

  it('says who started a batch: the e-mail, or a deleted account (not a blank)', () => {
    expect(renderList([summary({})])).toContain('mod@example.org');
    const gone = renderList([summary({ createdByEmail: null, createdByKind: 'deleted_account' })]);
    expect(gone).toContain(DELETED_ACCOUNT_LABEL);
    expect(renderList([summary({ createdByEmail: null, createdByKind: 'system' })])).toContain('system');
  });
});

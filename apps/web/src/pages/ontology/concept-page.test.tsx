import { ANONYMOUS_USER, type Concept, type CurrentUser } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { conceptActionLabels } from '../../features/ontology/components/concept-form';
import { ontologyKeys } from '../../features/ontology/queries/ontology-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ConceptPage } from './concept-page';

const plainUser: CurrentUser = { ...ANONYMOUS_USER, id: 4, email: 'user@example.org', is_authenticated: true };
const moderator: CurrentUser = {
  ...plainUser,
  id: 3,
  email: 'mod@example.org',
  active_quotas: [['ontology_moderator', { canBePrivate: false, organizations_ids: [] }]],
};

const concept = (over: Partial<Concept>): Concept => ({
  id: 9123,
  name: 'Robot',
  basic: false,
  deleted: false,
  isManuallyModified: false,
  dateModified: '2025-11-21T10:00:00Z',
  df: 1,
  childConceptsCount: 0,
  basicSuggested: false,
  literals: [{ id: 1, name: 'Robot', composite: null, lang: '', isAmbiguous: false, ambiguitySetBy: 'machine', df: 1 }],
  parents: [],
  children: [],
  related: [],
  ontologyCategories: [],
  origins: [],
  pendingChanges: null,
  ...over,
});

function render(data: Concept, user: CurrentUser): string {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  client.setQueryData(ontologyKeys.concept(data.id), data);
  return textOf(
    renderStatic(<ConceptPage />, {
      client,
      path: '/ontology/concept/:idSlug',
      url: `/ontology/concept/${data.id}-robot`,
    }),
  );
}

describe('the concept page (ontology walk)', () => {
  it("offers a plain user 'Suggest restore' on a deleted concept, and a moderator 'Restore'", () => {
    const userView = render(concept({ deleted: true }), plainUser);
    expect(userView).toContain('This concept was deleted. Restore to edit.');
    expect(userView).toContain('Suggest restore');
    const moderatorView = render(concept({ deleted: true }), moderator);
    expect(moderatorView).toMatch(/\bRestore\b/);
    expect(moderatorView).not.toContain('Suggest restore');
  });

  it('counts the articles carrying the concept in the right number', () => {
    expect(render(concept({ df: 1 }), plainUser)).toContain('carried by 1 article now');
    expect(render(concept({ df: 1234 }), plainUser)).toContain('carried by 1,234 articles now');
    expect(render(concept({ df: 0 }), plainUser)).toContain('carried by 0 articles now');
  });

  it('asks before a delete or its suggestion: the page shows only the button, not the delete itself', () => {
    expect(conceptActionLabels(true)).toMatchObject({ delete: 'Delete', deleteQuestion: 'Delete this concept?' });
    expect(conceptActionLabels(false)).toMatchObject({
      delete: 'Suggest delete',
      deleteQuestion: 'Suggest deleting this concept?',
    });
    const text = render(concept({}), plainUser);
    expect(text).toContain('Suggest delete');
    // The question and its 'Yes, delete' come only after the first click.
    expect(text).not.toContain('Yes, delete');
  });
});

import { ANONYMOUS_USER, ONTOLOGY_LIMITS, ONTOLOGY_TEXTS, type Concept, type CurrentUser } from '@sciscope/contracts';
import { ontologyConcept } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { conceptActionLabels } from '../../features/ontology/components/concept-form';
import { ontologyKeys } from '../../features/ontology/queries/ontology-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ConceptPage } from './concept-page';
import { NewConceptPage } from './new-concept-page';

const plainUser: CurrentUser = { ...ANONYMOUS_USER, id: 4, email: 'user@example.org', is_authenticated: true };
const moderator: CurrentUser = {
  ...plainUser,
  id: 3,
  email: 'mod@example.org',
  active_quotas: [['ontology_moderator', { canBePrivate: false, organizations_ids: [] }]],
};

const concept = (over: Partial<Concept>): Concept =>
  ontologyConcept({
    id: 9123,
    name: 'Robot',
    literals: [
      { id: 1, name: 'Robot', composite: null, lang: '', isAmbiguous: false, ambiguitySetBy: 'machine', df: 1 },
    ],
    ...over,
  });

function html(data: Concept, user: CurrentUser): string {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), user);
  client.setQueryData(ontologyKeys.concept(data.id), data);
  return renderStatic(<ConceptPage />, {
    client,
    path: '/ontology/concept/:idSlug',
    url: `/ontology/concept/${data.id}-robot`,
  });
}

function render(data: Concept, user: CurrentUser): string {
  return textOf(html(data, user));
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

  it('cuts a long name without spaces in the breadcrumb, on one line, whole in its title', () => {
    const name = 'x'.repeat(255);
    const page = html(concept({ name }), moderator);
    const crumb = new RegExp(`<p[^>]*title="${name}"[^>]*>`).exec(page)?.[0] ?? '';
    expect(crumb).toContain('data-truncate="end"');
    expect(crumb).toContain('aria-current="page"');
    // The breadcrumb does not wrap its items: the name is what gives way.
    expect(page).toMatch(/<div style="flex-wrap:nowrap;min-width:0" class="[^"]*mantine-Breadcrumbs-root/);
    expect(crumb).toMatch(/style="[^"]*min-width:0/);
  });
});

describe('a new concept named longer than the limit', () => {
  it("refuses the name and its literal with the server's texts, and says why the literal was not counted", () => {
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), moderator);
    const name = 'y'.repeat(ONTOLOGY_LIMITS.literalMaxLength + 1);
    const text = textOf(
      renderStatic(<NewConceptPage />, {
        client,
        path: '/ontology/concept/new/:name',
        url: `/ontology/concept/new/${name}`,
      }),
    );
    expect(text).toContain(ONTOLOGY_TEXTS.conceptNameTooLong);
    // Under the literal, and in its DF cell: the form's own refusal, not a network problem.
    expect(text.split(ONTOLOGY_TEXTS.literalTooLong)).toHaveLength(3);
    expect(text).not.toContain(ONTOLOGY_TEXTS.networkProblem);
  });
});

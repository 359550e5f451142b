import {
  ANONYMOUS_USER,
  ONTOLOGY_TEXTS,
  type Concept,
  type CurrentUser,
  type OntologyLogEntry,
} from '@sciscope/contracts';
import { ontologyConcept } from '@sciscope/contracts/testing';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/queries/auth-keys';
import { ontologyKeys } from '../../features/ontology/queries/ontology-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ConceptLogPage } from './concept-log-page';
import { conceptIdOf } from './concept-page';

const moderator: CurrentUser = {
  ...ANONYMOUS_USER,
  id: 3,
  email: 'mod@example.org',
  is_authenticated: true,
  active_quotas: [['ontology_moderator', { canBePrivate: false, organizations_ids: [] }]],
};

const robot: Concept = ontologyConcept({ id: 9123, name: 'Robot', pendingChanges: 0 });

const entry: OntologyLogEntry = {
  id: 41,
  conceptId: robot.id,
  name: 'Robot',
  status: 'approved',
  source: 'form',
  actions: [],
  dateCreated: '2026-01-02T10:00:00Z',
  dateModified: '2026-01-02T10:00:00Z',
  createdByEmail: 'mod@example.org',
  modifiedByEmail: null,
  createdBy: { email: 'mod@example.org', organizations: [] },
  createdByKind: 'account',
  modifiedByKind: 'account',
  reviewReason: null,
  rescanArticles: null,
};

/** The log page at `/ontology/concept/log/{param}`, with what the cache holds for the concept `seeded`. */
function render(param: string, seeded?: { id: number; concept: Concept | null; logs?: OntologyLogEntry[] }): string {
  const client = testQueryClient();
  client.setQueryData(authKeys.currentUser(), moderator);
  if (seeded) {
    client.setQueryData(ontologyKeys.concept(seeded.id), seeded.concept);
    if (seeded.logs) client.setQueryData(ontologyKeys.conceptLog(seeded.id), { logs: seeded.logs, total: 1 });
  }
  return textOf(
    renderStatic(<ConceptLogPage />, {
      client,
      path: '/ontology/concept/log/:id',
      url: `/ontology/concept/log/${param}`,
    }),
  );
}

describe("a concept's modification log page", () => {
  it("reads 'Concept doesn't exist.' for an address naming no concept, as the concept page does", () => {
    for (const param of ['abc', '0', '99999999999999999999']) {
      const text = render(param);
      expect(text).toContain(ONTOLOGY_TEXTS.conceptMissing);
      expect(text).not.toContain('Not Found');
      expect(text).not.toContain(ONTOLOGY_TEXTS.loading);
    }
  });

  it("reads 'Concept doesn't exist.' for an id the server has no concept for, without a log", () => {
    const text = render('999999', { id: 999999, concept: null });
    expect(text).toContain(ONTOLOGY_TEXTS.conceptMissing);
    expect(text).not.toContain('back to the concept');
    expect(text).not.toContain(ONTOLOGY_TEXTS.loading);
  });

  it('shows an existing concept’s log with the link back to it', () => {
    const text = render(String(robot.id), { id: robot.id, concept: robot, logs: [entry] });
    expect(text).toContain('Modification log: Robot');
    expect(text).toContain('← back to the concept');
    expect(text).toContain('mod@example.org');
    expect(text).not.toContain(ONTOLOGY_TEXTS.conceptMissing);
  });

  it('reads the concept id of each concept address, and none of an address naming none', () => {
    expect(conceptIdOf('9123-robot')).toBe(9123);
    expect(conceptIdOf('9123')).toBe(9123);
    expect(conceptIdOf('abc')).toBeNull();
    expect(conceptIdOf('0')).toBeNull();
    expect(conceptIdOf('2147483648')).toBeNull();
    expect(conceptIdOf(undefined)).toBeNull();
  });
});

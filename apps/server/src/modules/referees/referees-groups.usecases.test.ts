import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import {
  buildRefereesFixture,
  panelPoolGroup,
  refereesDepsOverFixture,
  type RefereesFixture,
} from '../../test-support/referees.fixture';
import { createTestDb, testDialects } from '../../test-support/test-db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listReferees } from './referees-list.usecases';
import type { RefereesDeps } from './referees-prepare.usecases';

/**
 * The authors-groups filter through its port: the groups module is not on this branch, so the
 * port is implemented here over a fixed membership (the ranking's side is what is tested).
 */
let db: Db;
let fx: RefereesFixture;
let runtimeDir: string;
let deps: RefereesDeps;

beforeAll(async () => {
  db = await createTestDb(testDialects()[0]);
  fx = await buildRefereesFixture(db);
  runtimeDir = mkdtempSync(join(tmpdir(), 'referees-groups-'));
  deps = refereesDepsOverFixture({ db, runtimeDir, ports: { authorsGroups: panelPoolGroup(fx) } });
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(runtimeDir, { recursive: true, force: true });
});

const list = (body: Record<string, unknown>) =>
  listReferees({
    deps,
    actor: SYSTEM_ACTOR,
    kind: 'article',
    id: fx.documentId,
    body,
    offset: 0,
    excluded: false,
    includeMarked: false,
    settingsId: null,
    customAuthorIds: [],
    customCoiAuthorIds: [],
  });

it('highlights the members of the chosen authors groups, and limits the list to them with limit_to', async () => {
  const highlighted = await list({ ignore_authors_group: 'false', authors_groups_ids: '7' });
  expect(highlighted.authorsGroups).toEqual([{ id: 7, display_name: 'Panel pool', label: 'pool', owner_label: 'me' }]);
  const frank = highlighted.referees.find((r) => r.author.id === fx.people.frank)!;
  expect(frank.authorFromGroupList).toEqual([{ id: 7, display_name: 'Panel pool', label: 'pool' }]);
  expect(highlighted.referees.find((r) => r.author.id === fx.people.eve)!.authorFromGroupList).toEqual([]);
  const limited = await list({
    ignore_authors_group: 'false',
    authors_groups_ids: '7',
    authors_group_effect: 'limit_to',
  });
  expect(limited.referees.map((r) => r.author.id).sort()).toEqual([fx.people.frank, fx.people.gina].sort());
  const ignored = await list({ authors_groups_ids: '7', authors_group_effect: 'limit_to' });
  expect(ignored.referees.length).toBeGreaterThan(2);
  expect(ignored.unavailableFilters.flatMap((f) => f.fields)).not.toContain('authors_groups_ids');
});

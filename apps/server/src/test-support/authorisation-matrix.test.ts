import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRINCIPAL_ROLES, labelNameKey, type PrincipalRole } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { startSession } from '../app/auth/session';
import { createSessionRepository } from '../app/auth/session.repository';
import { createAdminRepository } from '../modules/admin/admin.repository';
import { grantQuota } from '../modules/admin/admin.usecases';
import { createOrganizationsRepository } from '../modules/admin/organizations.repository';
import { addOrgMember } from '../modules/admin/orgadmin.usecases';
import { sessionHandle } from '../modules/profile/profile.usecases';
import { clearAccountDeletion, newMatrixOrganization } from './authorisation-matrix.accounts';
import {
  ACCOUNT_DELETION_ROW,
  AUTHORISATION_MATRIX,
  MATRIX_COLUMNS,
  OK,
  type MatrixRow,
  type Outcome,
  type QuotaOutcome,
} from './authorisation-matrix.table';
import { MATRIX_REQUESTS } from './authorisation-matrix.requests';
import type { MatrixWorld } from './authorisation-matrix.world';
import { createMatrixPrincipals, type Column, type Principal } from './authorisation-matrix.principals';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import { createFoldersRepository } from '../modules/folders/folders.repository';
import { createFolder, setFolderRole } from '../modules/folders/folders.usecases';
import { createProposalsRepository } from '../modules/folders/proposals.repository';
import { createProposal } from '../modules/folders/proposals.usecases';
import { documentTypicality } from '../modules/representations/document-typicality.usecases';
import { getSearchConceptMatcher } from '../modules/search/search-concept-matcher';
import { buildPdf, multipartFile, SAMPLE_MANUSCRIPT } from './manuscript-fixtures';
import { createAuthorsGroupsRepository } from '../modules/authors-groups/authors-groups.repository';
import { createSavedSearchesRepository } from '../modules/saved-searches/saved-searches.repository';
import { createCollectionsRepository } from '../modules/collections/collections.repository';
import { createMonitoringRepository } from '../modules/monitoring/monitoring.repository';
import { unsubscribeToken } from '../modules/monitoring/unsubscribe-token';
import { nowIso } from '../app/database/kysely';
import { createCorpusFactories } from './corpus-factories';
import { buildRefereesFixture } from './referees.fixture';
import { computePanel } from '../modules/panels/panel-compute.usecases';
import { createPanelsRepository } from '../modules/panels/panels.repository';
import { articleRefDocSource } from '../modules/referees/corpus-ref-doc.sources';
import { createRefDocRegistry } from '../modules/referees/ref-doc.registry';
import { proposalRefDocSource } from '../modules/folders/proposal-ref-doc.source';
import { silentProgress } from '../app/progress';
import { buildClaimsMatrixWorld } from './claims.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from './test-app';
import { describeEachDatabase } from './test-db';
import { createFileExchangeRepository } from '../modules/file-exchange/file-exchange.repository';
import { createFileExchangeStorage } from '../modules/file-exchange/file-exchange.storage';
import { buildJobsFixture, multipartForm, SAMPLE_CV, vacancyFields } from './jobs.fixture';
import { createMailer } from '../modules/mail/mailer';
import { newEmailConfirmationToken, newPasswordResetToken } from './password-reset.fixture';
import { createOntologyServices } from '../modules/ontology/ontology-deps';
import { createPossibleConceptsRepository } from '../modules/ontology/possible-concepts.repository';
import { deleteConcept, saveConcept } from '../modules/ontology/concept-edit.usecases';
import { conceptInputSchema } from '@sciscope/contracts';

/** The matrix column that stands for each principal role of the contracts. */
function columnOf(role: PrincipalRole): Column | null {
  if (role.startsWith('quota:')) return 'quotas';
  const columns: Partial<Record<PrincipalRole, Column>> = {
    guest: 'guest',
    user: 'user',
    superuser: 'super',
    org_member: 'member',
    org_admin: 'admin',
    org_developer: 'dev',
    api_token: 'token',
  };
  return columns[role] ?? null;
}

function expected(row: MatrixRow, principal: Principal): Outcome {
  const cell = row[MATRIX_COLUMNS.indexOf(principal.column) + 1] as QuotaOutcome;
  if (typeof cell !== 'object') return cell;
  return (principal.quota && cell[principal.quota]) ?? cell.other;
}

const routeOf = (key: string) => key.split(' · ')[0]!;

describeEachDatabase('authorisation matrix', (dialect) => {
  let t: TestApp;
  let world: MatrixWorld;
  const principals: Principal[] = [];
  const registered = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      onRoute: (route) => {
        // Fastify adds a HEAD route to every GET; the GET row covers it.
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
      },
    });
    await t.app.ready();
    const db = t.db;
    const { orgA, orgAdmin, developer, newToken } = await createMatrixPrincipals(db, principals);

    const corpus = createCorpusFactories({ db });
    const author = await corpus.author({ name: 'Ada Matrix', gender: -90 });
    const concept = await corpus.concept({ name: 'graph theory', df: 1 });
    const article = await corpus.article({
      title: 'Graphs for the matrix',
      authors: [author.id],
      concepts: [{ conceptId: concept.id }],
    });
    const refereesCorpus = await buildRefereesFixture(db);
    const exchanged = await createFileExchangeStorage({ dir: t.config.fileExchange.dir }).store({
      chunks: [Buffer.from('title,year\nMatrix,2024\n')],
      filename: 'matrix.csv',
      maxBytes: 1024,
    });
    const fileExchangeEntry = await createFileExchangeRepository({ db }).insert({
      filename: 'matrix.csv',
      ...exchanged,
      uploadedBy: null,
    });
    const target = await createTestUser(db, { email: 'matrix-target@example.org' });
    const repositories = {
      admin: createAdminRepository({ db }),
      organizations: createOrganizationsRepository({ db }),
      access: createAccessRepository({ db }),
      user: SYSTEM_ACTOR,
    };
    let counter = 0;
    const tasks = createTasksRepository({ db });
    // The folder of organization A: the member column views it, the dev column (and its token) edits it.
    const member = principals.find((p) => p.column === 'member')!;
    const folderDeps = {
      folders: createFoldersRepository({ db }),
      access: createAccessRepository({ db }),
      user: SYSTEM_ACTOR,
    };
    const folder = await createFolder({ ...folderDeps, name: 'Matrix folder', organizationId: orgA.id });
    const emailOf = async (userId: number) =>
      (await db.kysely.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
    await setFolderRole({ ...folderDeps, folderId: folder.id, email: await emailOf(member.userId!), role: 'viewer' });
    await setFolderRole({ ...folderDeps, folderId: folder.id, email: developer.email, role: 'editor' });
    const proposalDeps = {
      ...folderDeps,
      proposals: createProposalsRepository({ db }),
      matcher: () => getSearchConceptMatcher(db),
      typicality: (text: { title: string; abstract: string }, conceptIds: readonly number[]) =>
        documentTypicality({ db, text, conceptIds }),
    };
    const newProposal = async () =>
      (
        await createProposal({
          ...proposalDeps,
          folderId: folder.id,
          fields: { title: `Graph theory ${++counter}`, abstract: '', originId: null, attributes: [], authors: [] },
        })
      ).id;
    const proposalId = await newProposal();
    const manuscript = buildPdf([SAMPLE_MANUSCRIPT]);
    const sessions = createSessionRepository({ db });
    const authorsGroups = createAuthorsGroupsRepository({ db });
    const savedSearches = createSavedSearchesRepository({ db });
    const collections = createCollectionsRepository({ db });
    // Panels: the member and dev columns (and the dev's token) hold the panel_composer quota; a
    // computed panel of organization A with members Eve and Frank and an editable composition.
    for (const column of ['member', 'dev'] as const)
      await grantQuota({
        ...repositories,
        userId: principals.find((p) => p.column === column)!.userId!,
        name: 'panel_composer',
        canBePrivate: false,
        organizationsIds: [],
      });
    const panelsRepo = createPanelsRepository({ db });
    const newPanel = () =>
      panelsRepo.insert({
        organizationId: orgA.id,
        name: `Matrix panel ${++counter}`,
        createdBy: null,
        memberAuthorIds: [],
      });
    const matrixPanel = await panelsRepo.insert({
      organizationId: orgA.id,
      name: 'Matrix panel',
      createdBy: null,
      memberAuthorIds: [refereesCorpus.people.eve, refereesCorpus.people.frank],
    });
    await panelsRepo.insertSubpanel({
      panelId: matrixPanel,
      code: 'M1',
      name: 'Graphs',
      documents: [
        { docKind: 'article', docId: refereesCorpus.documentId },
        { docKind: 'proposal', docId: proposalId },
      ],
    });
    await computePanel({
      db,
      config: t.config,
      params: { panelId: matrixPanel },
      progress: silentProgress,
      registry: createRefDocRegistry([articleRefDocSource, proposalRefDocSource]),
    });
    const matrixBase = (await panelsRepo.baseComposition(matrixPanel)).id;
    const newComposition = () =>
      panelsRepo.duplicateComposition({
        panelId: matrixPanel,
        fromId: matrixBase,
        name: `Copy ${++counter}`,
        createdBy: null,
      });
    const matrixComposition = await newComposition();
    // Jobs board: the admin column's vacancy; committee: member, and dev as equality officer.
    const jobsFixture = await buildJobsFixture({
      db,
      runtimeDir: t.config.runtimeDir,
      ownerId: orgAdmin.id,
      committee: [
        { userId: member.userId!, isEqualityOfficer: false },
        { userId: developer.id, isEqualityOfficer: true },
      ],
      applicantId: principals.find((p) => p.column === 'user')!.userId!,
      applicantEmail: await emailOf(principals.find((p) => p.column === 'user')!.userId!),
    });
    const draftId = await jobsFixture.vacancies.insert({
      ownerId: orgAdmin.id,
      fields: vacancyFields({ status: 'draft' }),
      selection: { articleIds: [], authorIds: [], conceptIds: [concept.id] },
    });
    // The monitoring holder may save privately (canBePrivate), so a request can save without an organization.
    const monitoringHolder = principals.find((p) => p.quota === 'monitoring')!.userId!;
    await grantQuota({
      ...repositories,
      userId: monitoringHolder,
      name: 'monitoring',
      canBePrivate: true,
      organizationsIds: [],
    });
    // So may the authors_group holder, who belongs to no organization, create private groups.
    await grantQuota({
      ...repositories,
      userId: principals.find((p) => p.quota === 'authors_group')!.userId!,
      name: 'authors_group',
      canBePrivate: true,
      organizationsIds: [],
    });
    const monitorings = createMonitoringRepository({ db });
    const newMonitoring = () =>
      monitorings.insert({
        ownerId: monitoringHolder,
        fields: {
          organizationId: null,
          title: `Matrix monitoring ${++counter}`,
          date: 'month',
          topics: [
            {
              title: 'Topic 0',
              color: '#1c7ed6',
              concepts: [{ conceptId: concept.id, selected: true }],
              disabled: false,
              required: false,
            },
          ],
          tree: null,
          useTree: false,
        },
        digestCursor: 0,
        now: nowIso(),
      });
    const ontology = createOntologyServices({
      db,
      access: createAccessRepository({ db }),
      wake: () => {},
      mailer: createMailer({ config: t.config.mail }),
      publicUrl: t.config.publicUrl,
    });
    const createConcept = async (name: string, parentIds: number[] = []) => {
      const { concept } = await saveConcept({
        ...ontology,
        user: SYSTEM_ACTOR,
        conceptId: null,
        input: conceptInputSchema.parse({ name, literals: [{ name }], parentIds }),
      });
      return concept!.id;
    };
    const matrixParentId = await createConcept('Matrix parent');
    const matrixConceptId = await createConcept('Matrix graphs', [matrixParentId]);
    const newConcept = () => createConcept(`Matrix concept ${++counter}`);
    world = {
      organizationId: orgA.id,
      authorId: author.id,
      articleId: article.id,
      conceptId: concept.id,
      target,
      newUser: () => createTestUser(db),
      grantTargetQuota: (name) =>
        grantQuota({ ...repositories, userId: target.id, name, canBePrivate: false, organizationsIds: [] }),
      addTargetToOrganization: () =>
        addOrgMember({ ...repositories, organizationId: orgA.id, email: target.email, role: 'member' }),
      unique: () => ++counter,
      newOrganization: () => newMatrixOrganization(db),
      clearAccountDeletion: (userId) => clearAccountDeletion(db, userId),
      async newTask(state) {
        const ownerId = principals.find((p) => p.column === 'user')!.userId;
        const id = await tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId, runner: 'server' });
        if (state === 'failed') await tasks.finish(id, { state: 'failed', error: 'matrix' });
        return id;
      },
      password: 'correct horse battery',
      async newSessionHandle(userId) {
        const { sessionId } = await startSession({ sessions, userId, previousSessionId: null });
        return sessionHandle(sessionId);
      },
      async newToken() {
        return (await newToken(`Matrix ${++counter}`)).token.id;
      },
      folderId: folder.id,
      proposalId,
      newProposal,
      async giveTargetFolderRole() {
        await addOrgMember({ ...repositories, organizationId: orgA.id, email: target.email, role: 'member' });
        await setFolderRole({ ...folderDeps, folderId: folder.id, email: target.email, role: 'viewer' });
      },
      manuscriptUpload: () =>
        multipartFile({ filename: 'matrix.pdf', contentType: 'application/pdf', content: manuscript }),
      async newAuthorsGroup() {
        const ownerId = principals.find((p) => p.quota === 'authors_group')!.userId!;
        const now = nowIso();
        const groupId = await authorsGroups.insertGroup({
          ownerId,
          organizationId: null,
          displayName: `Matrix group ${++counter}`,
          label: '',
          ownerLabel: '',
          now,
        });
        await authorsGroups.insertMembers({
          groupId,
          members: [{ authorId: author.id, foundName: author.name, foundOrcid: null, source: 'search' }],
          now,
        });
        const [member] = await authorsGroups.listMembers({ groupId, offset: 0, limit: 1 });
        return { groupId, memberId: member!.id };
      },
      async newSavedSearch() {
        const ownerId = principals.find((p) => p.column === 'user')!.userId!;
        return savedSearches.insert({
          ownerId,
          name: `Matrix ${++counter}`,
          query: 'graphs',
          sort: 'relevance',
          now: nowIso(),
        });
      },
      ontology: {
        docsBatchId: await createPossibleConceptsRepository({ db }).createBatch({
          source: 'matrix batch',
          createdBy: null,
          now: nowIso(),
        }),
        conceptId: matrixConceptId,
        parentId: matrixParentId,
        newConcept,
        async newDeletedConcept() {
          const conceptId = await newConcept();
          await deleteConcept({ ...ontology, user: SYSTEM_ACTOR, conceptId });
          return conceptId;
        },
        async newSuggestion() {
          const conceptId = await newConcept();
          const suggester = principals.find((p) => p.column === 'user')!;
          const email = await emailOf(suggester.userId!);
          const name = `Matrix suggested ${++counter}`;
          const { logId } = await saveConcept({
            ...ontology,
            user: { id: suggester.userId!, email, isSuperuser: false },
            conceptId,
            input: conceptInputSchema.parse({ name, literals: [{ name }] }),
          });
          return logId!;
        },
        async newMachineAmbiguousLiteral() {
          const conceptId = await newConcept();
          const row = await db.kysely
            .insertInto('conceptLiterals')
            .values({
              conceptId,
              name: `MX${++counter}`,
              nameKey: `mx${counter}`,
              lang: '',
              isAmbiguous: 1,
              ambiguitySetBy: 'machine',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        },
      },
      newMonitoring,
      newPasswordResetToken: () => newPasswordResetToken(t),
      newEmailConfirmationToken: () => newEmailConfirmationToken(t),
      async newUnsubscribeToken() {
        return unsubscribeToken({
          secret: t.config.secret,
          monitoringId: await newMonitoring(),
          ownerId: monitoringHolder,
        });
      },
      async monitoringOrganizationOf(userId) {
        if (userId === null) return null;
        const [first] = await monitorings.memberOrganizations({ userId });
        return first?.id ?? null;
      },
      fileExchangeId: fileExchangeEntry.id,
      referees: {
        documentId: refereesCorpus.documentId,
        refereedId: refereesCorpus.refereedId,
        authorId: refereesCorpus.people.eve,
        candidateId: refereesCorpus.people.frank,
      },
      async newCollection() {
        const name = `Matrix label ${++counter}`;
        const labelId = await collections.insertLabel({
          ownerId: orgAdmin.id,
          name,
          nameKey: labelNameKey(name),
          color: '#228be6',
          organizationId: orgA.id,
          now: nowIso(),
        });
        await collections.insertArticles({
          labelId: labelId!,
          articleIds: [article.id],
          addedBy: orgAdmin.id,
          now: nowIso(),
        });
        return labelId!;
      },
      jobs: {
        vacancyId: jobsFixture.vacancyId,
        draftId,
        applicationId: jobsFixture.applicationId,
        advisor: jobsFixture.advisor,
        letterForm: (advisorId) =>
          multipartForm({ advisorId }, [
            { field: 'recommendation', filename: 'letter.pdf', content: SAMPLE_CV, contentType: 'application/pdf' },
          ]),
        fileId: async () => (await jobsFixture.applications.files([jobsFixture.applicationId]))[0]!.id,
        newPreliminary: jobsFixture.newPreliminary,
        newTag: jobsFixture.newTag,
        addTargetToCommittee: () =>
          jobsFixture.vacancies.upsertCommitteeMember({
            vacancyId: jobsFixture.vacancyId,
            userId: target.id,
            isEqualityOfficer: false,
          }),
        voteAs: (userId) => jobsFixture.applications.setVote(jobsFixture.applicationId, userId, 'seen'),
        applicationForm: async (userId) => {
          const own = userId === null ? null : await jobsFixture.applications.findByUser(jobsFixture.vacancyId, userId);
          return multipartForm(
            {
              ...(own ? { id: String(own.id) } : {}),
              vacancyId: String(jobsFixture.vacancyId),
              phdAwardDate: '2021-09',
            },
            [{ field: 'cv', filename: 'cv.pdf', content: SAMPLE_CV, contentType: 'application/pdf' }],
          );
        },
      },
      panels: {
        panelId: matrixPanel,
        compositionId: matrixComposition,
        newPanel,
        newComposition,
        async newSubpanel() {
          const panelId = await newPanel();
          const code = `N${++counter}`;
          await panelsRepo.insertSubpanel({ panelId, code, name: 'Matrix', documents: [] });
          return { panelId, code };
        },
      },
      claims: await buildClaimsMatrixWorld(db, { userId: principals.find((p) => p.column === 'user')!.userId! }),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a column for every principal role of the contracts, and a full row for every route', () => {
    for (const role of PRINCIPAL_ROLES) expect(columnOf(role), `principal role ${role}`).not.toBeNull();
    for (const row of AUTHORISATION_MATRIX) {
      expect(row, `${row[0]}: one outcome per column (${MATRIX_COLUMNS.join(', ')})`).toHaveLength(
        MATRIX_COLUMNS.length + 1,
      );
    }
    const rows = AUTHORISATION_MATRIX.map(([key]) => key);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect(Object.keys(MATRIX_REQUESTS).sort(), 'a request for every row and no other').toEqual([...rows].sort());
    expect(rows.at(-1), 'the account deletion uses its callers up: it runs last').toBe(ACCOUNT_DELETION_ROW);
  });

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    expect(registered.size).toBeGreaterThan(20);
    const covered = new Set(AUTHORISATION_MATRIX.map(([key]) => routeOf(key)));
    const missing = [...registered].filter((route) => !covered.has(route));
    expect(missing, `routes without a row in authorisation-matrix.table.ts:\n${missing.join('\n')}`).toEqual([]);
    const stale = [...covered].filter((route) => !registered.has(route));
    expect(stale, `rows for routes the app does not register:\n${stale.join('\n')}`).toEqual([]);
  });

  it('answers every route as the matrix says, for every principal', async () => {
    const mismatches: string[] = [];
    let address = 0;
    for (const row of AUTHORISATION_MATRIX) {
      const [key] = row;
      const method = routeOf(key).split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      // The token first there, while the developer who created it still exists.
      for (const principal of key === ACCOUNT_DELETION_ROW ? [...principals].reverse() : principals) {
        const { url, payload, headers } = await MATRIX_REQUESTS[key]!(world, { userId: principal.userId });
        // A fresh session per call (login and logout end the one presented) and a fresh
        // address per call (per-IP rate limits and the guests' daily search cap). The token
        // holder sends its Bearer header alone, as a script would.
        const cookie =
          principal.userId === null || principal.bearer
            ? undefined
            : await sessionCookieFor({ app: t.app, db: t.db, userId: principal.userId });
        address += 1;
        const response = await t.app.inject({
          method,
          url,
          headers: { ...(principal.bearer ? { authorization: principal.bearer } : apiHeaders(cookie)), ...headers },
          remoteAddress: `172.16.${(address >> 8) & 255}.${address & 255}`,
          ...(payload ? { payload } : {}),
        });
        const want = expected(row, principal);
        const allowed = response.statusCode >= 200 && response.statusCode < 300;
        const matches = want === OK ? allowed : response.statusCode === want;
        if (!matches) {
          mismatches.push(
            `${key} as ${principal.label}: expected ${want}, got ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
    // 265 rows × 9 principals, each call with a fresh session: 100–180 s on 2 busy cores.
  }, 600_000);
});

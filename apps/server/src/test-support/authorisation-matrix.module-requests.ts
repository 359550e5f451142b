import type { MatrixCaller, MatrixRequest, MatrixWorld } from './authorisation-matrix.world';

/** The requests of the panel composer, jobs board, monitoring, ontology curation and claims rows. */
export const MODULE_REQUESTS: Record<
  string,
  (w: MatrixWorld, caller: MatrixCaller) => MatrixRequest | Promise<MatrixRequest>
> = {
  'GET /api/panels': () => ({ url: '/api/panels?offset=0' }),
  'POST /api/panels': (w) => ({
    url: '/api/panels',
    payload: { name: `Panel ${w.unique()}`, organizationId: w.organizationId },
  }),
  'GET /api/panel/:id': (w) => ({ url: `/api/panel/${w.panels.panelId}` }),
  'PUT /api/panel/:id': (w) => ({
    url: `/api/panel/${w.panels.panelId}`,
    payload: { name: `Matrix panel ${w.unique()}` },
  }),
  'DELETE /api/panel/:id': async (w) => ({ url: `/api/panel/${await w.panels.newPanel()}` }),
  'POST /api/panel/:id/subpanels': async (w) => ({
    url: `/api/panel/${await w.panels.newPanel()}/subpanels`,
    payload: { code: `S${w.unique()}`, name: 'Matrix subpanel', documents: [] },
  }),
  'PUT /api/panel/:id/subpanels/:subpanelCode': async (w) => {
    const { panelId, code } = await w.panels.newSubpanel();
    return {
      url: `/api/panel/${panelId}/subpanels/${code}`,
      payload: { code, name: 'Renamed', documents: [] },
    };
  },
  'DELETE /api/panel/:id/subpanels/:subpanelCode': async (w) => {
    const { panelId, code } = await w.panels.newSubpanel();
    return { url: `/api/panel/${panelId}/subpanels/${code}` };
  },
  'GET /api/panel/:id/subpanel/:subpanelCode/documents': (w) => ({
    url: `/api/panel/${w.panels.panelId}/subpanel/M1/documents`,
  }),
  'POST /api/panel/:id/import': async (w) => ({
    url: `/api/panel/${await w.panels.newPanel()}/import`,
    payload: { format: 'json', content: JSON.stringify([{ code: `I${w.unique()}`, name: 'Imported', documents: [] }]) },
  }),
  'POST /api/panel/:id/compute': async (w) => ({ url: `/api/panel/${await w.panels.newPanel()}/compute` }),
  'GET /api/panel/:id/computation': (w) => ({ url: `/api/panel/${w.panels.panelId}/computation` }),
  'POST /api/panel/:id/compositions': (w) => ({
    url: `/api/panel/${w.panels.panelId}/compositions`,
    payload: { fromCompositionId: w.panels.compositionId, name: `Copy ${w.unique()}` },
  }),
  'DELETE /api/panel/:id/composition/:compId': async (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${await w.panels.newComposition()}`,
  }),
  'GET /api/panel/:id/composition/:compId/people': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/people?list=candidates&gender=&sort=M1`,
  }),
  'GET /api/panel/:id/composition/:compId/candidates': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/candidates?offset=0`,
  }),
  'POST /api/panel/add-candidate': (w) => ({
    url: '/api/panel/add-candidate',
    payload: { panelId: w.panels.panelId, compositionId: w.panels.compositionId, authorId: w.referees.candidateId },
  }),
  'POST /api/panel/remove-candidate': (w) => ({
    url: '/api/panel/remove-candidate',
    payload: { panelId: w.panels.panelId, compositionId: w.panels.compositionId, authorId: w.referees.candidateId },
  }),
  'POST /api/panel/:id/hide-candidates/': (w) => ({
    url: `/api/panel/${w.panels.panelId}/hide-candidates/`,
    payload: { authorsIds: [w.authorId], reason: 'died_retired' },
  }),
  'GET /api/panel/:id/hidden-candidates/': (w) => ({ url: `/api/panel/${w.panels.panelId}/hidden-candidates/` }),
  'POST /api/panel/:id/unhide-candidates/': (w) => ({
    url: `/api/panel/${w.panels.panelId}/unhide-candidates/`,
    payload: { authorsIds: [w.authorId] },
  }),
  'GET /api/panel/:id/composition/:compId/coverage': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/coverage`,
  }),
  'POST /api/panel/:id/composition/:compId/assignment': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/assignment`,
    payload: { min_load: 0, max_load: 2, reviewers_per_document: 1 },
  }),
  'GET /api/panel/:id/composition/:compId/assignment/export': (w) => ({
    url: `/api/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/assignment/export?reviewers_per_document=1&max_load=2&export_format=csv`,
  }),
  'POST /api/referees/:docKind/:docId/custom · panel': (w) => ({
    url: `/api/referees/panel/${w.panels.panelId}/custom`,
    payload: { authorsIds: [w.referees.authorId] },
  }),
  'POST /api/referees/:docKind/:docId/:extraKind/:extraId/custom': (w) => ({
    url: `/api/referees/panel/${w.panels.panelId}/composition/${w.panels.compositionId}/custom`,
    payload: { authorsIds: [w.referees.candidateId] },
  }),

  'GET /api/jobs/vacancies': () => ({ url: '/api/jobs/vacancies?deadline=all' }),
  'GET /api/jobs/vacancies · mine': () => ({ url: '/api/jobs/vacancies?mine=1' }),
  'GET /api/jobs/vacancy/:id': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}` }),
  'GET /api/jobs/vacancy/:id · draft': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.draftId}` }),
  'POST /api/jobs/edit-vacancy/': (w) => ({ url: '/api/jobs/edit-vacancy/', payload: matrixVacancy(w, undefined) }),
  'POST /api/jobs/edit-vacancy/ · edit': (w) => ({
    url: '/api/jobs/edit-vacancy/',
    payload: matrixVacancy(w, w.jobs.vacancyId),
  }),
  'GET /api/jobs/vacancy/:id/committee': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee` }),
  'POST /api/jobs/vacancy/:id/committee': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee`,
    payload: { email: w.target.email, isEqualityOfficer: false },
  }),
  'DELETE /api/jobs/vacancy/:id/committee/:userId': async (w) => {
    await w.jobs.addTargetToCommittee();
    return { url: `/api/jobs/vacancy/${w.jobs.vacancyId}/committee/${w.target.id}` };
  },
  'POST /api/jobs/edit-application/': async (w, caller) => ({
    url: '/api/jobs/edit-application/',
    ...(await w.jobs.applicationForm(caller.userId)),
  }),
  'GET /api/jobs/application/:id': (w) => ({ url: `/api/jobs/application/${w.jobs.applicationId}` }),
  'GET /api/jobs/attachment/:id': async (w) => ({ url: `/api/jobs/attachment/${await w.jobs.fileId()}` }),
  'GET /api/jobs/attachment/:id/:filename': async (w) => ({
    url: `/api/jobs/attachment/${await w.jobs.fileId()}/cv.pdf`,
  }),
  'GET /api/jobs/vacancy/:id/applicants': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/applicants` }),
  'GET /api/jobs/vacancy/:id/applicants/preliminary': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/applicants/preliminary?offset=0`,
  }),
  'GET /api/jobs/applicant/:id': (w) => ({ url: `/api/jobs/applicant/${w.jobs.applicationId}` }),
  'GET /api/jobs/vacancy/:id/concepts': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/concepts?minSim=0` }),
  'POST /api/jobs/vote/': (w) => ({
    url: '/api/jobs/vote/',
    payload: { voteType: 'long_list', applicationId: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/vote/': async (w, caller) => {
    if (caller.userId !== null) await w.jobs.voteAs(caller.userId);
    return { url: '/api/jobs/vote/', payload: { voteType: 'seen', applicationId: w.jobs.applicationId } };
  },
  'POST /api/jobs/comment/': (w) => ({
    url: '/api/jobs/comment/',
    payload: { comment: 'Strong record.', applicationId: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/comment/': (w) => ({ url: '/api/jobs/comment/', payload: { applicationId: w.jobs.applicationId } }),
  'GET /api/jobs/vacancy/:id/tags': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/tags` }),
  'POST /api/jobs/vacancy-tag/': (w) => ({
    url: '/api/jobs/vacancy-tag/',
    payload: { vacancyId: w.jobs.vacancyId, name: `Matrix tag ${w.unique()}` },
  }),
  'DELETE /api/jobs/vacancy-tag/': async (w) => ({
    url: '/api/jobs/vacancy-tag/',
    payload: { id: await w.jobs.newTag(), vacancyId: w.jobs.vacancyId },
  }),
  'POST /api/jobs/applicant-tag/': async (w) => ({
    url: '/api/jobs/applicant-tag/',
    payload: { applicationsIds: [w.jobs.applicationId], vacancyTagId: await w.jobs.newTag() },
  }),
  'DELETE /api/jobs/applicant-tag/': async (w) => ({
    url: '/api/jobs/applicant-tag/',
    payload: { applicationId: w.jobs.applicationId, vacancyTagId: await w.jobs.newTag([w.jobs.applicationId]) },
  }),
  'GET /api/jobs/last-articles/': () => ({ url: '/api/jobs/last-articles/' }),
  'GET /api/jobs/recommendation-request/:advisorUuid': (w) => ({
    url: `/api/jobs/recommendation-request/${w.jobs.advisor.uuid}`,
  }),
  'GET /api/jobs/recommendation-request/:advisorUuid · by id': (w) => ({
    url: `/api/jobs/recommendation-request/${w.jobs.advisor.id}`,
  }),
  'POST /api/jobs/upload-recommendation/': (w) => ({
    url: '/api/jobs/upload-recommendation/',
    ...w.jobs.letterForm(w.jobs.advisor.uuid),
  }),
  'POST /api/jobs/upload-recommendation/ · by id': (w) => ({
    url: '/api/jobs/upload-recommendation/',
    ...w.jobs.letterForm(String(w.jobs.advisor.id)),
  }),
  'GET /api/jobs/recommendation/:id': (w) => ({ url: `/api/jobs/recommendation/${w.jobs.advisor.id}` }),
  'GET /api/jobs/recommendation/:id/:filename': (w) => ({
    url: `/api/jobs/recommendation/${w.jobs.advisor.id}/letter.pdf`,
  }),
  'GET /api/jobs/vacancy/:id/recommenders': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/recommenders` }),
  'GET /api/jobs/vacancy/:id/recommenders/preliminary': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/recommenders/preliminary`,
  }),
  'POST /api/jobs/merge-applications/': async (w) => ({
    url: '/api/jobs/merge-applications/',
    payload: { applicationId1: await w.jobs.newPreliminary(), applicationId2: w.jobs.applicationId },
  }),
  'DELETE /api/jobs/delete-preliminary-application/': async (w) => ({
    url: '/api/jobs/delete-preliminary-application/',
    payload: { applicationId: await w.jobs.newPreliminary() },
  }),
  'POST /api/jobs/add-preliminary-applicants/': (w) => ({
    url: '/api/jobs/add-preliminary-applicants/',
    payload: { vacancyId: w.jobs.vacancyId, authorsIds: [w.authorId] },
  }),
  'POST /api/jobs/add-all-preliminary-applicants/': (w) => ({
    url: '/api/jobs/add-all-preliminary-applicants/',
    payload: Buffer.from(
      `docKind=vacancy&docId=${w.jobs.vacancyId}&vacancyId=${w.jobs.vacancyId}&authorsIds=${w.authorId}`,
    ),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'GET /api/jobs/vacancy/:id/suggest-topics': (w) => ({ url: `/api/jobs/vacancy/${w.jobs.vacancyId}/suggest-topics` }),
  'GET /api/jobs/vacancy/:id/suggest-topics-for-new-applicants': (w) => ({
    url: `/api/jobs/vacancy/${w.jobs.vacancyId}/suggest-topics-for-new-applicants`,
  }),
  'POST /api/jobs/save-topics/': (w) => ({
    url: '/api/jobs/save-topics/',
    payload: { vacancyId: w.jobs.vacancyId, topics: [{ name: 'Graphs', applicantsIds: [w.jobs.applicationId] }] },
  }),
  'POST /jobs/:id/emails': (w) => ({
    url: `/jobs/${w.jobs.vacancyId}/emails`,
    payload: Buffer.from(`applicantsIds=${w.jobs.applicationId}`),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),

  'POST /api/monitoring/query': (w) => ({ url: '/api/monitoring/query', payload: monitoringQuery(w) }),
  'POST /api/monitoring/query · saved monitoring': async (w) => ({
    url: '/api/monitoring/query',
    payload: { ...monitoringQuery(w), monitoringId: await w.newMonitoring() },
  }),
  'POST /api/monitoring/top-cooccurrence': (w) => ({
    url: '/api/monitoring/top-cooccurrence',
    payload: { ...monitoringQuery(w), conceptId: w.conceptId, selectedDate: 'all' },
  }),
  'GET /api/monitoring/list': () => ({ url: '/api/monitoring/list?with_topics=true' }),
  'POST /api/monitoring/edit': async (w, caller) => ({
    url: '/api/monitoring/edit',
    payload: { ...monitoringEdit(w), organizationId: await w.monitoringOrganizationOf(caller.userId) },
  }),
  'POST /api/monitoring/edit · saved monitoring': async (w) => ({
    url: '/api/monitoring/edit',
    payload: { ...monitoringEdit(w), id: await w.newMonitoring(), organizationId: null },
  }),
  'GET /api/monitoring/:id': async (w) => ({ url: `/api/monitoring/${await w.newMonitoring()}` }),
  'DELETE /api/monitoring/:id': async (w) => ({ url: `/api/monitoring/${await w.newMonitoring()}` }),
  'POST /api/monitoring/:id/digest': async (w) => ({
    url: `/api/monitoring/${await w.newMonitoring()}/digest`,
    payload: { enabled: false },
  }),
  'GET /api/monitoring/unsubscribe': async (w) => ({
    url: `/api/monitoring/unsubscribe?token=${encodeURIComponent(await w.newUnsubscribeToken())}`,
  }),
  'POST /api/monitoring/unsubscribe': async (w) => ({
    url: '/api/monitoring/unsubscribe',
    payload: { token: await w.newUnsubscribeToken() },
  }),

  'GET /api/ontology/concepts': () => ({ url: '/api/ontology/concepts?query=matrix&offset=0' }),
  'POST /api/ontology/concepts': (w) => {
    const name = `Matrix created ${w.unique()}`;
    return { url: '/api/ontology/concepts', payload: { name, literals: [{ name }] } };
  },
  'GET /api/ontology/concepts/:id': (w) => ({ url: `/api/ontology/concepts/${w.ontology.conceptId}` }),
  'PUT /api/ontology/concepts/:id': async (w) => {
    const id = await w.ontology.newConcept();
    const name = `Matrix edited ${w.unique()}`;
    return { url: `/api/ontology/concepts/${id}`, payload: { name, literals: [{ name }] } };
  },
  'DELETE /api/ontology/concepts/:id': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newConcept()}`,
  }),
  'POST /api/ontology/concepts/:id/restore': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newDeletedConcept()}/restore`,
  }),
  'POST /api/ontology/concepts/:id/merge': async (w) => ({
    url: `/api/ontology/concepts/${await w.ontology.newConcept()}/merge`,
    payload: { targetId: await w.ontology.newConcept() },
  }),
  'GET /api/ontology/concepts/:id/missing-literals': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/missing-literals?targetId=${w.ontology.parentId}`,
  }),
  'GET /api/ontology/concepts/:id/recommended': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/recommended?topn=10`,
  }),
  'GET /api/ontology/concepts/:id/log': (w) => ({
    url: `/api/ontology/concepts/${w.ontology.conceptId}/log?status=all`,
  }),
  'POST /api/ontology/check-literals': (w) => ({
    url: '/api/ontology/check-literals',
    payload: { conceptId: w.ontology.conceptId, literals: [{ name: 'graphs for matrices' }] },
  }),
  'POST /api/ontology/use-as-parent-in-composite': (w) => ({
    url: '/api/ontology/use-as-parent-in-composite',
    payload: {
      concept_id: w.ontology.conceptId,
      parent_concept_id: w.ontology.parentId,
      literals: [{ name: 'deep matrix parent', is_ambiguous: false, lang: '' }],
    },
  }),
  'GET /api/ontology/categories': () => ({ url: '/api/ontology/categories' }),
  'GET /api/ontology/log': () => ({ url: '/api/ontology/log?email=example&offset=0' }),
  'GET /api/ontology/log/:id/impact': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/impact`,
  }),
  'POST /api/ontology/log/:id/approve': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/approve`,
  }),
  'POST /api/ontology/log/:id/reject': async (w) => ({
    url: `/api/ontology/log/${await w.ontology.newSuggestion()}/reject`,
    payload: { reason: 'Not in this ontology.' },
  }),
  'GET /api/ontology/curation': () => ({ url: '/api/ontology/curation?kind=ambiguous&offset=0' }),
  'GET /api/ontology/curation/evidence': async (w) => ({
    url: `/api/ontology/curation/evidence?kind=ambiguous&id=${await w.ontology.newMachineAmbiguousLiteral()}`,
  }),
  'POST /api/ontology/curation/decisions': async (w) => ({
    url: '/api/ontology/curation/decisions',
    payload: { kind: 'ambiguous', id: await w.ontology.newMachineAmbiguousLiteral(), decision: 'accept' },
  }),
  'GET /api/ontology/rescan-queue': () => ({ url: '/api/ontology/rescan-queue' }),
  'GET /api/ontology/docs-batches': () => ({ url: '/api/ontology/docs-batches' }),
  'POST /api/ontology/docs-batches': () => ({
    url: '/api/ontology/docs-batches',
    payload: { source: 'newest', count: 5 },
  }),
  'GET /api/ontology/docs-batches/:id': (w) => ({
    url: `/api/ontology/docs-batches/${w.ontology.docsBatchId}?showHidden=true&offset=0`,
  }),
  'POST /api/ontology/hide-batch-possible-concepts': (w) => ({
    url: '/api/ontology/hide-batch-possible-concepts',
    payload: { docs_batch_id: w.ontology.docsBatchId, names: ['matrix term'] },
  }),
  'POST /api/ontology/unhide-batch-possible-concepts': (w) => ({
    url: '/api/ontology/unhide-batch-possible-concepts',
    payload: { docs_batch_id: w.ontology.docsBatchId, names: ['matrix term'] },
  }),
  'POST /api/ontology/ban-possible-literals': (w) => ({
    url: '/api/ontology/ban-possible-literals',
    payload: { literals: [`matrix false term ${w.unique()}`] },
  }),
  'GET /api/ontology/articles/:id/possible-concepts': (w) => ({
    url: `/api/ontology/articles/${w.articleId}/possible-concepts`,
  }),
  'GET /api/ontology/proposals/:id/possible-concepts': (w) => ({
    url: `/api/ontology/proposals/${w.proposalId}/possible-concepts`,
  }),
  'POST /api/ontology/possible-concepts/create': (w) => {
    const name = `Matrix possible ${w.unique()}`;
    return {
      url: '/api/ontology/possible-concepts/create',
      payload: { docs_batch_id: null, names: [name], concept: { name, literals: [{ name }] } },
    };
  },
  'POST /api/ontology/import/parse': () => ({
    url: '/api/ontology/import/parse',
    payload: { text: 'matrix listed, matrix lists', separators: ',' },
  }),
  'POST /api/ontology/import': (w) => ({
    url: '/api/ontology/import',
    payload: { text: `Matrix imported ${w.unique()}; matrix import`, separators: ';' },
  }),
  'GET /api/graphql/': (w) => ({
    url: `/api/graphql/?query=${encodeURIComponent(`{ concept(id: ${w.ontology.conceptId}) { id name df } }`)}`,
  }),
  'POST /api/graphql/': (w) => ({
    url: '/api/graphql/',
    payload: { query: `{ concept(id: ${w.ontology.conceptId}) { id name literals { name isAmbiguous } } }` },
  }),
  'POST /api/graphql/ · suggestion': (w) => {
    const name = `Matrix graphql ${w.unique()}`;
    return {
      url: '/api/graphql/',
      payload: {
        query: 'mutation ($name: String!) { concept(name: $name, literals: [{ name: $name }]) { ok pending } }',
        variables: { name },
      },
    };
  },
  'POST /api/graphql/ · merge': async (w) => ({
    url: '/api/graphql/',
    payload: {
      query: `mutation { mergeConcept(id: ${await w.ontology.newConcept()}, targetId: ${await w.ontology.newConcept()}) { ok } }`,
    },
  }),
  'POST /api/graphql/ · introspection': () => ({
    url: '/api/graphql/',
    payload: { query: '{ __schema { queryType { name } } }' },
  }),

  'GET /api/authors/suggest-author-for-user/': () => ({ url: '/api/authors/suggest-author-for-user/' }),
  'GET /api/authors/suggest-author-for-advisor/:token': async (w) => ({
    url: `/api/authors/suggest-author-for-advisor/${(await w.claims.newAttorneyToken()).token}`,
  }),
  'POST /api/authors/find-by-emails/': () => ({
    url: '/api/authors/find-by-emails/',
    payload: { emails: 'ada.matrix@example.org' },
  }),
  'POST /api/authors/find-by-emails/ · attorney token': async (w) => ({
    url: '/api/authors/find-by-emails/',
    payload: { emails: 'ada.matrix@example.org', attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/claim-authors/': async (w) => ({
    url: '/api/authors/claim-authors/',
    payload: { authors_ids: [await w.claims.newAuthor()], comment: 'matrix' },
  }),
  'POST /api/authors/claim-authors/ · attorney token': async (w) => ({
    url: '/api/authors/claim-authors/',
    payload: { authors_ids: [await w.claims.newAuthor()], attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/find-claim-articles/': () => ({
    url: '/api/authors/find-claim-articles/',
    payload: { plain_text: 'Matrix claims article 1' },
  }),
  'POST /api/authors/find-claim-articles/ · attorney token': async (w) => ({
    url: '/api/authors/find-claim-articles/',
    payload: { plain_text: 'Matrix claims article 1', attorney_token: (await w.claims.newAttorneyToken()).token },
  }),
  'POST /api/authors/claim-articles/': async (w, caller) => {
    const session = await w.claims.newClaimSession({ userId: caller.userId, advisorId: null });
    return {
      url: '/api/authors/claim-articles/',
      payload: { articles_ids: [session.articleId], names: [session.name], token: session.token },
    };
  },
  'POST /api/authors/claim-articles/ · attorney token': async (w) => {
    const { token, advisorId } = await w.claims.newAttorneyToken();
    const session = await w.claims.newClaimSession({ userId: null, advisorId });
    return {
      url: '/api/authors/claim-articles/',
      payload: {
        articles_ids: [session.articleId],
        names: [session.name],
        token: session.token,
        attorney_token: token,
      },
    };
  },
  'GET /api/authors/:id/top-cited-articles': (w) => ({ url: `/api/authors/${w.authorId}/top-cited-articles` }),
  'GET /api/jobs/fetch-advisor-by-attorney/:token': async (w) => ({
    url: `/api/jobs/fetch-advisor-by-attorney/${(await w.claims.newAttorneyToken()).token}`,
  }),
  'POST /api/jobs/edit-advisor-by-attorney/:token': async (w) => ({
    url: `/api/jobs/edit-advisor-by-attorney/${(await w.claims.newAttorneyToken()).token}`,
    payload: { name: 'Matrix Recommender', email: 'recommender@example.org', affiliation: 'Matrix University' },
  }),
  'GET /api/claims/author/:id': (w) => ({ url: `/api/claims/author/${w.authorId}` }),
  'POST /api/claims/:id/undo': async (w) => ({ url: `/api/claims/${await w.claims.newClaim('applied')}/undo` }),
  'GET /api/claims/moderation': () => ({ url: '/api/claims/moderation?state=pending&offset=0' }),
  'POST /api/claims/:id/approve': async (w) => ({
    url: `/api/claims/${await w.claims.newClaim('pending')}/approve`,
    payload: { note: 'matrix' },
  }),
  'POST /api/claims/:id/reject': async (w) => ({
    url: `/api/claims/${await w.claims.newClaim('pending')}/reject`,
    payload: { note: 'matrix' },
  }),
  'GET /api/admin/advisors': () => ({ url: '/api/admin/advisors?query=matrix' }),
  'POST /api/admin/advisors': (w) => ({
    url: '/api/admin/advisors',
    payload: { name: `Matrix Recommender ${w.unique()}`, email: `rec-${w.unique()}@example.org` },
  }),
  'POST /api/admin/advisors/:id/attorney-tokens': (w) => ({
    url: `/api/admin/advisors/${w.claims.advisorId}/attorney-tokens`,
  }),
  'DELETE /api/admin/advisors/:id/attorney-tokens': (w) => ({
    url: `/api/admin/advisors/${w.claims.advisorId}/attorney-tokens`,
  }),
  'GET /api/accounts/dashboard/': () => ({ url: '/api/accounts/dashboard/?offset=0' }),
};

/** A valid vacancy form (`id` to edit the matrix vacancy, which stays published). */
function matrixVacancy(w: MatrixWorld, id: number | undefined) {
  return {
    ...(id === undefined ? {} : { id }),
    title: `Matrix vacancy ${w.unique()}`,
    descriptionMarkdown: 'A position.',
    dateDeadline: '2099-12-31',
    affiliation: 'Matrix University',
    infoEmail: 'jobs@example.org',
    conceptsIds: [w.conceptId],
    status: id === undefined ? 'draft' : 'published',
  };
}

/** A one-topic monitoring query on the world's concept. */
function monitoringQuery(w: MatrixWorld) {
  return {
    topics: [{ title: 'Topic 0', color: '#1c7ed6', concepts: [{ conceptId: w.conceptId, name: 'graph theory' }] }],
    tree: null,
    useTree: false,
    date: 'all',
  };
}

function monitoringEdit(w: MatrixWorld) {
  return {
    title: `Monitoring ${w.unique()}`,
    date: 'month',
    topics: [{ title: 'Topic 0', color: '#1c7ed6', conceptIds: [w.conceptId] }],
    tree: { topicId: 0 },
    useTree: false,
  };
}

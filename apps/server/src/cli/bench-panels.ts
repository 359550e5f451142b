/**
 * bench:panels — the panel composer on the configured corpus:
 *
 * 1. a panel of 10 subpanels × 20 proposals built from real works (title, abstract, authors with
 *    their corpus ids and affiliations), each subpanel a topic (a seed work and its nearest
 *    proposal-like works), computed with 300 candidates over the full corpus: retrieval and
 *    algorithm 3 per document, every pooled person scored against every document, every
 *    conflict of interest checked — the task's work, timed cold (the corpus copy and the index
 *    opened first) and warm (a second computation);
 * 2. the assignment of 200 documents to 100 members (the best 100 people of the computation),
 *    3 reviewers per document, loads 4 to 8, never a conflicted pair: timed as the request does it
 *    (scores read, matrix built, min-cost flow solved), and with the fairness option.
 *
 * Goals: computation under 30 s, assignment under 5 s. Prints figures and ratios, never pass/fail.
 *
 *   SCISCOPE_SQLITE=… SCISCOPE_RUNTIME_DIR=… npm run bench:panels [-- --subpanels 10 --per 20 --candidates 300]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig } from '../app/config';
import { nowIso, openDatabase } from '../app/database/kysely';
import { createOrganization } from '../modules/admin/admin.usecases';
import { createOrganizationsRepository } from '../modules/admin/organizations.repository';
import { createFoldersRepository } from '../modules/folders/folders.repository';
import { createFolder } from '../modules/folders/folders.usecases';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress, silentProgress } from '../app/progress';
import { proposalRefDocSource } from '../modules/folders/proposal-ref-doc.source';
import { createProposalsRepository } from '../modules/folders/proposals.repository';
import { computePanel } from '../modules/panels/panel-compute.usecases';
import { runAssignment } from '../modules/panels/panel-assignment.usecases';
import { createPanelsRepository } from '../modules/panels/panels.repository';
import type { PanelsDeps } from '../modules/panels/panels.usecases';
import { articleRefDocSource } from '../modules/referees/corpus-ref-doc.sources';
import { sharedRankingHolders } from '../modules/referees/ranking-index';
import { createRefDocRegistry } from '../modules/referees/ref-doc.registry';
import { createRefereesFactsRepository } from '../modules/referees/referees-facts.repository';
import { articleIndexDir, readManifest } from '../modules/retrieval/article-index.files';
import { buildArticleIndex } from '../modules/retrieval/article-index.usecases';

const { values } = parseArgs({
  options: {
    subpanels: { type: 'string', default: '10' },
    per: { type: 'string', default: '20' },
    candidates: { type: 'string', default: '300' },
    members: { type: 'string', default: '100' },
  },
});
const SUBPANELS = Number(values.subpanels);
const PER = Number(values.per);
const CANDIDATES = Number(values.candidates);
const MEMBERS = Number(values.members);

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const dir = articleIndexDir(config.runtimeDir);
if (config.retrievalIndex === 'hnsw' && !readManifest(dir)) {
  console.log('building the article index first …');
  await buildArticleIndex({ db, dir, progress: createCliProgress() });
}
const holders = sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex });
const index = await holders.holder.get();
if (!index) {
  console.error('No representation model in the database: start the server once on the corpus (it trains one).');
  process.exit(2);
}

// Topical subpanels: seeds spread over the proposal-like works, each with its nearest such works.
const facts = createRefereesFactsRepository({ db });
const pool = await facts.proposalLikeArticles();
const poolSet = new Set(pool);
const used = new Set<number>();
const groups: number[][] = [];
const vectors = await facts.vectors(
  index.opened.modelId,
  pool.filter((_, i) => i % Math.floor(pool.length / (SUBPANELS * 3)) === 0),
);
for (const [seedId, vector] of vectors) {
  if (groups.length === SUBPANELS) break;
  const hits = await index.opened.index.search(vector, PER * 20);
  const group = Array.from(hits.ids)
    .filter((id) => poolSet.has(id) && !used.has(id))
    .slice(0, PER);
  if (group.length < PER || used.has(seedId)) continue;
  for (const id of group) used.add(id);
  groups.push(group);
}
if (groups.length < SUBPANELS) {
  console.error(`Only ${groups.length} topical groups of ${PER} works found; is the corpus loaded?`);
  process.exit(2);
}

// An organization, a folder of proposals made from the works, the panel.
const stamp = Date.now();
const access = createAccessRepository({ db });
const organization = await createOrganization({
  organizations: createOrganizationsRepository({ db }),
  access,
  user: SYSTEM_ACTOR,
  name: `Bench council ${stamp}`,
});
const folder = await createFolder({
  folders: createFoldersRepository({ db }),
  access,
  user: SYSTEM_ACTOR,
  name: 'Bench calls',
  organizationId: organization.id,
});
const proposals = createProposalsRepository({ db });
const panels = createPanelsRepository({ db });
const panelId = await panels.insert({
  organizationId: organization.id,
  name: `Bench panel ${stamp}`,
  createdBy: null,
  memberAuthorIds: [],
});
for (const [g, group] of groups.entries()) {
  const items = [];
  for (const articleId of group) {
    const { doc } = await articleRefDocSource.load({ db, actor: SYSTEM_ACTOR, id: articleId });
    items.push({
      fields: {
        title: doc.title.slice(0, 1000),
        abstract: doc.abstract.slice(0, 20_000),
        originId: `W${articleId}`,
        attributes: [],
        authors: doc.authors.slice(0, 100).map((a) => ({
          name: a.name.slice(0, 300) || 'Unknown',
          affiliations: a.affiliations.slice(0, 20).map((x) => x.slice(0, 500)),
          authorId: a.authorId,
          matchedBy: 'user' as const,
          orcid: null,
        })),
      },
      concepts: [],
    });
  }
  const ids = await proposals.insertMany({ folderId: folder.id, createdBy: null, now: nowIso(), items });
  await panels.insertSubpanel({
    panelId,
    code: `SP${g + 1}`,
    name: `Subpanel ${g + 1}`,
    documents: ids.map((docId) => ({ docKind: 'proposal', docId })),
  });
}
const registry = createRefDocRegistry([articleRefDocSource, proposalRefDocSource]);
console.log(
  `corpus: index ${index.kind} over ${(await index.opened.index.size()).toLocaleString('en')} articles, ${index.model.dim} dimensions; ` +
    `panel ${panelId}: ${SUBPANELS} subpanels × ${PER} proposals from real works, ${CANDIDATES} candidates`,
);

async function timedComputation(label: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await computePanel({
    db,
    config,
    params: { panelId, candidates: CANDIDATES },
    progress: silentProgress,
    registry,
  });
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `computation (${label}): ${seconds.toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU — ` +
      `${report.documents} documents, ${report.candidates} candidates pooled, ${report.people} people scored and COI-checked ` +
      `(goal < 30 s: ${(seconds / 30).toFixed(2)} of it)`,
  );
  return seconds;
}
await timedComputation('cold: corpus copy built and index opened first');
await timedComputation('warm');

// The assignment: the best MEMBERS people as the members of an editable composition.
const computation = (await panels.computation(panelId))!;
const best = (await panels.scoredPeople(panelId, computation.version)).slice(0, MEMBERS).map((p) => p.authorId);
const base = await panels.baseComposition(panelId);
await panels.replaceMembers(base.id, best);
const compositionId = await panels.duplicateComposition({ panelId, fromId: base.id, name: 'Bench', createdBy: null });
const deps: PanelsDeps = {
  db,
  access,
  panels,
  registry,
  holders,
  wake: () => {},
  contactEmail: null,
};
for (const fairness of [false, true]) {
  const started = performance.now();
  const result = await runAssignment({
    deps,
    actor: SYSTEM_ACTOR,
    panelId,
    compositionId,
    settings: { min_load: 4, max_load: 8, reviewers_per_document: 3, fairness },
  });
  const seconds = (performance.now() - started) / 1000;
  const loads = result.members.map((m) => m.load);
  console.log(
    `assignment${fairness ? ' with fairness' : ''}: ${result.documents.length} documents × ${result.members.length} members, ` +
      `3 per document, loads ${Math.min(...loads)}–${Math.max(...loads)} (asked 4–8), ${result.conflictedPairs} conflicted pairs left out: ` +
      `${seconds.toFixed(2)} s for the request (${(result.milliseconds / 1000).toFixed(2)} s solving), total affinity ${result.totalAffinity.toFixed(2)}` +
      `${result.threshold !== null ? `, weakest pair ≥ ${result.threshold.toFixed(3)}` : ''} (goal < 5 s: ${(seconds / 5).toFixed(2)} of it)`,
  );
}
console.log(
  `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores (the machine is shared)`,
);
await db.close();

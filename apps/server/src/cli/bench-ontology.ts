/**
 * `npm run bench:ontology`: the ontology curation's corpus work on a loaded database
 * (`SCISCOPE_SQLITE`, default data/sciscope.db — run it on a copy: it writes pending log
 * entries): the concept form's literal check (DF and samples counted on the corpus), the impact
 * preview of pending changes (small, large and worst case) and the articles an approval queues.
 * Prints figures, never pass/fail.
 */
import { loadavg } from 'node:os';
import type { OntologyAction } from '@sciscope/contracts';
import { buildConceptMatcher, conceptMatcherSteps } from '@sciscope/engine';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { nowIso, openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { affectedArticles } from '../modules/ontology/concept-apply';
import { applyActions } from '../modules/ontology/concept-changes';
import { conceptImpact, createOntologySource } from '../modules/ontology/concept-impact.usecases';
import { loadConceptState } from '../modules/ontology/concept-state';
import { checkLiterals } from '../modules/ontology/literal-check.usecases';
import { createOntologyRepositories } from '../modules/ontology/ontology-deps';
import { loadMatchingOntology } from '../modules/ontology/ontology-matching.repository';

const path = process.env.SCISCOPE_SQLITE ?? 'data/sciscope.db';
const db = openSqlite(path);
await migrateToLatest(db);
const repos = createOntologyRepositories({ db });
const access = createAccessRepository({ db });
const user = SYSTEM_ACTOR;

async function timed<T>(label: string, run: () => Promise<T>, describe: (value: T) => string, repeat = 3) {
  const times: number[] = [];
  let value: T | undefined;
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    value = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const first = times.length > 1 ? ` (min ${times[0]!.toFixed(0)} ms)` : '';
  console.log(
    `${label.padEnd(58)} median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(6)} ms${first}  ${describe(value!)}`,
  );
  return value!;
}

async function conceptByName(name: string): Promise<number> {
  const { rows } = await repos.concepts.listConcepts({
    key: name.toLowerCase(),
    status: 'active',
    offset: 0,
    limit: 1,
  });
  if (!rows[0]) throw new Error(`no concept ${name}`);
  return rows[0].id;
}

console.log(
  `database ${path}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (2 cores, shared)`,
);
const ontology = await timed(
  'load the ontology (matching form)',
  () => loadMatchingOntology(db),
  (c) => `${c.length} concepts`,
  1,
);
await timed(
  'build the whole-ontology matcher',
  async () => buildConceptMatcher({ concepts: ontology }),
  (m) => `${m.stats.literals} literals, ${m.stats.variants} variants`,
);
// The server builds it in steps (search, the importer's and the rescans' matchers): its longest
// step is how long a request can wait behind a build.
for (let run = 0; run < 3; run++) {
  const steps = conceptMatcherSteps({ concepts: ontology });
  const lengths: number[] = [];
  for (let at = performance.now(), step = steps.next(); ; at = performance.now(), step = steps.next()) {
    lengths.push(performance.now() - at);
    if (step.done) break;
  }
  console.log(
    `${'the same in steps, as the server builds it'.padEnd(58)} longest step ${Math.max(...lengths)
      .toFixed(0)
      .padStart(3)} ms of ${lengths.reduce((a, b) => a + b, 0).toFixed(0)} ms in ${lengths.length} steps`,
  );
}

console.log('\nliteral check (POST /api/ontology/check-literals; DF counted up to 100)');
const deps = { ...repos, access, user };
for (const literals of [
  [{ name: 'convnet' }],
  [{ name: 'neural network' }],
  [{ name: 'learning' }],
  [{ name: 'graph neural network' }, { name: 'GNN', isAmbiguous: true }, { name: 'message passing network' }],
]) {
  await timed(
    `check ${literals.map((l) => `"${l.name}"`).join(', ')}`,
    () => checkLiterals({ ...deps, conceptId: null, literals }),
    (r) => `DF ${r.literals.map((l) => `${l.dfs.df}${l.dfs.capped ? '+' : ''}`).join('/')}, total ${r.total.df}`,
  );
}

console.log('\nimpact preview of a pending change (GET /api/ontology/log/{id}/impact)');
async function pending(conceptId: number, actions: OntologyAction[]): Promise<number> {
  const loaded = await loadConceptState(repos.concepts, conceptId);
  return repos.writes.transaction((tx) =>
    tx.insertLog({
      conceptId,
      conceptName: loaded!.state.name,
      status: 'pending',
      source: 'form',
      actions,
      userId: null,
      now: nowIso(),
    }),
  );
}
const literal = (name: string) => ({ name, composite: null, lang: '' as const, isAmbiguous: false });
const cases: Array<[string, number, OntologyAction[]]> = [
  [
    'add a rare literal ("convnet") to Convolutional neural networks',
    await conceptByName('Convolutional neural networks'),
    [{ type: 'add_literal', literal: literal('convnet') }],
  ],
  [
    'remove "Neural networks" from Neural networks (DF ~4,900)',
    await conceptByName('Neural networks'),
    [{ type: 'remove_literal', literal: literal('Neural networks') }],
  ],
  ['delete Robots (DF ~18,600)', await conceptByName('Robots'), [{ type: 'remove_concept' }]],
  [
    'add a common word ("model") to Optimization (worst case)',
    await conceptByName('Optimization'),
    [{ type: 'add_literal', literal: literal('model') }],
  ],
];
for (const [label, conceptId, actions] of cases) {
  const logId = await pending(conceptId, actions);
  // The worker's ontology is loaded already; the preview itself is computed once, then cached.
  const warm = createOntologySource(db);
  await warm();
  await timed(
    label,
    () => conceptImpact({ ...deps, ontology: warm, logId }),
    (r) => `+${r.gained.count} −${r.lost.count} kept ${r.kept}, ${r.examined} examined (first: ${r.milliseconds} ms)`,
    1,
  );
  await timed(
    '  the same preview again (cached)',
    () => conceptImpact({ ...deps, ontology: warm, logId }),
    () => '',
  );
  const loaded = await loadConceptState(repos.concepts, conceptId);
  const after = applyActions({ state: loaded!.state, actions });
  await timed(
    '  articles an approval queues for the rescan',
    () => affectedArticles({ ...repos, before: loaded!.state, after }),
    (r) => `${r.candidates.length} articles`,
    1,
  );
}
await db.close();

/**
 * A small corpus for the referee finder's tests: three fields (graphs, proteins, robots), a
 * document article on graphs by Alice at the Alpha Institute, and graph experts each built to
 * trip one filter or conflict: Eve (senior, German, female), Frank (junior, French, male),
 * Carl (Alice's recent co-author), Irene (at Alpha Institute now), Gina (Eve's colleague, for
 * diversify), Oscar (inactive since 2012). A representation model is trained on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_REPRESENTATION_SETTINGS } from '@sciscope/engine';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../app/database/kysely';
import { silentProgress } from '../app/progress';
import { createCorpusFactories } from './corpus-factories';
import { trainRepresentations } from '../modules/representations/representations.usecases';
import { createAccessRepository } from '../app/access.repository';
import { articleRefDocSource } from '../modules/referees/corpus-ref-doc.sources';
import { createRankingIndexHolder } from '../modules/referees/ranking-index';
import type { AuthorsGroupsSource } from '../modules/referees/ref-doc.port';
import { createRefDocRegistry } from '../modules/referees/ref-doc.registry';
import { createRefereeCorpusHolder } from '../modules/referees/referee-corpus.repository';
import type { RefereesDeps } from '../modules/referees/referees-prepare.usecases';
import { createTestDb, testDialects } from './test-db';

const FIELDS = {
  graph: ['graph coloring', 'chromatic number', 'planar graphs', 'vertex degree', 'edge cover', 'graph minors'],
  protein: ['protein folding', 'amino acid', 'molecular dynamics', 'binding site', 'enzyme kinetics', 'peptide chain'],
  robot: ['robot grasping', 'motion planning', 'gripper control', 'manipulation tasks', 'legged locomotion', 'servo'],
} as const;

function text(field: keyof typeof FIELDS, seed: number): { title: string; abstract: string } {
  const words = FIELDS[field];
  const pick = (i: number) => words[(seed + i) % words.length] as string;
  return {
    title: `On ${pick(0)} and ${pick(1)}`,
    abstract: `We study ${pick(0)}, ${pick(1)} and ${pick(2)}. Results on ${pick(3)} with ${pick(4)} and ${pick(5)} follow.`,
  };
}

export interface RefereesFixture {
  documentId: number;
  /** A graph article in a non-preprint journal (already refereed). */
  refereedId: number;
  people: Record<'alice' | 'eve' | 'frank' | 'carl' | 'irene' | 'gina' | 'oscar' | 'pat', number>;
  concepts: { graph: number; coloring: number; protein: number };
  institutions: { alpha: number; beta: number; gamma: number };
}

/** Builds the corpus and trains the model (a few hundred ms). */
export async function buildRefereesFixture(db: Db): Promise<RefereesFixture> {
  const f = createCorpusFactories({ db });
  const alpha = await f.institution({ name: 'Alpha Institute', countryCode: 'US' });
  const beta = await f.institution({ name: 'Beta University', countryCode: 'DE' });
  const gamma = await f.institution({ name: 'Gamma College', countryCode: 'FR' });
  const delta = await f.institution({ name: 'Delta Lab', countryCode: 'GB' });
  const preprints = await f.journal({ name: 'Preprint Server', preprint: true });
  const journal = await f.journal({ name: 'Journal of Graphs', impactFactor: 4.2 });
  const graph = await f.concept({ name: 'graph theory', df: 12 });
  const coloring = await f.concept({ name: 'graph coloring', df: 6 });
  const protein = await f.concept({ name: 'protein folding', df: 8 });
  const person = (name: string, extra: Parameters<typeof f.author>[0] = {}) =>
    f.author({ name, firstYear: 2015, lastYear: 2025, ...extra });
  const alice = await person('Alice Doc', { hIndex: 5, articlesCount: 3 });
  const eve = await person('Eve Senior', { hIndex: 12, articlesCount: 5, gender: -90, firstYear: 2005 });
  const frank = await person('Frank Junior', { hIndex: 2, articlesCount: 3, gender: 90, firstYear: 2021 });
  const carl = await person('Carl Coauthor', { hIndex: 6, articlesCount: 4, gender: 95 });
  const irene = await person('Irene Colleague', { hIndex: 7, articlesCount: 3, gender: -85 });
  const gina = await person('Gina Beta', { hIndex: 4, articlesCount: 3, gender: -95 });
  const oscar = await person('Oscar Old', { hIndex: 9, articlesCount: 3, firstYear: 2000, lastYear: 2012 });
  const pat = await person('Pat Protein', { hIndex: 8, articlesCount: 4 });
  const filler = await person('Rob Robot', { hIndex: 3, articlesCount: 8 });
  let seed = 0;
  const paper = async (
    field: keyof typeof FIELDS,
    year: number,
    authors: Array<{ authorId: number; institutionIds?: number[] }>,
    concepts: number[] = [],
    journalId: number | null = preprints.id,
  ) =>
    f.article({
      ...text(field, ++seed),
      sourceId: `referees-fixture-${seed}`,
      year,
      journalId,
      authors,
      concepts: concepts.map((conceptId) => ({ conceptId })),
    });
  const document = await paper(
    'graph',
    2025,
    [{ authorId: alice.id, institutionIds: [alpha.id] }],
    [graph.id, coloring.id],
  );
  await paper(
    'graph',
    2024,
    [
      { authorId: alice.id, institutionIds: [alpha.id] },
      { authorId: carl.id, institutionIds: [delta.id] },
    ],
    [graph.id],
  );
  await paper('graph', 2023, [{ authorId: alice.id, institutionIds: [alpha.id] }], [graph.id]);
  for (const year of [2021, 2022, 2023, 2024, 2025])
    await paper('graph', year, [{ authorId: eve.id, institutionIds: [beta.id] }], [graph.id, coloring.id], journal.id);
  for (const year of [2023, 2024, 2025])
    await paper('graph', year, [{ authorId: frank.id, institutionIds: [gamma.id] }], [graph.id]);
  for (const year of [2022, 2023, 2025])
    await paper('graph', year, [{ authorId: carl.id, institutionIds: [delta.id] }], [graph.id]);
  // Three years at Alpha with a gap, so the affiliation evidence must list each year, not a range.
  for (const year of [2021, 2024, 2025])
    await paper('graph', year, [{ authorId: irene.id, institutionIds: [alpha.id] }], [graph.id]);
  for (const year of [2023, 2024, 2025])
    await paper('graph', year, [{ authorId: gina.id, institutionIds: [beta.id] }], [graph.id]);
  for (const year of [2010, 2011, 2012])
    await paper('graph', year, [{ authorId: oscar.id, institutionIds: [gamma.id] }], [graph.id]);
  for (const year of [2022, 2023, 2024, 2025])
    await paper('protein', year, [{ authorId: pat.id, institutionIds: [delta.id] }], [protein.id]);
  for (let i = 0; i < 8; i++) await paper('robot', 2018 + i, [{ authorId: filler.id, institutionIds: [delta.id] }]);
  const refereed = await paper(
    'graph',
    2022,
    [{ authorId: frank.id, institutionIds: [gamma.id] }],
    [graph.id],
    journal.id,
  );
  await f.corpusSize(40);
  await trainRepresentations({
    db,
    progress: silentProgress,
    settings: { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 },
  });
  return {
    documentId: document.id,
    refereedId: refereed.id,
    people: {
      alice: alice.id,
      eve: eve.id,
      frank: frank.id,
      carl: carl.id,
      irene: irene.id,
      gina: gina.id,
      oscar: oscar.id,
      pat: pat.id,
    },
    concepts: { graph: graph.id, coloring: coloring.id, protein: protein.id },
    institutions: { alpha: alpha.id, beta: beta.id, gamma: gamma.id },
  };
}

/**
 * The referee finder's dependencies over the fixture, with the exact index and the article
 * source: the ports (marks, authors groups) are the test's own, so the ranking's side is what a
 * test exercises.
 */
export function refereesDepsOverFixture({
  db,
  runtimeDir,
  ports,
}: {
  db: Db;
  runtimeDir: string;
  ports: RefereesDeps['ports'];
}): RefereesDeps {
  return {
    db,
    access: createAccessRepository({ db }),
    holder: createRankingIndexHolder({ db, runtimeDir, kind: 'exact' }),
    corpus: createRefereeCorpusHolder({ db }),
    registry: createRefDocRegistry([articleRefDocSource]),
    ports,
  };
}

/** The authors-groups port over one fixed group 7 "Panel pool" (label "pool") holding Frank and Gina. */
export function panelPoolGroup(fx: RefereesFixture): AuthorsGroupsSource {
  return {
    listForFilters: async () => [{ id: 7, display_name: 'Panel pool', label: 'pool', owner_label: 'me' }],
    memberAuthorIds: async ({ groupIds }) =>
      new Map(groupIds.filter((id) => id === 7).map((id) => [id, new Set([fx.people.frank, fx.people.gina])])),
  };
}

/**
 * The referee use-case tests' world, set up before the file's tests and closed after them: a
 * database with the fixture and the ranking's dependencies over it, with the ports `portsOf`
 * gives for the fixture. Read its fields inside the tests (they are set in `beforeAll`).
 */
export function refereesUseCaseWorld(
  name: string,
  portsOf: (fx: RefereesFixture) => RefereesDeps['ports'],
): { db: Db; fx: RefereesFixture; deps: RefereesDeps } {
  const world = {} as { db: Db; fx: RefereesFixture; deps: RefereesDeps };
  let runtimeDir = '';
  beforeAll(async () => {
    world.db = await createTestDb(testDialects()[0]!);
    world.fx = await buildRefereesFixture(world.db);
    runtimeDir = mkdtempSync(join(tmpdir(), `referees-${name}-`));
    world.deps = refereesDepsOverFixture({ db: world.db, runtimeDir, ports: portsOf(world.fx) });
  }, 60_000);
  afterAll(async () => {
    await world.db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });
  return world;
}

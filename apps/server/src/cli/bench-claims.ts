/**
 * bench:claims — the claim-articles wizard's matcher on the configured corpus: a 300-entry
 * BibTeX bibliography of real corpus references (a third without identifiers; accents,
 * braces, typos, changed case, missing or shifted years) plus decoy entries, read and matched
 * as `POST /api/authors/find-claim-articles/` does. Prints the time to read and match (goal:
 * under 2 s), the index build (once per process), and the precision and recall of the
 * matches (goals 0.98 / 0.95), overall and per trait.
 *
 *   SCISCOPE_SQLITE=… npm run bench:claims [-- --entries 300 --decoys 30 --seed 7 --rounds 3 --out FILE
 *     --format bibtex|text]   (text: the same references, one APA-like line each)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { titleKey } from '@sciscope/engine';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createClaimCorpusRepository } from '../modules/claims/claim-corpus.repository';
import { createClaimsBenchRepository } from '../modules/claims/claims-bench.repository';
import { readBibliography } from '../modules/claims/read-bibliography';
import { createTitleIndexHolder, matchReferences } from '../modules/claims/reference-matcher';
import { createReferenceMatchingRepository } from '../modules/claims/reference-matching.repository';
import { seededRandom } from '@sciscope/engine';
import { buildBenchBibliography } from './claims-bench-bibliography';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '300' },
    decoys: { type: 'string', default: '30' },
    seed: { type: 'string', default: '7' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string' },
    format: { type: 'string', default: 'bibtex' },
  },
});
const entryCount = Number(values.entries);
const decoyCount = Number(values.decoys);
const seed = Number(values.seed);
const rounds = Number(values.rounds);

const config = loadConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const bench = createClaimsBenchRepository({ db });
const random = seededRandom(seed);
const pick = (ids: number[], n: number, exclude: Set<number>) => {
  const chosen: number[] = [];
  while (chosen.length < n && chosen.length + exclude.size < ids.length) {
    const id = ids[Math.floor(random() * ids.length)]!;
    if (!exclude.has(id)) {
      exclude.add(id);
      chosen.push(id);
    }
  }
  return chosen;
};
const taken = new Set<number>();
const withIds = pick(await bench.articleIds({ withIdentifier: true }), Math.round((entryCount * 2) / 3), taken);
const all = await bench.articleIds({ withIdentifier: false });
if (all.length < entryCount * 2) {
  console.error(`The corpus holds ${all.length} articles; is it loaded?`);
  process.exit(2);
}
const withoutIds = pick(all, entryCount - withIds.length, taken);
const decoyIds = pick(all, decoyCount * 3, taken);
// Interleaved: every third entry is one without identifiers.
const order: number[] = [];
for (let i = 0, a = 0, b = 0; i < entryCount; i++) order.push(i % 3 === 2 ? withoutIds[b++]! : withIds[a++]!);
const cited = await bench.citable({ articleIds: order });
const { bibtex, entries } = buildBenchBibliography({
  cited,
  withIdentifiers: new Set(withIds),
  decoyPool: await bench.citable({ articleIds: decoyIds }),
  decoys: decoyCount,
  seed,
  format: values.format === 'text' ? 'text' : 'bibtex',
});
if (values.out) writeFileSync(values.out, bibtex);

const matching = createReferenceMatchingRepository({ db });
const corpus = createClaimCorpusRepository({ db });
let started = performance.now();
const titleIndex = await createTitleIndexHolder({ repository: matching }).get();
const buildMs = performance.now() - started;

const times: number[] = [];
const readTimes: number[] = [];
let matches: Awaited<ReturnType<typeof matchReferences>> = [];
let read = readBibliography(bibtex);
for (let round = 0; round < rounds; round++) {
  started = performance.now();
  read = readBibliography(bibtex);
  readTimes.push(performance.now() - started);
  matches = await matchReferences({ references: read.references, format: read.format, titleIndex, matching, corpus });
  times.push(performance.now() - started);
}

// A match to another record of the same work (same normalised title and year) counts as correct.
const cards = new Map(
  (await corpus.articleCards({ articleIds: [...new Set([...matches.map((m) => m.articleId), ...order])] })).map((c) => [
    c.id,
    c,
  ]),
);
const sameWork = (a: number, b: number) => {
  const x = cards.get(a);
  const y = cards.get(b);
  return !!x && !!y && titleKey(x.title) === titleKey(y.title) && x.year === y.year;
};
const byIndex = new Map(matches.map((m) => [m.index, m]));
const traits = new Map<string, { n: number; found: number; correct: number }>();
let correct = 0;
let duplicates = 0;
let wrong = 0;
let decoysMatched = 0;
for (const entry of entries) {
  const match = byIndex.get(entry.index);
  const ok =
    match !== undefined &&
    entry.articleId !== null &&
    (match.articleId === entry.articleId || sameWork(match.articleId, entry.articleId));
  if (match && entry.articleId === null) decoysMatched += 1;
  else if (match && !ok) wrong += 1;
  if (ok) {
    correct += 1;
    if (match.articleId !== entry.articleId) duplicates += 1;
  }
  for (const trait of entry.traits) {
    const t = traits.get(trait) ?? { n: 0, found: 0, correct: 0 };
    t.n += 1;
    if (match) t.found += 1;
    if (ok) t.correct += 1;
    traits.set(trait, t);
  }
}
const real = entries.filter((e) => e.articleId !== null).length;
const sorted = [...times].sort((a, b) => a - b);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (x: number) => x.toFixed(3);
console.log(
  `corpus: ${titleIndex.articleIds.length} articles; bibliography: ${real} references + ${entries.length - real} decoys (${(bibtex.length / 1024).toFixed(0)} KB ${read.format}, ${read.references.length} read, ${read.problems.length} problems)`,
);
console.log(
  `title index build: ${(buildMs / 1000).toFixed(2)} s (once per process; ${titleIndex.tokens.length} distinct tokens)`,
);
console.log(
  `read + match, ${rounds} rounds: median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(3)} s, max ${(sorted[sorted.length - 1]! / 1000).toFixed(3)} s (goal < 2 s); of which reading the input ${(median(readTimes) / 1000).toFixed(3)} s`,
);
console.log(
  `precision ${f(correct / Math.max(1, correct + wrong + decoysMatched))} (goal ≥ 0.98): ${correct} correct${duplicates ? ` (${duplicates} to a duplicate record of the same work)` : ''}, ${wrong} wrong, ${decoysMatched} of ${entries.length - real} decoys matched`,
);
console.log(`recall    ${f(correct / real)} (goal ≥ 0.95): ${correct} of ${real} references`);
for (const [trait, t] of [...traits].sort()) {
  console.log(
    `  ${trait.padEnd(16)} ${String(t.n).padStart(4)} entries, found ${String(t.found).padStart(4)}, correct ${String(t.correct).padStart(4)}`,
  );
}
const reasons = new Map<string, number>();
for (const m of matches) reasons.set(m.reason, (reasons.get(m.reason) ?? 0) + 1);
console.log(`match reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}`);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores (machine shared with other work)`,
);
await db.close();

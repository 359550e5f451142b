/**
 * `npm run bench:possible`: possible-concept mining on a loaded database (`SCISCOPE_SQLITE`,
 * default data/sciscope.db; it only reads, after bringing the schema up to date): one
 * article's candidates as `/article/{id}/possible-concepts` computes them (tokenising,
 * the ontology matcher's spans, the full-text DF look-ups, the table's conflicts and
 * neighbours) and a docs batch of the newest 200 works as its task mines it. Prints figures,
 * never pass/fail.
 */
import { loadavg } from 'node:os';
import { openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { documentText } from '../modules/folders/proposal-concepts';
import { createOntologyRepositories } from '../modules/ontology/ontology-deps';
import { createPossibleConceptsRepository } from '../modules/ontology/possible-concepts.repository';
import { BATCH_MINING, DOCUMENT_MINING, minePossibleTerms, possibleRows } from '../modules/ontology/possible-mining';
import { getSearchConceptMatcher } from '../modules/search/search-concept-matcher';

const path = process.env.SCISCOPE_SQLITE ?? 'data/sciscope.db';
const db = openSqlite(path);
await migrateToLatest(db);
const repos = createOntologyRepositories({ db });
console.log(
  `database ${path}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (2 cores, shared)`,
);
let start = performance.now();
const matcher = await getSearchConceptMatcher(db);
console.log(`ontology matcher built in ${(performance.now() - start).toFixed(0)} ms`);
const deps = {
  corpus: repos.corpus,
  concepts: repos.concepts,
  possible: createPossibleConceptsRepository({ db }),
  matcher,
};

// Every 97th of the newest 2,000 works: 20 articles of every kind of length.
const sample = (await repos.corpus.newestArticleIds(2000)).filter((_, i) => i % 97 === 0).slice(0, 20);
const times: number[] = [];
let candidates = 0;
for (const row of await repos.corpus.articleTexts(sample)) {
  start = performance.now();
  const stored = await minePossibleTerms({ deps, documents: [{ text: documentText(row) }], ...DOCUMENT_MINING });
  const rows = await possibleRows({ deps, rows: stored, batch: false });
  times.push(performance.now() - start);
  candidates += rows.length;
}
times.sort((a, b) => a - b);
console.log(
  `one article (${times.length} articles): median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, ` +
    `max ${times[times.length - 1]!.toFixed(0)} ms, ${(candidates / times.length).toFixed(0)} candidates each`,
);
const [first] = await repos.corpus.articleTexts(sample.slice(0, 1));
const top = await minePossibleTerms({ deps, documents: [{ text: documentText(first!) }], ...DOCUMENT_MINING });
console.log(
  `  e.g. "${first!.title.slice(0, 70)}": ${top
    .slice(0, 8)
    .map((t) => `${t.name} (${t.score.toFixed(2)})`)
    .join(', ')}`,
);

const ids = await repos.corpus.newestArticleIds(200);
start = performance.now();
const texts = (await repos.corpus.articleTexts(ids)).map((row) => ({ text: documentText(row) }));
const batch = await minePossibleTerms({ deps, documents: texts, ...BATCH_MINING });
console.log(
  `docs batch of the newest 200 works: ${(performance.now() - start).toFixed(0)} ms, ${batch.length} candidates; ` +
    `top: ${batch
      .slice(0, 10)
      .map((t) => t.name)
      .join(', ')}`,
);
await db.close();

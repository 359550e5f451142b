// Author disambiguation measured against the venues that publish author ids
// (ACL Anthology, OpenReview, IEEE): hide the ids, disambiguate the whole corpus,
// compare. Run: npx tsx packages/engine/bench/disambiguation.bench.ts [corpusDir]
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  buildAuthorMentions,
  clusteringScores,
  disambiguateAuthors,
  foldNameText,
  topicTokensOfText,
  type AuthorMention,
  type ClusteringScores,
  type DisambiguationOptions,
  type WorkForMentions,
} from '../src/authors';

/** The corpus reduced to what the benchmark needs. */
export interface BenchCorpus {
  works: number;
  mentions: AuthorMention[];
  /** Per mention: the hidden author id interned (-1 when the source has none). */
  truth: Int32Array;
  /** Per mention: index into `namespaces` of the id's source (-1 when none). */
  namespaceOf: Int32Array;
  namespaces: string[];
  /** Per interned hidden id: the id as the source publishes it. */
  idNames: string[];
}

interface RawWork {
  publication_year?: number | null;
  title?: string | null;
  primary_location?: { source?: { display_name?: string | null } | null } | null;
  keywords?: { display_name?: string | null }[] | null;
  authorships?: {
    author?: { display_name?: string | null; id?: string | null } | null;
    raw_author_name?: string | null;
    institutions?: { display_name?: string | null }[] | null;
  }[];
}

/**
 * Reads every works-*.jsonl.gz of the corpus. Repeated author lines of one work (ICRA
 * and IROS list every author twice, the second time without affiliations) are collapsed
 * into one, keeping the union of affiliations: that is what the importer must do too.
 * Topic tokens are title words and keywords (abstract words were tried: slower, no better).
 */
export function loadBenchCorpus(corpusDir: string): BenchCorpus {
  const works: WorkForMentions[] = [];
  const ids: (string | null)[] = [];
  const files = readdirSync(corpusDir)
    .filter((f) => /^works-.*\.jsonl\.gz$/.test(f))
    .sort();
  for (const file of files) {
    const text = gunzipSync(readFileSync(join(corpusDir, file))).toString('utf8');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const raw = JSON.parse(line) as RawWork;
      const byName = new Map<string, { name: string; externalId: string | null; institutions: Set<string> }>();
      for (const a of raw.authorships ?? []) {
        const name = a.author?.display_name ?? a.raw_author_name ?? '';
        let entry = byName.get(name);
        if (!entry) {
          entry = { name, externalId: a.author?.id ?? null, institutions: new Set() };
          byName.set(name, entry);
        }
        for (const inst of a.institutions ?? []) if (inst.display_name) entry.institutions.add(inst.display_name);
      }
      const keywords = (raw.keywords ?? []).map((k) => foldNameText(k.display_name ?? '').trim()).filter((k) => k);
      const authors = [...byName.values()];
      works.push({
        workId: works.length,
        year: raw.publication_year ?? null,
        venue: raw.primary_location?.source?.display_name ?? null,
        topicTokens: [...topicTokensOfText(raw.title ?? ''), ...keywords.map((k) => `kw:${k}`)],
        // Ids are hidden from the disambiguation; they are the answer key.
        authors: authors.map((a) => ({ name: a.name, externalId: null, institutions: [...a.institutions] })),
      });
      for (const a of authors) ids.push(a.externalId);
    }
  }
  const mentions = buildAuthorMentions({ works });
  const truth = new Int32Array(mentions.length).fill(-1);
  const namespaceOf = new Int32Array(mentions.length).fill(-1);
  const idIndex = new Map<string, number>();
  const namespaces: string[] = [];
  ids.forEach((id, i) => {
    if (!id) return;
    let t = idIndex.get(id);
    if (t === undefined) {
      t = idIndex.size;
      idIndex.set(id, t);
    }
    truth[i] = t;
    const ns = id.slice(0, Math.max(0, id.indexOf(':')));
    let n = namespaces.indexOf(ns);
    if (n < 0) n = namespaces.push(ns) - 1;
    namespaceOf[i] = n;
  });
  return { works: works.length, mentions, truth, namespaceOf, namespaces, idNames: [...idIndex.keys()] };
}

/** Scores of one method, overall and per id source. */
export interface MethodFigures {
  overall: ClusteringScores;
  byNamespace: Record<string, ClusteringScores>;
}

/** What the benchmark reports. */
export interface DisambiguationFigures {
  works: number;
  mentions: number;
  groundTruthMentions: number;
  groundTruthAuthors: number;
  /** All ids hidden. */
  disambiguation: MethodFigures;
  naiveBaseline: MethodFigures;
  clusters: number;
  milliseconds: number;
  /** Ids of every other author kept as anchors (as in a real import), scored over all id-carrying mentions; null when not run. */
  halfAnchored: MethodFigures | null;
}

// Each source numbers people on its own (one person has an acl: and an openreview: id),
// so predictions are scored within a source: predicted clusters are split by source.
function figuresOf(corpus: BenchCorpus, labels: Int32Array): MethodFigures {
  const score = (keep: (ns: number) => boolean): ClusteringScores => {
    const predicted: number[] = [];
    const truth: number[] = [];
    for (let i = 0; i < labels.length; i++) {
      const ns = corpus.namespaceOf[i] ?? -1;
      if (ns < 0 || !keep(ns)) continue;
      predicted.push((labels[i] ?? 0) * corpus.namespaces.length + ns);
      truth.push(corpus.truth[i] ?? 0);
    }
    return clusteringScores({ predicted, truth });
  };
  const byNamespace: Record<string, ClusteringScores> = {};
  corpus.namespaces.forEach((ns, n) => {
    byNamespace[ns] = score((x) => x === n);
  });
  return { overall: score(() => true), byNamespace };
}

/** Same normalised name (case, diacritics, punctuation folded) = same person. */
export function naiveNameLabels(mentions: readonly AuthorMention[]): Int32Array {
  const ids = new Map<string, number>();
  const labels = new Int32Array(mentions.length);
  mentions.forEach((m, i) => {
    const key = foldNameText(m.name)
      .replace(/[^\p{L}]+/gu, ' ')
      .trim();
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    labels[i] = id;
  });
  return labels;
}

/**
 * Disambiguates the corpus with ids hidden and scores it and the naive baseline; with
 * `halfAnchored`, also runs it again with the ids of every other author (even interned id)
 * given as externalId, the situation of a real import where some sources carry ids.
 */
export function measureDisambiguation({
  corpus,
  options,
  halfAnchored = false,
}: {
  corpus: BenchCorpus;
  options?: Partial<DisambiguationOptions>;
  halfAnchored?: boolean;
}): DisambiguationFigures {
  const started = performance.now();
  const { clusterIds, clusterCount } = disambiguateAuthors({ mentions: corpus.mentions, options });
  const milliseconds = performance.now() - started;
  let groundTruthMentions = 0;
  const authors = new Set<number>();
  for (const t of corpus.truth) {
    if (t < 0) continue;
    groundTruthMentions++;
    authors.add(t);
  }
  let anchored: MethodFigures | null = null;
  if (halfAnchored) {
    const mentions = corpus.mentions.map((m, i) => {
      const t = corpus.truth[i] ?? -1;
      return t >= 0 && t % 2 === 0 ? { ...m, externalId: `id:${t}` } : m;
    });
    anchored = figuresOf(corpus, disambiguateAuthors({ mentions, options }).clusterIds);
  }
  return {
    works: corpus.works,
    mentions: corpus.mentions.length,
    groundTruthMentions,
    groundTruthAuthors: authors.size,
    disambiguation: figuresOf(corpus, clusterIds),
    naiveBaseline: figuresOf(corpus, naiveNameLabels(corpus.mentions)),
    clusters: clusterCount,
    milliseconds,
    halfAnchored: anchored,
  };
}

function row(label: string, s: ClusteringScores): string {
  const f = (x: number): string => x.toFixed(4);
  const { pairwise: p, bcubed: b } = s;
  return `${label.padEnd(28)} ${f(p.precision)} ${f(p.recall)} ${f(p.f1)}   ${f(b.precision)} ${f(b.recall)} ${f(b.f1)}`;
}

/** Prints the figures as a table. */
export function printFigures(figures: DisambiguationFigures): void {
  console.log(
    `${figures.works} works, ${figures.mentions} mentions (repeated lines collapsed), ` +
      `${figures.groundTruthMentions} with hidden ids of ${figures.groundTruthAuthors} authors`,
  );
  console.log(`${'method / id source'.padEnd(28)} pair-P pair-R pair-F1  B3-P   B3-R   B3-F1`);
  const methods: [string, MethodFigures | null][] = [
    ['naive (same name)', figures.naiveBaseline],
    ['disambiguation', figures.disambiguation],
    ['half anchored', figures.halfAnchored],
  ];
  for (const [label, m] of methods) {
    if (!m) continue;
    console.log(row(`${label}: all`, m.overall));
    for (const [ns, s] of Object.entries(m.byNamespace)) console.log(row(`  ${ns}`, s));
  }
  console.log(`${figures.clusters} clusters; disambiguation took ${(figures.milliseconds / 1000).toFixed(1)} s`);
}

const DEFAULT_CORPUS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/datasets/corpus');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const corpus = loadBenchCorpus(process.argv[2] ?? DEFAULT_CORPUS);
  console.log(`read corpus in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  printFigures(measureDisambiguation({ corpus, halfAnchored: true }));
}

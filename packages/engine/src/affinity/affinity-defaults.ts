/**
 * The default affinity configuration, chosen on the reviewer-paper-match development split
 * (`npm run bench:affinity -- --ablation`; the table is in apps/server/src/cli/bench-affinity.ts).
 *
 * Measured with these defaults: mean loss 0.185 over d_20_1..10 (per-reviewer mean 0.232),
 * easy pairs 0.880, hard pairs 0.665; published: TPMS 0.230, SPECTER 0.237,
 * SPECTER + MFR 0.191. What moved it: bigrams (0.183 → 0.174 lexical only) and top-3 mean
 * aggregation instead of max (0.190) or mean (0.194). Concepts alone score 0.258 and do not
 * improve the lexical score on this split (lexical only 0.174; w = 0.1 costs 0.011, inside
 * the 90% bootstrap interval [-0.003, +0.029]); they stay in at a small weight because the
 * product's referee analysis is concept-based and concepts carry synonyms that short
 * documents (job postings, proposals' briefs) need.
 */
import type { AffinityStemmer } from './affinity-text';
import type { Aggregation } from './aggregation';

/** How article scores are blended and aggregated into an author score. */
export interface AffinityConfig {
  /** Share of the concept cosine in an article score, in [0, 1]; the rest is lexical. */
  conceptWeight: number;
  aggregation: Aggregation;
}

/** How the corpus-level models are built. */
export interface AffinityModelSettings {
  /** Bigrams of adjacent content words beside unigrams. */
  bigrams: boolean;
  stemmer: AffinityStemmer;
  /**
   * Documents that give idf: the background corpus, the scored texts themselves
   * (submissions + profiles), or both pooled.
   */
  idfSource: 'corpus' | 'local' | 'corpus+local';
  /** Blend in ontology concepts (needs an ontology). */
  useConcepts: boolean;
}

export const DEFAULT_AFFINITY_MODEL_SETTINGS: AffinityModelSettings = {
  bigrams: true,
  // Porter stemming measured 0.178 vs 0.174: no gain, so the shared normal form is used.
  stemmer: 'inflection',
  // The server has its article database as corpus; idf from the scored texts alone: 0.180.
  idfSource: 'corpus',
  useConcepts: true,
};

export const DEFAULT_AFFINITY_CONFIG: AffinityConfig = {
  conceptWeight: 0.1,
  // An expert has several close papers; the rest of a broad profile does not dilute it.
  aggregation: { kind: 'topMean', k: 3 },
};

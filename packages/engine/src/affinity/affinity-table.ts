/**
 * All-pairs affinity: every author (reviewer) against every paper, each text vectorised
 * once. This is what the `sciscope affinity` command and the benchmark compute.
 */
import { DEFAULT_AFFINITY_CONFIG, type AffinityConfig } from './affinity-defaults';
import {
  scoreAuthor,
  vectorizeDocument,
  type AffinityDocument,
  type AffinityModels,
  type DocumentVectors,
} from './author-score';

/** `{authorId: {paperId: score}}`. */
export type AffinityTable = Record<string, Record<string, number>>;

/**
 * Scores each author's articles against each paper. `onProgress` is called after each
 * author with (done, total) so callers can report long runs.
 */
export function computeAffinityTable({
  papers,
  authors,
  models,
  config = DEFAULT_AFFINITY_CONFIG,
  onProgress,
}: {
  papers: ReadonlyArray<AffinityDocument & { id: string }>;
  authors: ReadonlyMap<string, readonly AffinityDocument[]>;
  models: AffinityModels;
  config?: AffinityConfig;
  onProgress?: (done: number, total: number) => void;
}): AffinityTable {
  const paperVectors: Array<{ id: string; vectors: DocumentVectors }> = papers.map((paper) => ({
    id: paper.id,
    vectors: vectorizeDocument({ document: paper, models }),
  }));
  const table: AffinityTable = {};
  let done = 0;
  for (const [authorId, articles] of authors) {
    const articleVectors = articles.map((article) => vectorizeDocument({ document: article, models }));
    const row: Record<string, number> = {};
    for (const paper of paperVectors) {
      row[paper.id] = scoreAuthor({ doc: paper.vectors, articles: articleVectors, config }).score;
    }
    table[authorId] = row;
    done += 1;
    onProgress?.(done, authors.size);
  }
  return table;
}

/**
 * All-pairs affinity on the corpus representations: every author (reviewer) against every
 * paper, each text represented once. What `sciscope affinity` computes.
 */
import type { AffinityTable } from '../affinity/affinity-table';
import type { ConceptCounts, ConceptModel } from '../affinity/concept-model';
import type { ProfileArticleFacts } from './author-expertise';
import {
  DEFAULT_EXPERTISE_SCORE_CONFIG,
  representDocument,
  scoreExpertise,
  type ExpertiseScoreConfig,
} from './expertise-score';
import { representationText, type RepresentationModel, type RepresentedText } from './representation-model';

/** How texts get concept vectors: the matcher's counts and the corpus' concept df. */
export interface ExpertiseConcepts {
  count(text: string): ConceptCounts;
  model: ConceptModel;
}

/** A paper to score authors for. */
export interface ExpertisePaperInput extends RepresentedText {
  id: string;
  year: number | null;
}

/** One article of an author's profile, with the facts its weight depends on. */
export type ExpertiseArticleInput = RepresentedText & ProfileArticleFacts;

/** `{authorId: {paperId: score}}` for every author and paper; `onProgress` after each author. */
export function computeExpertiseTable({
  papers,
  authors,
  model,
  concepts = null,
  config = DEFAULT_EXPERTISE_SCORE_CONFIG,
  onProgress,
}: {
  papers: readonly ExpertisePaperInput[];
  authors: ReadonlyMap<string, readonly ExpertiseArticleInput[]>;
  model: RepresentationModel;
  /** Without concepts (or with a concept weight of 0) scores are lexical and dense only. */
  concepts?: ExpertiseConcepts | null;
  config?: ExpertiseScoreConfig;
  onProgress?: (done: number, total: number) => void;
}): AffinityTable {
  const useConcepts = concepts !== null && config.conceptWeight > 0;
  const represent = (document: RepresentedText) =>
    representDocument({
      model,
      document,
      concepts: useConcepts ? concepts.count(representationText(document)) : null,
      conceptModel: useConcepts ? concepts.model : null,
    });
  const represented = papers.map((paper) => ({ paper, vectors: represent(paper) }));
  const table: AffinityTable = {};
  let done = 0;
  for (const [authorId, articles] of authors) {
    const vectors = articles.map((article) => represent(article));
    const row: Record<string, number> = {};
    for (const { paper, vectors: doc } of represented)
      row[paper.id] = scoreExpertise({ doc, docYear: paper.year, articles: vectors, facts: articles, config });
    table[authorId] = row;
    done += 1;
    onProgress?.(done, authors.size);
  }
  return table;
}

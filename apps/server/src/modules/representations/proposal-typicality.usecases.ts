/**
 * Proposals' typicality follows the centroids: a proposal's concepts get their typicality on
 * save (`documentTypicality`), against the centroids of that moment; each run of the typicality
 * task moves the centroids (new articles, a new model), so it recomputes the stored proposals'
 * values too, writing those that moved. A proposal saved before any model or centroids gets its
 * values here instead of waiting for its next save.
 */
import { conceptTypicality, embedDocument, type ConceptCentroids } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createConceptTypicalityRepository, type ProposalPairTypicality } from './concept-typicality.repository';
import { latestModelCached } from './latest-model.cache';

const PAGE = 200;

export interface ProposalTypicalityReport {
  proposals: number;
  pairs: number;
  updated: number;
}

/** Same rounding and tolerance as the articles' pairs. */
function moved(stored: number | null, computed: number | null, tolerance: number): boolean {
  if (stored === computed) return false;
  if (stored === null || computed === null) return true;
  return Math.abs(stored - computed) >= tolerance;
}

/**
 * Recomputes the typicality of every stored proposal pair against `centroids` (those of model
 * `modelId`, just computed); nothing when the newest model is another one.
 */
export async function refreshProposalTypicality({
  db,
  progress,
  centroids,
  modelId,
  tolerance,
}: {
  db: Db;
  progress: Progress;
  centroids: ConceptCentroids;
  modelId: number;
  tolerance: number;
}): Promise<ProposalTypicalityReport> {
  const report: ProposalTypicalityReport = { proposals: 0, pairs: 0, updated: 0 };
  const stored = await latestModelCached(db);
  if (stored === null || stored.id !== modelId) return report;
  const repository = createConceptTypicalityRepository({ db });
  let afterId = 0;
  for (;;) {
    await progress.checkpoint();
    const page = await repository.proposalPage(afterId, PAGE);
    if (page.length === 0) break;
    const changed: ProposalPairTypicality[] = [];
    for (const proposal of page) {
      const vector = embedDocument(stored.model, { title: proposal.title, abstract: proposal.abstract });
      for (const pair of proposal.pairs) {
        const raw = conceptTypicality(centroids, pair.conceptId, vector, false);
        const typicality = raw === null ? null : Math.round(raw * 10_000) / 10_000;
        if (moved(pair.typicality, typicality, tolerance))
          changed.push({
            proposalId: proposal.id,
            conceptId: pair.conceptId,
            typicality,
            updatedAt: proposal.updatedAt,
          });
      }
      report.pairs += proposal.pairs.length;
    }
    await repository.saveProposalPairs(changed);
    report.proposals += page.length;
    report.updated += changed.length;
    afterId = (page[page.length - 1] as { id: number }).id;
  }
  return report;
}

/**
 * The shape of the affinity benchmark's inputs (ratings, the ten draws, lazily built models),
 * apart from bench-affinity.ts so the modes it loads on demand can name it without an
 * import circle.
 */
import type { AffinityModelSettings, OntologyConcept } from '@sciscope/engine';
import type { BuiltAffinityModels } from './affinity-models';
import type { ExpertisePaper } from './openreview-expertise';

/** One draw of the development split. */
export interface SplitData {
  name: string;
  submissions: ExpertisePaper[];
  archives: Map<string, ExpertisePaper[]>;
}

/** Lazily loaded inputs and memoised models, shared by every evaluated variant. */
export interface BenchContext {
  ratings: Record<string, Record<string, number>>;
  splits: SplitData[];
  concepts(): Promise<OntologyConcept[] | null>;
  models(settings: AffinityModelSettings, split: SplitData): Promise<BuiltAffinityModels>;
}

import { DEFAULT_REPRESENTATION_SETTINGS, trainRepresentationModel } from '@sciscope/engine';
import type { Db } from '../app/database/kysely';
import { createRepresentationsRepository } from '../modules/representations/representations.repository';

/**
 * Stores a representation model trained on four short texts (two on graph neural networks, two
 * on protein folding): for tests where a model must exist, whatever it says. Returns its id.
 */
export function storeTinyRepresentationModel(db: Db): Promise<number> {
  const model = trainRepresentationModel({
    documents: [
      'graph neural networks pass messages between nodes',
      'message passing on graphs with neural networks',
      'protein folding by molecular dynamics',
      'molecular dynamics of protein structure',
    ],
    settings: { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 2, maxProjectedTerms: 100 },
  });
  return createRepresentationsRepository({ db }).saveModel(model, { ready: true });
}

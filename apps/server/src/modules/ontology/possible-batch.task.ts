import { z } from 'zod';
import { documentText } from '../folders/proposal-concepts';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import type { TaskHandlerContext } from '../tasks/task-execution';
import { createConceptCorpusRepository } from './concept-corpus.repository';
import { createConceptsRepository } from './concepts.repository';
import { BATCH_MINING, minePossibleTerms, type MinedDocument } from './possible-mining';
import { createPossibleConceptsRepository } from './possible-concepts.repository';

const paramsSchema = z.object({ batchId: z.number().int(), articleIds: z.array(z.number().int()) });

/** Texts read per query. */
const CHUNK = 200;

/**
 * Task `ontology.possible-batch`: mines a docs batch's articles for possible concepts (reading
 * texts in chunks, then the corpus DF of the candidates, with progress) and stores them.
 * Resumable: a run started again mines the batch again and replaces what it stored.
 */
export async function runPossibleBatch({ db, params, progress }: TaskHandlerContext) {
  const { batchId, articleIds } = paramsSchema.parse(params);
  const possible = createPossibleConceptsRepository({ db });
  const corpus = createConceptCorpusRepository({ db });
  await possible.updateBatch(batchId, { status: 'running' });
  try {
    const documents: MinedDocument[] = [];
    progress.start('reading articles', articleIds.length);
    for (let at = 0; at < articleIds.length; at += CHUNK) {
      const rows = await corpus.articleTexts(articleIds.slice(at, at + CHUNK));
      for (const row of rows) documents.push({ text: documentText(row) });
      progress.increment(rows.length);
      await progress.checkpoint();
    }
    progress.stop();
    const deps = {
      corpus,
      concepts: createConceptsRepository({ db }),
      possible,
      matcher: await getSearchConceptMatcher(db),
    };
    const minDocs = documents.length > 1 ? BATCH_MINING.minDocs : 1;
    const rows = await minePossibleTerms({ deps, documents, ...BATCH_MINING, minDocs, progress });
    await possible.replaceCandidates(batchId, rows);
    await possible.updateBatch(batchId, { status: 'done', docsCount: documents.length });
    return { batchId, documents: documents.length, candidates: rows.length };
  } catch (error) {
    await possible.updateBatch(batchId, { status: 'failed' });
    throw error;
  }
}

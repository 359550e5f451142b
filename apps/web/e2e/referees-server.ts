import { runCliWithEnv, seedCorpus, startServer, type TestServer } from './harness';
import { THESAURUS, refereesWorks } from './referees.fixture';

/**
 * A server on the referee fixture corpus (`referees.fixture.ts`) with a trained representation
 * model, which the referee finder, the panels and the jobs ranking need (the daily task would
 * train it).
 */
export function startRefereesServer(): Promise<TestServer> {
  return startServer({
    beforeStart: async (env) => {
      await seedCorpus(env, { thesaurusCsv: THESAURUS, works: refereesWorks() });
      await runCliWithEnv(env, ['representations', 'train']);
    },
  });
}

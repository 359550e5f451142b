import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './database/kysely';

export interface RouteDeps {
  config: AppConfig;
  db: Db;
}

/** Registers every feature's routes. Each feature's routes only do HTTP; rules live in use cases. */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get('/api/health', async () => ({ ok: true }));
  void deps;
}

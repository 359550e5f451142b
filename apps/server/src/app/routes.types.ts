import type { FastifyInstance } from 'fastify';
import type { AccessRepository } from './access.repository';
import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import type { ReadExecutor } from './reads/read-executor';

/**
 * What the composition root (`server.ts`) hands every module's route registration. Routes
 * build their module's repositories from `db` and pass them to the use cases; `access` is the
 * one repository every use case's `requireAccess` reads.
 */
export interface RouteDeps {
  config: AppConfig;
  db: Db;
  access: AccessRepository;
  /** Answers read operations (search, autocomplete, author pages): in worker threads or in-process. */
  reads: ReadExecutor;
  /** Tells this process's task runner that a task was queued, so it starts without waiting for its next poll. */
  wakeTaskRunner: () => void;
}

/** A module's `register<Feature>Routes`. */
export type RegisterRoutes = (app: FastifyInstance, deps: RouteDeps) => Promise<void>;

import type { ZodType } from 'zod';
import type { ErrorCode } from '@sciscope/contracts';
import { createAccessRepository, type AccessRepository } from '../access.repository';
import type { Db } from '../database/kysely';
import { AppError } from '../errors';

/**
 * Reads that may run off the main thread (search, autocomplete, author pages).
 *
 * A read operation is a module's use case behind a name, with the response schema of its
 * route: the read pool's worker threads look it up by name, run it on their own database
 * connection and hand back the response already serialised, so the thread that serves HTTP
 * only routes, checks sessions, CSRF and rate limits, and writes bytes. The same operation
 * runs in-process where no worker can open the database (in-memory SQLite of the tests).
 */
export interface ReadOperation<A, R> {
  /** Unique among the registered operations (`search.page`, `authors.full`). */
  name: string;
  /** The route's response schema: every answer is checked against it before it is sent. */
  response: ZodType<R>;
  /** Runs the use case (which checks access first) for `args`, plain data only. */
  run(args: A, scope: ReadScope): Promise<R>;
  /** Work a new worker does before its first request (e.g. building the concept matcher). */
  warm?(scope: ReadScope): Promise<unknown>;
}

/** What an operation runs on: a database connection and things built once on it. */
export interface ReadScope {
  db: Db;
  access: AccessRepository;
  /** The value `build` returns, built on first use and kept for the scope's lifetime. */
  shared<T>(key: string, build: () => T): T;
}

/** Declares a read operation (typed identity: the argument and response types follow). */
export function defineRead<A, R>(operation: ReadOperation<A, R>): ReadOperation<A, R> {
  return operation;
}

/** A scope on `db`: the access repository and the shared values live as long as it does. */
export function createReadScope({ db }: { db: Db }): ReadScope {
  const values = new Map<string, unknown>();
  return {
    db,
    access: createAccessRepository({ db }),
    shared<T>(key: string, build: () => T): T {
      if (!values.has(key)) values.set(key, build());
      return values.get(key) as T;
    },
  };
}

/** An AppError as plain data, to cross from a worker thread to the main thread. */
export interface ReadRefusal {
  code: ErrorCode;
  message: string;
  details: unknown;
}

/** The answer of one read: the JSON body (UTF-8 bytes), or the refusal the use case threw. */
export type ReadOutcome = Uint8Array | { refusal: ReadRefusal };

const encoder = new TextEncoder();

/**
 * Runs `operation` and serialises its answer: checked against the response schema (as the
 * route's serializer did; unknown keys are dropped) and encoded as JSON. An `AppError` comes
 * back as a refusal; anything else is thrown (a 500 on the main thread).
 */
export async function answerRead<A, R>(
  operation: ReadOperation<A, R>,
  args: A,
  scope: ReadScope,
): Promise<ReadOutcome> {
  try {
    const value = operation.response.parse(await operation.run(args, scope));
    // TextEncoder gives the bytes their own buffer, which can be moved to another thread.
    return encoder.encode(JSON.stringify(value));
  } catch (error) {
    if (error instanceof AppError) {
      return { refusal: { code: error.code, message: error.message, details: error.details } };
    }
    throw error;
  }
}

/** The body of an outcome, or its refusal thrown again as the `AppError` it was. */
export function bodyOf(outcome: ReadOutcome): Buffer {
  if (!ArrayBuffer.isView(outcome)) throw new AppError(outcome.refusal);
  return Buffer.from(outcome.buffer, outcome.byteOffset, outcome.byteLength);
}

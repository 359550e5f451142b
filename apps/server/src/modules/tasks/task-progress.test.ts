import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createTaskProgress } from './task-progress';
import { createTasksRepository, type TasksRepository } from './tasks.repository';
import { enqueueTask } from './tasks.usecases';

describeEachDatabase('a task’s progress', (dialect) => {
  let db: Db;
  let repository: TasksRepository;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    repository = createTasksRepository({ db });
  });
  afterEach(async () => db.close());

  it('has a new step written by the first checkpoint after it, before work that holds the thread', async () => {
    const taskId = await enqueueTask({ repository, kind: 'test.steps', params: {}, ownerId: null, wake: () => {} });
    // The steps as the database holds them, in the order their writes completed.
    const written: Array<string | null> = [];
    const watched: TasksRepository = {
      ...repository,
      async saveProgress(id, update) {
        await repository.saveProgress(id, update);
        written.push(update.step);
      },
    };
    const progress = createTaskProgress({ repository: watched, taskId });
    progress.start('reading articles', 10);
    progress.increment(10);
    progress.stop();
    await progress.checkpoint(); // the first one also reads the cancel flag
    progress.start('learning the semantic space', 0);
    await progress.checkpoint(); // within a second of the last: no cancel check
    // What a synchronous training would block from here on: the row names its step already.
    expect(written.at(-1)).toBe('learning the semantic space');
    expect((await repository.findById(taskId))?.step).toBe('learning the semantic space');

    // A checkpoint without a new step does not wait for throttled writes.
    progress.increment(1);
    const before = written.length;
    await progress.checkpoint();
    expect(written.length).toBe(before);
    await progress.flush();
    expect(written.length).toBe(before + 1);
  });
});

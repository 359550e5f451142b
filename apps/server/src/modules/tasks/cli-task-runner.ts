import type { AppConfig } from '../../app/config';
import { isShareable, type Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { configForCommand } from '../mail/public-url';
import type { TaskRegistry } from './task-execution';
import { createInlineExecutor, createWorkerExecutor } from './task-executors';
import { createTasksRepository, type TaskRow } from './tasks.repository';

/** How often the command redraws progress from the task row. */
const DISPLAY_POLL_MS = 250;

/**
 * Runs a task from the `sciscope` command: the task gets a row (runner `cli`), so the
 * server's tasks page shows it too; the work runs in a worker thread while this thread keeps
 * its lease and draws the row's progress in the terminal. Ctrl-C asks the task to stop at its
 * next checkpoint (committed batches are kept); a second Ctrl-C exits at once.
 */
export async function runTaskFromCli({
  db,
  config,
  kind,
  params,
  registry,
  workerEntry,
  display,
  log = (line) => process.stderr.write(`${line}\n`),
}: {
  db: Db;
  config: AppConfig;
  kind: string;
  params: unknown;
  registry: TaskRegistry;
  workerEntry: string;
  display: Progress;
  log?: (line: string) => void;
}): Promise<TaskRow> {
  const repository = createTasksRepository({ db });
  const id = await repository.insert({ kind, params, ownerId: null, runner: 'cli', state: 'running' });
  // E-mail the task writes links to the server's address, not this command's default port.
  const taskConfig = await configForCommand({ db, config });
  const executor = isShareable(db)
    ? createWorkerExecutor({ db, config: taskConfig, entry: workerEntry })
    : createInlineExecutor({ db, config: taskConfig, registry, log: () => {} });
  const shown = { step: null as string | null, done: 0 };
  const redraw = async () => {
    const row = await repository.findById(id);
    if (!row) return;
    if (row.step !== shown.step) {
      if (shown.step !== null) display.stop();
      shown.step = row.step;
      shown.done = 0;
      if (row.step !== null) display.start(row.step, row.progressTotal ?? 0, registry[kind]?.stepUnits?.[row.step]);
    }
    if (row.progressDone > shown.done) {
      display.increment(row.progressDone - shown.done);
      shown.done = row.progressDone;
    }
  };
  const drawing = setInterval(() => void redraw().catch(() => {}), DISPLAY_POLL_MS);
  let interrupts = 0;
  const onInterrupt = () => {
    interrupts++;
    if (interrupts > 1) process.exit(130);
    log('stopping after the current batch (Ctrl-C again to quit at once)...');
    void repository.requestCancel(id);
  };
  process.on('SIGINT', onInterrupt);
  try {
    await executor.run(id);
    await redraw();
  } catch (error) {
    // The worker died without recording an outcome.
    await repository.finish(id, { state: 'failed', error: (error as Error).message });
  } finally {
    clearInterval(drawing);
    process.off('SIGINT', onInterrupt);
    display.stop();
    await executor.close();
  }
  return (await repository.findById(id))!;
}

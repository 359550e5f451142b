import type { Task } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../testing/render-static';
import { TaskProgress } from './task-progress';

describe('a task’s progress', () => {
  it('names its progress bar', () => {
    const task = { state: 'done', step: null, error: null, progress: { done: 2, total: 2, percent: 100 } };
    const html = renderStatic(<TaskProgress task={task as unknown as Task} />);
    expect(html).toMatch(
      /role="progressbar"[^>]*aria-label="Task progress"|aria-label="Task progress"[^>]*role="progressbar"/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { HiringTopic } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { TopicsBoard } from './topics-board';

const names = new Map([
  [1, 'Eve Euler'],
  [2, 'Pat Pauling'],
]);
const render = (topics: HiringTopic[], unclassified: number[]) =>
  renderStatic(
    <TopicsBoard
      topics={topics}
      unclassified={unclassified}
      names={names}
      flagged={null}
      onDragEnd={() => undefined}
      onRename={() => undefined}
      onMerge={() => undefined}
      onRemove={() => undefined}
    />,
  );

describe('the hiring topics board', () => {
  it('shows nothing when no topic could be built, not an Unclassified box beside the message', () => {
    const text = textOf(render([], [1]));
    expect(text).not.toContain('Unclassified');
    expect(text).not.toContain('Eve Euler');
  });

  it('shows the topics and, beside them, the applicants in none', () => {
    const html = render(
      [{ name: 'Graph coloring', description: 'planar graphs', autotag: true, applicantsIds: [1] }],
      [2],
    );
    expect(html).toContain('aria-label="Topic 1 title"');
    expect(html).toContain('data-zone="unclassified"');
    const unclassified = /data-zone="unclassified"[^>]*>([\s\S]*)$/.exec(html)![1]!;
    expect(textOf(unclassified)).toBe('Unclassified Pat Pauling');
  });
});

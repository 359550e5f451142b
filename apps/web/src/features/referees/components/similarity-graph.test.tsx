import type { Referee } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../testing/render-static';
import { SimilarityGraph } from './similarity-graph';

// Only what the graph reads.
const candidate = (id: number, score: number, articlesCount: number) =>
  ({ author: { id, name: `Person ${id}` }, score, articlesCount }) as unknown as Referee;

const circles = (html: string) =>
  [...html.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)"/g)].map((m) => ({ cy: Number(m[1]) }));

describe('the similarity graph', () => {
  it('plots similarity relative to the best candidate, so word similarities of a few hundredths spread over the axis', () => {
    const html = renderStatic(
      <SimilarityGraph
        referees={[candidate(1, 0.024, 12), candidate(2, 0.012, 30), candidate(3, 0, 3)]}
        collapsed={false}
        onToggle={() => {}}
      />,
    );
    const [best, half, none] = circles(html);
    // y = 1 sits at the top tick, 0 at the bottom one; the middle candidate halfway between.
    const top = Number(/<text x="[\d.]+" y="([\d.]+)"[^>]*>1\.0<\/text>/.exec(html)![1]) - 3;
    const bottom = Number(/<text x="[\d.]+" y="([\d.]+)"[^>]*>0\.0<\/text>/.exec(html)![1]) - 3;
    expect(best!.cy).toBeCloseTo(top, 5);
    expect(none!.cy).toBeCloseTo(bottom, 5);
    expect(half!.cy).toBeCloseTo((top + bottom) / 2, 5);
    expect(html).toContain('Similarity (best = 1)');
  });
});

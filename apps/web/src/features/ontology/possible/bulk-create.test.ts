import { describe, expect, it } from 'vitest';
import { bulkCreatePlan } from './bulk-create';

describe('the bulk create counter', () => {
  it("counts 'created / selected' with rows created before as done", () => {
    const rows = [
      { name: 'backdoor attacks', created: true },
      { name: 'millions of nodes', created: false },
      { name: 'information extraction task', created: false },
      { name: 'graph sparsifier', created: false },
    ];
    const plan = bulkCreatePlan(rows, new Map([['graph sparsifier', { conceptId: 4 }]]));
    expect(plan.targets.map((row) => row.name)).toEqual(['millions of nodes', 'information extraction task']);
    expect({ done: plan.done, total: plan.total }).toEqual({ done: 2, total: 4 });
  });
});

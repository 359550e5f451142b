import { describe, expect, it } from 'vitest';
import { MinCostFlow } from './min-cost-flow';
import { solveAssignment, type AssignmentInput } from './assignment';
import { seededRandom } from '../seeded-random';

/** Every subset of size k of 0..n−1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = 0; first <= n - k; first++)
    for (const rest of subsets(n - first - 1, k - 1)) out.push([first, ...rest.map((x) => x + first + 1)]);
  return out;
}

/**
 * The optimum by enumeration: every choice of reviewers per document, kept when it meets the
 * loads and avoids conflicts; the best total (and, with fairness, the best weakest pair first).
 */
function bruteForce(input: AssignmentInput): { total: number; threshold: number } | null {
  const { members, documents, affinity, conflicts, reviewersPerDocument: r, minLoad, maxLoad } = input;
  const choices = Array.from({ length: documents }, (_, d) =>
    subsets(members, r).filter((set) => set.every((m) => !conflicts[m * documents + d])),
  );
  let best: { total: number; threshold: number } | null = null;
  const loads = new Int32Array(members);
  const walk = (d: number, total: number, weakest: number) => {
    if (d === documents) {
      for (let m = 0; m < members; m++) if ((loads[m] as number) < minLoad) return;
      const better =
        !best ||
        (input.fairness
          ? weakest > best.threshold + 1e-12 || (Math.abs(weakest - best.threshold) <= 1e-12 && total > best.total)
          : total > best.total);
      if (better) best = { total, threshold: weakest };
      return;
    }
    for (const set of choices[d]!) {
      if (set.some((m) => (loads[m] as number) >= maxLoad)) continue;
      for (const m of set) loads[m] = (loads[m] as number) + 1;
      let sum = 0;
      let low = Infinity;
      for (const m of set) {
        const a = affinity[m * documents + d] as number;
        sum += a;
        low = Math.min(low, a);
      }
      walk(d + 1, total + sum, Math.min(weakest, low));
      for (const m of set) loads[m] = (loads[m] as number) - 1;
    }
  };
  walk(0, 0, Infinity);
  return best;
}

function instance(seed: number): AssignmentInput {
  const next = seededRandom(seed);
  const members = 2 + Math.floor(next() * 3);
  const documents = 2 + Math.floor(next() * 3);
  const reviewersPerDocument = 1 + Math.floor(next() * Math.min(2, members));
  const minLoad = Math.floor(next() * 2);
  const maxLoad = minLoad + 1 + Math.floor(next() * 3);
  const affinity = Float64Array.from({ length: members * documents }, () => Math.round(next() * 1000) / 1000);
  const conflicts = Uint8Array.from({ length: members * documents }, () => (next() < 0.2 ? 1 : 0));
  return { members, documents, affinity, conflicts, reviewersPerDocument, minLoad, maxLoad };
}

describe('min-cost flow', () => {
  it('sends the flow along the cheapest paths, negative costs included', () => {
    const g = new MinCostFlow(4);
    const a = g.addEdge(0, 1, 2, 1);
    const b = g.addEdge(0, 2, 2, -2);
    g.addEdge(1, 3, 2, 0);
    g.addEdge(2, 3, 1, 0);
    expect(g.solve(0, 3, 3)).toEqual({ flow: 3, cost: -2 + 2 });
    expect([g.flowOn(a), g.flowOn(b)]).toEqual([2, 1]);
  });

  it('stops at the maximum flow when the limit cannot be reached', () => {
    const g = new MinCostFlow(3);
    g.addEdge(0, 1, 5, 1);
    g.addEdge(1, 2, 2, 1);
    expect(g.solve(0, 2)).toEqual({ flow: 2, cost: 4 });
  });
});

describe('assignment of members to documents', () => {
  it('meets every load and conflict constraint and reaches the brute-force optimum on 300 small instances', () => {
    let feasible = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const input = instance(seed);
      const expected = bruteForce(input);
      const result = solveAssignment(input);
      expect(result.ok, `seed ${seed}`).toBe(expected !== null);
      if (!result.ok || !expected) continue;
      feasible++;
      expect(result.totalAffinity, `seed ${seed}`).toBeCloseTo(expected.total, 5);
      for (let d = 0; d < input.documents; d++) {
        expect(result.reviewers[d]!.length).toBe(input.reviewersPerDocument);
        for (const m of result.reviewers[d]!) expect(input.conflicts[m * input.documents + d]).toBe(0);
      }
      for (const load of result.loads) {
        expect(load).toBeGreaterThanOrEqual(input.minLoad);
        expect(load).toBeLessThanOrEqual(input.maxLoad);
      }
    }
    // The generator must give both kinds of instances, or the comparison proves little.
    expect(feasible).toBeGreaterThan(100);
    expect(feasible).toBeLessThan(300);
  });

  it('with fairness, raises the weakest assigned pair to the brute-force best, then maximises the total', () => {
    let differs = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const input = { ...instance(seed), fairness: true };
      const expected = bruteForce(input);
      const result = solveAssignment(input);
      expect(result.ok, `seed ${seed}`).toBe(expected !== null);
      if (!result.ok || !expected) continue;
      expect(Math.min(...result.documentMinimum), `seed ${seed}`).toBeCloseTo(expected.threshold, 9);
      expect(result.threshold).toBeCloseTo(expected.threshold, 9);
      expect(result.totalAffinity, `seed ${seed}`).toBeCloseTo(expected.total, 5);
      const plain = solveAssignment({ ...input, fairness: false });
      if (plain.ok && Math.abs(plain.totalAffinity - result.totalAffinity) > 1e-9) differs++;
    }
    // Fairness must change some answers (it costs total affinity somewhere).
    expect(differs).toBeGreaterThan(0);
  });

  it('names the binding constraint of an infeasible instance', () => {
    const base = {
      members: 3,
      documents: 4,
      affinity: new Float64Array(12).fill(0.5),
      conflicts: new Uint8Array(12),
      reviewersPerDocument: 2,
      minLoad: 0,
      maxLoad: 4,
    };
    expect(solveAssignment({ ...base, reviewersPerDocument: 4 })).toMatchObject({
      ok: false,
      binding: 'reviewers_per_document',
    });
    expect(solveAssignment({ ...base, maxLoad: 2 })).toMatchObject({
      ok: false,
      binding: 'max_load',
      details: { needed: 8, available: 6 },
    });
    expect(solveAssignment({ ...base, minLoad: 3 })).toMatchObject({ ok: false, binding: 'min_load' });
    const conflicted = new Uint8Array(12);
    conflicted[0 * 4 + 1] = 1;
    conflicted[1 * 4 + 1] = 1;
    expect(solveAssignment({ ...base, conflicts: conflicted })).toMatchObject({
      ok: false,
      binding: 'document_conflicts',
      details: { documents: [1] },
    });
    // Four members capped at 2 give exactly the 8 reviews needed, but member 3 may only review
    // document 0 (one review at most): the conflicts and the maximum load leave 7.
    const blocked = new Uint8Array(16);
    for (const d of [1, 2, 3]) blocked[3 * 4 + d] = 1;
    expect(
      solveAssignment({
        ...base,
        members: 4,
        affinity: new Float64Array(16).fill(0.5),
        conflicts: blocked,
        maxLoad: 2,
      }),
    ).toMatchObject({ ok: false, binding: 'conflicts_and_max_load', details: { placed: 7, needed: 8 } });
  });

  it('assigns 200 documents × 100 members (3 a document, loads 4 to 8) within the constraints', () => {
    const next = seededRandom(7);
    const members = 100;
    const documents = 200;
    const affinity = Float32Array.from({ length: members * documents }, () => next());
    const conflicts = Uint8Array.from({ length: members * documents }, () => (next() < 0.02 ? 1 : 0));
    const result = solveAssignment({
      members,
      documents,
      affinity,
      conflicts,
      reviewersPerDocument: 3,
      minLoad: 4,
      maxLoad: 8,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reviewers.every((r) => r.length === 3)).toBe(true);
    expect(Math.min(...result.loads)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...result.loads)).toBeLessThanOrEqual(8);
  });
});

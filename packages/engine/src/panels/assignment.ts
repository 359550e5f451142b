/**
 * Assignment of panel members to documents (the Toronto Paper Matching System's and
 * OpenReview's problem): every document gets exactly `reviewersPerDocument` members, every
 * member reviews between `minLoad` and `maxLoad` documents, no member reviews a document they
 * have a conflict of interest with, and the total affinity is as high as it can be.
 *
 * Solved exactly as a minimum-cost flow (min-cost-flow.ts): source → member (two edges: the
 * first `minLoad` units at a cost of −BIG each, so any flow that meets the minimum loads costs
 * less than any that does not, then `maxLoad − minLoad` units at no cost), member → document
 * (capacity 1, cost −affinity, absent for conflicted pairs), document → sink (capacity
 * `reviewersPerDocument`). Affinities are scaled to integers (`AFFINITY_SCALE`) so the optimum
 * is exact; the integral flow of value documents × reviewers is the assignment.
 *
 * Fairness (option): the worst-off document is the one whose weakest assigned reviewer has the
 * lowest affinity. The solver first finds the highest threshold t such that an assignment using
 * only pairs with affinity ≥ t still meets every constraint (binary search over the distinct
 * affinities, each step a feasibility check), then maximises the total affinity over those
 * pairs: max-min first, then max-sum.
 */
import { MinCostFlow } from './min-cost-flow';

/** Affinities (0..1) become integers of this many units: the optimum is exact at this resolution. */
export const AFFINITY_SCALE = 1_000_000;

export interface AssignmentInput {
  members: number;
  documents: number;
  /** members × documents, row-major: member m's affinity to document d at `m * documents + d`. */
  affinity: ArrayLike<number>;
  /** Same layout: non-zero where member m has a conflict of interest with document d. */
  conflicts: ArrayLike<number>;
  reviewersPerDocument: number;
  minLoad: number;
  maxLoad: number;
  fairness?: boolean;
}

/** Which constraint made the instance infeasible. */
export type BindingConstraint =
  | 'reviewers_per_document'
  | 'max_load'
  | 'min_load'
  | 'document_conflicts'
  | 'member_conflicts'
  | 'conflicts_and_max_load';

export type AssignmentResult =
  | {
      ok: true;
      /** For each document, the assigned members (ascending). */
      reviewers: Int32Array[];
      /** Documents each member reviews. */
      loads: Int32Array;
      /** Sum of the affinities of the assigned pairs. */
      totalAffinity: number;
      /** Each document's summed affinity, and its weakest reviewer's affinity. */
      documentScores: Float64Array;
      documentMinimum: Float64Array;
      /** With fairness: the threshold every assigned pair meets (null without fairness). */
      threshold: number | null;
    }
  | {
      ok: false;
      binding: BindingConstraint;
      /** The numbers behind the refusal (documents, members and loads at fault). */
      details: Record<string, number | number[]>;
    };

/** Validates the sizes and numbers (callers' schemas do the same with messages). */
function checkInput(input: AssignmentInput): void {
  const { members, documents, affinity, conflicts, reviewersPerDocument, minLoad, maxLoad } = input;
  if (affinity.length !== members * documents || conflicts.length !== members * documents)
    throw new Error('affinity and conflicts must hold members × documents values');
  if (!(reviewersPerDocument >= 1 && minLoad >= 0 && maxLoad >= minLoad))
    throw new Error('need reviewersPerDocument ≥ 1 and 0 ≤ minLoad ≤ maxLoad');
}

/** The infeasibility the counts alone prove, checked before any flow is run. */
function countingBound(input: AssignmentInput): AssignmentResult | null {
  const { members, documents, conflicts, reviewersPerDocument: r, minLoad, maxLoad } = input;
  const needed = documents * r;
  if (r > members)
    return { ok: false, binding: 'reviewers_per_document', details: { members, reviewersPerDocument: r } };
  if (needed > members * maxLoad)
    return { ok: false, binding: 'max_load', details: { needed, available: members * maxLoad, members, maxLoad } };
  if (members * minLoad > needed)
    return { ok: false, binding: 'min_load', details: { needed, required: members * minLoad, members, minLoad } };
  const short: number[] = [];
  for (let d = 0; d < documents; d++) {
    let free = 0;
    for (let m = 0; m < members; m++) if (!conflicts[m * documents + d]) free++;
    if (free < r) short.push(d);
  }
  if (short.length > 0)
    return { ok: false, binding: 'document_conflicts', details: { documents: short, reviewersPerDocument: r } };
  const starved: number[] = [];
  for (let m = 0; m < members; m++) {
    let free = 0;
    for (let d = 0; d < documents; d++) if (!conflicts[m * documents + d]) free++;
    if (free < minLoad) starved.push(m);
  }
  if (starved.length > 0) return { ok: false, binding: 'member_conflicts', details: { members: starved, minLoad } };
  return null;
}

interface Network {
  graph: MinCostFlow;
  source: number;
  sink: number;
  minEdges: Int32Array;
  /** Edge id of each allowed (member, document) pair, −1 where left out. */
  pairEdge: Int32Array;
}

/** The flow network of the module comment; pairs below `threshold` are left out. */
function network(input: AssignmentInput, threshold: number, withAffinity: boolean): Network {
  const { members, documents, affinity, conflicts, reviewersPerDocument, minLoad, maxLoad } = input;
  const source = members + documents;
  const sink = source + 1;
  const graph = new MinCostFlow(members + documents + 2, members * documents + 2 * members + documents);
  const big = documents * reviewersPerDocument * AFFINITY_SCALE + 1;
  const minEdges = new Int32Array(members).fill(-1);
  for (let m = 0; m < members; m++) {
    if (minLoad > 0) minEdges[m] = graph.addEdge(source, m, minLoad, -big);
    if (maxLoad > minLoad) graph.addEdge(source, m, maxLoad - minLoad, 0);
  }
  const pairEdge = new Int32Array(members * documents).fill(-1);
  for (let m = 0; m < members; m++) {
    for (let d = 0; d < documents; d++) {
      const i = m * documents + d;
      if (conflicts[i] || (affinity[i] as number) < threshold) continue;
      const cost = withAffinity ? -Math.round(Math.max(0, affinity[i] as number) * AFFINITY_SCALE) : 0;
      pairEdge[i] = graph.addEdge(m, members + d, 1, cost);
    }
  }
  for (let d = 0; d < documents; d++) graph.addEdge(members + d, sink, reviewersPerDocument, 0);
  return { graph, source, sink, minEdges, pairEdge };
}

/** Runs the network; null when it cannot place every review or meet every minimum load. */
function run(input: AssignmentInput, threshold: number, withAffinity: boolean): Network | null {
  const net = network(input, threshold, withAffinity);
  const needed = input.documents * input.reviewersPerDocument;
  const { flow } = net.graph.solve(net.source, net.sink, needed);
  if (flow < needed) return null;
  for (let m = 0; m < input.members; m++) {
    const e = net.minEdges[m] as number;
    if (e >= 0 && net.graph.flowOn(e) < input.minLoad) return null;
  }
  return net;
}

/** Why a network that passed the counting checks still fails: the maximum loads, or the minimum ones. */
function flowFailure(input: AssignmentInput): AssignmentResult {
  const net = network(input, -Infinity, false);
  const needed = input.documents * input.reviewersPerDocument;
  const { flow } = net.graph.solve(net.source, net.sink, needed);
  if (flow < needed) {
    // The documents the min cut leaves on the source side are the ones that cannot all be served.
    const side = net.graph.residualReachable(net.source);
    const documents: number[] = [];
    for (let d = 0; d < input.documents; d++) if (side[input.members + d]) documents.push(d);
    return { ok: false, binding: 'conflicts_and_max_load', details: { placed: flow, needed, documents } };
  }
  const short: number[] = [];
  for (let m = 0; m < input.members; m++) {
    const e = net.minEdges[m] as number;
    if (e >= 0 && net.graph.flowOn(e) < input.minLoad) short.push(m);
  }
  return { ok: false, binding: 'min_load', details: { members: short, minLoad: input.minLoad, needed } };
}

/** Solves the assignment (see the module comment). */
export function solveAssignment(input: AssignmentInput): AssignmentResult {
  checkInput(input);
  const bound = countingBound(input);
  if (bound) return bound;
  let threshold = -Infinity;
  if (input.fairness) {
    const values = new Set<number>();
    for (let i = 0; i < input.affinity.length; i++) if (!input.conflicts[i]) values.add(input.affinity[i] as number);
    const sorted = [...values].sort((a, b) => a - b);
    // Feasible at the lowest value (everything allowed) or not at all; find the highest feasible one.
    if (!run(input, -Infinity, false)) return flowFailure(input);
    let lo = 0;
    let hi = sorted.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (run(input, sorted[mid] as number, false)) lo = mid;
      else hi = mid - 1;
    }
    threshold = sorted[lo] as number;
  }
  const net = run(input, threshold, true);
  if (!net) return flowFailure(input);
  const { members, documents, affinity } = input;
  const lists: number[][] = Array.from({ length: documents }, () => []);
  const loads = new Int32Array(members);
  const documentScores = new Float64Array(documents);
  const documentMinimum = new Float64Array(documents).fill(Infinity);
  let totalAffinity = 0;
  for (let m = 0; m < members; m++) {
    for (let d = 0; d < documents; d++) {
      const e = net.pairEdge[m * documents + d] as number;
      if (e < 0 || net.graph.flowOn(e) < 1) continue;
      const a = affinity[m * documents + d] as number;
      lists[d]!.push(m);
      loads[m] = (loads[m] as number) + 1;
      documentScores[d] = (documentScores[d] as number) + a;
      documentMinimum[d] = Math.min(documentMinimum[d] as number, a);
      totalAffinity += a;
    }
  }
  return {
    ok: true,
    reviewers: lists.map((l) => Int32Array.from(l)),
    loads,
    totalAffinity,
    documentScores,
    documentMinimum,
    threshold: input.fairness ? threshold : null,
  };
}

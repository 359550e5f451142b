/**
 * Minimum-cost flow by successive shortest paths with node potentials (Johnson's reweighting):
 * each augmentation runs Dijkstra on reduced costs, which stay non-negative, so edge costs may
 * be negative as long as the graph has no negative cycle to start with. Edges live in typed
 * arrays (forward edge `e`, its reverse `e ^ 1`), so a graph of a hundred thousand edges costs
 * a few megabytes and no objects per edge.
 *
 * Costs should be integers (scaled by the caller): potentials then stay exact in float64 and
 * the result is the exact optimum, not an approximation.
 */

/** A graph under construction; `solve` may be called once. */
export class MinCostFlow {
  readonly nodeCount: number;
  private edgeCount = 0;
  private to: Int32Array;
  private next: Int32Array;
  private capacity: Float64Array;
  private cost: Float64Array;
  private readonly head: Int32Array;

  constructor(nodeCount: number, edgeHint = 16) {
    this.nodeCount = nodeCount;
    this.head = new Int32Array(nodeCount).fill(-1);
    const size = Math.max(2, edgeHint * 2);
    this.to = new Int32Array(size);
    this.next = new Int32Array(size);
    this.capacity = new Float64Array(size);
    this.cost = new Float64Array(size);
  }

  private grow(): void {
    const size = this.to.length * 2;
    const copy = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.to = copy(this.to, (n) => new Int32Array(n));
    this.next = copy(this.next, (n) => new Int32Array(n));
    this.capacity = copy(this.capacity, (n) => new Float64Array(n));
    this.cost = copy(this.cost, (n) => new Float64Array(n));
  }

  /** Adds edge `from → to` with `capacity` and a per-unit `cost`; returns its id (for `flowOn`). */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    if (this.edgeCount + 2 > this.to.length) this.grow();
    const e = this.edgeCount;
    this.to[e] = to;
    this.capacity[e] = capacity;
    this.cost[e] = cost;
    this.next[e] = this.head[from] as number;
    this.head[from] = e;
    this.to[e + 1] = from;
    this.capacity[e + 1] = 0;
    this.cost[e + 1] = -cost;
    this.next[e + 1] = this.head[to] as number;
    this.head[to] = e + 1;
    this.edgeCount += 2;
    return e;
  }

  /** Units of flow on edge `edge` after `solve` (the capacity its reverse edge gained). */
  flowOn(edge: number): number {
    return this.capacity[edge + 1] as number;
  }

  /** Whether `node` can still be reached from `source` in the residual graph (the min cut's source side). */
  residualReachable(source: number): Uint8Array {
    const seen = new Uint8Array(this.nodeCount);
    const stack = [source];
    seen[source] = 1;
    while (stack.length > 0) {
      const u = stack.pop()!;
      for (let e = this.head[u] as number; e !== -1; e = this.next[e] as number) {
        const v = this.to[e] as number;
        if (!seen[v] && (this.capacity[e] as number) > 0) {
          seen[v] = 1;
          stack.push(v);
        }
      }
    }
    return seen;
  }

  /**
   * Sends up to `limit` units from `source` to `sink` at minimum total cost. The first
   * potentials come from Bellman-Ford (queue-based), so negative edge costs are allowed.
   * Returns the flow sent and its cost.
   */
  solve(source: number, sink: number, limit = Infinity): { flow: number; cost: number } {
    const n = this.nodeCount;
    const potential = this.initialPotentials(source);
    const distance = new Float64Array(n);
    const via = new Int32Array(n);
    const done = new Uint8Array(n);
    const heap = new BinaryHeap(n);
    let flow = 0;
    let total = 0;
    while (flow < limit) {
      distance.fill(Infinity);
      via.fill(-1);
      done.fill(0);
      distance[source] = 0;
      heap.clear();
      heap.push(source, 0);
      while (heap.size > 0) {
        const u = heap.pop();
        if (done[u]) continue;
        done[u] = 1;
        const du = distance[u] as number;
        const pu = potential[u] as number;
        for (let e = this.head[u] as number; e !== -1; e = this.next[e] as number) {
          if ((this.capacity[e] as number) <= 0) continue;
          const v = this.to[e] as number;
          if (done[v]) continue;
          const nd = du + (this.cost[e] as number) + pu - (potential[v] as number);
          if (nd < (distance[v] as number)) {
            distance[v] = nd;
            via[v] = e;
            heap.push(v, nd);
          }
        }
      }
      if (!done[sink]) break;
      for (let v = 0; v < n; v++) if (done[v]) potential[v] = (potential[v] as number) + (distance[v] as number);
      let push = limit - flow;
      for (let v = sink; v !== source; v = this.to[(via[v] as number) ^ 1] as number)
        push = Math.min(push, this.capacity[via[v] as number] as number);
      for (let v = sink; v !== source; v = this.to[(via[v] as number) ^ 1] as number) {
        const e = via[v] as number;
        this.capacity[e] = (this.capacity[e] as number) - push;
        this.capacity[e ^ 1] = (this.capacity[e ^ 1] as number) + push;
        total += push * (this.cost[e] as number);
      }
      flow += push;
    }
    return { flow, cost: total };
  }

  private initialPotentials(source: number): Float64Array {
    const n = this.nodeCount;
    const potential = new Float64Array(n).fill(Infinity);
    potential[source] = 0;
    const queued = new Uint8Array(n);
    const queue = new Int32Array(n + 1);
    let qHead = 0;
    let qTail = 0;
    const enqueue = (v: number) => {
      if (queued[v]) return;
      queued[v] = 1;
      queue[qTail] = v;
      qTail = (qTail + 1) % queue.length;
    };
    enqueue(source);
    while (qHead !== qTail) {
      const u = queue[qHead] as number;
      qHead = (qHead + 1) % queue.length;
      queued[u] = 0;
      for (let e = this.head[u] as number; e !== -1; e = this.next[e] as number) {
        if ((this.capacity[e] as number) <= 0) continue;
        const v = this.to[e] as number;
        const nd = (potential[u] as number) + (this.cost[e] as number);
        if (nd < (potential[v] as number)) {
          potential[v] = nd;
          enqueue(v);
        }
      }
    }
    // Nodes the source cannot reach keep potential 0: they cannot lie on an augmenting path.
    for (let v = 0; v < n; v++) if (potential[v] === Infinity) potential[v] = 0;
    return potential;
  }
}

/** A binary min-heap of (node, key) with lazy deletion (stale entries are skipped by the caller). */
class BinaryHeap {
  private nodes: Int32Array;
  private keys: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.nodes = new Int32Array(Math.max(4, capacity * 4));
    this.keys = new Float64Array(Math.max(4, capacity * 4));
  }

  clear(): void {
    this.size = 0;
  }

  push(node: number, key: number): void {
    if (this.size === this.nodes.length) {
      const nodes = new Int32Array(this.size * 2);
      nodes.set(this.nodes);
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.nodes = nodes;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.nodes[i] = this.nodes[parent] as number;
      this.keys[i] = this.keys[parent] as number;
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }

  pop(): number {
    const top = this.nodes[0] as number;
    const lastNode = this.nodes[--this.size] as number;
    const lastKey = this.keys[this.size] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && (this.keys[child + 1] as number) < (this.keys[child] as number)) child++;
      if ((this.keys[child] as number) >= lastKey) break;
      this.nodes[i] = this.nodes[child] as number;
      this.keys[i] = this.keys[child] as number;
      i = child;
    }
    this.nodes[i] = lastNode;
    this.keys[i] = lastKey;
    return top;
  }
}

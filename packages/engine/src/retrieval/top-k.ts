/**
 * The k best (id, score) pairs of a stream, kept in a binary min-heap over typed arrays: the
 * worst kept score sits at the root, so a candidate that cannot enter costs one comparison.
 */
export class TopK {
  private readonly ids: Int32Array;
  private readonly scores: Float32Array;
  private count = 0;

  constructor(readonly k: number) {
    if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
    this.ids = new Int32Array(k);
    this.scores = new Float32Array(k);
  }

  /** The score a candidate must beat to enter once the heap is full (−Infinity before). */
  get threshold(): number {
    return this.count < this.k ? -Infinity : (this.scores[0] as number);
  }

  get size(): number {
    return this.count;
  }

  /** Offers one candidate; ties with the current worst do not replace it. */
  push(id: number, score: number): void {
    if (this.count < this.k) {
      let i = this.count++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((this.scores[parent] as number) <= score) break;
        this.ids[i] = this.ids[parent] as number;
        this.scores[i] = this.scores[parent] as number;
        i = parent;
      }
      this.ids[i] = id;
      this.scores[i] = score;
      return;
    }
    if (score <= (this.scores[0] as number)) return;
    this.siftDownFromRoot(id, score);
  }

  private siftDownFromRoot(id: number, score: number): void {
    const n = this.count;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && (this.scores[right] as number) < (this.scores[left] as number) ? right : left;
      if ((this.scores[child] as number) >= score) break;
      this.ids[i] = this.ids[child] as number;
      this.scores[i] = this.scores[child] as number;
      i = child;
    }
    this.ids[i] = id;
    this.scores[i] = score;
  }

  /** The kept pairs, best first (ties by ascending id, so results are deterministic). */
  sorted(): { ids: Int32Array; scores: Float32Array } {
    const order = Array.from({ length: this.count }, (_, i) => i);
    order.sort(
      (a, b) =>
        (this.scores[b] as number) - (this.scores[a] as number) || (this.ids[a] as number) - (this.ids[b] as number),
    );
    const ids = new Int32Array(this.count);
    const scores = new Float32Array(this.count);
    order.forEach((from, to) => {
      ids[to] = this.ids[from] as number;
      scores[to] = this.scores[from] as number;
    });
    return { ids, scores };
  }
}

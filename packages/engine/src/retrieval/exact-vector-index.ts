import { IntRows } from './int-rows';
import { TopK } from './top-k';
import { assertVector, type VectorHits, type VectorIndex } from './vector-index';

/**
 * Every vector scored against the query: rows of one growable Float32Array, a typed top-k
 * heap. The reference for recall and the right choice for small corpora; its cost grows
 * linearly with the corpus (bench:retrieval prints it beside the graph index).
 */
export class ExactVectorIndex implements VectorIndex {
  readonly kind = 'exact';
  private matrix: Float32Array;
  private ids: Int32Array;
  private readonly rowOf: IntRows;
  private rows = 0;

  constructor(
    readonly dim: number,
    initialCapacity = 1024,
  ) {
    if (!Number.isInteger(dim) || dim < 1) throw new RangeError(`dim must be a positive integer, got ${dim}`);
    const capacity = Math.max(1, initialCapacity);
    this.matrix = new Float32Array(capacity * dim);
    this.ids = new Int32Array(capacity);
    this.rowOf = new IntRows(capacity);
  }

  get size(): number {
    return this.rows;
  }

  add(id: number, vector: Float32Array): void {
    assertVector(vector, this.dim);
    let row = this.rowOf.get(id);
    if (row === undefined) {
      if (this.rows === this.ids.length) this.grow();
      row = this.rows++;
      this.rowOf.set(id, row);
      this.ids[row] = id;
    }
    this.matrix.set(vector, row * this.dim);
  }

  search(query: Float32Array, k: number): VectorHits {
    assertVector(query, this.dim);
    const top = new TopK(Math.max(1, Math.min(k, this.rows || 1)));
    const { matrix, dim, ids } = this;
    for (let row = 0, offset = 0; row < this.rows; row++, offset += dim) {
      let dot = 0;
      for (let j = 0; j < dim; j++) dot += (matrix[offset + j] as number) * (query[j] as number);
      top.push(ids[row] as number, dot);
    }
    return top.sorted();
  }

  private grow(): void {
    const capacity = this.ids.length * 2;
    const matrix = new Float32Array(capacity * this.dim);
    matrix.set(this.matrix);
    const ids = new Int32Array(capacity);
    ids.set(this.ids);
    this.matrix = matrix;
    this.ids = ids;
  }
}

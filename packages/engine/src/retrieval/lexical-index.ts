/**
 * The articles closest to a document by the lexical cosine (sublinear tf × idf over the
 * representation model's words and phrases, unit length): an inverted index whose postings
 * are typed arrays in one block (term-major CSR), scored exactly by accumulating the query's
 * terms. Measured against the dense (LSA) index on the default corpus it ranks a held-out
 * paper's own authors far better (`npm run bench:retrieval`, README), because a rare word
 * ("keyphrase", 20 articles) carries its weight here and is lost among 256 dense dimensions.
 *
 * Articles added after the build (an import's new articles, a re-embedded one) go to a small
 * tail scored by a merge join; the nightly build folds them into the block.
 */
import type { SparseWeights } from '../concepts/sparse-weights';
import { sparseDot } from '../concepts/sparse-weights';
import { float32sAt, int32sAt, LITTLE_ENDIAN } from '../little-endian';
import { runSteps, type Steps } from '../steps';
import { TopK } from './top-k';
import type { VectorHits } from './vector-index';

/** The block of an index as stored: postings by term, and the article of each row. */
export interface LexicalIndexArrays {
  /** Article id of each row. */
  articleIds: Int32Array;
  /** Postings of term t: rows postRows[termStart[t]] … postRows[termStart[t + 1] − 1]. */
  termStart: Int32Array;
  postRows: Int32Array;
  postWeights: Float32Array;
}

const MAGIC = 0x4c584931; // "LXI1"
const HEADER_BYTES = 16;
/** Rows per step of `buildSteps` (about 15-30 ms each at the default corpus). */
const BUILD_ROWS_PER_STEP = 5_000;

export class LexicalIndex {
  readonly kind = 'lexical';
  private readonly arrays: LexicalIndexArrays;
  /** Rows of the block replaced or removed since the build. */
  private readonly dead: Uint8Array;
  private readonly rowOf = new Map<number, number>();
  private readonly tail = new Map<number, SparseWeights>();
  private accumulator: Float32Array;
  private touched: Int32Array;

  private constructor(arrays: LexicalIndexArrays) {
    this.arrays = arrays;
    this.dead = new Uint8Array(arrays.articleIds.length);
    arrays.articleIds.forEach((id, row) => this.rowOf.set(id, row));
    this.accumulator = new Float32Array(arrays.articleIds.length);
    this.touched = new Int32Array(arrays.articleIds.length);
  }

  /** Articles indexed (block and tail). */
  get size(): number {
    return this.rowOf.size + this.tail.size;
  }

  /** The highest article id indexed (0 when empty): where reading newer articles resumes. */
  get lastId(): number {
    let last = 0;
    for (const id of this.rowOf.keys()) if (id > last) last = id;
    for (const id of this.tail.keys()) if (id > last) last = id;
    return last;
  }

  /** Entries in the postings block (its memory is 8 bytes each). */
  get postings(): number {
    return this.arrays.postRows.length;
  }

  /** An index over `rows` (each article once); its terms run up to the highest term id of a row. */
  static build(rows: ReadonlyArray<{ id: number; vector: SparseWeights }>): LexicalIndex {
    return runSteps(LexicalIndex.buildSteps(rows));
  }

  /**
   * `build` in steps of `rowsPerStep` rows (each pass over the rows yields between them): at the
   * default corpus the build is 0.4-0.5 s of one block, which a server opening the index on its
   * own thread cannot spend at once.
   */
  static *buildSteps(
    rows: ReadonlyArray<{ id: number; vector: SparseWeights }>,
    rowsPerStep = BUILD_ROWS_PER_STEP,
  ): Steps<LexicalIndex> {
    let termCount = 0;
    for (const { vector } of rows)
      if (vector.ids.length > 0) termCount = Math.max(termCount, vector.ids[vector.ids.length - 1]! + 1);
    const counts = new Int32Array(termCount + 1);
    for (let start = 0; start < rows.length; start += rowsPerStep) {
      const end = Math.min(rows.length, start + rowsPerStep);
      for (let row = start; row < end; row++) for (const t of rows[row]!.vector.ids) counts[t + 1]! += 1;
      yield;
    }
    for (let t = 0; t < termCount; t++) counts[t + 1]! += counts[t]!;
    const termStart = counts;
    const fill = termStart.slice(0, termCount);
    const postRows = new Int32Array(termStart[termCount]!);
    const postWeights = new Float32Array(postRows.length);
    const articleIds = new Int32Array(rows.length);
    for (let start = 0; start < rows.length; start += rowsPerStep) {
      yield;
      const end = Math.min(rows.length, start + rowsPerStep);
      for (let row = start; row < end; row++) {
        const { id, vector } = rows[row]!;
        articleIds[row] = id;
        for (let k = 0; k < vector.ids.length; k++) {
          const at = fill[vector.ids[k]!]!++;
          postRows[at] = row;
          postWeights[at] = vector.weights[k]!;
        }
      }
    }
    return new LexicalIndex({ articleIds, termStart, postRows, postWeights });
  }

  /** The index as stored by `toBytes`; its arrays are views of `bytes` where they can be (left unchanged after). */
  static fromBytes(bytes: Uint8Array): LexicalIndex {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC)
      throw new Error('not a lexical index file');
    const rows = view.getUint32(4, true);
    const terms = view.getUint32(8, true);
    const postings = view.getUint32(12, true);
    const expected = HEADER_BYTES + 4 * (rows + terms + 1 + 2 * postings);
    if (bytes.byteLength !== expected)
      throw new Error(`lexical index file has ${bytes.byteLength} bytes, expected ${expected}`);
    const termsAt = HEADER_BYTES + 4 * rows;
    const rowsAt = termsAt + 4 * (terms + 1);
    const weightsAt = rowsAt + 4 * postings;
    return new LexicalIndex({
      articleIds: int32sAt(bytes, HEADER_BYTES, rows),
      termStart: int32sAt(bytes, termsAt, terms + 1),
      postRows: int32sAt(bytes, rowsAt, postings),
      postWeights: float32sAt(bytes, weightsAt, postings),
    });
  }

  /** The block with the tail folded in (dead rows dropped), little-endian, for `fromBytes`. */
  toBytes(): Uint8Array {
    const { articleIds, termStart, postRows, postWeights } = this.compacted();
    const parts = [articleIds, termStart, postRows, postWeights];
    const out = new Uint8Array(HEADER_BYTES + parts.reduce((n, part) => n + 4 * part.length, 0));
    const view = new DataView(out.buffer);
    view.setUint32(0, MAGIC, true);
    view.setUint32(4, articleIds.length, true);
    view.setUint32(8, termStart.length - 1, true);
    view.setUint32(12, postRows.length, true);
    let offset = HEADER_BYTES;
    for (const part of parts) {
      if (LITTLE_ENDIAN) out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset);
      else
        for (let i = 0; i < part.length; i++) {
          if (part instanceof Float32Array) view.setFloat32(offset + 4 * i, part[i]!, true);
          else view.setInt32(offset + 4 * i, part[i]!, true);
        }
      offset += part.byteLength;
    }
    return out;
  }

  /** Adds one article, or replaces its vector when it is indexed already. */
  add(id: number, vector: SparseWeights): void {
    const row = this.rowOf.get(id);
    if (row !== undefined) {
      this.dead[row] = 1;
      this.rowOf.delete(id);
    }
    this.tail.set(id, vector);
  }

  /** Whether the article is indexed. */
  has(id: number): boolean {
    return this.rowOf.has(id) || this.tail.has(id);
  }

  /** The k articles of the highest lexical cosine with `query` (a unit vector), best first; only articles sharing a term. */
  search(query: SparseWeights, k: number): VectorHits {
    const top = new TopK(Math.max(1, k));
    const { articleIds } = this.arrays;
    const acc = this.accumulator;
    const touched = this.touched;
    const count = this.accumulate(query);
    for (let i = 0; i < count; i++) {
      const row = touched[i]!;
      const score = acc[row]!;
      acc[row] = 0;
      if (score > 0 && this.dead[row] === 0) top.push(articleIds[row]!, score);
    }
    for (const [id, vector] of this.tail) {
      const score = sparseDot(query, vector);
      if (score > 0) top.push(id, score);
    }
    return k > 0 ? top.sorted() : { ids: new Int32Array(0), scores: new Float32Array(0) };
  }

  /**
   * The lexical cosine of `query` with each of `ids` (NaN for an article not indexed), exactly
   * as `search` scores them: one pass over the query's postings, then a lookup per article, so
   * scoring a person's own articles costs no re-vectorising of their texts.
   */
  scoresOf(query: SparseWeights, ids: ArrayLike<number>): Float32Array {
    const out = new Float32Array(ids.length);
    const acc = this.accumulator;
    const touched = this.touched;
    const count = this.accumulate(query);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const row = this.rowOf.get(id);
      if (row !== undefined) out[i] = acc[row]!;
      else {
        const vector = this.tail.get(id);
        out[i] = vector ? sparseDot(query, vector) : Number.NaN;
      }
    }
    for (let i = 0; i < count; i++) acc[touched[i]!] = 0;
    return out;
  }

  /** Adds the query's postings into the accumulator; the rows touched are `touched[0 … count − 1]`. */
  private accumulate(query: SparseWeights): number {
    const { termStart, postRows, postWeights } = this.arrays;
    const acc = this.accumulator;
    const touched = this.touched;
    let count = 0;
    const terms = termStart.length - 1;
    for (let q = 0; q < query.ids.length; q++) {
      const t = query.ids[q]!;
      if (t < 0 || t >= terms) continue;
      const w = query.weights[q]!;
      for (let p = termStart[t]!, end = termStart[t + 1]!; p < end; p++) {
        const row = postRows[p]!;
        if (acc[row] === 0) touched[count++] = row;
        acc[row]! += w * postWeights[p]!;
      }
    }
    return count;
  }

  private compacted(): LexicalIndexArrays {
    if (this.tail.size === 0 && !this.dead.includes(1)) return this.arrays;
    const { articleIds, termStart, postRows, postWeights } = this.arrays;
    const terms = termStart.length - 1;
    const rows: Array<{ id: number; vector: SparseWeights }> = [];
    // Forward rows of the live block, gathered term by term (ids ascending within each row).
    const live: Array<{ ids: number[]; weights: number[] }> = Array.from({ length: articleIds.length }, () => ({
      ids: [],
      weights: [],
    }));
    for (let t = 0; t < terms; t++) {
      for (let p = termStart[t]!; p < termStart[t + 1]!; p++) {
        const row = live[postRows[p]!]!;
        row.ids.push(t);
        row.weights.push(postWeights[p]!);
      }
    }
    live.forEach((row, r) => {
      if (this.dead[r] === 0)
        rows.push({
          id: articleIds[r]!,
          vector: { ids: Int32Array.from(row.ids), weights: Float32Array.from(row.weights) },
        });
    });
    for (const [id, vector] of this.tail) rows.push({ id, vector });
    return LexicalIndex.build(rows).arrays;
  }
}

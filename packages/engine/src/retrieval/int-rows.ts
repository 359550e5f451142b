/**
 * Article id → row, by open addressing over typed arrays sized for the rows expected. An index
 * filled on the server's thread (the exact scan's 95k vectors, read 500 at a time with a turn
 * between) held it for 20-40 ms whenever a Map of the rows grew past a power of two: it rehashes
 * every entry in one stretch. Sized in advance, this table never grows while it is filled.
 */
export class IntRows {
  /** Key of each slot; `EMPTY` for none. */
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private count = 0;
  private static readonly EMPTY = -2147483648;

  /** `expected`: how many keys it will hold (more are taken, at the cost of a rehash). */
  constructor(expected = 0) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Int32Array(capacity).fill(IntRows.EMPTY);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  private slotOf(key: number): number {
    const keys = this.keys;
    const mask = this.mask;
    for (let slot = Math.imul(key, 0x9e3779b1) & mask; ; slot = (slot + 1) & mask) {
      const held = keys[slot] as number;
      if (held === key || held === IntRows.EMPTY) return slot;
    }
  }

  get(key: number): number | undefined {
    const slot = this.slotOf(key);
    return this.keys[slot] === IntRows.EMPTY ? undefined : (this.values[slot] as number);
  }

  set(key: number, value: number): void {
    if (!Number.isInteger(key) || key <= IntRows.EMPTY || key > 2147483647)
      throw new RangeError(`an id must be a 32-bit integer, got ${key}`);
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const slot = this.slotOf(key);
    if (this.keys[slot] === IntRows.EMPTY) {
      this.keys[slot] = key;
      this.count++;
    }
    this.values[slot] = value;
  }

  private grow(): void {
    const keys = this.keys;
    const values = this.values;
    this.keys = new Int32Array(keys.length * 2).fill(IntRows.EMPTY);
    this.values = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    for (let slot = 0; slot < keys.length; slot++) {
      const key = keys[slot] as number;
      if (key === IntRows.EMPTY) continue;
      const to = this.slotOf(key);
      this.keys[to] = key;
      this.values[to] = values[slot] as number;
    }
  }
}

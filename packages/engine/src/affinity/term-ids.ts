/**
 * A vocabulary's term → id table: open addressing over a typed array sized for the terms it
 * will hold, so that filling it never rehashes. A Map grows by rehashing every entry it holds
 * in one stretch: at the default corpus's 360k terms the growth past 262,144 entries held the
 * server's thread for 55-105 ms while a stored model was read in steps (and splitting the Map in
 * shards did not help: equal shards all grow in the same step).
 */
export class TermIds {
  /** id + 1 of the term in each slot; 0 for an empty slot. */
  private slots: Int32Array;
  private mask: number;
  /** The term of each id. */
  private readonly keys: string[] = [];
  private count = 0;

  /** `expected`: how many terms it will hold (more are taken, at the cost of a rehash). */
  constructor(expected = 0) {
    const capacity = TermIds.capacityFor(expected);
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /** A power of two at least twice `terms` (the table is at most half full). */
  private static capacityFor(terms: number): number {
    let capacity = 16;
    while (capacity < terms * 2) capacity *= 2;
    return capacity;
  }

  /** The slot of `term`: where it is, else the empty slot where it would go. */
  private slotOf(term: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < term.length; i++) {
      h ^= term.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    const slots = this.slots;
    const mask = this.mask;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const held = slots[slot] as number;
      if (held === 0 || this.keys[held - 1] === term) return slot;
    }
  }

  get(term: string): number | undefined {
    const held = this.slots[this.slotOf(term)] as number;
    return held === 0 ? undefined : held - 1;
  }

  /** Gives `term` the id `id` (a term set twice keeps the later id). */
  set(term: string, id: number): void {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    const slot = this.slotOf(term);
    if (this.slots[slot] === 0) this.count++;
    this.keys[id] = term;
    this.slots[slot] = id + 1;
  }

  get size(): number {
    return this.count;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (const held of old) if (held !== 0) this.slots[this.slotOf(this.keys[held - 1] as string)] = held;
  }
}

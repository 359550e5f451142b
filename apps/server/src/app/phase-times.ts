/**
 * Wall-clock time per named phase of a sequential piece of work (an import's batches): where
 * the time of a long command goes, printed by its benchmark. Phases may nest; a nested phase's
 * time also counts in its parent's.
 */
export class PhaseTimes {
  private readonly ms = new Map<string, number>();

  /** Runs `work` and adds its duration to `phase`. */
  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  /** Runs synchronous `work` and adds its duration to `phase`. */
  timeSync<T>(phase: string, work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  add(phase: string, ms: number): void {
    this.ms.set(phase, (this.ms.get(phase) ?? 0) + ms);
  }

  /** Seconds per phase (0.1 s steps): the outer phases in the order they first ran, then the nested ones by name. */
  seconds(): Record<string, number> {
    const depth = (phase: string) => phase.split('.').length;
    const phases = [...this.ms.keys()].sort((a, b) => depth(a) - depth(b) || (depth(a) > 1 ? a.localeCompare(b) : 0));
    const out: Record<string, number> = {};
    for (const phase of phases) out[phase] = Math.round(this.ms.get(phase)! / 100) / 10;
    return out;
  }
}

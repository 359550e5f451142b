/**
 * Bounded warning lists: a malformed 100,000-row file must not produce 100,000 messages
 * for an import report. The first `limit` are kept, the rest only counted.
 */
export interface WarningCollector {
  warn: (message: string) => void;
  /** The kept messages, plus one summary line when some were left out. */
  list: () => string[];
}

/** A collector keeping the first `limit` messages (default 100). */
export function createWarningCollector(limit = 100): WarningCollector {
  const kept: string[] = [];
  let dropped = 0;
  return {
    warn: (message) => {
      if (kept.length < limit) kept.push(message);
      else dropped += 1;
    },
    list: () => (dropped > 0 ? [...kept, `… and ${dropped} more warnings`] : [...kept]),
  };
}

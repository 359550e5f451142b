const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A size in B, KB, MB or GB, step 1024, no decimals (spec 02 §9): 1536 → "2 KB". A value that
 * rounds to 1024 of a unit is written in the next one ("1 MB", never "1024 KB").
 */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value)} ${UNITS[unit]}`;
}

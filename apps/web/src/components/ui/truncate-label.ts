/** Cuts a label longer than `max` characters, ending it with '…' (the result has `max` characters). */
export function truncateLabel(label: string, max: number): string {
  const chars = Array.from(label);
  if (chars.length <= max) return label;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

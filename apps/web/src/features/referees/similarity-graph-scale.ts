/*
 * Scales of the similarity graph (spec 03 section 9): x = a candidate's article count, linear
 * up to 10 articles and logarithmic past that, at most 8 ticks; y = similarity 0..1 with padding.
 */

export const GRAPH_MAX_TICKS = 8;
/** More articles than this switch the x axis to a log scale. */
export const GRAPH_LOG_SCALE_ABOVE = 10;
/** Room above 1 and below 0 so points on the edges stay visible. */
export const GRAPH_Y_PADDING = 0.05;

export interface AxisScale {
  kind: 'linear' | 'log';
  domain: [number, number];
  /** Maps a value into 0..1 of the axis length. */
  toUnit(value: number): number;
  ticks: number[];
}

/** Keeps at most `max` ticks, evenly thinned, the first always kept. */
function thin(ticks: number[], max: number): number[] {
  if (ticks.length <= max) return ticks;
  const stride = Math.ceil(ticks.length / max);
  return ticks.filter((_, index) => index % stride === 0);
}

function linearTicks(max: number): number[] {
  const raw = max / (GRAPH_MAX_TICKS - 1);
  const step = Math.max(1, Math.ceil(raw));
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return thin(ticks, GRAPH_MAX_TICKS);
}

function logTicks(max: number): number[] {
  const ticks: number[] = [];
  for (let decade = 1; decade <= max; decade *= 10)
    for (const factor of [1, 2, 5]) if (decade * factor <= max) ticks.push(decade * factor);
  return thin(ticks, GRAPH_MAX_TICKS);
}

/** The x scale for the article counts of the candidates shown. */
export function articleCountScale(counts: readonly number[]): AxisScale {
  const max = Math.max(1, ...counts);
  if (max > GRAPH_LOG_SCALE_ABOVE) {
    const top = Math.log10(max);
    return {
      kind: 'log',
      domain: [1, max],
      toUnit: (value) => Math.log10(Math.max(1, value)) / top,
      ticks: logTicks(max),
    };
  }
  return { kind: 'linear', domain: [0, max], toUnit: (value) => value / max, ticks: linearTicks(max) };
}

/** The y scale: similarity 0..1, padded. */
export function similarityScale(): AxisScale {
  const low = -GRAPH_Y_PADDING;
  const high = 1 + GRAPH_Y_PADDING;
  return {
    kind: 'linear',
    domain: [low, high],
    toUnit: (value) => (Math.min(1, Math.max(0, value)) - low) / (high - low),
    ticks: [0, 0.2, 0.4, 0.6, 0.8, 1],
  };
}

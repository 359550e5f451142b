/**
 * The date choice of a monitoring (spec 01 section 3): `day`, `week`, `month` (default),
 * `1year`, `5years`, `all`, or a range written `YYYY/MM/DD-YYYY/MM/DD`.
 *
 * Which date of an article counts — most works of the corpus have a publication year only:
 * - `day`, `week`, `month` (what is new): the day the article was first imported;
 * - `1year`, `5years` and ranges (what was published when): its publication date when the
 *   source gives one, else its publication year, which counts when it overlaps the window's
 *   years (a 2025 work is in every window that touches 2025); an article with neither is left out;
 * - `all`: every article.
 */

export const MONITORING_DATE_PRESETS = ['day', 'week', 'month', '1year', '5years', 'all'] as const;
export type MonitoringDatePreset = (typeof MONITORING_DATE_PRESETS)[number];

export const DEFAULT_MONITORING_DATE: MonitoringDatePreset = 'month';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export type MonitoringDateChoice =
  { kind: 'preset'; preset: MonitoringDatePreset } | { kind: 'range'; start: CalendarDay; end: CalendarDay };

/** Messages of the range fields (spec 01 section 5: mask YYYY/MM/DD, month 1-12, day 1-31, numeric). */
export const DATE_RANGE_MESSAGES = {
  mask: 'Use the format YYYY/MM/DD.',
  numeric: 'A date holds digits only.',
  month: 'Month must be between 1 and 12.',
  day: 'Day must be between 1 and 31.',
  order: 'The start must not be after the end.',
} as const;

/** What is wrong with one range field (`2024/02/30` passes: days are checked against 1-31 only), or null. */
export function rangeDayError(text: string): string | null {
  const parts = text.trim().split('/');
  if (parts.length !== 3) return DATE_RANGE_MESSAGES.mask;
  if (!parts.every((part) => /^\d+$/.test(part))) return DATE_RANGE_MESSAGES.numeric;
  const [y, m, d] = parts as [string, string, string];
  if (y.length !== 4 || m.length !== 2 || d.length !== 2) return DATE_RANGE_MESSAGES.mask;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12) return DATE_RANGE_MESSAGES.month;
  if (day < 1 || day > 31) return DATE_RANGE_MESSAGES.day;
  return null;
}

function toDay(text: string): CalendarDay {
  const [year, month, day] = text.trim().split('/').map(Number) as [number, number, number];
  return { year, month, day };
}

const order = (d: CalendarDay) => d.year * 10_000 + d.month * 100 + d.day;

/** Both fields of a range checked (spec: "both start and end are checked"), then their order. */
export function rangeErrors(start: string, end: string): { start: string | null; end: string | null } {
  const errors = { start: rangeDayError(start), end: rangeDayError(end) };
  if (!errors.start && !errors.end && order(toDay(start)) > order(toDay(end))) errors.end = DATE_RANGE_MESSAGES.order;
  return errors;
}

/** `YYYY/MM/DD-YYYY/MM/DD` from its two days. */
export function formatDateRange(start: string, end: string): string {
  return `${start.trim()}-${end.trim()}`;
}

/** A stored or requested date choice, or null when it is neither a preset nor a valid range. */
export function parseMonitoringDate(value: string): MonitoringDateChoice | null {
  if ((MONITORING_DATE_PRESETS as readonly string[]).includes(value)) {
    return { kind: 'preset', preset: value as MonitoringDatePreset };
  }
  const match = /^(\d{4}\/\d{2}\/\d{2})-(\d{4}\/\d{2}\/\d{2})$/.exec(value.trim());
  if (!match) return null;
  const errors = rangeErrors(match[1]!, match[2]!);
  if (errors.start || errors.end) return null;
  return { kind: 'range', start: toDay(match[1]!), end: toDay(match[2]!) };
}

/** The two halves of a range choice as the form shows them, or null for a preset. */
export function splitDateRange(value: string): { start: string; end: string } | null {
  const match = /^(\d{4}\/\d{2}\/\d{2})-(\d{4}\/\d{2}\/\d{2})$/.exec(value.trim());
  return match ? { start: match[1]!, end: match[2]! } : null;
}

/**
 * The window of articles a choice keeps (see the module comment). `imported` bounds are
 * seconds since 1970; `published` bounds are days since 1970 for known dates and calendar
 * years for articles with a year only.
 */
export type MonitoringDateWindow =
  | { basis: 'all' }
  | { basis: 'imported'; fromSecond: number }
  | { basis: 'published'; fromDay: number; toDay: number; fromYear: number; toYear: number };

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar day (a day past the month's end rolls back to its last day). */
export function epochDayOf({ year, month, day }: CalendarDay): number {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1, Math.min(day, last)) / DAY_MS);
}

/** The window of a choice at `now`. */
export function monitoringDateWindow(choice: MonitoringDateChoice, now: Date): MonitoringDateWindow {
  if (choice.kind === 'range') {
    return {
      basis: 'published',
      fromDay: epochDayOf(choice.start),
      toDay: epochDayOf(choice.end),
      fromYear: choice.start.year,
      toYear: choice.end.year,
    };
  }
  const back = (change: (d: Date) => void) => {
    const d = new Date(now.getTime());
    change(d);
    return d;
  };
  switch (choice.preset) {
    case 'all':
      return { basis: 'all' };
    case 'day':
      return { basis: 'imported', fromSecond: Math.floor(now.getTime() / 1000) - 86_400 };
    case 'week':
      return { basis: 'imported', fromSecond: Math.floor(now.getTime() / 1000) - 7 * 86_400 };
    case 'month':
      return {
        basis: 'imported',
        fromSecond: Math.floor(back((d) => d.setUTCMonth(d.getUTCMonth() - 1)).getTime() / 1000),
      };
    case '1year':
    case '5years': {
      const years = choice.preset === '1year' ? 1 : 5;
      const from = back((d) => d.setUTCFullYear(d.getUTCFullYear() - years));
      return {
        basis: 'published',
        fromDay: Math.floor(from.getTime() / DAY_MS),
        toDay: Math.floor(now.getTime() / DAY_MS),
        fromYear: from.getUTCFullYear(),
        toYear: now.getUTCFullYear(),
      };
    }
  }
}

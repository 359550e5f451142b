import {
  PANEL_LIMITS,
  updatePanelBodySchema,
  type DocumentReference,
  type PanelComputation,
} from '@sciscope/contracts';
import { formatSimilarity } from '../articles/format';

/** Panel titles are truncated at 45 characters (spec 03 section 9). */
export function truncatePanelTitle(title: string): string {
  return title.length > PANEL_LIMITS.titleTruncate ? `${title.slice(0, PANEL_LIMITS.titleTruncate - 1)}…` : title;
}

/** The page of a subpanel document: /{docKind}/{docId} (spec 03 "People table"). */
export function documentPath(doc: Pick<DocumentReference, 'docKind' | 'docId'>): string {
  return `/${doc.docKind}/${doc.docId}`;
}

/**
 * The ticks of the subpanel score chart, whose scale runs from 0 to the highest subpanel score
 * (spec 03 section 9): multiples of a 1-2-5 step, at most 5 of them, read with a similarity's 2
 * significant digits (formatSimilarity), so scores of a few thousandths still get their own ticks.
 */
export function scoreAxisTicks(max: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  let step = 0;
  let decimals = 0;
  for (let exponent = -6; step === 0; exponent += 1) {
    const found = [1, 2, 5].map((m) => m * 10 ** exponent).find((s) => max / s <= 4);
    if (found !== undefined) {
      step = found;
      decimals = Math.max(0, -exponent);
    }
  }
  const ticks: number[] = [];
  // Rounded to the step's decimals: 3 × 0.2 is 0.6000000000000001 in floating point.
  for (let i = 0; i * step <= max + step * 1e-9; i += 1) ticks.push(Number((i * step).toFixed(decimals)));
  return ticks;
}

/**
 * A similarity that is a lower bound ("every pair at least …") as similarities read (2 decimals
 * from 0.1, 2 significant digits below), rounded down so the claim stays true: 0.1257 reads 0.12,
 * 0.0236 reads 0.023, not 0.024.
 */
export function formatLowerBoundScore(value: number): string {
  if (!(value > 0)) return formatSimilarity(value > 0 ? value : 0);
  // The digits shown: 2 decimals from 0.1, else 2 significant ones.
  const decimals = value >= 0.1 ? 2 : 1 - Math.floor(Math.log10(value));
  const scale = 10 ** decimals;
  // The small nudge keeps 0.29 (28.999… hundredths in floating point) at 0.29.
  return (Math.floor(value * scale + 1e-9) / scale).toFixed(decimals);
}

/** Reads "proposal 12", "article:34" or a bare id (a proposal) per line or comma into document references. */
export function parseDocumentList(text: string): {
  documents: Array<{ docKind: 'proposal' | 'article'; docId: number }>;
  invalid: string[];
} {
  const documents: Array<{ docKind: 'proposal' | 'article'; docId: number }> = [];
  const invalid: string[] = [];
  for (const part of text
    .split(/[\n,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(?:(proposal|article)\s*[:\s/]\s*)?(\d+)$/i.exec(part);
    if (!match || Number(match[2]) <= 0) invalid.push(part);
    else
      documents.push({
        docKind: (match[1]?.toLowerCase() ?? 'proposal') as 'proposal' | 'article',
        docId: Number(match[2]),
      });
  }
  return { documents, invalid };
}

/** The state of a panel's scores in a few words (the panels list). */
export function computationLabel(computation: PanelComputation): string {
  if (computation.state === 'queued' || computation.state === 'running')
    return `Computing${computation.percent !== null ? ` (${computation.percent}%)` : ''}`;
  if (computation.state === 'failed') return 'Failed';
  if (computation.state === 'not_computed') return 'Not computed';
  return computation.stale ? 'Out of date' : 'Computed';
}

/**
 * What the in-progress alert says under 'This panel is being computed right now.': the step and
 * percentage of the computation as last followed (`GET /api/panel/{id}/computation`, asked every
 * 1.5 s), else as the page's data gave it.
 */
export function computationProgress(
  computation: PanelComputation,
  latest: PanelComputation | undefined,
): { text: string; percent: number | null } {
  const same = followedComputation(computation, latest);
  const suffix = ` (task ${computation.taskId})`;
  if (same && !computationRunning(same.state))
    return { text: `Finished; loading the result${suffix}`, percent: same.state === 'done' ? 100 : null };
  const now = same ?? computation;
  if (now.state === 'queued') return { text: `Waiting for the task runner${suffix}`, percent: null };
  const named = now.step ? `${now.step.charAt(0).toUpperCase()}${now.step.slice(1)}` : 'Starting';
  return { text: `${named}${now.percent !== null ? `: ${now.percent}%` : ''}${suffix}`, percent: now.percent };
}

/** The computation as last followed when it is the same task as the page's data, else undefined. */
export function followedComputation(
  computation: PanelComputation,
  latest: PanelComputation | undefined,
): PanelComputation | undefined {
  return latest !== undefined && latest.taskId === computation.taskId ? latest : undefined;
}

/** A computation still waiting for the task runner or running. */
export function computationRunning(state: PanelComputation['state']): boolean {
  return state === 'queued' || state === 'running';
}

/** "1 subpanel", "2 subpanels", "0 errors": a count with the noun in the right number. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** The summary of a subpanel import, e.g. "1 subpanel, 3 documents imported; 1 error." */
export function importSummary(result: { subpanels: number; documents: number; errors: readonly unknown[] }): string {
  return `${countOf(result.subpanels, 'subpanel')}, ${countOf(result.documents, 'document')} imported; ${countOf(
    result.errors.length,
    'error',
  )}.`;
}

/**
 * A subpanel's concept coverage as the coverage screen says it: the share of its documents'
 * concepts a member wrote on, or why there is none to give (no documents, or documents without
 * concepts) rather than a meaningless 100 %.
 */
export function coverageLabel(subpanel: { documents: number; total: number; covered: number }): string {
  if (subpanel.documents === 0) return 'Not applicable: no documents';
  if (subpanel.total === 0) return 'Not applicable: its documents have no concepts';
  return `${Math.round((subpanel.covered / subpanel.total) * 100)}% (${subpanel.covered} of ${countOf(
    subpanel.total,
    'concept',
  )})`;
}

/**
 * Why the server would refuse this name of a panel or of a composition (one rule: required, at
 * most 200 characters once trimmed), or null: checked before sending, so the message shows under
 * the field, without the field's name in front, and the name typed stays to be shortened.
 */
export function panelNameProblem(name: string): string | null {
  const check = updatePanelBodySchema.shape.name.safeParse(name);
  return check.success ? null : (check.error.issues[0]?.message ?? 'This field is required.');
}

import { PANEL_LIMITS, type DocumentReference, type PanelComputation } from '@sciscope/contracts';

/** Panel titles are truncated at 45 characters (spec 03 section 9). */
export function truncatePanelTitle(title: string): string {
  return title.length > PANEL_LIMITS.titleTruncate ? `${title.slice(0, PANEL_LIMITS.titleTruncate - 1)}…` : title;
}

/** The page of a subpanel document: /{docKind}/{docId} (spec 03 "People table"). */
export function documentPath(doc: Pick<DocumentReference, 'docKind' | 'docId'>): string {
  return `/${doc.docKind}/${doc.docId}`;
}

/** Subpanel scores are mean similarities 0..1 (totals can be larger), shown with 3 decimals. */
export function formatPanelScore(value: number): string {
  return value.toFixed(3);
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

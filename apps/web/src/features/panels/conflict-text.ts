import { readableTex, type PanelConflict } from '@sciscope/contracts';

/** The referee finder's conflict reasons as the people table says them. */
export const CONFLICT_REASON_LABELS: Record<string, string> = {
  document_author: 'author of the document',
  coauthor_coi: 'co-author of its authors',
  affiliation_coi: 'shares an institution with its authors',
};

/** Said under a conflict that stands only through corpus profiles linked to the document's authors by name. */
export function nameMatchCaveat(names: readonly string[]): string {
  const profiles = names.length === 1 ? 'the corpus profile' : 'the corpus profiles';
  return `Only through ${profiles} linked to ${names.join(', ')} by name alone: check the link on the document.`;
}

/** One conflict as the row's details say it: the document line, then its evidence lines. */
export function conflictText(c: PanelConflict): { reasons: string; evidence: string[] } {
  return {
    reasons: `(${c.subpanelCode}): ${c.reasons.map((r) => CONFLICT_REASON_LABELS[r] ?? r).join('; ')}`,
    evidence: [
      ...c.coauthoredArticles.map(
        (a) => `Co-authored: ${readableTex(a.title)}${a.year !== null ? ` (${a.year})` : ''}`,
      ),
      ...(c.commonInstitutions.length > 0 ? [`Shared institution: ${c.commonInstitutions.join(', ')}`] : []),
      ...(c.nameMatchOnly.length > 0 ? [nameMatchCaveat(c.nameMatchOnly)] : []),
    ],
  };
}

/**
 * What the 'COI: N' badge explains on hover, focus and to screen readers: every conflict in the
 * words of the expanded details, its lines (the document and reasons, then the evidence).
 */
export function conflictsSummary(conflicts: readonly PanelConflict[]): string[][] {
  return conflicts.map((c) => {
    const { reasons, evidence } = conflictText(c);
    return [`${c.title} ${reasons}`, ...evidence];
  });
}

/** The summary as one text (the badge's accessible description): its lines as sentences. */
export function conflictsSentence(conflicts: readonly PanelConflict[]): string {
  return conflictsSummary(conflicts)
    .flat()
    .map((line) => (line.endsWith('.') ? line : `${line}.`))
    .join(' ');
}

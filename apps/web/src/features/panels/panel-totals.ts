import type { PanelCandidateResponse, PanelPeopleResponse, ScoredPanelMember } from '@sciscope/contracts';

/**
 * Applies an add- or remove-candidate answer to a loaded list: the person's status changes in
 * place (they keep their row) and each subpanel total becomes the server's, which is the old
 * total plus or minus the person's subpanel score.
 */
export function applyCandidateChange(data: PanelPeopleResponse, answer: PanelCandidateResponse): PanelPeopleResponse {
  const totals = new Map(answer.subpanels.map((s) => [s.id, s.score]));
  return {
    ...data,
    subpanels: data.subpanels.map((s) => ({ ...s, score: totals.get(s.id) ?? s.score })),
    scoredPanelMembers: data.scoredPanelMembers.map((m) =>
      m.author.id === answer.authorId ? { ...m, status: answer.status } : m,
    ),
  };
}

/** Whether a status counts in the composed panel (members and added candidates). */
export const isInComposition = (status: ScoredPanelMember['status']) => status === '' || status === 'candidate';

/**
 * The `sort` parameter after a click on a subpanel bar: the subpanel joins the sort (or leaves it
 * when already in); with `combine` false it replaces the sort. Empty → 'position' (the default).
 */
export function toggleSubpanelSort(current: string | null, code: string, combine: boolean): string {
  const codes = !current || current === 'position' ? [] : current.split(',').filter(Boolean);
  let next: string[];
  if (codes.includes(code)) next = combine ? codes.filter((c) => c !== code) : codes.length === 1 ? [] : [code];
  else next = combine ? [...codes, code] : [code];
  return next.length === 0 ? 'position' : next.join(',');
}

import {
  formatExactCount,
  type CandidatePool,
  type PanelAssignmentResponse,
  type PanelCoverageResponse,
} from '@sciscope/contracts';

/**
 * What the panel screens say where a composition or a list falls short (docs/panel-composer.md):
 * why a filtered candidate list is short, which documents no member covers, and which
 * assignments have affinity 0. Spec 03 has no text for these; they are short and plain.
 */

/** The mark of a reviewer whose affinity to the document is 0. */
export const WITHOUT_AFFINITY = 'no affinity';

/**
 * Why the candidates are fewer than a list keeps, once the settings left people out, e.g. "The
 * settings leave out 5,169 of the 5,210 people found for this panel: 4,900 by gender, 269 by
 * country."; null when the list is cut at its limit anyway or no setting left anyone out.
 */
export function candidatePoolNote(pool: CandidatePool | null): string | null {
  if (!pool || pool.passing >= pool.limit) return null;
  const { gender, countries, authorsGroups } = pool.leftOut;
  const leftOut = gender + countries + authorsGroups;
  if (leftOut === 0) return null;
  const by = [
    gender > 0 ? `${formatExactCount(gender)} by gender` : null,
    countries > 0 ? `${formatExactCount(countries)} by country` : null,
    authorsGroups > 0 ? `${formatExactCount(authorsGroups)} outside the authors groups` : null,
  ].filter((part) => part !== null);
  const of = pool.complete
    ? `of the ${formatExactCount(pool.found)} people found for this panel`
    : `of the ${formatExactCount(pool.found)} people its last computation kept`;
  const text = `The settings leave out ${formatExactCount(leftOut)} ${of}: ${by.join(', ')}.`;
  return pool.complete ? text : `${text} Compute the panel again for the settings to reach everyone found.`;
}

type CoverageSubpanel = PanelCoverageResponse['subpanels'][number];

/** "No member covers 1 of its 3 documents (no affinity above 0):", or null when every one is covered. */
export function uncoveredDocumentsLabel(subpanel: Pick<CoverageSubpanel, 'documents' | 'uncoveredDocuments'>) {
  const n = subpanel.uncoveredDocuments.length;
  if (n === 0) return null;
  const of = subpanel.documents === 1 ? 'its only document' : `${n} of its ${subpanel.documents} documents`;
  return `No member covers ${of} (no affinity above 0):`;
}

/**
 * What an assignment with reviewers of affinity 0 says above its table, one sentence a line, or
 * no line when every reviewer has some affinity to their document.
 */
export function withoutAffinityLines(result: PanelAssignmentResponse): string[] {
  if (result.pairsWithoutAffinity === 0) return [];
  const pairs = result.documents.reduce((sum, d) => sum + d.reviewers.length, 0);
  const lines: string[] = [];
  if (result.documentsWithoutAffinity > 0) {
    const only = result.documents.filter((d) => d.reviewers.length > 0 && d.reviewers.every((r) => r.withoutAffinity));
    const titles = only
      .slice(0, 3)
      .map((d) => `"${d.title}"`)
      .join(', ');
    const more = only.length > 3 ? ` and ${only.length - 3} more` : '';
    lines.push(
      `${result.documentsWithoutAffinity} of the ${result.documents.length} documents got only reviewers with affinity 0: ${titles}${more}.`,
    );
  }
  lines.push(
    `${result.pairsWithoutAffinity} of the ${pairs} assignments have affinity 0 (marked "${WITHOUT_AFFINITY}"): the reviewer has no article close to the document.`,
  );
  return lines;
}

import { PANEL_LIMITS, type ImportPanelResponse, type ImportRowError } from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { AppError, commonErrors } from '../../app/errors';
import { parsePanelImport } from './panels-import';
import { checkDocuments, createPanel, requirePanel, type PanelsDeps } from './panels.usecases';

/**
 * Imports subpanels and their documents into a panel (its editors), or into a new panel of an
 * organization when no panel is named (`sciscope import panel FILE --organization ID`). A
 * subpanel of the file replaces the panel's subpanel of the same code (name and documents);
 * other subpanels stay. Rows that fail (bad code, unknown or unreadable document) are reported
 * and left out; the others are saved. A subpanel whose every document row failed is neither
 * created nor replaced (unless a row declares it without documents); `subpanels` counts the
 * subpanels saved. A file that cannot be read at all saves nothing (400).
 */
export async function importPanel({
  deps,
  actor,
  panelId,
  organizationId = null,
  name = null,
  format,
  content,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number | null;
  organizationId?: number | null;
  name?: string | null;
  format: 'csv' | 'json';
  content: string;
}): Promise<ImportPanelResponse> {
  if (panelId !== null) await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const parsed = parsePanelImport({ format, content });
  let target = panelId;
  if (target === null) {
    if (organizationId === null)
      throw commonErrors.validation({ organizationId: 'Name the organization of the new panel.' });
    const panelName = (name ?? parsed.panelName ?? '').trim();
    if (panelName === '') throw commonErrors.validation({ name: 'Name the new panel (--name or panelName).' });
    target = (
      await createPanel({
        deps,
        actor,
        body: { name: panelName.slice(0, PANEL_LIMITS.name), organizationId, memberAuthorIds: [] },
      })
    ).id;
  }
  const errors: ImportRowError[] = [...parsed.errors];
  const existing = await deps.panels.subpanels(target);
  let documents = 0;
  let saved = 0;
  let count = existing.length;
  for (const subpanel of parsed.subpanels) {
    const kept: Array<{ docKind: 'proposal' | 'article'; docId: number }> = [];
    for (const d of subpanel.documents) {
      try {
        await checkDocuments(deps, actor, [{ docKind: d.docKind, docId: d.docId }]);
        kept.push({ docKind: d.docKind, docId: d.docId });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 400) throw error;
        errors.push({ row: d.row, field: d.field, message: `Unknown ${d.docKind} ${d.docId}.` });
      }
    }
    // Every document of the subpanel was rejected: its rows are reported, and the panel's
    // subpanel of that code (if any) stays as it was.
    if (kept.length === 0 && !subpanel.declared) continue;
    const current = existing.find((s) => s.code === subpanel.code);
    const input = { panelId: target, code: subpanel.code, name: subpanel.name, documents: kept };
    if (current) await deps.panels.updateSubpanel({ ...input, subpanelId: current.id });
    else if (count >= PANEL_LIMITS.subpanels) {
      errors.push({
        row: subpanel.documents[0]?.row ?? 1,
        field: 'code',
        message: `A panel holds at most ${PANEL_LIMITS.subpanels} subpanels.`,
      });
      continue;
    } else {
      await deps.panels.insertSubpanel(input);
      count++;
    }
    saved++;
    documents += new Set(kept.map((d) => `${d.docKind}:${d.docId}`)).size;
  }
  errors.sort((a, b) => a.row - b.row);
  return { panelId: target, subpanels: saved, documents, errors };
}

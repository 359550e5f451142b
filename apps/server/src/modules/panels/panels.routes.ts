import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentExportQuerySchema,
  assignmentSettingsSchema,
  compositionParamsSchema,
  createPanelBodySchema,
  duplicateCompositionBodySchema,
  hideRefereesBodySchema,
  importPanelBodySchema,
  panelCandidateBodySchema,
  panelIdParamsSchema,
  panelListQuerySchema,
  panelPeopleQuerySchema,
  settingsRecord,
  subpanelBodySchema,
  subpanelParamsSchema,
  unhideCandidatesBodySchema,
  updatePanelBodySchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { commonErrors } from '../../app/errors';
import type { RegisterRoutes, RouteDeps } from '../../app/routes.types';
import { articleRefDocSource } from '../referees/corpus-ref-doc.sources';
import { sharedRankingHolders } from '../referees/ranking-index';
import type { AuthorsGroupsSource, RefDocSource } from '../referees/ref-doc.port';
import type { PanelPeoplePort } from '../referees/referees.ports';
import { createRefDocRegistry } from '../referees/ref-doc.registry';
import { ensureScored } from './panel-compute.usecases';
import { exportAssignment, runAssignment } from './panel-assignment.usecases';
import { panelCoverage } from './panel-coverage.usecases';
import { changeCandidate, customPanelPeople, listPanelPeople, moreCandidates } from './panel-people.usecases';
import { hidePanelCandidates, listHiddenPanelCandidates, unhidePanelCandidates } from './panel-hidden.usecases';
import { importPanel } from './panels-import.usecases';
import { createPanelsRepository } from './panels.repository';
import {
  createPanel,
  createSubpanel,
  deleteComposition,
  deletePanel,
  deleteSubpanel,
  duplicateComposition,
  getPanel,
  getPanelComputation,
  listPanels,
  scheduleComputation,
  subpanelDocuments,
  updatePanel,
  updateSubpanel,
  type PanelsDeps,
} from './panels.usecases';

function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  throw commonErrors.validation(fields);
}

/** What the composition root plugs in: the proposal source (folders) and the authors groups. */
export interface PanelsPorts {
  sources?: readonly RefDocSource[];
  authorsGroups?: AuthorsGroupsSource;
}

/** The panels deps of an app (shared with the referee finder's custom-people port). */
export function panelsDeps(deps: RouteDeps, ports: PanelsPorts): PanelsDeps {
  const { db, access, config, wakeTaskRunner } = deps;
  return {
    db,
    access,
    panels: createPanelsRepository({ db }),
    registry: createRefDocRegistry([articleRefDocSource, ...(ports.sources ?? [])]),
    authorsGroups: ports.authorsGroups,
    holders: sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex }),
    wake: wakeTaskRunner,
    contactEmail: config.site.contactEmail,
  };
}

/**
 * The panel-composer calls (spec 03 section 7 and docs/panel-composer.md): panels, subpanels,
 * compositions, the people screens, add/remove candidate, hiding, computation, coverage and
 * assignment. Every route checks the quota first (403 before any input is read).
 */
export function createPanelsRoutes(ports: PanelsPorts = {}): RegisterRoutes {
  return async (app: FastifyInstance, routeDeps: RouteDeps) => {
    const deps = panelsDeps(routeDeps, ports);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const gate = accessGate({ access: deps.access, permission: 'panels.use' });
    const scoreMembers = (panel: { id: number }, authorIds: number[]) =>
      ensureScored({ deps, panelId: panel.id, authorIds, source: 'member' });

    r.get(
      '/api/panels',
      {
        ...gate,
        schema: { summary: 'The panels the caller may see, a page at a time', querystring: panelListQuerySchema },
      },
      async (request) => listPanels({ deps, actor: request.user, offset: request.query.offset }),
    );
    r.post(
      '/api/panels',
      {
        ...gate,
        schema: {
          summary: 'Create a panel in one of the caller’s organizations, with its base composition',
          body: createPanelBodySchema,
        },
      },
      async (request) => createPanel({ deps, actor: request.user, body: request.body }),
    );
    r.get(
      '/api/panel/:id',
      {
        ...gate,
        schema: {
          summary: 'A panel with its subpanels, compositions, members and computation state',
          params: panelIdParamsSchema,
        },
      },
      async (request) => getPanel({ deps, actor: request.user, panelId: request.params.id }),
    );
    r.put(
      '/api/panel/:id',
      {
        ...gate,
        schema: {
          summary: 'Rename a panel or set its current members',
          params: panelIdParamsSchema,
          body: updatePanelBodySchema,
        },
      },
      async (request) =>
        updatePanel({
          deps,
          actor: request.user,
          panelId: request.params.id,
          body: request.body,
          ensureScored: scoreMembers,
        }),
    );
    r.delete(
      '/api/panel/:id',
      { ...gate, schema: { summary: 'Delete a panel', params: panelIdParamsSchema } },
      async (request, reply) => {
        await deletePanel({ deps, actor: request.user, panelId: request.params.id });
        return reply.code(204).send();
      },
    );

    r.post(
      '/api/panel/:id/subpanels',
      {
        ...gate,
        schema: { summary: 'Add a subpanel to a panel', params: panelIdParamsSchema, body: subpanelBodySchema },
      },
      async (request) => createSubpanel({ deps, actor: request.user, panelId: request.params.id, body: request.body }),
    );
    r.put(
      '/api/panel/:id/subpanels/:subpanelCode',
      {
        ...gate,
        schema: {
          summary: 'Change a subpanel’s code, name and documents',
          params: subpanelParamsSchema,
          body: subpanelBodySchema,
        },
      },
      async (request) =>
        updateSubpanel({
          deps,
          actor: request.user,
          panelId: request.params.id,
          code: request.params.subpanelCode,
          body: request.body,
        }),
    );
    r.delete(
      '/api/panel/:id/subpanels/:subpanelCode',
      { ...gate, schema: { summary: 'Delete a subpanel', params: subpanelParamsSchema } },
      async (request) =>
        deleteSubpanel({ deps, actor: request.user, panelId: request.params.id, code: request.params.subpanelCode }),
    );
    r.get(
      '/api/panel/:id/subpanel/:subpanelCode/documents',
      { ...gate, schema: { summary: 'The documents of a subpanel (spec 03 section 7)', params: subpanelParamsSchema } },
      async (request) =>
        subpanelDocuments({ deps, actor: request.user, panelId: request.params.id, code: request.params.subpanelCode }),
    );
    r.post(
      '/api/panel/:id/import',
      {
        ...gate,
        schema: {
          summary: 'Import a panel’s subpanels and documents from a file',
          params: panelIdParamsSchema,
          body: importPanelBodySchema,
        },
      },
      async (request) =>
        importPanel({
          deps,
          actor: request.user,
          panelId: request.params.id,
          format: request.body.format,
          content: request.body.content,
        }),
    );
    r.post(
      '/api/panel/:id/compute',
      {
        ...gate,
        schema: {
          summary: 'Queue the computation of a panel’s scores as a background task',
          params: panelIdParamsSchema,
        },
      },
      async (request) => scheduleComputation({ deps, actor: request.user, panelId: request.params.id }),
    );
    r.get(
      '/api/panel/:id/computation',
      {
        ...gate,
        schema: { summary: 'The state, step and percentage of a panel’s computation', params: panelIdParamsSchema },
      },
      async (request) => getPanelComputation({ deps, actor: request.user, panelId: request.params.id }),
    );

    r.post(
      '/api/panel/:id/compositions',
      {
        ...gate,
        schema: {
          summary: 'Duplicate a composition of a panel',
          params: panelIdParamsSchema,
          body: duplicateCompositionBodySchema,
        },
      },
      async (request) =>
        duplicateComposition({
          deps,
          actor: request.user,
          panelId: request.params.id,
          fromCompositionId: request.body.fromCompositionId,
          name: request.body.name,
        }),
    );
    r.delete(
      '/api/panel/:id/composition/:compId',
      { ...gate, schema: { summary: 'Delete an editable composition', params: compositionParamsSchema } },
      async (request, reply) => {
        await deleteComposition({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
        });
        return reply.code(204).send();
      },
    );

    const peopleQuery = panelPeopleQuerySchema.extend({
      list: z
        .enum(['members', 'candidates'], { message: "List must be 'members' or 'candidates'." })
        .default('members'),
    });
    r.get(
      '/api/panel/:id/composition/:compId/people',
      {
        ...gate,
        schema: {
          summary: 'The first page of a composition’s members or of its candidates',
          params: compositionParamsSchema,
        },
      },
      async (request) => {
        const params = parseOr400(peopleQuery, request.query);
        return listPanelPeople({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
          list: params.list,
          query: settingsRecord(request.query as Record<string, unknown>),
          params,
        });
      },
    );
    r.get(
      '/api/panel/:id/composition/:compId/candidates',
      {
        ...gate,
        schema: {
          summary: 'More candidates for a composition, from an offset (spec 03 section 7)',
          params: compositionParamsSchema,
        },
      },
      async (request) =>
        moreCandidates({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
          query: request.query as Record<string, unknown>,
          params: parseOr400(panelPeopleQuerySchema, request.query),
        }),
    );
    for (const action of ['add', 'remove'] as const)
      r.post(
        `/api/panel/${action}-candidate`,
        {
          ...gate,
          schema: {
            summary:
              action === 'add'
                ? 'Add a candidate to a composition (a leaving member stays)'
                : 'Remove a candidate from a composition (a member is marked as leaving)',
            body: panelCandidateBodySchema,
          },
        },
        async (request) =>
          changeCandidate({
            deps,
            actor: request.user,
            panelId: request.body.panelId,
            compositionId: request.body.compositionId,
            authorId: request.body.authorId,
            action,
          }),
      );
    r.post(
      '/api/panel/:id/hide-candidates/',
      {
        ...gate,
        schema: {
          summary: 'Hide candidates of a panel for everyone who sees it, with a reason',
          params: panelIdParamsSchema,
        },
      },
      async (request) => {
        const body = parseOr400(hideRefereesBodySchema, request.body);
        return hidePanelCandidates({
          deps,
          actor: request.user,
          panelId: request.params.id,
          authorIds: body.authorsIds,
          reason: body.reason,
          comment: body.comment,
        });
      },
    );
    r.get(
      '/api/panel/:id/hidden-candidates/',
      { ...gate, schema: { summary: 'A panel’s hidden candidates, latest first', params: panelIdParamsSchema } },
      async (request) => listHiddenPanelCandidates({ deps, actor: request.user, panelId: request.params.id }),
    );
    r.post(
      '/api/panel/:id/unhide-candidates/',
      {
        ...gate,
        schema: { summary: 'Make a panel’s hidden candidates candidates again', params: panelIdParamsSchema },
      },
      async (request) => {
        const body = parseOr400(unhideCandidatesBodySchema, request.body);
        return unhidePanelCandidates({
          deps,
          actor: request.user,
          panelId: request.params.id,
          authorIds: body.authorsIds,
        });
      },
    );

    r.get(
      '/api/panel/:id/composition/:compId/coverage',
      {
        ...gate,
        schema: {
          summary: 'Coverage of a composition: the members’ subpanel scores and the candidates that fill the gaps',
          params: compositionParamsSchema,
        },
      },
      async (request) =>
        panelCoverage({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
        }),
    );
    r.post(
      '/api/panel/:id/composition/:compId/assignment',
      {
        ...gate,
        schema: {
          summary: 'Assign a composition’s reviewers to the panel’s documents',
          params: compositionParamsSchema,
        },
      },
      async (request) =>
        runAssignment({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
          settings: parseOr400(assignmentSettingsSchema, request.body ?? {}),
        }),
    );
    r.get(
      '/api/panel/:id/composition/:compId/assignment/export',
      {
        ...gate,
        schema: {
          summary: 'Export a composition’s assignment, one row per document and reviewer (xlsx or CSV)',
          params: compositionParamsSchema,
        },
      },
      async (request, reply) => {
        const query = parseOr400(assignmentExportQuerySchema, request.query);
        const file = await exportAssignment({
          deps,
          actor: request.user,
          panelId: request.params.id,
          compositionId: request.params.compId,
          settings: query,
          format: query.export_format,
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  };
}

/** The referee finder's port for people added by id to a panel (`POST /api/referees/panel/{id}/custom`). */
export function panelPeoplePort(ports: PanelsPorts): PanelPeoplePort {
  return {
    custom: ({ deps, actor, panelId, compositionId, authorIds }) =>
      customPanelPeople({ deps: panelsDeps(deps, ports), actor, panelId, compositionId, authorIds }),
  };
}

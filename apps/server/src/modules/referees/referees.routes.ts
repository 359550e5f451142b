import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleAsRefDocResponseSchema,
  coauthorsParamsSchema,
  customRefereesParamsSchema,
  entityIdSchema,
  exportRefereesQuerySchema,
  hideRefereesBodySchema,
  panelCustomBodySchema,
  unhideCandidatesBodySchema,
  refereesListParamsSchema,
  saveRefereeSettingsBodySchema,
  settingsRecord,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { commonErrors } from '../../app/errors';
import type { Actor } from '../../app/access';
import { refereesErrors } from './referees.errors';
import type { RegisterRoutes, RouteDeps } from '../../app/routes.types';
import { sharedRankingHolders } from './ranking-index';
import { articleRefDocSource, authorRefDocSource } from './corpus-ref-doc.sources';
import { createRefDocRegistry } from './ref-doc.registry';
import type { RefereesPorts } from './referees.ports';
import type { RefereesDeps } from './referees-prepare.usecases';
import { customReferees, listReferees, refereeCoauthors } from './referees-list.usecases';
import { exportReferees } from './referees-export.usecases';
import { articleAsRefDoc } from './article-ref-doc.usecases';
import {
  alreadyRefereed,
  folderSettings,
  listSavedSettings,
  organizationSettings,
  saveSettings,
} from './referees-settings.usecases';
import { hideReferees, listHiddenReferees, unhideReferees } from './referees-hidden.usecases';

const docParams = z.object({ docKind: z.string().max(40), docId: entityIdSchema });

/**
 * The body of the ranking calls as one record of fields: form-encoded (the page sends the
 * settings string as its body) or JSON; a `settings` field holding a form string is spread in
 * (fields sent beside it win).
 */
function bodyRecord(body: unknown): Record<string, unknown> {
  const record =
    typeof body === 'string'
      ? settingsRecord(body)
      : body && typeof body === 'object'
        ? { ...(body as Record<string, unknown>) }
        : {};
  const settings = record.settings;
  delete record.settings;
  if (typeof settings === 'string') return { ...settingsRecord(settings), ...record };
  if (settings && typeof settings === 'object') return { ...(settings as Record<string, unknown>), ...record };
  return record;
}

function parseOr400<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  throw commonErrors.validation(fields);
}

/**
 * `/api/referees/…`: the referee finder (spec 03 section 7). The composition root passes the
 * ports other modules implement (proposal and saved-search sources, authors groups, folder
 * access, marks); the article and author sources are built in.
 */
export function createRefereesRoutes(ports: RefereesPorts = {}): RegisterRoutes {
  return async (app: FastifyInstance, routeDeps: RouteDeps) => {
    const { db, access, config } = routeDeps;
    const deps: RefereesDeps = {
      db,
      access,
      ...sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex }),
      registry: createRefDocRegistry([articleRefDocSource, authorRefDocSource, ...(ports.sources ?? [])]),
      ports,
    };
    await app.register(async (scope) => {
      // The page posts its settings form-encoded; kept as the raw string and read by the contracts.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      registerRoutes(scope, deps, routeDeps);
    });
  };
}

function registerRoutes(app: FastifyInstance, deps: RefereesDeps, routeDeps: RouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/referees/:docKind/:docId/',
    {
      schema: {
        summary: 'Referee finder: one page of the ranked referees of a document (spec 03 section 3)',
        params: docParams,
      },
    },
    async (request) => {
      const body = bodyRecord(request.body);
      const params = parseOr400(refereesListParamsSchema, body);
      for (const name of Object.keys(refereesListParamsSchema.shape)) delete body[name];
      return listReferees({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        body,
        offset: params.offset,
        excluded: params.excluded,
        includeMarked: params.includeMarked,
        settingsId: params.settingsId,
        customAuthorIds: params.custom_authors_ids,
        customCoiAuthorIds: params.custom_coi_authors_ids,
      });
    },
  );

  // A panel's people added by id (spec 03: the extra pair names the composition).
  const panelCustom = (request: { user: Actor; body: unknown }, panelId: number, compositionId: number | null) => {
    if (!deps.ports.panels) throw refereesErrors.documentNotFound();
    const { authorsIds } = parseOr400(panelCustomBodySchema, bodyRecord(request.body));
    return deps.ports.panels.custom({
      deps: routeDeps,
      actor: request.user,
      panelId,
      compositionId,
      authorIds: authorsIds,
    });
  };
  r.post(
    '/api/referees/:docKind/:docId/:extraKind/:extraId/custom',
    {
      schema: {
        summary: 'Add people by author id to a panel composition',
        params: docParams.extend({ extraKind: z.string().max(40), extraId: entityIdSchema }),
      },
    },
    async (request) => {
      const { docKind, docId, extraKind, extraId } = request.params;
      if (docKind !== 'panel' || extraKind !== 'composition') throw refereesErrors.documentNotFound();
      return panelCustom(request, docId, extraId);
    },
  );

  r.post(
    '/api/referees/:docKind/:docId/custom',
    {
      schema: {
        summary: 'Score named authors for a document, retrieved or not (on a panel: add them by id)',
        params: docParams,
      },
    },
    async (request) => {
      if (request.params.docKind === 'panel') return panelCustom(request, request.params.docId, null);
      const body = bodyRecord(request.body);
      const params = parseOr400(customRefereesParamsSchema, body);
      delete body.authorsIds;
      delete body.custom_coi_authors_ids;
      return customReferees({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        body,
        authorIds: params.authorsIds,
        customCoiAuthorIds: params.custom_coi_authors_ids,
      });
    },
  );

  r.post(
    '/api/referees/:docKind/:docId/coauthors',
    {
      schema: {
        summary: 'A candidate’s co-authors, ranked by shared papers (spec 03 “Coauthor entry”)',
        params: docParams,
      },
    },
    async (request) => {
      const body = bodyRecord(request.body);
      const { refereeAuthorId } = parseOr400(coauthorsParamsSchema, body);
      delete body.refereeAuthorId;
      return refereeCoauthors({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        body,
        refereeAuthorId,
      });
    },
  );

  r.post(
    '/api/referees/:docKind/:docId/save-settings',
    { schema: { summary: 'Save the referee finder settings under a title', params: docParams } },
    async (request) => {
      const body = parseOr400(saveRefereeSettingsBodySchema, request.body);
      return saveSettings({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        title: body.title,
        settings: body.settings,
      });
    },
  );

  r.get(
    '/api/referees/:docKind/:docId/saved-settings',
    { schema: { summary: 'The caller’s saved referee finder settings, newest first', params: docParams } },
    async (request) =>
      listSavedSettings({ deps, actor: request.user, kind: request.params.docKind, id: request.params.docId }),
  );

  r.post(
    '/api/referees/:docKind/:docId/hide-referees/',
    { schema: { summary: 'Hide candidates for a document, with a reason', params: docParams } },
    async (request) => {
      const body = parseOr400(hideRefereesBodySchema, bodyRecord(request.body));
      return hideReferees({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        authorIds: body.authorsIds,
        reason: body.reason,
        comment: body.comment,
      });
    },
  );

  r.get(
    '/api/referees/:docKind/:docId/hidden-referees/',
    { schema: { summary: 'The candidates hidden for a document, latest first', params: docParams } },
    async (request) =>
      listHiddenReferees({ deps, actor: request.user, kind: request.params.docKind, id: request.params.docId }),
  );

  r.post(
    '/api/referees/:docKind/:docId/unhide-referees/',
    { schema: { summary: 'Make hidden candidates candidates again', params: docParams } },
    async (request) => {
      const body = parseOr400(unhideCandidatesBodySchema, bodyRecord(request.body));
      return unhideReferees({
        deps,
        actor: request.user,
        kind: request.params.docKind,
        id: request.params.docId,
        authorIds: body.authorsIds,
      });
    },
  );

  const orgParams = z.object({ orgId: entityIdSchema });
  r.get(
    '/api/referees/organization/:orgId/settings',
    { schema: { summary: 'An organization’s default referee finder settings', params: orgParams } },
    async (request) => organizationSettings({ deps, actor: request.user, organizationId: request.params.orgId }),
  );
  r.post(
    '/api/referees/organization/:orgId/settings',
    { schema: { summary: 'Change an organization’s default referee finder settings (its admins)', params: orgParams } },
    async (request) =>
      organizationSettings({
        deps,
        actor: request.user,
        organizationId: request.params.orgId,
        settings: bodyRecord(request.body),
      }),
  );

  const folderParams = z.object({ folderId: entityIdSchema });
  r.get(
    '/api/referees/folder/:folderId/settings',
    { schema: { summary: 'A folder’s default referee finder settings', params: folderParams } },
    async (request) => folderSettings({ deps, actor: request.user, folderId: request.params.folderId }),
  );
  r.post(
    '/api/referees/folder/:folderId/settings',
    { schema: { summary: 'Change a folder’s default referee finder settings (its editors)', params: folderParams } },
    async (request) =>
      folderSettings({
        deps,
        actor: request.user,
        folderId: request.params.folderId,
        settings: bodyRecord(request.body),
      }),
  );

  r.get(
    '/referees-beam/export-referees/:docId/',
    {
      ...accessGate({ access: deps.access, permission: 'referees.export' }),
      schema: { params: z.object({ docId: entityIdSchema }) },
    },
    async (request, reply) => {
      const query = parseOr400(exportRefereesQuerySchema, request.query);
      const file = await exportReferees({ deps, actor: request.user, docId: request.params.docId, query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  r.get(
    '/api/articles/:id/as-ref-doc',
    {
      schema: {
        summary: 'An article as the referee finder’s document (spec 03 section 7)',
        params: z.object({ id: entityIdSchema }),
        response: { 200: articleAsRefDocResponseSchema },
      },
    },
    async (request) => articleAsRefDoc({ db: deps.db, actor: request.user, articleId: request.params.id }),
  );

  r.get(
    '/api/is-article-already-refereed/:id/',
    { schema: { summary: 'Whether an article has already been refereed', params: z.object({ id: entityIdSchema }) } },
    async (request) => alreadyRefereed({ deps, actor: request.user, articleId: request.params.id }),
  );
}

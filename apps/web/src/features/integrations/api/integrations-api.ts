import {
  apiTokensResponseSchema,
  createdApiTokenSchema,
  openApiDocumentSchema,
  orgdevOrganizationsResponseSchema,
  type ApiTokensResponse,
  type OpenApiDocument,
  type CreatedApiToken,
  type OrgdevOrganizationsResponse,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The OpenAPI description of every API route, linked from the integrations page. */
export const OPENAPI_URL = '/api/docs';

/** GET /api/orgdev/organizations */
export function fetchOrgdevOrganizations(signal?: AbortSignal): Promise<OrgdevOrganizationsResponse> {
  return api.get('/api/orgdev/organizations', { schema: orgdevOrganizationsResponseSchema, ...signalOption(signal) });
}

/** GET /api/orgdev/{id}/tokens */
export function fetchApiTokens(organizationId: number, signal?: AbortSignal): Promise<ApiTokensResponse> {
  return api.get(`/api/orgdev/${organizationId}/tokens`, { schema: apiTokensResponseSchema, ...signalOption(signal) });
}

/** POST /api/orgdev/{id}/tokens: silent, the form shows the error. */
export function createApiToken(organizationId: number, name: string): Promise<CreatedApiToken> {
  return api.post(`/api/orgdev/${organizationId}/tokens`, { name }, { schema: createdApiTokenSchema, silent: true });
}

/** DELETE /api/orgdev/{id}/tokens/{tokenId} */
export async function revokeApiToken(organizationId: number, tokenId: number): Promise<void> {
  await api.delete<unknown>(`/api/orgdev/${organizationId}/tokens/${tokenId}`);
}

/** GET /api/docs: the OpenAPI description, read for the API reference table. */
export function fetchOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  return api.get(OPENAPI_URL, { schema: openApiDocumentSchema, ...signalOption(signal) });
}

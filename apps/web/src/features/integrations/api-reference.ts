import { openApiOperationSchema, type OpenApiDocument } from '@sciscope/contracts';

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  /** True when only the session cookie is accepted (API tokens are refused). */
  sessionOnly: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the OpenAPI document, by path then method, for a readable table. */
export function listOperations(document: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    METHODS.forEach((method) => {
      const parsed = openApiOperationSchema.safeParse(item[method]);
      if (!parsed.success) return;
      const { summary = '', security } = parsed.data;
      operations.push({
        method: method.toUpperCase(),
        path,
        summary,
        sessionOnly: security !== undefined && security.every((requirement) => !('bearerAuth' in requirement)),
      });
    });
  }
  const order = (method: string) => METHODS.findIndex((m) => m.toUpperCase() === method);
  return operations.sort((a, b) => a.path.localeCompare(b.path) || order(a.method) - order(b.method));
}

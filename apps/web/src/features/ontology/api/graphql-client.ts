import { graphqlResponseSchema } from '@sciscope/contracts';
import { ApiError, api, type ResponseSchema } from '../../../app/api-client';

/*
 * GraphQL through the one API client (spec 02 section 7): POST /api/graphql/ with same-origin
 * credentials and the client's error rules (the server's GraphQL message, or the fixed texts of
 * 401, 403 and 500). An error inside a 200 answer becomes an `ApiError` the same way.
 */

export async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  schema: ResponseSchema<T>,
  { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<T> {
  const body = await api.post('/api/graphql/', { query, variables }, { ...(signal ? { signal } : {}), silent });
  const parsed = graphqlResponseSchema.parse(body);
  const [first] = parsed.errors ?? [];
  if (first) {
    throw new ApiError({
      status: 200,
      code: first.extensions?.code ?? 'graphql.error',
      message: first.message,
      details: first.extensions?.details,
    });
  }
  return schema.parse(parsed.data);
}

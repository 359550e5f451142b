import { Alert, Box, Skeleton, Stack } from '@mantine/core';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { ApiError, api } from '../app/api-client';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { hasQuota } from '../features/auth/user-access';

/** Sends the explorer's requests through the app's client (same-origin, CSRF rule), keeping GraphQL errors readable. */
async function fetcher(params: { query: string; variables?: unknown; operationName?: string | null }) {
  try {
    return (await api.post('/api/graphql/', params, { silent: true })) as Record<string, unknown>;
  } catch (error) {
    return { errors: [{ message: error instanceof ApiError ? error.message : String(error) }] };
  }
}

/** /graphiql: the GraphQL explorer, for superusers and ontology moderators (who may read the schema). */
export function GraphiqlPage() {
  const user = useCurrentUser();
  if (!user.data) return <Skeleton height={200} />;
  const allowed = user.data.is_authenticated && (user.data.is_superuser || hasQuota(user.data, 'ontology_moderator'));
  return (
    <Stack gap="sm">
      <PageTitle>GraphQL explorer</PageTitle>
      {allowed ? (
        <Box h="75vh" style={{ border: '1px solid var(--mantine-color-gray-3)' }}>
          <GraphiQL
            fetcher={fetcher}
            defaultQuery={'{\n  concepts(query: "neural") {\n    total\n    concepts { id name df }\n  }\n}\n'}
          />
        </Box>
      ) : (
        <Alert color="red" role="alert">
          The GraphQL explorer is for superusers and ontology moderators.
        </Alert>
      )}
    </Stack>
  );
}

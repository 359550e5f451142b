import type { CreatedApiToken } from '@sciscope/contracts';
import { Anchor, Code, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { OPENAPI_URL } from '../../features/integrations/api/integrations-api';
import { ApiReferenceTable } from '../../features/integrations/components/api-reference-table';
import { CreateTokenForm } from '../../features/integrations/components/create-token-form';
import { TokenCreatedModal } from '../../features/integrations/components/token-created-modal';
import { TokensTable } from '../../features/integrations/components/tokens-table';
import { useApiTokens, useOrgdevOrganizations } from '../../features/integrations/queries/use-integrations';

/**
 * /orgdev/integrations/: API tokens of the organizations the user develops for (superusers:
 * any organization). The chosen organization lives in `?org=` so the page can be shared.
 */
export function IntegrationsPage() {
  const organizations = useOrgdevOrganizations();
  const [params, setParams] = useSearchParams();

  if (organizations.isError) return <ErrorState message={organizations.error.message} />;
  const list = organizations.data?.organizations;
  const requested = Number(params.get('org'));
  const selected = list?.find((org) => org.id === requested) ?? list?.[0] ?? null;

  return (
    <Stack gap="lg" maw={1080}>
      <PageTitle>Integrations</PageTitle>
      <Text size="sm">
        API tokens let your organization&apos;s scripts and services call the sciscope API. Send a token as{' '}
        <Code>Authorization: Bearer &lt;token&gt;</Code>: it acts as the developer who created it, for that organization
        only. Every route is described in the{' '}
        <Anchor href={OPENAPI_URL} target="_blank" rel="noreferrer">
          OpenAPI description
        </Anchor>{' '}
        ({OPENAPI_URL}).
      </Text>
      {!list ? (
        <Skeleton height={160} />
      ) : list.length === 0 || !selected ? (
        <EmptyState>You do not develop for any organization.</EmptyState>
      ) : (
        <>
          {list.length > 1 && (
            <NativeSelect
              label="Organization"
              maw={360}
              data={list.map((org) => ({ value: String(org.id), label: org.name }))}
              value={String(selected.id)}
              onChange={(event) => setParams({ org: event.currentTarget.value })}
            />
          )}
          <OrganizationTokens key={selected.id} organizationId={selected.id} />
          <section aria-labelledby="api-reference-heading">
            <Title order={2} size="h4" id="api-reference-heading" mb="xs">
              API reference
            </Title>
            <ApiReferenceTable />
          </section>
        </>
      )}
    </Stack>
  );
}

function OrganizationTokens({ organizationId }: { organizationId: number }) {
  const tokens = useApiTokens(organizationId);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  if (tokens.isError) return <ErrorState message={tokens.error.message} />;
  if (!tokens.data) return <Skeleton height={160} />;
  return (
    <>
      {tokens.data.canCreate && (
        <section aria-labelledby="create-token-heading">
          <Title order={2} size="h4" id="create-token-heading" mb="xs">
            Create a token for {tokens.data.organization.name}
          </Title>
          <CreateTokenForm organizationId={organizationId} onCreated={setCreated} />
        </section>
      )}
      <section aria-labelledby="tokens-heading">
        <Title order={2} size="h4" id="tokens-heading" mb="xs">
          Tokens of {tokens.data.organization.name}
        </Title>
        <TokensTable organizationId={organizationId} tokens={tokens.data.tokens} />
      </section>
      <TokenCreatedModal created={created} onClose={() => setCreated(null)} />
    </>
  );
}

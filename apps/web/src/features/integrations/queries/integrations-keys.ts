/** TanStack Query keys of the integrations page. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  organizations: () => [...integrationsKeys.all, 'organizations'] as const,
  tokens: (organizationId: number) => [...integrationsKeys.all, 'tokens', organizationId] as const,
  openApi: () => [...integrationsKeys.all, 'openapi'] as const,
};

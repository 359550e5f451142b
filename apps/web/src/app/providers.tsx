import { MantineProvider, createTheme } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { authKeys } from '../features/auth/queries/auth-keys';
import { bindConceptNameCache } from '../features/concepts/queries/concept-names';
import { bindSuggestionCache } from '../features/search/queries/suggestion-cache';
import { ApiError } from './api-client';

/** One accent colour; everything else is Mantine's defaults. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
});

/** A client error will fail again; only unreachable servers and 5xx are worth one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // A 401 anywhere means the session ended: asking again who the user is lets the
  // authentication gate send them to the login page. The current-user call never answers 401.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Caches with a size of their own, kept for the client's whole life.
  bindSuggestionCache(queryClient);
  bindConceptNameCache(queryClient);
  return queryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

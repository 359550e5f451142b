import { MantineProvider, Menu, Modal, createTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { authKeys } from '../features/auth/queries/auth-keys';
import { bindConceptNameCache } from '../features/concepts/queries/concept-names';
import { bindSuggestionCache } from '../features/search/queries/suggestion-cache';
import { ApiError } from './api-client';
import { readableColorVariables } from './contrast';

/** The name of every dialog's close button (×). */
export const CLOSE_DIALOG_LABEL = 'Dismiss dialog';

/**
 * One accent colour; everything else is Mantine's defaults, except where those fail WCAG AA
 * contrast (4.5:1) on white: indigo's shade 8 rather than 6 for filled buttons, links, badges and
 * every other colour's filled variant (white on indigo-6 is 4.32:1, on indigo-8 5.67:1; white on
 * red-8 4.51:1).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  components: {
    // A menu holds menu items only: Mantine's focus placeholder (a focusable role="presentation"
    // div) is a child a role="menu" may not have (axe aria-required-children, critical). Without
    // it the focus goes to the first item when a menu opens, as the ARIA menu-button pattern asks.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Mantine's close button (×) of a dialog has no text: it needs a name (axe button-name,
    // critical). Not 'Close', which many dialogs already give their own closing button.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': CLOSE_DIALOG_LABEL } } }),
  },
});

/**
 * Dimmed text and placeholders one grey darker than Mantine's (gray-6 is 3.32:1 on white, gray-5
 * 2.07:1; gray-7 is 8.18:1, and stays above 6:1 on the light grey and indigo backgrounds).
 * Error messages in red-8 (Mantine's red-6 is 3.28:1 on white, red-8 4.51:1). And, of every
 * palette colour, the variables whose pairings read below 4.5:1 in Mantine's light scheme (the
 * light variant's text — green-9 on green-1 is 3.81:1, indigo-9 on a hovered indigo-2 4.13:1 —,
 * and green, teal, orange, yellow, lime and cyan text and fills on white) take the nearest
 * darker colour that reads; those that pass are left as Mantine draws them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...Object.assign(
      {},
      ...Object.entries(resolved.colors).map(([name, shades]) =>
        readableColorVariables(name, shades, lightPrimaryShade(resolved.primaryShade)),
      ),
    ),
  },
  dark: {},
});

function lightPrimaryShade(shade: MantineTheme['primaryShade']): number {
  return typeof shade === 'number' ? shade : shade.light;
}

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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth/components/require-auth';

/*
 * Every page is its own chunk, loaded when its route is first visited. `page()` wraps the
 * protected ones in the authentication gate of spec 01 section 4.
 */

type PageModule = Record<string, unknown>;

export function page<M extends PageModule>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { protect = false }: { protect?: boolean } = {},
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = pick(await load());
      return {
        Component: protect
          ? () => (
              <RequireAuth>
                <Page />
              </RequireAuth>
            )
          : Page,
      };
    },
  };
}

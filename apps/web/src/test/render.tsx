/** Renders UI under the app's providers and a memory router. */
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '../shared/router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/lib/query-client';

/** The app's providers with a test's own server-state cache (the app's routes provide theirs: query-scope.tsx). */
export function TestProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>{children}</AppProviders>
    </QueryClientProvider>
  );
}

/** `options` as the app's router takes them (app/router.tsx routerOptions): its routes load in two steps. */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  options: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction } = {},
) {
  const router = createMemoryRouter(routes, { ...options, initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const utils = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, queryClient };
}

export function renderAt(path: string, pattern: string, element: ReactElement) {
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    path,
  );
}

/** Renders the matched branch: each route's element, its Outlet the next one, errorElements as boundaries. */
import { Component, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, RouterStateContext } from './context';
import type { Location } from './history';
import { createMemoryRouter, type Router, type RouterState } from './router';
import type { RouteMatch } from './routes';

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a route's render error; the next location renders the route again. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

function renderMatches({ matches, error, location }: RouterState): ReactNode {
  let outlet: ReactNode = null;
  const last = error ? error.index : matches.length - 1;
  for (let i = last; i >= 0; i -= 1) {
    const { route } = matches[i];
    const context = { matches: matches.slice(0, i + 1) as RouteMatch[], outlet };
    const Page = route.Component;
    const element = Page ? <Page /> : (route.element ?? outlet);
    const shown =
      error && error.index === i ? (
        <RouteErrorContext.Provider value={error.value}>{route.errorElement}</RouteErrorContext.Provider>
      ) : route.errorElement ? (
        <RouteErrorBoundary
          location={location}
          fallback={<RouteContext.Provider value={context}>{route.errorElement}</RouteContext.Provider>}
        >
          {element}
        </RouteErrorBoundary>
      ) : (
        element
      );
    outlet = <RouteContext.Provider value={context}>{shown}</RouteContext.Provider>;
  }
  return outlet;
}

export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  // The same elements until the location changes: a render of the providers above must not render every route
  // again (Preact's Suspense cannot take new children while it is suspended).
  const content = useMemo(
    () =>
      children !== undefined
        ? children
        : state.initialized
          ? renderMatches(state)
          : (router.routes[0]?.hydrateFallbackElement ?? null),
    [router, state, children],
  );
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>{content}</RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}

/** The route below the one rendering (a layout's page). */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

/** For tests of components that link or read the location, outside any route table. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  return <RouterProvider router={router}>{children}</RouterProvider>;
}

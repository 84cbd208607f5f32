import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useMatches, useParams, useRouteError, useSearchParams } from './context';
import { Link, Navigate, NavLink } from './link';
import { createMemoryRouter, type RouterOptions } from './router';
import { Outlet, RouterProvider } from './router-provider';
import type { RouteObject } from './routes';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function renderRouter(routes: RouteObject[], path: string, options?: RouterOptions) {
  const router = createMemoryRouter(routes, { ...options, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  it('picks the most specific route whatever the order, with its parameters', () => {
    function Param() {
      return <p>param {useParams().catalogId}</p>;
    }
    const routes = [
      { path: '/catalogs/*', element: <p>splat</p> },
      { path: '/catalogs/:catalogId', element: <Param /> },
      { path: '/catalogs/create', element: <p>create</p> },
    ];
    renderRouter(routes, '/catalogs/create');
    expect(screen.getByText('create')).toBeInTheDocument();
    renderRouter(routes, '/catalogs/c1');
    expect(screen.getByText('param c1')).toBeInTheDocument();
    renderRouter(routes, '/catalogs/c1/x');
    expect(screen.getByText('splat')).toBeInTheDocument();
  });

  it('renders nested layouts through Outlet and names the page last in useMatches', () => {
    function Layout() {
      return (
        <section>
          layout {useMatches().at(-1)?.id} <Outlet />
        </section>
      );
    }
    renderRouter([{ element: <Layout />, children: [{ path: '/a', element: <p>page a</p> }] }], '/a');
    expect(screen.getByText(/layout 0-0/)).toBeInTheDocument();
    expect(screen.getByText('page a')).toBeInTheDocument();
  });

  it('shows the fallback until a lazy page has loaded, then the page', async () => {
    type Page = { Component: ComponentType };
    let resolve: (page: Page) => void = () => {};
    const lazy = () => new Promise<Page>((r) => (resolve = r));
    renderRouter([{ hydrateFallbackElement: <p>loading</p>, children: [{ path: '/', lazy }] }], '/');
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ Component: () => <p>lazy page</p> }));
    expect(await screen.findByText('lazy page')).toBeInTheDocument();
  });

  it('asks for more routes when a path has no match yet, once per table id', async () => {
    const patchRoutesOnNavigation = vi.fn(({ patch }) =>
      patch('root', [{ id: 'more', children: [{ path: '/more/:id', element: <p>more</p> }] }]),
    );
    const router = renderRouter(
      [{ id: 'root', children: [{ path: '/', element: <p>start</p> }, { path: '*', element: <p>unknown</p> }] }],
      '/',
      { patchRoutesOnNavigation },
    );
    expect(patchRoutesOnNavigation).not.toHaveBeenCalled();
    await act(() => router.navigate('/more/1'));
    expect(screen.getByText('more')).toBeInTheDocument();
    await act(() => router.navigate('/more/2'));
    await act(() => router.navigate('/nope'));
    expect(screen.getByText('unknown')).toBeInTheDocument();
    expect(router.routes[0].children?.filter((r) => r.id === 'more')).toHaveLength(1);
  });

  it('redirects with Navigate, replacing the entry and passing state', async () => {
    const router = renderRouter(
      [
        { path: '/old', element: <Navigate to="/new?q=1" replace state={{ from: 'old' }} /> },
        { path: '/new', element: <Where /> },
      ],
      '/old',
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/new?q=1 {"from":"old"}');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the errorElement when a page crashes or its code fails to load, and leaves it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Crash(): never {
      throw new Error('boom');
    }
    function Failure() {
      return <p>failed: {String((useRouteError() as Error).message)}</p>;
    }
    const router = renderRouter(
      [
        {
          element: <Outlet />,
          errorElement: <Failure />,
          children: [
            { path: '/crash', element: <Crash /> },
            { path: '/missing', lazy: () => Promise.reject(new Error('chunk')) },
            { path: '/fine', element: <p>fine</p> },
          ],
        },
      ],
      '/crash',
    );
    expect(await screen.findByText('failed: boom')).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('fine')).toBeInTheDocument();
    await act(() => router.navigate('/missing'));
    expect(screen.getByText('failed: chunk')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('sets the query with useSearchParams, pushing or replacing', async () => {
    function Query() {
      const [params, setParams] = useSearchParams();
      return (
        <button onClick={() => setParams((p) => ({ ...Object.fromEntries(p), b: '2' }), { replace: true })}>
          {params.toString()}
        </button>
      );
    }
    const router = renderRouter([{ path: '/q', element: <Query /> }], '/q?a=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'a=1' })));
    expect(screen.getByRole('button', { name: 'a=1&b=2' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/q');
  });

  it('follows a plain click on a Link in the page and leaves a modified click to the browser', async () => {
    const router = renderRouter(
      [
        { path: '/', element: <Link to="/next">next</Link> },
        { path: '/next', element: <Where /> },
      ],
      '/',
    );
    const link = screen.getByRole('link', { name: 'next' });
    expect(link).toHaveAttribute('href', '/next');
    fireEvent.click(link, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/next');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('marks the NavLink to the page shown, or a page below it, with aria-current', () => {
    const nav = (
      <>
        <NavLink to="/utilities/tools">tools</NavLink>
        <NavLink to="/utilities/templates">templates</NavLink>
      </>
    );
    renderRouter([{ path: '*', element: nav }], '/utilities/templates/list');
    expect(screen.getByRole('link', { name: 'templates' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'templates' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'tools' })).not.toHaveAttribute('aria-current');
  });
});

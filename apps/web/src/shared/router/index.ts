/** The console's router (issue 18: React Router was 30 KB gzip of every page's first paint). */
export { createSearchParams, useLocation, useMatches, useNavigate, useParams, useRouteError, useSearchParams } from './context';
export type { Location } from './history';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './link';
export { matchPath } from './path';
export {
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type PatchRoutesOnNavigationFunction,
  type Router,
  type To,
} from './router';
export { MemoryRouter, Outlet, RouterProvider } from './router-provider';
export type { RouteObject } from './routes';

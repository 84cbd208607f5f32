/** The route table's shape and how a pathname picks its branch of it. */
import type { ComponentType, ReactNode } from 'react';
import { matchPath, rankPath } from './path';

export interface RouteObject {
  /** Given by position when absent ('0-1-2'); the table patched in later names its parent by id. */
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown in place of this route's element when it or a route below it fails to render or to load. */
  errorElement?: ReactNode;
  /** Shown while the first page's code loads. */
  hydrateFallbackElement?: ReactNode;
  /** Loads the route's Component (or element) before the route first renders. */
  lazy?: () => Promise<Pick<RouteObject, 'Component' | 'element'>>;
  children?: RouteObject[];
}

/** A route of the matched branch, root first. Every match of a branch shares one params object. */
export interface RouteMatch {
  id: string;
  route: RouteObject;
  params: Record<string, string>;
  pathname: string;
}

interface Branch {
  path: string;
  rank: number;
  routes: RouteObject[];
}

const join = (parent: string, child: string | undefined) => {
  if (child === undefined) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
};

/** A copy of the table with every route's id filled in (the router's own: patches and lazy loads change it). */
export function withIds(routes: RouteObject[], parentId?: string, offset = 0): RouteObject[] {
  return routes.map((route, i) => {
    const id = route.id ?? (parentId === undefined ? String(i + offset) : `${parentId}-${i + offset}`);
    return { ...route, id, children: route.children && withIds(route.children, id) };
  });
}

/** Every routable branch (a route with a path or an index, and the layouts above it), most specific first. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (list: RouteObject[], above: RouteObject[], parentPath: string) => {
    for (const route of list) {
      const chain = [...above, route];
      const path = join(parentPath, route.path);
      if (route.children) walk(route.children, chain, path);
      if (route.path !== undefined || route.index) {
        branches.push({ path: path || '/', rank: rankPath(path || '/', route.index), routes: chain });
      }
    }
  };
  walk(routes, [], '');
  // Stable: among equally specific branches the table's order decides.
  return branches.sort((a, b) => b.rank - a.rank);
}

export function matchBranches(branches: Branch[], pathname: string): { matches: RouteMatch[]; path: string } | null {
  for (const branch of branches) {
    const found = matchPath(branch.path, pathname);
    if (found) {
      const matches = branch.routes.map((route) => ({ id: route.id!, route, params: found.params, pathname }));
      return { matches, path: branch.path };
    }
  }
  return null;
}

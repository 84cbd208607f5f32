/** Routes of the products area, lazy per page. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type RouteModule = { default: ComponentType };
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export const productsShellRoutes: RouteObject[] = [];

/** A lazy route's loader: its module's default export is the page (one copy for every route table). */
import type { ComponentType } from 'react';

type RouteModule = { default: ComponentType };

export const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

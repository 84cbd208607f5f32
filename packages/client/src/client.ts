/** The typed call: a route name and its input in, the filled request out to a transport. */
import { ROUTES, TEAM_HEADER } from './generated/routes';
import type { Answer, CallArgs, CallInput, ClientRequest, RouteName, Transport } from './types';

/** Fills a route path's :params (URL-encoded); a trailing * takes params['*'] as is (it may hold slashes). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === '') throw new Error(`missing path param :${name} for ${path}`);
      return encodeURIComponent(String(value));
    })
    .replace(/\*$/, String(params['*'] ?? ''));
}

/** The request a call sends, without sending it (the transports and tests share it). */
export function toRequest<N extends RouteName>(name: N, input: CallInput<N> | undefined): ClientRequest {
  const route = ROUTES[name] as { method: string; path: string; team?: true | 'optional' };
  if (!route) throw new Error(`unknown route ${String(name)}`);
  const { params, query, body, team, headers, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: ClientRequest['query'];
    body?: unknown;
    team?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  if (route.team === true && !team) throw new Error(`${String(name)} needs a team`);
  return {
    route: name,
    method: route.method,
    path: fillPath(route.path, params),
    query,
    body,
    headers: { ...headers, ...(team ? { [TEAM_HEADER]: team } : {}) },
    signal,
  };
}

export interface Client {
  /**
   * Calls route `name`. The answer is the route's declared response; where the contract declares none yet,
   * name the type: `call<'linter.job', LintJob>('linter.job', ...)`.
   */
  call<N extends RouteName, Fallback = unknown>(name: N, ...args: CallArgs<N>): Promise<Answer<N, Fallback>>;
}

export const createClient = (transport: Transport): Client => ({
  call: (name, ...args) => transport(toRequest(name, args[0])) as never,
});

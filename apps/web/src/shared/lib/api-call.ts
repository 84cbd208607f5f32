/**
 * The typed client (@dc/client) over the console's service clients: a route's full path (/api/<service>/...)
 * goes through that service's client of environment.json, so an operator's base URL and token type still apply
 * (DESIGN.md "Services and their prefixes"); paths outside /api (status) go through the status client.
 * Only route descriptors (plain data) come along: no contract schema is loaded to make a call.
 */
import { createClient, type ClientRequest } from '@dc/client';
import type { ServiceClient } from '@dc/contracts';
import { getEnvironment } from '../config/env';
import { request, type RequestOptions } from './api-client';

const SERVICE_PATH = /^\/api\/([a-z]+)(\/.*)?$/;

/** The service client a route path belongs to, and the path under that client's base URL. */
export function serviceOf(path: string): { service: ServiceClient; path: string } {
  const match = SERVICE_PATH.exec(path);
  const known = match && getEnvironment().httpClients.some((c) => c.name === match[1]);
  return known ? { service: match[1] as ServiceClient, path: match[2] ?? '' } : { service: 'status', path };
}

const send = (req: ClientRequest, options?: Pick<RequestOptions, 'skipAuthRedirect'>) => {
  const { service, path } = serviceOf(req.path);
  return request(service, req.method, path, {
    query: req.query,
    body: req.body,
    headers: req.headers,
    signal: req.signal,
    ...options,
  });
};

/** `api.call('applications.get', { team, params: { applicationId } })`. */
export const api = createClient((req) => send(req));

/**
 * The same calls, leaving a 401 to the caller instead of starting a login: the sign-in callback reads the user
 * with it, and background calls (page views) must never send the user to the provider.
 */
export const quietApi = createClient((req) => send(req, { skipAuthRedirect: true }));

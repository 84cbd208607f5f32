/** A transport over fetch for Node and scripts (the CLI); the web brings its own with its session handling. */
import { ClientError, toClientError } from './errors';
import type { ClientRequest, Query, Transport } from './types';

export interface FetchTransportOptions {
  /** Origin of the console, e.g. http://localhost:3000 (route paths are absolute). */
  baseUrl: string;
  /** The bearer token for each request (read per call so a refreshed token is used). */
  token?: () => string | undefined | Promise<string | undefined>;
  fetch?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  // Route paths are absolute: keep a base path the console may be served under.
  url.pathname = `${new URL(baseUrl).pathname.replace(/\/+$/, '')}${path}`;
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

export function fetchTransport(options: FetchTransportOptions): Transport {
  const doFetch = options.fetch ?? fetch;
  return async (req: ClientRequest) => {
    const headers = new Headers({ Accept: 'application/json', ...req.headers });
    const token = await options.token?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const res = await doFetch(buildUrl(options.baseUrl, req.path, req.query), {
      method: req.method,
      headers,
      body: encodeBody(req.body, headers),
      signal: req.signal,
    });
    if (!res.ok) throw await toClientError(res);
    if (res.status === 204) return undefined;
    const type = res.headers.get('Content-Type') ?? '';
    return type.includes('json') ? res.json() : res.text();
  };
}

export { ClientError };

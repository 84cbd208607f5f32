/** One HTTP client per service of environment.json (DESIGN.md "Services and their prefixes"). */
import type { HttpClientConfig, ServiceClient } from '@dc/contracts';
import { getEnvironment } from '../config/env';
import { ApiRequestError, networkError, toApiError } from './api-error';
import { ensureSession } from './auth/ensure-session';
import { login } from './auth/login';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of starting a login (the callback page uses it). */
  skipAuthRedirect?: boolean;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function bearerFor(tokenType: HttpClientConfig['tokenType']): Promise<string | undefined> {
  if (tokenType === 'none') return undefined;
  const session = await ensureSession();
  return tokenType === 'access' ? session?.access_token : session?.id_token;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** Without a session the server would answer 401 anyway: skip the call and react the same way. */
function unauthorized(options: RequestOptions): never {
  if (!options.skipAuthRedirect) void login();
  throw new ApiRequestError(401, 'UNAUTHORIZED', 'No session');
}

/** One call through service client `name` (its base URL and token type from environment.json). */
export async function request<T>(
  name: ServiceClient,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const client = getEnvironment().httpClients.find((c) => c.name === name);
  if (!client) throw new Error(`environment.json has no http client named "${name}"`);
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = await bearerFor(client.tokenType);
  if (client.tokenType !== 'none' && !token) return unauthorized(options);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, body: encodeBody(options.body, headers), signal: options.signal };
  let res: Response;
  try {
    res = await fetch(buildUrl(client.baseUrl, path, options.query), init);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw networkError();
  }
  if (res.status === 401 && client.tokenType !== 'none' && !options.skipAuthRedirect) void login();
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await res.json() : await res.text()) as T;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export function apiClient(name: ServiceClient): ApiClient {
  return {
    get: (path, options) => request(name, 'GET', path, options),
    post: (path, body, options) => request(name, 'POST', path, { ...options, body }),
    put: (path, body, options) => request(name, 'PUT', path, { ...options, body }),
    patch: (path, body, options) => request(name, 'PATCH', path, { ...options, body }),
    delete: (path, options) => request(name, 'DELETE', path, options),
  };
}

export { ApiRequestError };

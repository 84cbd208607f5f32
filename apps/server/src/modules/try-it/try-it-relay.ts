/**
 * One request of Try it's relay to a deployment (node:http). The outbound side keeps the event webhooks' SSRF guard
 * (platform/address-guard.ts): unless private targets are allowed (EVENT_WEBHOOK_ALLOW_PRIVATE, the same switch),
 * the agents' lookup refuses a name with a non-public address and pins the socket to the address it checked, and
 * an IP literal is checked before connecting. Redirects are never followed (the 3xx comes back as the answer),
 * the whole exchange has a deadline, the body read stops at a size cap, only the request headers the caller may
 * choose go out (Authorization, Content-Type, Accept) and only harmless response headers come back (no cookies).
 * The console's own mock upstream is answered in process: it is the console itself, not an address.
 */
import http from 'node:http';
import https from 'node:https';
import { TRY_IT_ERRORS, type TryItResult } from '@dc/contracts';
import {
  EndpointRefusedError,
  guardedAgents,
  refusedLiteralHost,
  type ResolveAll,
} from '../../platform/address-guard.js';
import { catalogueError } from '../../platform/errors.js';

/** Response headers that tell the caller about the answer and carry nothing of the upstream's session state. */
const SHOWN_HEADERS = new Set([
  'age',
  'allow',
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'date',
  'etag',
  'expires',
  'last-modified',
  'location',
  'retry-after',
  'vary',
  'www-authenticate',
  'x-request-id',
]);
const shown = (name: string) =>
  SHOWN_HEADERS.has(name) || name.startsWith('ratelimit') || name.startsWith('x-ratelimit-');

export interface RelayRequest {
  method: string;
  token: string;
  body?: string;
  contentType?: string;
  accept?: string;
}

/** The console answering a request itself (Fastify's inject): no socket, no address. */
export type Inject = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; statusMessage: string; headers: Record<string, unknown>; rawPayload: Buffer }>;

export interface RelayOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  resolve?: ResolveAll;
  /**
   * The console's own mock upstream (PUBLIC_URL's origin and MOCK_PREFIX): the demo's deployments. Requests under it
   * are answered in process, so they need no loopback connection (which the guard refuses by default).
   */
  own?: { origin: string; prefix: string; inject: Inject };
}

function outboundHeaders(r: RelayRequest, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${r.token}`, accept: r.accept || '*/*' };
  if (hasBody) headers['content-type'] = r.contentType || 'application/json';
  return headers;
}

const shownOf = (pairs: Array<[string, string]>): TryItResult['headers'] =>
  pairs.map(([n, value]) => ({ name: n.toLowerCase(), value })).filter((h) => shown(h.name));

export function createTryItRelay(options: RelayOptions) {
  // No keep-alive: a relay call is one request, and no sockets to upstreams stay open between them.
  const agents = guardedAgents({ allowPrivate: options.allowPrivate, resolve: options.resolve });

  async function inProcess(inject: Inject, target: URL, r: RelayRequest, hasBody: boolean): Promise<TryItResult> {
    const res = await inject({
      method: r.method,
      url: `${target.pathname}${target.search}`,
      headers: outboundHeaders(r, hasBody),
      payload: hasBody ? r.body : undefined,
    });
    const pairs = Object.entries(res.headers).flatMap(([name, v]) =>
      (Array.isArray(v) ? v : [v]).map((one): [string, string] => [name, String(one)]),
    );
    return {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: shownOf(pairs),
      body: res.rawPayload.subarray(0, options.maxBytes).toString('utf8'),
      truncated: res.rawPayload.length > options.maxBytes,
    };
  }

  function send(target: URL, r: RelayRequest): Promise<TryItResult> {
    const hasBody = r.body !== undefined && r.body !== '' && r.method !== 'GET' && r.method !== 'HEAD';
    const own = options.own;
    if (own && target.origin === own.origin && target.pathname.startsWith(`${own.prefix}/`)) {
      return inProcess(own.inject, target, r, hasBody);
    }
    const literal = options.allowPrivate ? null : refusedLiteralHost(target.href);
    if (literal) return Promise.reject(catalogueError(TRY_IT_ERRORS.addressNotAllowed, { reason: literal }));
    const secure = target.protocol === 'https:';
    const headers = outboundHeaders(r, hasBody);
    if (hasBody) headers['content-length'] = String(Buffer.byteLength(r.body!));
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (err: Error) => {
        if (settled) return;
        settled = true;
        if (err instanceof EndpointRefusedError) {
          return reject(catalogueError(TRY_IT_ERRORS.addressNotAllowed, { reason: err.message }));
        }
        if (err.name === 'TimeoutError' || err.name === 'AbortError')
          return reject(catalogueError(TRY_IT_ERRORS.timeout));
        reject(catalogueError(TRY_IT_ERRORS.unreachable, { reason: err.message.slice(0, 300) || 'request failed' }));
      };
      const req = (secure ? https : http).request(
        target,
        {
          method: r.method,
          agent: agents.agentFor(target),
          headers,
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = (truncated: boolean) => {
            if (settled) return;
            settled = true;
            const body = Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8');
            const pairs: Array<[string, string]> = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
            resolve({
              status: res.statusCode ?? 0,
              statusText: res.statusMessage ?? '',
              headers: shownOf(pairs),
              body,
              truncated,
            });
          };
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            size += chunk.length;
            if (size > options.maxBytes) {
              finish(true);
              res.destroy();
            }
          });
          res.on('end', () => finish(false));
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end(hasBody ? r.body : undefined);
    });
  }

  return {
    send,
    close() {
      agents.destroy();
    },
  };
}
export type TryItRelay = ReturnType<typeof createTryItRelay>;

/**
 * One webhook POST (node:http, keep-alive agents). Redirects are never followed (a 3xx is a failed attempt).
 * Unless private targets are allowed (EVENT_WEBHOOK_ALLOW_PRIVATE), the agents' lookup is the SSRF guard
 * (platform/address-guard.ts): the socket connects only to an address that passed the check, and a refused address ends
 * the attempt with `refused` instead of a request.
 */
import http from 'node:http';
import https from 'node:https';
import {
  EndpointRefusedError,
  guardedAgents,
  refusedLiteralHost,
  type ResolveAll,
} from '../../platform/address-guard.js';

export interface WebhookResult {
  statusCode: number | null;
  error: string | null;
  /** The endpoint's address is not allowed: retrying cannot help. */
  refused: boolean;
}

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export const refusedText = (reason: string) => `Refused: private addresses are not allowed (${reason}).`;

export function createWebhookSender(options: { allowPrivate: boolean; timeoutMs: number; resolve?: ResolveAll }) {
  const agents = guardedAgents({ allowPrivate: options.allowPrivate, resolve: options.resolve, keepAlive: true });

  function post(endpoint: string, headers: Record<string, string>, body: string): Promise<WebhookResult> {
    const url = new URL(endpoint);
    const literal = options.allowPrivate ? null : refusedLiteralHost(endpoint);
    if (literal) return Promise.resolve({ statusCode: null, error: refusedText(literal), refused: true });
    const agent = agents.agentFor(url);
    const request = url.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve) => {
      // The whole attempt has timeoutMs (not each idle wait): a plain timer, cheaper per POST than an AbortSignal.
      const timer = setTimeout(() => req.destroy(new TimeoutError()), options.timeoutMs);
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          clearTimeout(timer);
          res.on('error', () => undefined);
          res.resume(); // the answer's body is not read, only drained so the socket can be reused
          resolve({ statusCode: res.statusCode ?? null, error: null, refused: false });
        },
      );
      req.on('error', (err) => {
        clearTimeout(timer);
        const refused = err instanceof EndpointRefusedError;
        const error = refused
          ? refusedText(err.message)
          : err.name === 'TimeoutError' || err.name === 'AbortError'
            ? `No answer within ${options.timeoutMs} ms`
            : err.message.slice(0, 500) || 'request failed';
        resolve({ statusCode: null, error, refused });
      });
      req.end(body);
    });
  }

  return {
    post,
    close() {
      agents.destroy();
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;

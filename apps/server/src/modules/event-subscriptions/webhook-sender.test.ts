/**
 * The webhook POST's time limit covers the whole attempt: a receiver that never answers ends the attempt after
 * timeoutMs with the same error text as before (a plain timer replaced the AbortSignal, issue 24), and its socket is
 * closed; a receiver that answers in time is unaffected by the timer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender.js';

const held: ServerResponse[] = [];
let closedByClient = 0;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.socket.once('close', () => closedByClient++);
  if (req.url === '/hang') held.push(res);
  else req.on('end', () => res.writeHead(204).end());
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('webhook sender', () => {
  it('ends an unanswered POST after timeoutMs, with the timeout text, and closes its socket', async () => {
    const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 300 });
    const started = Date.now();
    const result = await sender.post(`${base}/hang`, {}, '{}');
    expect(result).toEqual({ statusCode: null, error: 'No answer within 300 ms', refused: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect.poll(() => closedByClient).toBeGreaterThanOrEqual(1);
    sender.close();
  });

  it('answers a receiver that replies in time, timer or not', async () => {
    const sender = createWebhookSender({ allowPrivate: true, timeoutMs: 300 });
    for (let i = 0; i < 3; i++)
      expect(await sender.post(`${base}/ok`, {}, '{}')).toEqual({ statusCode: 204, error: null, refused: false });
    await new Promise((r) => setTimeout(r, 400)); // past the limit: a stale timer must not touch a reused socket
    expect(await sender.post(`${base}/ok`, {}, '{}')).toEqual({ statusCode: 204, error: null, refused: false });
    sender.close();
  });
});

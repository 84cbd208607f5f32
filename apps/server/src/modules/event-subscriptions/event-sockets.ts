/**
 * WebSocket delivery (wss subscriptions): a subscriber's application connects to /api/events/ws with a
 * client_credentials access token of the console's provider (Authorization: Bearer, or ?access_token=), verified
 * like any token of ours (signature, issuer, audience APPLICATION_TOKEN_AUDIENCE, expiry). Delivery jobs NOTIFY
 * every instance over PostgreSQL; each instance sends to its own sockets and records the delivery, so any number
 * of instances can sit behind a load balancer. While an application has sockets here, this instance holds its
 * presence (a session advisory lock on the listener connection), which tells a delivery job whether anyone is
 * connected at all.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { listenConnection } from '../../platform/db/listen-connection.js';
import { EVENTS_PREFIX, EVENT_SUBSCRIPTION_ROUTES } from '@dc/contracts';
import { holdPresence, releasePresence } from './event-socket-presence.repository.js';
import { findDeliveryWork, insertDelivery } from './event-subscriptions.repository.js';
import { EVENT_SOCKET_CHANNEL, messageOf } from './event-delivery.js';

export const EVENT_SOCKET_PATH = `${EVENTS_PREFIX}${EVENT_SUBSCRIPTION_ROUTES.socket.path}`;

function tokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return new URL(req.url ?? '/', 'http://localhost').searchParams.get('access_token');
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function eventSockets(app: FastifyInstance) {
  const { pool, log } = app.platform;
  // With an external issuer there is no provider of ours to issue application tokens: every socket is refused (null).
  const verify = app.verifyApplicationToken;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const sockets = new Map<string, Set<WebSocket>>();
  // The listening connection: deliveries are NOTIFYed by any instance; presence locks live on its session.
  const connection = listenConnection(pool, {
    channel: EVENT_SOCKET_CHANNEL,
    what: 'event socket listener',
    log,
    onNotification: (payload) => {
      if (payload) onNotice(payload).catch((err: unknown) => log.error({ err }, 'event socket delivery failed'));
    },
    // A new session: the presence of the applications connected meanwhile is held again.
    onReady: async (client) => {
      for (const applicationId of sockets.keys()) await holdPresence(client, applicationId);
    },
    retryFirst: false,
  });
  await connection.ready;

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== EVENT_SOCKET_PATH) return;
    const token = tokenOf(req);
    if (!token || !verify) return refuse(socket, 401, 'Unauthorized');
    verify(token).then(
      (claims) => {
        const applicationId = typeof claims.client_id === 'string' ? claims.client_id : null;
        if (!applicationId) return refuse(socket, 401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => {
          const first = !sockets.has(applicationId);
          const set = sockets.get(applicationId) ?? new Set<WebSocket>();
          sockets.set(applicationId, set.add(ws));
          ws.on('close', () => {
            set.delete(ws);
            if (set.size > 0 || sockets.get(applicationId) !== set) return;
            sockets.delete(applicationId);
            void presence(releasePresence, applicationId);
          });
          // Welcome once the presence is visible: events published after it are not recorded as no-connection.
          const welcome = () => ws.send(JSON.stringify({ type: 'welcome', applicationId }));
          if (first) void presence(holdPresence, applicationId).then(welcome);
          else welcome();
        });
      },
      () => refuse(socket, 401, 'Unauthorized'),
    );
  });

  async function onNotice(payload: string) {
    if (sockets.size === 0) return;
    const { subscriptionId, publicationId } = JSON.parse(payload) as { subscriptionId: string; publicationId: string };
    const work = await findDeliveryWork(pool, subscriptionId, publicationId);
    const targets = work && sockets.get(work.applicationId);
    if (!work || !targets) return;
    const started = performance.now();
    const message = JSON.stringify(messageOf(work, publicationId));
    for (const ws of targets) ws.send(message);
    await insertDelivery(pool, {
      subscriptionId,
      publicationId,
      attempt: 1,
      protocol: 'wss',
      statusCode: null,
      outcome: 'delivered',
      error: null,
      durationMs: Math.round(performance.now() - started),
    });
  }

  /** Presence changes go through the listener connection (its session holds the locks); none while it reconnects. */
  function presence(change: typeof holdPresence, applicationId: string): Promise<void> {
    const client = connection.current();
    if (!client) return Promise.resolve();
    return change(client, applicationId).catch((err: unknown) => log.warn({ err }, 'event socket presence failed'));
  }

  app.addHook('onClose', async () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    await connection.stop();
  });
}

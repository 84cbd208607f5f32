/**
 * Event delivery (beyond the spec): the product owner's team publishes an event to a version in one environment;
 * each subscription whose filter matches gets a job in the PostgreSQL queue (pg-boss), shared by every instance.
 * https: a signed POST to the endpoint; the job is done only after a 2xx, otherwise pg-boss retries it with
 * exponential backoff. Every retry carries the same idempotency key, so a receiver that saw a 2xx-answered request
 * before (the answer lost on the way) can drop the repeat: exactly-once processing for receivers that keep keys.
 * An endpoint whose address the SSRF guard refuses (platform/address-guard.ts) fails at once, without retries.
 * wss: when a socket of the application is connected to some instance (presence in the repository), the job
 * NOTIFYs every instance and those with sockets send it (event-sockets.ts); otherwise 'no-connection' is recorded
 * (WebSocket delivery is live only: nothing is kept for a later connection).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  EVENT_DELIVERY_HEADERS as H,
  EVENT_SUBSCRIPTION_ERRORS as E,
  canFilterApplications,
  createFilterMatcher,
  eventSubscriptionTrn,
  eventTrn,
  type EventMessage,
  type PublishEventResult,
  type publishEventBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { Config } from '../../platform/config.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import { inTransaction, type Queue } from '../../platform/queue/queue.js';
import { decrypt } from '../../platform/secrets.js';
import type { ProductsService } from '../products/products.service.js';
import { insertPublications, subscriptionsOfDeployment, type DeliveryWork } from './event-subscriptions.repository.js';
import { applicationConnected } from './event-socket-presence.repository.js';
import { createDeliveryWorker, type Attempt, type DeliveryJob, type Work } from './event-delivery-worker.js';
import type { EventSubscriptionsService } from './event-subscriptions.service.js';
import { createWebhookSender } from './webhook-sender.js';

export const EVENT_DELIVERY_QUEUE = 'event-delivery';
/** The NOTIFY channel of WebSocket fan-out. */
export const EVENT_SOCKET_CHANNEL = 'event_socket_delivery';
/** The error of a wss delivery when no socket of the application is connected to any instance. */
export const NO_CONNECTION_TEXT = 'No WebSocket of the application was connected.';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` */
export function signDelivery(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}

export const messageOf = (w: DeliveryWork, publicationId: string): EventMessage => ({
  type: 'event',
  eventId: publicationId,
  subscriptionTrn: eventSubscriptionTrn(w.subscriptionId),
  eventMultitenantTrn: eventTrn(w.deploymentId),
  attributes: w.attributes,
  payload: w.payload,
  publishedAt: new Date(w.publishedAt).toISOString(),
});

export async function createEventDelivery(deps: {
  pool: pg.Pool;
  queue: Queue;
  config: Config;
  secretKey: Buffer;
  log: Logger;
  products: ProductsService;
  subscriptions: EventSubscriptionsService;
}) {
  const { pool, queue, config, secretKey, log } = deps;
  const retry = {
    retryLimit: config.EVENT_DELIVERY_RETRY_LIMIT,
    retryDelay: config.EVENT_DELIVERY_RETRY_DELAY,
    retryBackoff: true,
  } as const;
  await queue.createQueue(EVENT_DELIVERY_QUEUE, { name: EVENT_DELIVERY_QUEUE, ...retry });

  const sender = createWebhookSender({
    allowPrivate: config.EVENT_WEBHOOK_ALLOW_PRIVATE,
    timeoutMs: config.EVENT_DELIVERY_TIMEOUT_MS,
  });

  /**
   * Signing secrets by their sealed text, decrypted once rather than per delivery (AES-GCM per POST was ~5 % of the
   * worker's CPU). A rotated secret is sealed anew (a fresh IV), so it is a new key here; the map is bounded.
   */
  const secrets = new Map<string, string>();
  const secretOf = (sealed: string): string => {
    let plain = secrets.get(sealed);
    if (plain === undefined) {
      if (secrets.size >= 1000) secrets.clear();
      secrets.set(sealed, (plain = decrypt(secretKey, sealed)));
    }
    return plain;
  };

  /** https: one signed POST; a 2xx ends the job, a refused address too (retrying cannot help), anything else retries. */
  async function postWebhook(w: Work, job: DeliveryJob): Promise<Attempt> {
    const { publicationId } = job.data;
    const body = JSON.stringify(messageOf(w, publicationId));
    const secret = w.signingSecret ? secretOf(w.signingSecret) : '';
    const started = performance.now();
    const { statusCode, error, refused } = await sender.post(
      w.endpoint!,
      {
        'content-type': 'application/json',
        [H.signature]: signDelivery(secret, body),
        [H.idempotencyKey]: `${publicationId}.${w.subscriptionId}`,
        [H.eventId]: publicationId,
        [H.subscription]: eventSubscriptionTrn(w.subscriptionId),
      },
      body,
    );
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const last = job.retryCount >= job.retryLimit;
    return {
      record: {
        protocol: 'https',
        statusCode,
        outcome: ok ? 'delivered' : last || refused ? 'failed' : 'retrying',
        error: ok ? null : (error ?? `HTTP ${statusCode}`),
        durationMs: Math.round(performance.now() - started),
        attemptedAt: new Date(),
      },
      end: ok || refused ? 'complete' : 'fail',
      reason: ok ? undefined : `delivery to subscription ${w.subscriptionId} failed: ${error ?? statusCode}`,
    };
  }

  /** wss: sent by the instances holding sockets of the application; none anywhere is recorded at once. */
  async function notifySockets(w: Work, job: DeliveryJob): Promise<Attempt> {
    if (await applicationConnected(pool, w.applicationId)) {
      await pool.query(`SELECT pg_notify($1, $2)`, [EVENT_SOCKET_CHANNEL, JSON.stringify(job.data)]);
      return { end: 'complete' };
    }
    const record = {
      protocol: 'wss',
      statusCode: null,
      outcome: 'no-connection',
      error: NO_CONNECTION_TEXT,
      durationMs: 0,
      attemptedAt: new Date(),
    };
    return { record, end: 'complete' };
  }

  // Many deliveries in flight per instance, each endpoint capped at EVENT_DELIVERY_PER_ENDPOINT of them: a slow
  // receiver holds up only its own deliveries.
  const worker = config.QUEUE_ENABLED
    ? createDeliveryWorker({
        pool,
        queue,
        log,
        name: EVENT_DELIVERY_QUEUE,
        workers: config.EVENT_DELIVERY_WORKERS,
        perEndpoint: config.EVENT_DELIVERY_PER_ENDPOINT,
        attempt: (w, job) => (w.protocol === 'https' ? postWebhook(w, job) : notifySockets(w, job)),
      })
    : undefined;

  /**
   * Publishes events to one version: the caller's right checked once, each event matched against the version's
   * subscriptions in memory, then the publications and every matched delivery's job in two statements, in one
   * transaction (a batch costs about what one event does).
   */
  async function publishAll(
    callerId: string,
    teamId: string | undefined,
    eventId: string,
    bodies: z.output<typeof publishEventBody>[],
  ): Promise<PublishEventResult[]> {
    const team = await deps.products.access.team(callerId, teamId);
    const { deployment, product } = await deps.subscriptions.target(team, eventId, false);
    if (product.relationship !== 'owner' || !canFilterApplications(team.role)) {
      throw catalogueError(E.publishForbidden);
    }
    const subscribers = (await subscriptionsOfDeployment(pool, deployment.deploymentId)).map((s) => ({
      id: s.id,
      matches: createFilterMatcher(s.filter),
    }));
    const events = bodies.map((body) => ({
      id: body.id ?? randomUUID(),
      attributes: body.attributes,
      payload: body.payload,
      matching: subscribers.filter((s) => s.matches(body.attributes)),
    }));
    await withTransaction(pool, async (client) => {
      await insertPublications(client, deployment.deploymentId, callerId, events);
      const jobs = events.flatMap((e) =>
        e.matching.map((s) => ({
          name: EVENT_DELIVERY_QUEUE,
          data: { subscriptionId: s.id, publicationId: e.id },
          ...retry,
        })),
      );
      if (jobs.length) await queue.insert(jobs, { db: inTransaction(client) });
    });
    worker?.wake();
    return events.map((e) => ({ eventId: e.id, matched: e.matching.length }));
  }

  return {
    /** Lets the deliveries in flight finish and be recorded, then closes the webhook connections kept alive. */
    async close() {
      await worker?.stop(config.EVENT_DELIVERY_TIMEOUT_MS + 1000);
      sender.close();
    },

    /** POST /events/{eventId}/publish: a developer or admin of the product's owner team. */
    async publish(
      callerId: string,
      teamId: string | undefined,
      eventId: string,
      body: z.output<typeof publishEventBody>,
    ): Promise<PublishEventResult> {
      return (await publishAll(callerId, teamId, eventId, [body]))[0];
    },

    /** POST /events/{eventId}/publish/batch: the same rules, many events in one transaction. */
    async publishBatch(
      callerId: string,
      teamId: string | undefined,
      eventId: string,
      events: z.output<typeof publishEventBody>[],
    ): Promise<{ results: PublishEventResult[] }> {
      return { results: await publishAll(callerId, teamId, eventId, events) };
    },
  };
}
export type EventDelivery = Awaited<ReturnType<typeof createEventDelivery>>;

/**
 * Loads the demo event subscriptions and their delivery history (event-subscriptions-world.ts) after the demo
 * products and applications, through the module's repository, in one transaction. Nothing is queued: the history
 * is written as the delivery workers would have left it (retries spaced by the configured backoff). Adds
 * `eventSubscription:<key>` ids to the demo ids.
 */
import { randomUUID } from 'node:crypto';
import { parseFilterCondition } from '@dc/contracts';
import { withTransaction, type Queryable } from '../platform/db/transaction.js';
import type { Platform } from '../platform/platform.js';
import { encrypt } from '../platform/secrets.js';
import {
  findDeploymentOf,
  insertDelivery,
  insertPublication,
  insertSubscription,
} from '../modules/event-subscriptions/event-subscriptions.repository.js';
import { NO_CONNECTION_TEXT } from '../modules/event-subscriptions/event-delivery.js';
import { newSigningSecret } from '../modules/event-subscriptions/event-subscriptions.service.js';
import { DEMO_APPLICATIONS } from './applications-world.js';
import {
  DEMO_EVENT_PUBLICATIONS,
  DEMO_EVENT_SUBSCRIPTIONS,
  type DemoDelivery,
  type DemoEventSubscription,
} from './event-subscriptions-world.js';

const HOUR_MS = 3_600_000;

/** The attempts of one delivery as rows: answers in order, spaced by the exponential backoff of the queue. */
function attemptsOf(delivery: DemoDelivery, publishedAt: Date, retryDelaySeconds: number, timeoutMs: number) {
  const start = publishedAt.getTime() + 150;
  if (!Array.isArray(delivery)) {
    const sent = delivery === 'sent';
    return [
      {
        attempt: 1,
        protocol: 'wss',
        statusCode: null,
        outcome: sent ? 'delivered' : 'no-connection',
        error: sent ? null : NO_CONNECTION_TEXT,
        durationMs: sent ? 1 : 0,
        attemptedAt: new Date(start),
      },
    ];
  }
  let at = start;
  return delivery.map((answer, i) => {
    const ok = typeof answer === 'number' && answer >= 200 && answer < 300;
    const last = i === delivery.length - 1;
    const durationMs = answer === 'timeout' ? timeoutMs : 90 + ((i * 137 + publishedAt.getMinutes() * 31) % 400);
    const row = {
      attempt: i + 1,
      protocol: 'https',
      statusCode: typeof answer === 'number' ? answer : null,
      outcome: ok ? 'delivered' : last ? 'failed' : 'retrying',
      error: ok ? null : answer === 'timeout' ? `No answer within ${timeoutMs} ms` : `HTTP ${answer}`,
      durationMs,
      attemptedAt: new Date(at),
    };
    at += durationMs + retryDelaySeconds * 1000 * 2 ** i;
    return row;
  });
}

async function insertSubscriptions(q: Queryable, platform: Platform, ids: Record<string, string>) {
  const deployments = new Map<string, string>();
  for (const s of DEMO_EVENT_SUBSCRIPTIONS) {
    const deployment = await deploymentOf(q, ids, s);
    deployments.set(`${s.product}@${s.version}`, deployment);
    const app = DEMO_APPLICATIONS.find((a) => a.key === s.app);
    const parsed = s.filter ? parseFilterCondition(s.filter) : null;
    if (!app || (parsed && !parsed.ok)) throw new Error(`demo event subscription ${s.key} is invalid`);
    ids[`eventSubscription:${s.key}`] = await insertSubscription(q, {
      teamId: ids[app.team],
      applicationId: ids[`app:${s.app}`],
      deploymentId: deployment,
      protocol: s.protocol,
      endpoint: s.endpoint ?? null,
      filter: parsed?.ok ? parsed.filter : null,
      signingSecret: s.protocol === 'https' ? encrypt(platform.secretKey, newSigningSecret()) : null,
      createdBy: ids[s.by],
      createdAt: new Date(Date.now() - s.daysAgo * 24 * HOUR_MS),
    });
  }
  return deployments;
}

async function deploymentOf(q: Queryable, ids: Record<string, string>, s: DemoEventSubscription): Promise<string> {
  const found = await findDeploymentOf(q, ids[`product:${s.product}`], s.version, 'PROD');
  if (!found) throw new Error(`demo event subscription ${s.key}: no PROD deployment of ${s.product} ${s.version}`);
  return found.deploymentId;
}

export async function loadEventSubscriptionsDemo(platform: Platform, ids: Record<string, string>): Promise<void> {
  const { config } = platform;
  await withTransaction(platform.pool, async (q) => {
    const deployments = await insertSubscriptions(q, platform, ids);
    for (const p of DEMO_EVENT_PUBLICATIONS) {
      const publicationId = randomUUID();
      const publishedAt = new Date(Date.now() - p.hoursAgo * HOUR_MS);
      await insertPublication(q, {
        id: publicationId,
        deploymentId: deployments.get(`${p.product}@${p.version}`)!,
        attributes: p.attributes,
        payload: p.payload,
        publishedBy: ids[p.publisher ?? 'staff'],
        publishedAt,
      });
      for (const [key, delivery] of Object.entries(p.deliveries)) {
        const rows = attemptsOf(
          delivery,
          publishedAt,
          config.EVENT_DELIVERY_RETRY_DELAY,
          config.EVENT_DELIVERY_TIMEOUT_MS,
        );
        for (const row of rows) {
          await insertDelivery(q, { ...row, subscriptionId: ids[`eventSubscription:${key}`], publicationId });
        }
      }
    }
  });
  platform.log.info(
    { subscriptions: DEMO_EVENT_SUBSCRIPTIONS.length, publications: DEMO_EVENT_PUBLICATIONS.length },
    'demo event subscriptions loaded',
  );
}

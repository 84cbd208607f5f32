/** SQL of event subscriptions, publications and deliveries. */
import type { EventFilter } from '@dc/contracts';
import type { Queryable } from '../../platform/db/transaction.js';

/** A version in one environment, with its product. */
export interface DeploymentTarget {
  deploymentId: string;
  environment: string;
  deployedUrl: string;
  version: string;
  productId: string;
}

export interface SubscriptionRow {
  id: string;
  teamId: string;
  applicationId: string;
  applicationName: string;
  deploymentId: string;
  environment: string;
  version: string;
  productId: string;
  productName: string;
  productTitle: string;
  namespace: string;
  protocol: string;
  endpoint: string | null;
  filter: EventFilter | null;
  signingSecret: string | null;
  createdAt: Date;
}

export async function findDeployment(q: Queryable, deploymentId: string): Promise<DeploymentTarget | undefined> {
  const { rows } = await q.query<DeploymentTarget>(
    `SELECT d.id AS "deploymentId", d.environment, d.deployed_url AS "deployedUrl", v.version, v.product_id AS "productId"
       FROM product_deployments d JOIN product_versions v ON v.id = d.version_id WHERE d.id = $1`,
    [deploymentId],
  );
  return rows[0];
}

/** The deployment of a product's version in an environment. */
export async function findDeploymentOf(
  q: Queryable,
  productId: string,
  version: string,
  environment: string,
): Promise<DeploymentTarget | undefined> {
  const { rows } = await q.query<DeploymentTarget>(
    `SELECT d.id AS "deploymentId", d.environment, d.deployed_url AS "deployedUrl", v.version, v.product_id AS "productId"
       FROM product_deployments d JOIN product_versions v ON v.id = d.version_id
      WHERE v.product_id = $1 AND v.version = $2 AND d.environment = $3`,
    [productId, version, environment],
  );
  return rows[0];
}

const SUBSCRIPTION_COLUMNS = `s.id, s.team_id AS "teamId", s.application_id AS "applicationId",
  a.display_name AS "applicationName", s.deployment_id AS "deploymentId", d.environment, v.version,
  p.id AS "productId", p.name AS "productName", p.display_name AS "productTitle", p.namespace, s.protocol, s.endpoint,
  s.filter, s.signing_secret AS "signingSecret", s.created_at AS "createdAt"`;
const SUBSCRIPTION_FROM = `event_subscriptions s
  JOIN applications a ON a.id = s.application_id
  JOIN product_deployments d ON d.id = s.deployment_id
  JOIN product_versions v ON v.id = d.version_id
  JOIN products p ON p.id = v.product_id`;

export interface SubscriptionScope {
  teamId: string;
  /** PERSONAL applications are their creator's only. */
  callerId: string;
  id?: string;
  applicationId?: string;
  productId?: string;
  /** Non-internal teams see production entries only. */
  productionOnly: boolean;
}

export async function listSubscriptions(q: Queryable, s: SubscriptionScope): Promise<SubscriptionRow[]> {
  const { rows } = await q.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM ${SUBSCRIPTION_FROM}
      WHERE s.team_id = $1 AND (a.visibility <> 'PERSONAL' OR a.created_by = $2)
        AND ($3::uuid IS NULL OR s.id = $3) AND ($4::uuid IS NULL OR s.application_id = $4)
        AND ($5::uuid IS NULL OR p.id = $5) AND (NOT $6 OR d.environment = 'PROD')
      ORDER BY s.created_at DESC, s.id`,
    [s.teamId, s.callerId, s.id ?? null, s.applicationId ?? null, s.productId ?? null, s.productionOnly],
  );
  return rows;
}

export async function insertSubscription(
  q: Queryable,
  v: {
    teamId: string;
    applicationId: string;
    deploymentId: string;
    protocol: string;
    endpoint: string | null;
    filter: EventFilter | null;
    signingSecret: string | null;
    createdBy: string;
    /** Default now (the demo world sets the past). */
    createdAt?: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO event_subscriptions (team_id, application_id, deployment_id, protocol, endpoint, filter,
                                      signing_secret, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), coalesce($9, now())) RETURNING id`,
    [
      v.teamId,
      v.applicationId,
      v.deploymentId,
      v.protocol,
      v.endpoint,
      v.filter,
      v.signingSecret,
      v.createdBy,
      v.createdAt ?? null,
    ],
  );
  return rows[0].id;
}

export async function updateFilter(q: Queryable, id: string, filter: EventFilter | null): Promise<void> {
  await q.query(`UPDATE event_subscriptions SET filter = $2, updated_at = now() WHERE id = $1`, [id, filter]);
}

export async function deleteSubscription(q: Queryable, id: string): Promise<void> {
  await q.query(`DELETE FROM event_subscriptions WHERE id = $1`, [id]);
}

/** Every subscription to a deployment (delivery: not scoped to a team). */
export async function subscriptionsOfDeployment(q: Queryable, deploymentId: string) {
  const { rows } = await q.query<{ id: string; protocol: string; filter: EventFilter | null }>(
    `SELECT id, protocol, filter FROM event_subscriptions WHERE deployment_id = $1`,
    [deploymentId],
  );
  return rows;
}

export async function insertPublication(
  q: Queryable,
  v: {
    id: string;
    deploymentId: string;
    attributes: unknown;
    payload: unknown;
    publishedBy: string | null;
    publishedAt?: Date;
  },
): Promise<Date> {
  const { rows } = await q.query<{ publishedAt: Date }>(
    `INSERT INTO event_publications (id, deployment_id, attributes, payload, published_by, published_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, now())) RETURNING published_at AS "publishedAt"`,
    [
      v.id,
      v.deploymentId,
      JSON.stringify(v.attributes),
      JSON.stringify(v.payload ?? null),
      v.publishedBy,
      v.publishedAt ?? null,
    ],
  );
  return rows[0].publishedAt;
}

/** Many publications of one deployment in one statement (a batch publish); published_at is the transaction's now(). */
export async function insertPublications(
  q: Queryable,
  deploymentId: string,
  publishedBy: string | null,
  events: { id: string; attributes: unknown; payload: unknown }[],
): Promise<void> {
  await q.query(
    `INSERT INTO event_publications (id, deployment_id, attributes, payload, published_by)
     SELECT e.id, $1, e.attributes, e.payload, $2
       FROM json_to_recordset($3::json) AS e(id uuid, attributes jsonb, payload jsonb)`,
    [
      deploymentId,
      publishedBy,
      JSON.stringify(events.map((e) => ({ id: e.id, attributes: e.attributes, payload: e.payload ?? null }))),
    ],
  );
}

export interface DeliveryWork {
  subscriptionId: string;
  applicationId: string;
  protocol: string;
  endpoint: string | null;
  signingSecret: string | null;
  deploymentId: string;
  attributes: Record<string, string | number | boolean>;
  payload: unknown;
  publishedAt: Date;
}

/** What one delivery needs; undefined when the subscription or the publication is gone. */
export async function findDeliveryWork(
  q: Queryable,
  subscriptionId: string,
  publicationId: string,
): Promise<DeliveryWork | undefined> {
  const { rows } = await q.query<DeliveryWork>(
    `SELECT s.id AS "subscriptionId", s.application_id AS "applicationId", s.protocol, s.endpoint,
            s.signing_secret AS "signingSecret", e.deployment_id AS "deploymentId", e.attributes, e.payload,
            e.published_at AS "publishedAt"
       FROM event_subscriptions s JOIN event_publications e ON e.id = $2 WHERE s.id = $1`,
    [subscriptionId, publicationId],
  );
  return rows[0];
}

/** What each delivery of a batch needs, in one query; a pair whose subscription or publication is gone is absent. */
export async function findDeliveryWorks(
  q: Queryable,
  pairs: { subscriptionId: string; publicationId: string }[],
): Promise<(DeliveryWork & { publicationId: string })[]> {
  const { rows } = await q.query<DeliveryWork & { publicationId: string }>(
    `SELECT s.id AS "subscriptionId", e.id AS "publicationId", s.application_id AS "applicationId", s.protocol,
            s.endpoint, s.signing_secret AS "signingSecret", e.deployment_id AS "deploymentId", e.attributes,
            e.payload, e.published_at AS "publishedAt"
       FROM unnest($1::uuid[], $2::uuid[]) AS p(subscription_id, publication_id)
       JOIN event_subscriptions s ON s.id = p.subscription_id
       JOIN event_publications e ON e.id = p.publication_id`,
    [pairs.map((p) => p.subscriptionId), pairs.map((p) => p.publicationId)],
  );
  return rows;
}

export interface DeliveryRow {
  id: string;
  eventId: string;
  attempt: number;
  protocol: string;
  statusCode: number | null;
  outcome: string;
  error: string | null;
  durationMs: number;
  attemptedAt: Date;
}

export async function insertDelivery(
  q: Queryable,
  v: Omit<DeliveryRow, 'id' | 'attemptedAt' | 'eventId'> & {
    subscriptionId: string;
    publicationId: string;
    attemptedAt?: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO event_deliveries (subscription_id, publication_id, attempt, protocol, status_code, outcome, error,
                                   duration_ms, attempted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()))`,
    [
      v.subscriptionId,
      v.publicationId,
      v.attempt,
      v.protocol,
      v.statusCode,
      v.outcome,
      v.error,
      v.durationMs,
      v.attemptedAt ?? null,
    ],
  );
}

export async function listDeliveries(q: Queryable, subscriptionId: string, limit: number): Promise<DeliveryRow[]> {
  const { rows } = await q.query<DeliveryRow>(
    `SELECT id, publication_id AS "eventId", attempt, protocol, status_code AS "statusCode", outcome, error,
            duration_ms AS "durationMs", attempted_at AS "attemptedAt"
       FROM event_deliveries WHERE subscription_id = $1 ORDER BY attempted_at DESC, attempt DESC LIMIT $2`,
    [subscriptionId, limit],
  );
  return rows;
}

/** Many delivery attempts in one statement (a batch of the delivery worker), each at its own time. */
export async function insertDeliveries(
  q: Queryable,
  rows: (Omit<DeliveryRow, 'id' | 'eventId'> & { subscriptionId: string; publicationId: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO event_deliveries (subscription_id, publication_id, attempt, protocol, status_code, outcome, error,
                                   duration_ms, attempted_at)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::text[], $7::text[], $8::int[],
                          $9::timestamptz[])`,
    [
      rows.map((r) => r.subscriptionId),
      rows.map((r) => r.publicationId),
      rows.map((r) => r.attempt),
      rows.map((r) => r.protocol),
      rows.map((r) => r.statusCode),
      rows.map((r) => r.outcome),
      rows.map((r) => r.error),
      rows.map((r) => r.durationMs),
      rows.map((r) => r.attemptedAt),
    ],
  );
}

/**
 * Event subscriptions of a team's applications (spec 2 sections 2.5, 2.9, 4, 5, 7 "Event subscription service").
 * Every read and write is scoped to the caller's membership of the team; anything of another team answers 404.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  EVENT_SUBSCRIPTION_ERRORS as E,
  applicationListQuery,
  checkEventFilter,
  eventFilterError,
  parseEventSubscriptionTrn,
  parseEventTrn,
  type EventApplicationList,
  type EventFilter,
  type EventSubscription,
  type EventSubscriptionCreated,
  type EventVersionList,
  type createEventSubscriptionBody,
} from '@dc/contracts';
import type { z } from 'zod';
import type { Config } from '../../platform/config.js';
import { isUniqueViolation } from '../../platform/db/transaction.js';
import { catalogueError } from '../../platform/errors.js';
import { decrypt, encrypt } from '../../platform/secrets.js';
import { AUDIT_ACTIONS, auditSubject, recordAudit } from '../../platform/audit/audit.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import type { AuthorizationService } from '../authorization/authorization.service.js';
import type { ProductsService, TeamContext } from '../products/products.service.js';
import { toEventDelivery, toEventSubscription } from './event-subscriptions.mappers.js';
import {
  deleteSubscription,
  findDeployment,
  insertSubscription,
  listDeliveries,
  listSubscriptions,
  updateFilter,
} from './event-subscriptions.repository.js';
import { refusedEndpointReason } from '../../platform/address-guard.js';

type CreateBody = z.output<typeof createEventSubscriptionBody>;
const DELIVERIES_SHOWN = 100;

/** The secret that signs an https subscription's webhooks. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** A filter as sent (null or absent: none); an invalid one answers 400 with the filter language's message. */
export function validFilter(filter: EventFilter | null | undefined): EventFilter | null {
  if (!filter) return null;
  const checked = checkEventFilter(filter);
  if (!checked.ok) throw catalogueError(eventFilterError(checked.message));
  return checked.filter;
}

export function createEventSubscriptionsService(deps: {
  pool: pg.Pool;
  config: Config;
  secretKey: Buffer;
  products: ProductsService;
  applications: ApplicationsService;
  authorization: AuthorizationService;
}) {
  const { pool, config, secretKey, products, applications, authorization } = deps;
  const { access } = applications;

  /** The caller's membership of the team (another team: 404), and whether it sees every environment. */
  async function member(callerId: string, teamId: string | undefined) {
    const ctx = await access.member(callerId, teamId, E.notFound);
    const internal = ctx.internal || (await authorization.isInternal(callerId));
    return { ...ctx, productionOnly: !internal };
  }

  async function one(callerId: string, teamId: string | undefined, trn: string) {
    const ctx = await member(callerId, teamId);
    const id = parseEventSubscriptionTrn(trn);
    const row = id ? (await listSubscriptions(pool, { ...ctx, id }))[0] : undefined;
    if (!row) throw catalogueError(E.notFound);
    return { ctx, row };
  }

  const list = async (
    callerId: string,
    teamId: string | undefined,
    scope: { applicationId?: string; productId?: string },
  ) => {
    const ctx = await member(callerId, teamId);
    return listSubscriptions(pool, { ...ctx, ...scope });
  };

  /** The deployment a multitenant id names, if the team may see and subscribe to it. */
  async function target(ctx: TeamContext, eventId: string, productionOnly: boolean) {
    const deploymentId = parseEventTrn(eventId);
    const deployment = deploymentId ? await findDeployment(pool, deploymentId) : undefined;
    if (!deployment) throw catalogueError(E.eventNotFound);
    const product = await products.access.product(ctx, deployment.productId, 'EVENT', E.eventNotFound);
    const owner = product.relationship === 'owner';
    if (productionOnly && !owner && deployment.environment !== 'PROD') throw catalogueError(E.eventNotFound);
    return { deployment, product };
  }

  return {
    member,
    target,

    /** POST /events/{eventId}/subscriptions */
    async create(callerId: string, teamId: string | undefined, eventId: string, body: CreateBody) {
      const ctx = await member(callerId, teamId ?? body.teamId);
      if (body.teamId !== ctx.teamId) throw catalogueError(E.notFound);
      const worker = await access.worker(callerId, ctx.teamId, E.subscribeForbidden, E.notFound);
      const app = await applications.visible(worker, body.consumerClientId);
      if (!['Available', 'CREATED'].includes(app.status)) throw catalogueError(E.applicationInactive);
      const team = await products.access.team(callerId, ctx.teamId);
      await target(team, eventId, ctx.productionOnly);
      const filter = validFilter(body.filter);
      const endpoint = body.protocol === 'https' ? (body.endpoint ?? null) : null;
      if (endpoint && !endpoint.startsWith('https://') && !config.EVENT_WEBHOOK_ALLOW_HTTP) {
        throw catalogueError(E.endpointNotAllowed);
      }
      const refused = endpoint && !config.EVENT_WEBHOOK_ALLOW_PRIVATE && (await refusedEndpointReason(endpoint));
      if (refused) throw catalogueError(E.endpointPrivate, { reason: refused });
      const secret = body.protocol === 'https' ? newSigningSecret() : null;
      const id = await insertSubscription(pool, {
        teamId: ctx.teamId,
        applicationId: app.id,
        deploymentId: parseEventTrn(eventId)!,
        protocol: body.protocol,
        endpoint,
        filter,
        signingSecret: secret ? encrypt(secretKey, secret) : null,
        createdBy: callerId,
      }).catch((err: unknown) => {
        if (isUniqueViolation(err, 'event_subscriptions_application_deployment')) throw catalogueError(E.exists);
        throw err;
      });
      const row = (await listSubscriptions(pool, { ...ctx, id, productionOnly: false }))[0];
      if (secret)
        await recordAudit(pool, {
          actorId: callerId,
          teamId: ctx.teamId,
          action: AUDIT_ACTIONS.signingSecretCreate,
          subject: auditSubject.eventSubscription(toEventSubscription(row).subscriptionTrn),
        });
      const created: EventSubscriptionCreated = {
        subscriptionId: toEventSubscription(row).subscriptionTrn,
        subscription: toEventSubscription(row),
        signingSecret: secret,
      };
      return created;
    },

    /** GET /subscriptions/{trn} */
    async get(callerId: string, teamId: string | undefined, trn: string): Promise<EventSubscription> {
      return toEventSubscription((await one(callerId, teamId, trn)).row);
    },

    /** PUT /subscriptions/{trn}: the filter (valid) or null. */
    async update(callerId: string, teamId: string | undefined, trn: string, filter: EventFilter | null) {
      const { ctx, row } = await one(callerId, teamId, trn);
      await access.worker(callerId, ctx.teamId, E.subscribeForbidden, E.notFound);
      await updateFilter(pool, row.id, validFilter(filter));
      return toEventSubscription((await one(callerId, teamId, trn)).row);
    },

    /** DELETE /subscriptions/{trn} */
    async remove(callerId: string, teamId: string | undefined, trn: string): Promise<void> {
      const { ctx, row } = await one(callerId, teamId, trn);
      await access.worker(callerId, ctx.teamId, E.deleteForbidden, E.notFound);
      await deleteSubscription(pool, row.id);
    },

    /** GET /subscriptions/{trn}/signing-secret: developers and admins of the team. */
    async signingSecret(callerId: string, teamId: string | undefined, trn: string) {
      const { ctx, row } = await one(callerId, teamId, trn);
      await access.worker(callerId, ctx.teamId, E.viewForbidden, E.notFound);
      if (!row.signingSecret) throw catalogueError(E.notFound);
      const signingSecret = decrypt(secretKey, row.signingSecret);
      await recordAudit(pool, {
        actorId: callerId,
        teamId: ctx.teamId,
        action: AUDIT_ACTIONS.signingSecretRead,
        subject: auditSubject.eventSubscription(trn),
      });
      return { signingSecret };
    },

    /** GET /subscriptions/{trn}/deliveries: the latest attempts, newest first. */
    async deliveries(callerId: string, teamId: string | undefined, trn: string) {
      const { row } = await one(callerId, teamId, trn);
      return { items: (await listDeliveries(pool, row.id, DELIVERIES_SHOWN)).map(toEventDelivery) };
    },

    /** GET /teams/{teamId}/subscriptions */
    async teamSubscriptions(callerId: string, teamId: string) {
      return { items: (await list(callerId, teamId, {})).map(toEventSubscription) };
    },

    /** GET /applications/{appId}/subscriptions */
    async applicationSubscriptions(callerId: string, teamId: string | undefined, appId: string) {
      const ctx = await access.worker(callerId, teamId, E.viewForbidden, E.notFound);
      await applications.visible(ctx, appId);
      return { items: (await list(callerId, teamId, { applicationId: appId })).map(toEventSubscription) };
    },

    /** GET /applications/teams/{teamId}: the team's applications with their event subscriptions. */
    async teamApplications(callerId: string, teamId: string): Promise<EventApplicationList> {
      await member(callerId, teamId);
      const apps = await applications.list(callerId, teamId, applicationListQuery.parse({}));
      const subscriptions = (await list(callerId, teamId, {})).map(toEventSubscription);
      return {
        applications: apps.items.map((a) => ({
          applicationId: a.id,
          clientId: a.id,
          applicationName: a.name,
          displayName: a.display_name,
          description: a.description,
          status: a.status,
          createdOn: a.created_at,
          subscriptions: subscriptions.filter((s) => s.applicationId === a.id),
        })),
      };
    },

    /** GET /namespaces/{ns}/events/{name}/teams/{teamId} */
    async eventVersions(callerId: string, address: { namespaceId: string; eventName: string; teamId: string }) {
      const ctx = await member(callerId, address.teamId);
      const team = await products.access.team(callerId, ctx.teamId);
      const product = await products.access.productByName(
        team,
        address.namespaceId,
        address.eventName,
        E.eventNotFound,
      );
      const rows = await list(callerId, ctx.teamId, { productId: product.id });
      const versions = await products.versions([product.id]);
      const result: EventVersionList = {
        eventVersions: versions.map((v) => {
          const mine = rows.filter((r) => r.version === v.version).map(toEventSubscription);
          const clients = [...new Set(mine.map((s) => s.applicationId))];
          return {
            eventVersion: v.version,
            applications: clients,
            subscriptions: Object.fromEntries(clients.map((c) => [c, mine.filter((s) => s.applicationId === c)])),
          };
        }),
      };
      return result;
    },
  };
}
export type EventSubscriptionsService = ReturnType<typeof createEventSubscriptionsService>;

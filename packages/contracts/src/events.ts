/**
 * Event product reads of the event subscription service (spec 2 sections 2.4, 3 "Event details", 7), served under
 * /api/events. Calls send the current team in the `team_uuid` header (API1009 without it); a `role` header is
 * accepted and ignored: the caller's role is read from the team membership.
 *   GET /events/{eventMetadataId}/data -> eventDetailsSchema. The eventMetadataId is the product's uuid.
 *       availableVersions maps each version (newest first) to its environment entries (dev, qa, stg, prd).
 *       Internal users and internal teams see every entry; other teams only prd entries (versions without one
 *       are left out).
 *   GET /namespaces/{namespaceId}/events/{eventName}/versions/{version}/asyncapi[?environment=dev|qa|stg|prd]
 *       -> asyncApiResponseSchema. namespaceId is the product's namespace, eventName its name. With an environment
 *       the document's servers are that deployment's only (and channel server lists are dropped).
 * Errors: 404 EXT1004 'The Event product does not exist' (unknown, or not an event product); 403 AZ1001 'Not
 * authorized to access this product' (a private product of another team); 404 CT1006 unknown version; 404 CT1005
 * an environment the version is not deployed to (or one the team may not see).
 */
import { z } from 'zod';
import { PRODUCT_ENVIRONMENTS, versionLabelSchema, type ProductEnvironment } from './apis.js';
import type { CatalogueError } from './team-errors.js';

/** How environments are labelled on event products ("environment entries labelled prd", spec 2 section 2.4). */
export const EVENT_ENVIRONMENT_LABELS = { DEV: 'dev', QA: 'qa', STAGE: 'stg', PROD: 'prd' } as const satisfies Record<
  ProductEnvironment,
  string
>;
export const EVENT_ENVIRONMENTS = PRODUCT_ENVIRONMENTS.map((e) => EVENT_ENVIRONMENT_LABELS[e]);
export const eventEnvironmentSchema = z.enum(['dev', 'qa', 'stg', 'prd']);
export type EventEnvironment = z.infer<typeof eventEnvironmentSchema>;
export const EVENT_PRODUCTION_ENVIRONMENT: EventEnvironment = 'prd';

/** The multitenant id of one event version in one environment: `trn:dc:event:<deployment uuid>`. */
export const eventTrn = (deploymentId: string) => `trn:dc:event:${deploymentId}`;
const EVENT_TRN = /^trn:dc:event:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const parseEventTrn = (trn: string): string | null => EVENT_TRN.exec(trn)?.[1].toLowerCase() ?? null;

export const eventEnvironmentEntrySchema = z.object({
  environment: eventEnvironmentSchema,
  eventMultitenantTrn: z.string(),
  /** The broker or endpoint URL of this deployment. */
  deployedUrl: z.string(),
});
export type EventEnvironmentEntry = z.infer<typeof eventEnvironmentEntrySchema>;

export const eventVersionDetailSchema = z.object({
  eventVersion: z.string(),
  /** From the document: info.title, info.description, asyncapi version, channel names, server protocols. */
  title: z.string(),
  description: z.string(),
  asyncApiVersion: z.string(),
  channels: z.array(z.string()),
  protocols: z.array(z.string()),
  createdAt: z.string(),
  /** The reference route of this version (add ?environment=<label> for one environment). */
  asyncApiUrl: z.string(),
});

export const eventDetailsSchema = z.object({
  eventMetadataId: z.string().uuid(),
  eventTitle: z.string(),
  eventName: z.string(),
  namespace: z.string(),
  namespaceId: z.string(),
  productKey: z.string(),
  productKeyEvent: z.boolean(),
  metadataDescription: z.string(),
  /** Comma-separated; the console splits it into tags. */
  metadataTags: z.string(),
  availableVersions: z.record(z.string(), z.array(eventEnvironmentEntrySchema)),
  /** Newest first; only versions listed in availableVersions, plus undeployed ones for internal callers. */
  eventVersionDetails: z.array(eventVersionDetailSchema),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  ownerTeamId: z.string().uuid(),
  ownedBy: z.string(),
  createdAtDateTime: z.string(),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

export const eventDataParams = z.object({ eventMetadataId: z.string().uuid() });
export const asyncApiParams = z.object({
  namespaceId: z.string().min(1).max(64),
  eventName: z.string().min(1).max(64),
  version: versionLabelSchema,
});
export const asyncApiQuery = z.object({ environment: eventEnvironmentSchema.optional() });

export const asyncApiResponseSchema = z.object({
  asyncApiSpec: z.record(z.string(), z.unknown()),
  eventMetadataId: z.string().uuid(),
  eventVersion: z.string(),
  environment: eventEnvironmentSchema.nullable(),
});
export type AsyncApiResponse = z.infer<typeof asyncApiResponseSchema>;

export const EVENTS_PREFIX = '/api/events';
export function asyncApiUrl(namespace: string, eventName: string, version: string, environment?: EventEnvironment) {
  const base = `${EVENTS_PREFIX}/namespaces/${encodeURIComponent(namespace)}/events/${encodeURIComponent(eventName)}/versions/${encodeURIComponent(version)}/asyncapi`;
  return environment ? `${base}?environment=${environment}` : base;
}

export const EVENT_TEXTS = {
  notAuthorized: 'Not authorized to access this product',
  doesNotExist: 'The Event product does not exist',
} as const;

export const EVENT_ERRORS = {
  notFound: { code: 'EXT1004', status: 404, message: EVENT_TEXTS.doesNotExist },
} as const satisfies Record<string, CatalogueError>;

/**
 * IoT manager (spec 1 sections 2.9, 3, 4.5, 7.2, 9), served read-only under /api/iot; every other verb answers 405.
 *   GET /v2.1/groups?pageSize&bookmark&legacyBookmark[&teamId]  -> iotGroupListSchema
 *   GET /2.1/groups/{groupId}          -> iotGroupSchema        GET /2.1/legacy/groups/{groupId} -> legacyIotGroupSchema
 *   GET /devices?groupId&pageSize&nextBookmark      -> page of iotDeviceSchema  (legacy: /legacy/devices)
 *   GET /devices/search?groupId&serialNumber        -> iotDeviceSchema, 404 when none (legacy: /legacy/devices/search)
 *   GET /rules?groupId&pageSize&nextBookmark, /rules/{ruleId}  (legacy: /legacy/rules...)  -> iotRuleSchema pages
 *   GET /routes?groupId&pageSize&nextBookmark, /routes/{routeId}                          -> iotRouteSchema pages
 *   GET /events   (current type): clientId, startDateUtc, endDateUtc, topic, nextBookMark -> page of iotEventSchema
 *   GET /messages (region type):  clientId, startDateUtc, endDateUtc, nextBookMark        -> page of iotMessageSchema
 *   GET /legacy/events: deviceName, region, port, messageName, startDateUtc, endDateUtc, nextBookMark
 * Lists are { resultSet, nextBookmark }; nextBookmark is 'none' when nothing follows, and a 'none' bookmark sent back
 * answers an empty page. Groups, devices, rules and routes are the caller's teams' only (another team's: 404).
 * Dates are ISO 8601 UTC text with milliseconds. Events (iot-events.ts) are newest first, by default of the last hour.
 */
import { z } from 'zod';

/** resourceType: the current type, the region-based second type ('Azure-region' in the product), and legacy. */
export const IOT_RESOURCE_TYPES = { current: 'current', region: 'region', legacy: 'legacy' } as const;
export const iotResourceTypeSchema = z.enum(['current', 'region', 'legacy']);
export type IotResourceType = z.infer<typeof iotResourceTypeSchema>;

export const IOT_PAGE_SIZE = 100;
export const IOT_TABLE_ROWS = 25;
export const IOT_NO_BOOKMARK = 'none';

/**
 * Topic space. A device publishes under its own device topic, inside its group's topic space, and may subscribe
 * anywhere in its group's space; anything else is refused (the connection is closed) and nothing is stored.
 * Suffix 'status' with payload online/offline reports the connection where the broker cannot (external broker).
 */
export const IOT_TOPICS = {
  group: 'groups/{groupId}/#',
  device: 'groups/{groupId}/devices/{serialNumber}/{suffix}',
  legacyGroup: 'dsn/{groupId}/#',
  legacyDevice: 'dsn/{groupId}/{serialNumber}/{port}/{messageName}',
} as const;

export const pageSizeParam = z.coerce.number().int().min(1).max(500).default(IOT_PAGE_SIZE);
export const bookmarkParam = z.string().min(1).max(1000);
const idParam = z.string().min(1).max(200);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ resultSet: z.array(item), nextBookmark: z.string() });

const stringMap = z.record(z.string(), z.string());

const groupBase = z.object({
  id: z.string(),
  groupId: z.string(), // the same as id (the spec's groups carry both)
  teamId: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  region: z.string(),
  brokerEndpoint: z.string(), // mqtt://<host>:<port>, where devices connect
  topicSpace: z.string(), // the group's topic filter, e.g. groups/<id>/#
});

export const iotGroupSchema = groupBase.extend({
  resourceType: z.enum(['current', 'region']),
  tags: stringMap,
  /** Current type only (null for the region type). */
  deliveryEndpoints: z
    .object({ lifecycle: z.string().nullable(), shadow: z.string().nullable(), error: z.string().nullable() })
    .nullable(),
});
export type IotGroup = z.infer<typeof iotGroupSchema>;

export const legacyIotGroupSchema = groupBase.extend({ resourceType: z.literal('legacy'), attributes: stringMap });
export type LegacyIotGroup = z.infer<typeof legacyIotGroupSchema>;

export const iotGroupListSchema = z.object({
  deviceGroups: pageOf(iotGroupSchema),
  legacyDeviceGroups: pageOf(legacyIotGroupSchema),
});
export type IotGroupList = z.infer<typeof iotGroupListSchema>;

export const getIotGroupsQuery = z.object({
  pageSize: pageSizeParam,
  bookmark: bookmarkParam.optional(),
  legacyBookmark: bookmarkParam.optional(),
  /** Narrows to one of the caller's teams (the current team); default: all of them. */
  teamId: z.string().uuid().optional(),
});
export const iotGroupParams = z.object({ groupId: idParam });

const timestamp = z.string().nullable();

export const iotDeviceSchema = z.object({
  serialNumber: z.string(),
  groupId: z.string(),
  resourceType: iotResourceTypeSchema,
  active: z.boolean(),
  clientId: z.string(),
  username: z.string(),
  lastConnectedTimestamp: timestamp,
  lastDisconnectedTimestamp: timestamp,
  certificateDetails: z.object({ issuer: z.string(), subject: z.string(), expirationDate: z.string() }).nullable(),
  topic: z.string(), // the device's own topic base: it publishes under it
});
export type IotDevice = z.infer<typeof iotDeviceSchema>;

export const legacyIotDeviceSchema = iotDeviceSchema.extend({
  dsnType: z.string().nullable(),
  port: z.number().int().nullable(),
  connectionType: z.string().nullable(),
  lastReportedTimeStamp: timestamp,
});
export type LegacyIotDevice = z.infer<typeof legacyIotDeviceSchema>;

export const getIotDevicesQuery = z.object({
  groupId: idParam,
  pageSize: pageSizeParam,
  nextBookmark: bookmarkParam.optional(),
});
export const searchIotDeviceQuery = z.object({ groupId: idParam, serialNumber: idParam });

export const iotRuleActionsSchema = z.union([
  z.object({ dataocean: z.object({ path: z.string(), directoryId: z.string() }) }),
  z.object({ customFunction: z.object({ customFunctionId: z.string(), outputFieldName: z.string() }) }),
]);

export const iotRuleSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  description: z.string(),
  active: z.boolean(),
  topicSuffix: z.string(),
  deliverToSqs: z.boolean(),
  enableBase64Encoding: z.boolean(),
  sql: z.string(),
  sqsQueueUrl: z.string().nullable(),
  actions: iotRuleActionsSchema,
  groupId: z.string(),
});
export type IotRule = z.infer<typeof iotRuleSchema>;

export const legacyIotRuleSchema = iotRuleSchema.extend({ actionsEnabled: z.boolean() });
export type LegacyIotRule = z.infer<typeof legacyIotRuleSchema>;

export const iotRouteSchema = z.object({
  id: z.string(),
  name: z.string(),
  endPoint: z.string(),
  active: z.boolean(),
  groupId: z.string(),
  queryCondition: z.string(),
});
export type IotRoute = z.infer<typeof iotRouteSchema>;

/** /rules, /legacy/rules and /routes. */
export const getIotGroupItemsQuery = getIotDevicesQuery;
export const iotRuleParams = z.object({ ruleId: idParam });
export const iotRouteParams = z.object({ routeId: idParam });

export const iotDevicePageSchema = pageOf(iotDeviceSchema);
export const legacyIotDevicePageSchema = pageOf(legacyIotDeviceSchema);
export const iotRulePageSchema = pageOf(iotRuleSchema);
export const legacyIotRulePageSchema = pageOf(legacyIotRuleSchema);
export const iotRoutePageSchema = pageOf(iotRouteSchema);

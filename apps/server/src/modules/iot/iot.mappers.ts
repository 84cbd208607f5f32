/** Rows to the contract's shapes (spec 1 section 3). Dates are ISO 8601 UTC with milliseconds. */
import type {
  IotDevice,
  IotEvent,
  IotGroup,
  IotMessage,
  IotRoute,
  IotRule,
  LegacyIotDevice,
  LegacyIotEvent,
  LegacyIotGroup,
  LegacyIotRule,
} from '@dc/contracts';
import type { DeviceRow } from './iot-devices.repository.js';
import type { EventRow } from './iot-events.repository.js';
import type { GroupRow, RouteRow, RuleRow } from './iot.repository.js';
import { decodePayload } from './payload.js';
import { deviceTopicBase, groupTopicSpace } from './topics.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const groupBase = (g: GroupRow, brokerEndpoint: string) => ({
  id: g.id,
  groupId: g.id,
  teamId: g.teamId,
  name: g.name,
  description: g.description,
  region: g.region,
  brokerEndpoint,
  topicSpace: groupTopicSpace(g.kind, g.id),
});

export const toGroup = (g: GroupRow, brokerEndpoint: string): IotGroup => ({
  ...groupBase(g, brokerEndpoint),
  resourceType: g.kind === 'region' ? 'region' : 'current',
  tags: g.tags,
  deliveryEndpoints:
    g.kind === 'current'
      ? {
          lifecycle: g.deliveryEndpoints?.lifecycle ?? null,
          shadow: g.deliveryEndpoints?.shadow ?? null,
          error: g.deliveryEndpoints?.error ?? null,
        }
      : null,
});

export const toLegacyGroup = (g: GroupRow, brokerEndpoint: string): LegacyIotGroup => ({
  ...groupBase(g, brokerEndpoint),
  resourceType: 'legacy',
  attributes: g.attributes,
});

export const toDevice = (d: DeviceRow): IotDevice => ({
  serialNumber: d.serialNumber,
  groupId: d.groupId,
  resourceType: d.kind as IotDevice['resourceType'],
  active: d.active,
  clientId: d.clientId,
  username: d.username,
  lastConnectedTimestamp: iso(d.lastConnectedAt),
  lastDisconnectedTimestamp: iso(d.lastDisconnectedAt),
  certificateDetails: d.certificate,
  topic: deviceTopicBase(d.kind, d.groupId, d.serialNumber),
});

export const toLegacyDevice = (d: DeviceRow): LegacyIotDevice => ({
  ...toDevice(d),
  dsnType: d.dsnType,
  port: d.port,
  connectionType: d.connectionType,
  lastReportedTimeStamp: iso(d.lastReportedAt),
});

export const toRule = (r: RuleRow): IotRule => ({
  id: r.id,
  ruleName: r.name,
  description: r.description,
  active: r.active,
  topicSuffix: r.topicSuffix,
  deliverToSqs: r.deliverToSqs,
  enableBase64Encoding: r.enableBase64Encoding,
  sql: r.sql,
  sqsQueueUrl: r.sqsQueueUrl,
  actions: r.actions as IotRule['actions'],
  groupId: r.groupId,
});

export const toLegacyRule = (r: RuleRow): LegacyIotRule => ({ ...toRule(r), actionsEnabled: r.actionsEnabled });

export const toRoute = (r: RouteRow): IotRoute => ({
  id: r.id,
  name: r.name,
  endPoint: r.endPoint,
  active: r.active,
  groupId: r.groupId,
  queryCondition: r.queryCondition,
});

const common = (e: EventRow) => ({
  topic: e.topic,
  receivedUtc: e.receivedAt.toISOString(),
  ...decodePayload(e.payload),
});

export const toEvent = (e: EventRow): IotEvent => ({ traceId: e.traceId, clientId: e.clientId, ...common(e) });

export const toMessage = (e: EventRow): IotMessage => ({ id: e.traceId, clientId: e.clientId, ...common(e) });

export const toLegacyEvent = (e: EventRow, device: { serialNumber: string; region: string }): LegacyIotEvent => ({
  id: e.traceId,
  deviceName: device.serialNumber,
  messageName: e.messageName,
  port: e.port,
  region: device.region,
  ...common(e),
});

export const eventKey = (e: EventRow): [string, string] => [e.receivedAt.toISOString(), e.id];

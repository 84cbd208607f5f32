/**
 * The IoT registry (groups, devices, rules, routes) and the event history (spec 1 section 3). The console only reads
 * these tables; devices write events and their connection state through MQTT.
 */
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from '../teams/teams.schema.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const tz = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A device group of a team; kind is the resourceType: current, region (the region-based second type) or legacy. */
export const iotGroups = pgTable(
  'iot_groups',
  {
    /** Also the group's topic level (groups/<id>/...), so no '/', '+' or '#'. */
    id: text('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    region: text('region').notNull(),
    /** Current and region types. */
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /** Legacy type. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** Current type: { lifecycle, shadow, error } delivery endpoints. */
    deliveryEndpoints: jsonb('delivery_endpoints').$type<Record<string, string | null>>(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('iot_groups_team_kind').on(t.teamId, t.kind, t.id)],
);

export const iotDevices = pgTable(
  'iot_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: text('group_id')
      .notNull()
      .references(() => iotGroups.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    /** The MQTT client id the device must connect with. */
    clientId: text('client_id').notNull().unique(),
    username: text('username').notNull().unique(),
    /** argon2id; never the clear password. */
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(false),
    /** The connection that set active; a late disconnect of an older connection does not clear it. */
    connectionId: text('connection_id'),
    lastConnectedAt: tz('last_connected_at'),
    lastDisconnectedAt: tz('last_disconnected_at'),
    lastReportedAt: tz('last_reported_at'),
    certificate: jsonb('certificate').$type<{ issuer: string; subject: string; expirationDate: string }>(),
    /** Legacy devices. */
    dsnType: text('dsn_type'),
    port: integer('port'),
    connectionType: text('connection_type'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [unique('iot_devices_group_serial').on(t.groupId, t.serialNumber)],
);

export const iotRules = pgTable(
  'iot_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: text('group_id')
      .notNull()
      .references(() => iotGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    topicSuffix: text('topic_suffix').notNull().default(''),
    deliverToSqs: boolean('deliver_to_sqs').notNull().default(false),
    enableBase64Encoding: boolean('enable_base64_encoding').notNull().default(false),
    sql: text('sql').notNull().default(''),
    sqsQueueUrl: text('sqs_queue_url'),
    /** { dataocean: { path, directoryId } } or { customFunction: { customFunctionId, outputFieldName } }. */
    actions: jsonb('actions').$type<Record<string, Record<string, string>>>().notNull(),
    /** Legacy rules. */
    actionsEnabled: boolean('actions_enabled').notNull().default(true),
  },
  (t) => [index('iot_rules_group_name').on(t.groupId, t.name, t.id)],
);

export const iotRoutes = pgTable(
  'iot_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: text('group_id')
      .notNull()
      .references(() => iotGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    endPoint: text('end_point').notNull(),
    active: boolean('active').notNull().default(true),
    queryCondition: text('query_condition').notNull().default('true'),
  },
  (t) => [index('iot_routes_group_name').on(t.groupId, t.name, t.id)],
);

/**
 * Every accepted device message. Read by device and time window, newest first, with a keyset bookmark on
 * (received_at, id); the topic index serves queries narrowed to one topic; the BRIN index serves retention pruning
 * inside the partition that straddles the cutoff. Partitioned by UTC day of received_at (migration 0017; drizzle-kit
 * does not model partitioning), so the key includes received_at; ids stay unique through the identity sequence.
 */
export const iotEvents = pgTable(
  'iot_events',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => iotDevices.id, { onDelete: 'cascade' }),
    traceId: uuid('trace_id').notNull(),
    topic: text('topic').notNull(),
    clientId: text('client_id').notNull(),
    receivedAt: tz('received_at').notNull(),
    payload: bytea('payload').notNull(),
    qos: smallint('qos').notNull().default(0),
    /** Legacy messages: dsn/<group>/<device>/<port>/<messageName>. */
    messageName: text('message_name'),
    port: integer('port'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.receivedAt] }),
    index('iot_events_device_time').on(t.deviceId, t.receivedAt.desc(), t.id.desc()),
    index('iot_events_device_topic_time').on(t.deviceId, t.topic, t.receivedAt.desc(), t.id.desc()),
    index('iot_events_received_brin').using('brin', t.receivedAt),
  ],
);

/**
 * What both ingest clients of an external broker share (external-ingest.ts, the lean one for mqtt:// and mqtts://;
 * external-ingest-mqttjs.ts, mqtt.js for ws:// and wss://): one subscriber with a persistent session (a fixed client
 * id, never a clean start, QoS 1), so messages published while it is away are queued by the broker and delivered on
 * reconnect, and each PUBACK held until its event row is committed: an acknowledged message is never lost. The
 * session speaks MQTT 5 for its Receive Maximum: over 3.1.1 Mosquitto keeps at most max_inflight_messages (20 by
 * default) unacknowledged per client, one commit's latency per 20 messages (about 8,000 messages/s), whatever the
 * batch size. Instances subscribe as one shared group (MQTT_SHARE_GROUP, $share/...): each message goes to one.
 */

import type { Logger } from 'pino';
import type { MqttHandlers } from './mqtt.types.js';

export interface ExternalIngest {
  attach(handlers: MqttHandlers<unknown>): void;
  attached(): boolean;
  connected(): boolean;
  close(): Promise<void>;
}

export interface ExternalIngestOptions {
  url: string;
  clientId: string;
  shareGroup: string;
  log: Logger;
}

/** Unacknowledged messages the broker may send at once: several of the writer's full batches (MAX_BATCH 500). */
export const RECEIVE_MAXIMUM = 2000;
/** MQTT 5 ends a session at disconnect unless it has an expiry; the ingest session is kept until the broker's own. */
export const SESSION_NEVER_EXPIRES = 0xffffffff;
export const KEEPALIVE_SECONDS = 30;
export const RECONNECT_MS = 1000;
export const CONNECT_TIMEOUT_MS = 10_000;

/** The filters to subscribe to: each under the shared group's prefix, unless sharing is off (`none`). */
export const sharedFilters = (filters: string[], group: string): string[] =>
  group === 'none' ? filters : filters.map((f) => `$share/${group}/${f}`);

/** The broker URL without its credentials, for logs and the BrokerEndpoint. */
export function redact(url: string): string {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString().replace(/\/$/, '');
}

/**
 * The seam between the MQTT transport (platform) and the business that decides who may connect and what a message
 * becomes (the IoT module). The platform starts the broker or the ingest connection early, so a taken port fails the
 * start; the IoT module attaches its handlers when the app is built. Until then every device is refused.
 */

export interface MqttCredentials {
  clientId: string;
  username?: string;
  password?: Buffer;
}

/** ok with the session the module keeps for the connection; or why the connection is refused. */
export type MqttAuthResult<S> = { ok: true; session: S } | { ok: false; reason: 'credentials' | 'client-id' };

export interface MqttMessage<S> {
  topic: string;
  payload: Buffer;
  qos: 0 | 1 | 2;
  /** The authenticated connection (embedded broker); absent for messages read from an external broker. */
  session?: S;
}

export interface MqttHandlers<S = unknown> {
  authenticate(credentials: MqttCredentials): Promise<MqttAuthResult<S>>;
  mayPublish(session: S, topic: string): boolean;
  maySubscribe(session: S, topicFilter: string): boolean;
  connected(session: S): Promise<void>;
  disconnected(session: S): Promise<void>;
  /** Records an accepted message; resolves once it is durable (the PUBACK waits for it); rejects to refuse it. */
  ingest(message: MqttMessage<S>): Promise<void>;
  /** Topic filters the ingest connection subscribes to on an external broker. */
  topicFilters: string[];
  /** Waits for writes in flight (shutdown). */
  drain(): Promise<void>;
}

export interface Mqtt {
  mode: 'embedded' | 'external';
  /** Where in-process clients (demo loader, simulator) connect: the embedded broker on loopback, or MQTT_URL. */
  connectUrl: string;
  /** BrokerEndpoint as devices are told it: mqtt://<public host>:<port>. */
  publicEndpoint: string;
  attach<S>(handlers: MqttHandlers<S>): Promise<void>;
  attached(): boolean;
  /** The broker listens (embedded) or the ingest connection is up (external). */
  healthy(): boolean;
  close(): Promise<void>;
}

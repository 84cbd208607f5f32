/** Starts MQTT for the platform: the embedded broker (MQTT_PORT), or ingest from an external broker (MQTT_URL). */
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { startEmbeddedBroker } from './broker.js';
import { startExternalIngest } from './external-ingest.js';
import type { Mqtt, MqttHandlers } from './mqtt.types.js';

export type { Mqtt, MqttAuthResult, MqttCredentials, MqttHandlers, MqttMessage } from './mqtt.types.js';

const loopback = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);
const hostPart = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

export async function startMqtt(config: Config, log: Logger): Promise<Mqtt> {
  const publicHost = config.MQTT_PUBLIC_HOST ?? new URL(config.PUBLIC_URL).hostname;
  if (config.MQTT_URL) {
    const url = new URL(config.MQTT_URL);
    const ingest = startExternalIngest({
      url: config.MQTT_URL,
      clientId: config.MQTT_INGEST_CLIENT_ID,
      shareGroup: config.MQTT_SHARE_GROUP,
      log,
    });
    const port = config.MQTT_PUBLIC_PORT ?? (url.port || (url.protocol === 'mqtts:' ? '8883' : '1883'));
    return {
      mode: 'external',
      connectUrl: config.MQTT_URL,
      publicEndpoint: `${url.protocol}//${config.MQTT_PUBLIC_HOST ? hostPart(publicHost) : url.hostname}:${port}`,
      attach: async (h) => ingest.attach(h as MqttHandlers<unknown>),
      attached: ingest.attached,
      healthy: ingest.connected,
      close: ingest.close,
    };
  }
  const broker = await startEmbeddedBroker({ host: config.MQTT_HOST, port: config.MQTT_PORT, log });
  return {
    mode: 'embedded',
    connectUrl: `mqtt://${hostPart(loopback(config.MQTT_HOST))}:${broker.port}`,
    publicEndpoint: `mqtt://${hostPart(publicHost)}:${config.MQTT_PUBLIC_PORT ?? broker.port}`,
    attach: async (h) => broker.attach(h as MqttHandlers<unknown>),
    attached: broker.attached,
    healthy: broker.listening,
    close: broker.close,
  };
}

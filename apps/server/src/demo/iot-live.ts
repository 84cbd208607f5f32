/**
 * With DEMO and IOT_SIMULATE on, the demo's live devices are driven by the simulator while the server runs (real
 * MQTT clients on the server's own broker, or MQTT_URL), so the console shows Active devices and fresh events.
 * Started once the server is ready (the demo world is loaded by then), stopped before the broker closes.
 */
import fp from 'fastify-plugin';
import { startSimulator, type Simulator } from '../modules/iot/simulator/simulator.js';
import { demoIotDevices } from './iot-world.js';

/** One message every 10 s per live device. */
export const LIVE_RATE = 0.1;

export const iotDemoSimulation = fp(
  async (app) => {
    const { config, mqtt, log } = app.platform;
    if (!config.DEMO || !config.IOT_SIMULATE) return;
    let simulator: Promise<Simulator | undefined> | undefined;
    app.addHook('onReady', async () => {
      const devices = demoIotDevices().filter((d) => d.live);
      simulator = startSimulator({
        url: mqtt.connectUrl,
        devices,
        rate: LIVE_RATE,
        onError: (d, err) => log.debug({ device: d.serialNumber, err: err.message }, 'demo simulator device error'),
      }).then(
        (sim) => {
          log.info({ devices: devices.length }, 'demo device simulator running (IOT_SIMULATE)');
          return sim;
        },
        (err: Error) => {
          log.warn({ err: err.message }, 'demo device simulator not started (are the demo devices loaded?)');
          return undefined;
        },
      );
    });
    app.addHook('onClose', async () => {
      await (await simulator)?.stop();
    });
  },
  { name: 'iot-demo-simulation' },
);

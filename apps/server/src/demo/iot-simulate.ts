/**
 * `npm run iot:simulate -- --group <id> [--devices 20] [--rate 5] [--url mqtt://127.0.0.1:1884] [--duration <s>]`
 * Connects the demo devices of a group (the demo world's credentials) to the broker and publishes telemetry, so a
 * person can watch data arrive in the console. rate: messages per second per device. The demo's live devices (driven
 * by the server itself when IOT_SIMULATE is on) are left out. `--list` prints the demo groups. A program of the demo
 * world's (it reads the demo's devices), so it lives here and not in the IoT module, which never imports the demo.
 */
import { parseArgs } from 'node:util';
import { startSimulator } from '../modules/iot/simulator/simulator.js';
import { loadConfig } from '../platform/config.js';
import { DEMO_IOT_GROUPS, demoIotDevices } from './iot-world.js';

const { values } = parseArgs({
  options: {
    group: { type: 'string' },
    devices: { type: 'string', default: '5' },
    rate: { type: 'string', default: '1' },
    url: { type: 'string' },
    duration: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main() {
  if (values.list || !values.group) {
    console.log('Demo device groups (simulate one with --group <id>):');
    for (const g of DEMO_IOT_GROUPS) {
      const free = g.devices.filter((d) => !d.live).length;
      console.log(
        `  ${g.id.padEnd(20)} ${g.kind.padEnd(8)} ${g.region.padEnd(8)} ${String(free).padStart(3)} devices  ${g.name}`,
      );
    }
    if (!values.group) process.exit(values.list ? 0 : 2);
  }
  const config = loadConfig();
  const url = values.url ?? config.MQTT_URL ?? `mqtt://127.0.0.1:${config.MQTT_PORT}`;
  if (!values.url && !config.MQTT_URL && config.MQTT_PORT === 0) fail('MQTT_PORT is 0 (a free port): pass --url.');
  const count = Number(values.devices);
  const rate = Number(values.rate);
  if (!Number.isInteger(count) || count < 1) fail('--devices must be a positive whole number.');
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1000)
    fail('--rate must be above 0 and at most 1000 messages/s per device.');
  const available = demoIotDevices().filter((d) => d.groupId === values.group && !d.live);
  if (available.length === 0) fail(`No demo group ${values.group} (see --list).`);
  if (count > available.length) fail(`Group ${values.group} has ${available.length} demo devices to simulate.`);
  const devices = available.slice(0, count);

  console.log(`Connecting ${devices.length} devices of ${values.group} to ${url}, ${rate} msg/s each:`);
  for (const d of devices)
    console.log(`  clientId ${d.clientId.padEnd(12)} username ${d.username.padEnd(12)} password ${d.password}`);
  const sim = await startSimulator({
    url,
    devices,
    rate,
    onError: (d, err) => console.error(`  ${d.serialNumber}: ${err.message}`),
  }).catch((err: Error) => fail(`Could not connect: ${err.message}. Is the server running (npm start)?`));

  let last = 0;
  const started = Date.now();
  const ticker = setInterval(() => {
    const n = sim.acked();
    console.log(
      `  ${n} messages acknowledged (${((n - last) / 5).toFixed(1)}/s), ${sim.connected()}/${devices.length} connected`,
    );
    last = n;
  }, 5000);
  const stop = async () => {
    clearInterval(ticker);
    await sim.stop();
    console.log(`Stopped after ${((Date.now() - started) / 1000).toFixed(0)} s: ${sim.acked()} messages acknowledged.`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (values.duration) setTimeout(() => void stop(), Number(values.duration) * 1000);
}

void main();

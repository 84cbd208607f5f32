/** `npm run bench`: prints figures (never assertions). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { startPlatform } from '../apps/server/src/platform/platform.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { landingSize } from './landing-size.js';
import { bareFastify, measure } from './users-me.js';
import { iotBenchArgs, runIotBench } from './iot-ingest.js';
import { runIotTwoInstancesBench } from './iot-two-instances.js';
import { runProductsGalleryBench } from './products-gallery.js';
import { runProductsViewerBench } from './products-viewer.js';
import { linterBenchArgs, runLinterBench } from './linter.js';
import { runSubscriptionsListBench } from './subscriptions-list.js';
import { runEventDeliveryBench } from './event-delivery.js';
import { emailBenchArgs, runEmailBench } from './email.js';
import { runLoadBench } from './load.js';
import { printFirstPaint } from './first-paint.js';
import { runLighthouseBench } from './lighthouse.js';
import { runApiReadsBench } from './api-reads.js';

const root = path.resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** `npm run bench -- --only foundation,iot` runs a subset: foundation, first-paint, iot, products, products-viewer, linter, subscriptions, events, email, load, lighthouse. */
function selected(name: string): boolean {
  const i = process.argv.indexOf('--only');
  return i < 0 || (process.argv[i + 1] ?? '').split(',').includes(name);
}

async function main() {
  if (selected('foundation')) await foundationBench();
  if (selected('first-paint')) firstPaintBench(); // gzip JS before first paint per page, from the build's manifest
  if (selected('iot')) await runIotBench(iotBenchArgs()); // `npm run bench -- --rows 10000000` for the big table
  if (selected('iot')) await runIotTwoInstancesBench(iotBenchArgs()); // one shared subscription, two instances
  if (selected('products')) await runProductsGalleryBench(); // search + type + sort + page over 10,000 products
  if (selected('products-viewer')) await runProductsViewerBench(); // first operation of 0.1, 5 and 13 MB OpenAPI documents in chromium
  if (selected('linter')) await runLinterBench(linterBenchArgs()); // `-- --lint-sizes 0 --lint-docs petstore` for a short run
  if (selected('subscriptions')) await runSubscriptionsListBench(); // search + sort + page over 10,000 subscriptions
  if (selected('events')) await runEventDeliveryBench(); // matcher rate, webhook delivery throughput
  if (selected('email')) await runEmailBench(emailBenchArgs()); // renders/s, sends/s into the SMTP sink, /stats over 1,000,000 events
  if (selected('load')) await runLoadBench(); // autocannon, 100 connections, main routes; two instances behind nginx
  if (selected('lighthouse')) await runLighthouseBench(); // mobile preset, median of 3, signed in
}

function firstPaintBench() {
  console.log('\n# JavaScript before first paint (index.html + route chunks; before: 286 / 360 / 378 KB gzip)');
  try {
    printFirstPaint(path.join(root, 'apps/web/dist'));
  } catch {
    console.log('  (no build with a manifest: run `npm run build` first)');
  }
}

async function foundationBench() {
  console.log('# Landing route JavaScript (apps/web/dist)');
  try {
    const { rows, total } = landingSize(path.join(root, 'apps/web/dist'));
    for (const r of rows)
      console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(10)} gzip`);
    console.log(`  total${' '.repeat(43)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip`);
  } catch {
    console.log('  (no build: run `npm run build` first)');
  }

  console.log('\n# GET /api/profiles/users/me, 50 connections, 10 s (after 3 s warm-up)');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const config = loadConfig({
    MQTT_PORT: '0',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DEMO: 'false',
  });
  const platform = await startPlatform(config, createLogger('warn'));
  const app = await buildApp(platform);
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  try {
    const ids = await loadDemoWorld(platform);
    const { idToken } = await signIn({ url }, 'developer@example.com', DEMO_PASSWORD);
    const me = await measure(`${url}/api/profiles/users/me`, { authorization: `Bearer ${idToken}` });
    const bare = await bareFastify();
    const base = await measure(bare.url);
    await bare.close();
    console.log(
      `  users/me      ${me.rps.toFixed(0).padStart(8)} req/s   p99 ${String(me.p99).padStart(5)} ms   errors ${me.errors}`,
    );
    console.log(
      `  bare Fastify  ${base.rps.toFixed(0).padStart(8)} req/s   p99 ${String(base.p99).padStart(5)} ms   errors ${base.errors}`,
    );
    console.log(`  ratio users/me : bare = ${(me.rps / base.rps).toFixed(3)}`);
    const auth = { authorization: `Bearer ${idToken}` };
    const team = { ...auth, team_uuid: ids.acmeIntegrations };
    await runApiReadsBench([
      { name: 'users/me', url: `${url}/api/profiles/users/me`, headers: auth },
      { name: 'gallery list', url: `${url}/api/products/products`, headers: team },
      { name: 'applications list', url: `${url}/api/apim/applications`, headers: team },
    ]);
  } finally {
    await app.close();
    await platform.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

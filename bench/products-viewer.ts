/**
 * OpenAPI viewer benchmark (figures, never assertions): publishes a generated ~5 MB OpenAPI document as an API
 * product, opens its Documentation tab in headless chromium and prints the time from the tab click to the first
 * rendered operation: cold (viewer code and document fetched) and warm (both cached, render only).
 * Needs a built console (apps/web/dist, or --web-dist) and /usr/bin/chromium (or CHROMIUM_PATH).
 * Standalone: node --import tsx bench/products-viewer.ts [--web-dist /tmp/dist] [--megabytes 4.9]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { PRODUCT_SPEC_MAX_BYTES } from '@dc/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { startPlatform } from '../apps/server/src/platform/platform.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';

const STAFF = 'staff.admin@example.com';

/** An OpenAPI 3.0 document of about `bytes` bytes: resources in 50 tags, each with a schema and two operations. */
export function bigOpenApi(bytes: number): { json: string; operations: number } {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Link: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, href: { type: 'string' } } },
  };
  const filler = 'Returns the resource with its attributes, links and audit fields. '.repeat(2);
  let json = '';
  for (let i = 0; ; i++) {
    schemas[`Resource${i}`] = {
      type: 'object',
      description: `Resource ${i} of group ${i % 50}.`,
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', maxLength: 120, description: `Name of resource ${i}.` },
        createdAt: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        // Shallow references, as real documents have (a chain of thousands makes every resolver quadratic).
        parent: { $ref: '#/components/schemas/Link' },
      },
    };
    const ref = { $ref: `#/components/schemas/Resource${i}` };
    paths[`/groups/${i % 50}/resources${i}/{id}`] = {
      get: {
        tags: [`Group ${i % 50}`],
        operationId: `getResource${i}`,
        summary: `Read resource ${i}`,
        description: filler,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The resource', content: { 'application/json': { schema: ref } } },
          '404': { description: 'Not found' },
        },
      },
      put: {
        tags: [`Group ${i % 50}`],
        operationId: `putResource${i}`,
        summary: `Replace resource ${i}`,
        requestBody: { content: { 'application/json': { schema: ref } } },
        responses: { '204': { description: 'Replaced' } },
      },
    };
    if (i % 50 === 49) {
      json = JSON.stringify({
        openapi: '3.0.3',
        info: {
          title: 'Bench Big API',
          version: '1.0.0',
          description: 'A generated document for the viewer benchmark.',
        },
        paths,
        components: { schemas },
      });
      if (json.length >= bytes) return { json, operations: (i + 1) * 2 };
    }
  }
}

async function publish(url: string, token: string, teamId: string, json: string) {
  const form = new FormData();
  form.append('file', new Blob([json], { type: 'application/json' }), 'bench-big-api.json');
  form.append(
    'metadata',
    JSON.stringify({
      name: 'bench-big-api',
      visibility: 'PUBLIC',
      deployments: [{ environment: 'PROD', url: 'https://api.example.com/bench' }],
    }),
  );
  const res = await fetch(`${url}/api/products/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, team_uuid: teamId },
    body: form,
  });
  if (res.status !== 201) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { product: { uuid: string } }).product.uuid;
}

const SETTLED = ['agreement', 'team-selection', 'ready'].map((s) => `[data-shell-state="${s}"]`).join(', ');
/** The page's clock (the bench compiles without the DOM library; the console's CSP forbids string evaluation). */
const now = (page: Page) => page.evaluate(() => performance.now());

/** Signs in through the console and gets past the prompts before it (agreement, team). */
export async function signInBrowser(page: Page, url: string) {
  await page.goto(`${url}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('E-mail').fill(STAFF);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home/);
  const state = page.locator('[data-shell-state]');
  for (;;) {
    await page.locator(SETTLED).waitFor({ timeout: 30_000 });
    const shell = await state.getAttribute('data-shell-state');
    if (shell === 'agreement') {
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } else if (shell === 'team-selection') {
      const dialog = page.getByRole('dialog', { name: 'Team Selection' });
      await dialog.getByRole('combobox').click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } else return;
  }
}

/** Milliseconds from clicking the Documentation tab to the first operation on screen. */
async function timeToFirstOperation(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Introduction' }).click();
  await page.getByRole('heading', { level: 2, name: 'Introduction' }).waitFor();
  const start = await now(page);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await page.locator('[data-testid="openapi-viewer"] .opblock').first().waitFor({ timeout: 120_000 });
  return (await now(page)) - start;
}

export async function runProductsViewerBench(opts: { webDist?: string; megabytes?: number } = {}) {
  const bytes = Math.min(Math.round((opts.megabytes ?? 4.9) * 1_000_000), PRODUCT_SPEC_MAX_BYTES);
  const { json, operations } = bigOpenApi(bytes);
  const webDist = path.resolve(opts.webDist ?? path.join(import.meta.dirname, '../apps/web/dist'));
  console.log(
    `\n# OpenAPI viewer: ${(json.length / 1_000_000).toFixed(2)} MB document, ${operations.toLocaleString('en')} operations, headless chromium`,
  );
  try {
    await fs.access(path.join(webDist, 'index.html'));
  } catch {
    console.log(`  (no console build at ${webDist}: run \`npm run build\` or pass --web-dist)`);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-viewer-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    DEMO: 'false',
    MQTT_PORT: '0',
    WEB_DIST: webDist,
  });
  const platform = await startPlatform(config, createLogger('warn'));
  const app = await buildApp(platform);
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const ids = await loadDemoWorld(platform);
    const { idToken } = await signIn({ url }, STAFF, DEMO_PASSWORD);
    const started = performance.now();
    const apiId = await publish(url, idToken, ids.platform, json);
    console.log(`  published in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(page, url);
    await page.goto(`${url}/apis/${apiId}`);
    await page.getByRole('heading', { level: 1, name: 'Bench Big API' }).waitFor({ timeout: 60_000 });
    const cold = await timeToFirstOperation(page);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/openapi'))
        .map((e) => e.duration)
        .pop(),
    );
    const warm = await timeToFirstOperation(page);
    console.log(`  first operation, cold (viewer code + document fetched): ${cold.toFixed(0).padStart(6)} ms`);
    console.log(`    of which the document request:                    ${(fetched ?? 0).toFixed(0).padStart(6)} ms`);
    console.log(`  first operation, warm (both cached, render only):      ${warm.toFixed(0).padStart(6)} ms`);
  } finally {
    await browser.close();
    await app.close();
    await platform.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'web-dist': { type: 'string' }, megabytes: { type: 'string' } } });
  runProductsViewerBench({
    webDist: values['web-dist'],
    megabytes: values.megabytes ? Number(values.megabytes) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

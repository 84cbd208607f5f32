/**
 * API reference benchmark (issue 19; figures, never assertions): publishes a generated 0.1 MB document, GitHub's
 * first 675 paths (the issue's 1,029-operation slice) and GitHub's whole 13 MB REST description as API products,
 * then, with the browser cache off, times the click on Documentation to the first operation on screen and counts the
 * script and data bytes on the wire meanwhile; printed beside the issue's targets and Swagger UI's figures.
 * Needs a built console (apps/web/dist, or --web-dist) and /usr/bin/chromium (or CHROMIUM_PATH).
 * Standalone: node --import tsx bench/products-viewer.ts [--web-dist /tmp/dist] [--repeats 3]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/world.js';
import { signIn } from '../apps/server/src/test/oidc-flow.js';
import { bigOpenApi, githubDocument, type BenchDocument } from './viewer-documents.js';

const STAFF = 'staff.admin@example.com';

async function publish(url: string, token: string, teamId: string, json: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([json], { type: 'application/json' }), `${name}.json`);
  form.append(
    'metadata',
    JSON.stringify({
      name,
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

interface Opening {
  ms: number;
  /** A bare tab switch (Support) just before, same page and conditions: the baseline. */
  bare: number;
  scriptBytes: number;
  dataBytes: number;
}

/**
 * Opens the product page afresh with the browser cache off, then times the click on Documentation to the first
 * operation on screen, counting the bytes on the wire in between (scripts and the rest).
 */
async function openReference(page: Page, cdp: CDPSession, url: string, apiId: string): Promise<Opening> {
  await page.goto(`${url}/apis/${apiId}`);
  await page.getByRole('tab', { name: 'Documentation' }).waitFor({ timeout: 60_000 });
  const before = await now(page);
  await page.getByRole('tab', { name: 'Support' }).click();
  await page.getByRole('tabpanel').getByText('Support', { exact: true }).first().waitFor();
  const bare = (await now(page)) - before;
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let dataBytes = 0;
  const onResponse = (e: { requestId: string; type: string }) => types.set(e.requestId, e.type);
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    if (types.get(e.requestId) === 'Script') scriptBytes += e.encodedDataLength;
    else dataBytes += e.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  const start = await now(page);
  await page.getByRole('tab', { name: 'Documentation' }).click();
  await page.getByTestId('openapi-viewer').getByTestId('operation-path').first().waitFor({ timeout: 120_000 });
  const ms = (await now(page)) - start;
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return { ms, bare, scriptBytes, dataBytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Swagger UI before issue 19, on the 5 MB document (the issue's figures). */
const SWAGGER_5MB = '8.3 s; 1.4 MB JS + 3.8 MB spec text';
const TARGET: Record<string, string> = { small: '-', five: '<= 1 s', whole: '<= 2 s' };

export async function runProductsViewerBench(opts: { webDist?: string; repeats?: number } = {}) {
  const repeats = opts.repeats ?? 3;
  const docs: Array<BenchDocument & { key: string }> = [
    { key: 'small', label: 'generated 0.1 MB', ...bigOpenApi(100_000) },
    { key: 'five', ...(await githubDocument(675)) },
    { key: 'whole', ...(await githubDocument()) },
  ];
  const webDist = path.resolve(opts.webDist ?? path.join(import.meta.dirname, '../apps/web/dist'));
  console.log(`\n# API reference: first operation after opening Documentation (headless chromium, cache off, median of ${repeats})`);
  try {
    await fs.access(path.join(webDist, 'index.html'));
  } catch {
    console.log(`  (no console build at ${webDist}: run \`npm run build\` or pass --web-dist)`);
    return;
  }
  const server = await startBenchServer('viewer', { WEB_DIST: webDist });
  const { platform, url } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const ids = await loadDemoWorld(platform);
    const { idToken } = await signIn({ url }, STAFF, DEMO_PASSWORD);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(page, url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    console.log(
      '  document                      size     ops  published   first op  bare tab   JS wire  data wire  target   Swagger UI',
    );
    for (const doc of docs) {
      const started = performance.now();
      const apiId = await publish(url, idToken, ids.platform, doc.json, `bench-${doc.key}`);
      const published = (performance.now() - started) / 1000;
      const runs: Opening[] = [];
      for (let i = 0; i < repeats; i++) runs.push(await openReference(page, cdp, url, apiId));
      const ms = median(runs.map((r) => r.ms));
      const bare = median(runs.map((r) => r.bare));
      const script = median(runs.map((r) => r.scriptBytes));
      const data = median(runs.map((r) => r.dataBytes));
      console.log(
        `  ${doc.label.padEnd(27)} ${`${(doc.json.length / 1e6).toFixed(2)} MB`.padStart(8)} ${String(doc.operations).padStart(6)}` +
          `  ${`${published.toFixed(1)} s`.padStart(9)} ${`${ms.toFixed(0)} ms`.padStart(10)} ${`${bare.toFixed(0)} ms`.padStart(9)}` +
          ` ${kb(script).padStart(9)}` +
          ` ${kb(data).padStart(10)}  ${TARGET[doc.key].padEnd(7)}  ${doc.key === 'five' ? SWAGGER_5MB : '-'}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'web-dist': { type: 'string' }, repeats: { type: 'string' } } });
  runProductsViewerBench({
    webDist: values['web-dist'],
    repeats: values.repeats ? Number(values.repeats) : undefined,
  }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

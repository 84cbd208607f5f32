/**
 * Lighthouse 12.2.3 (mobile preset: simulated slow 4G and a 4x slower CPU) over the built console, the landing page
 * signed out and the others signed in through the real identity provider: median of 3 runs per page of performance, accessibility and the JavaScript transferred
 * (figures, never assertions; issue 18 targets performance >= 0.95 and accessibility 1.0).
 * playwright-core signs in inside a persistent chromium started with --remote-debugging-port; Lighthouse then opens
 * its own tabs in that same browser (same profile, so the same session), leaving storage as it is.
 * Needs a built console (apps/web/dist) and /usr/bin/chromium (or CHROMIUM_PATH / CHROME_PATH).
 * LIGHTHOUSE_PAGES=/landing,/apim measures only those pages; LIGHTHOUSE_REPORTS=<dir> writes each run's full report
 * (JSON, open it in the Lighthouse viewer) there, to see what costs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { freePort } from '../apps/server/src/platform/db/embedded.js';
import { createLogger } from '../apps/server/src/platform/logging.js';
import { startPlatform } from '../apps/server/src/platform/platform.js';
import { signInBrowser } from './products-viewer.js';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/landing', '/apim', '/applications'];
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** Measured before signing in. */
const SIGNED_OUT = new Set(['/landing']);
const RUNS = 3;
/** The issue's figures before this work (issue 18), printed beside the new ones. */
const BEFORE: Record<string, string> = {
  '/landing': '0.32, 287 KB',
  '/apim': '0.19, 360 KB',
  '/applications': '0.30, 378 KB',
};

interface Run {
  performance: number;
  accessibility: number;
  scriptBytes: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function audit(url: string, port: number, report?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session lives in the profile's storage: keep it (this also keeps the HTTP cache: the caller clears that).
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (report) await fs.writeFile(report, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (i) => i.resourceType === 'Script',
  );
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    scriptBytes: items.reduce((n, i) => n + (i.transferSize ?? 0), 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
  };
}

export async function runLighthouseBench() {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
  console.log(`\n# Lighthouse 12.2.3, mobile preset, median of ${RUNS} (before: issue 18's performance, JS gzip)`);
  try {
    await fs.access(path.join(webDist, 'index.html'));
  } catch {
    console.log('  (no console build: run `npm run build` first)');
    return;
  }
  if (REPORTS) await fs.mkdir(REPORTS, { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-lh-'));
  await fs.chmod(dataDir, 0o755);
  const port = await freePort();
  // The console signs in only at its PUBLIC_URL host (the CSP's connect-src): localhost, as a user opens it.
  const url = `http://localhost:${port}`;
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
  const debugPort = await freePort();
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-bench-lh-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debugPort}`],
  });
  try {
    await loadDemoWorld(platform);
    const tab = browser.pages()[0] ?? (await browser.newPage());
    const cdp = await browser.newCDPSession(tab);
    // The landing page as a new user first sees it (the issue's figure is signed out); the others signed in.
    const ordered = [...PAGES.filter((p) => SIGNED_OUT.has(p)), ...PAGES.filter((p) => !SIGNED_OUT.has(p))];
    let signedIn = false;
    for (const page of ordered) {
      if (!SIGNED_OUT.has(page) && !signedIn) {
        await signInBrowser(tab, url);
        signedIn = true;
      }
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A first visit's downloads (a session stays in localStorage): what the issue's figures measured.
        await cdp.send('Network.clearBrowserCache');
        const report = REPORTS && path.join(REPORTS, `${page.slice(1).replaceAll('/', '_')}-${i + 1}.json`);
        runs.push(await audit(`${url}${page}`, debugPort, report));
      }
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      console.log(
        `  ${(SIGNED_OUT.has(page) ? `${page} (signed out)` : page).padEnd(23)} performance ${m('performance').toFixed(2)}  accessibility ${m('accessibility').toFixed(2)}  ` +
          `JS ${(m('scriptBytes') / 1024).toFixed(1)} KB  CLS ${m('cls').toFixed(3)}  TBT ${m('tbt').toFixed(0)} ms  FCP ${(m('fcp') / 1000).toFixed(1)} s  LCP ${(m('lcp') / 1000).toFixed(1)} s` +
          `   (before: ${BEFORE[page] ?? 'not measured'})`,
      );
    }
  } finally {
    await browser.close();
    await app.close();
    await platform.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(profile, { recursive: true, force: true });
  }
}

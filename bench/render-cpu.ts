/**
 * Main-thread CPU of a cold first load (issue 18's total blocking time is rendering work): chromium with the CPU
 * throttled 4x as Lighthouse's mobile preset does, the HTTP cache cleared, one page at a time; after the page settles
 * (network idle, then 2 s) it prints the renderer's main-thread busy time (CDP Performance TaskDuration) and script
 * time. Several builds can be compared in the same window: --dist a,b serves each build's files in turn (alternated
 * every round) through request interception, against one server and one signed-in session. Figures, never assertions.
 * --profile <dir> also writes each run's CPU profile and prints self time by source file (through the source maps).
 * Standalone: node --import tsx bench/render-cpu.ts [--dist apps/web/dist,/tmp/before] [--pages /apim] [--rounds 5]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startBenchServer } from './bench-server.js';
import { loadDemoWorld } from '../apps/server/src/demo/demo.js';
import { signInBrowser } from './products-viewer.js';
import { selfTimeBySource, type CpuProfile } from './render-cpu-profile.js';
import { longTasks, type LongTasks } from './render-long-tasks.js';

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/web/dist' },
    pages: { type: 'string', default: '/landing,/apim,/applications' },
    rounds: { type: 'string', default: '5' },
    profile: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    shots: { type: 'string' },
    tasks: { type: 'boolean', default: false },
  },
});
const dists = args.dist.split(',').map((d) => path.resolve(d));
const pages = args.pages.split(',');
const SIGNED_OUT = new Set(['/landing']);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Serves the console's own files (the document and everything under the dist) from `dist`; the API stays live. */
async function serveFrom(context: BrowserContext, origin: string, dist: string) {
  await context.unroute('**/*');
  await context.route('**/*', async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    if (url.origin !== origin || req.method() !== 'GET') return route.continue();
    // Whole path segments: /apim is a page of the console, not under /api.
    const isDocument = req.resourceType() === 'document' && !/^\/(api|oidc|interaction)(\/|$)/.test(url.pathname);
    // As the server does: the prerendered landing page (landing.html) for /landing, a page's document naming its
    // route chunks (pages/<page>.html) for its exact path, when the build made them; index.html otherwise.
    const own = url.pathname === '/landing' ? 'landing.html' : `pages${url.pathname}.html`;
    const document = isDocument && (await exists(path.join(dist, own))) ? own : 'index.html';
    const file = isDocument ? path.join(dist, document) : path.join(dist, decodeURIComponent(url.pathname));
    if (!isDocument && !/^\/(assets|locales|images|favicon|fonts)/.test(url.pathname)) return route.continue();
    try {
      const body = await fs.readFile(file);
      return route.fulfill({ body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    } catch {
      return route.continue();
    }
  });
}

interface Sample {
  /** CPU time of the renderer processes (all threads), unaffected by other load on the machine. */
  cpu: number;
  task: number;
  script: number;
  layout: number;
  style: number;
  tasks?: LongTasks;
}

/**
 * Network idle is not enough: under the throttle a long render holds the network quiet for 500 ms. Settled is network
 * idle and then 3 s in which no 500 ms step had more than 15 ms of main-thread work (or 40 s in all).
 */
async function settle(page: Page, cdp: CDPSession) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const busy = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((x) => x.name === 'TaskDuration')?.value ?? 0) * 1000;
  const deadline = Date.now() + 40_000;
  let last = await busy();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 3000) {
    await page.waitForTimeout(500);
    const now = await busy();
    if (now - last > 15) quietSince = Date.now();
    last = now;
  }
}

/** Sum of the CPU time of every renderer process (SystemInfo.getProcessInfo), ms. */
async function rendererCpu(browserCdp: CDPSession): Promise<number> {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((n, p) => n + p.cpuTime * 1000, 0);
}

async function measure(page: Page, url: string, browserCdp: CDPSession, profileFile?: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.throttle) });
  await cdp.send('Performance.enable');
  if (profileFile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const browser = page.context().browser();
  const tracePath =
    profileFile && process.env.RENDER_TRACE ? profileFile.replace(/\.cpuprofile$/, '.trace.json') : undefined;
  const tasksPath =
    args.tasks && !tracePath ? path.join(os.tmpdir(), `render-cpu-${process.pid}.trace.json`) : undefined;
  if (tasksPath)
    await browser?.startTracing(page, { path: tasksPath, categories: ['toplevel', 'devtools.timeline', 'loading'] });
  if (tracePath)
    await browser?.startTracing(page, {
      path: tracePath,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8',
        'blink',
        'loading',
        'v8.execute',
        'disabled-by-default-v8.gc',
      ],
    });
  const cpuBefore = await rendererCpu(browserCdp);
  await page.goto(url);
  await settle(page, cdp);
  const cpu = (await rendererCpu(browserCdp)) - cpuBefore;
  if (tracePath || tasksPath) await browser?.stopTracing();
  const tasks =
    tasksPath || tracePath ? await longTasks((tasksPath ?? tracePath)!, 4 / Number(args.throttle)) : undefined;
  if (tasksPath) await fs.rm(tasksPath);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = (name: string) => (metrics.find((x) => x.name === name)?.value ?? 0) * 1000;
  if (profileFile) {
    const { profile } = await cdp.send('Profiler.stop');
    await fs.writeFile(profileFile, JSON.stringify(profile));
  }
  await cdp.detach();
  if (profileFile) await page.screenshot({ path: profileFile.replace(/\.cpuprofile$/, '.png') });
  // A build with a render counter (a temporary import in main.tsx) leaves its counts on window.
  const counts = await page.evaluate(
    () =>
      (globalThis as unknown as { __renders?: Record<string, number>; __commits?: number }).__renders && {
        commits: (globalThis as unknown as { __commits: number }).__commits,
        renders: (globalThis as unknown as { __renders: Record<string, number> }).__renders,
      },
  );
  const log = await page.evaluate(() => (globalThis as unknown as { __log?: string[] }).__log);
  if (log && process.env.RENDER_LOG) console.log(log.map((l) => '    ' + l).join('\n'));
  if (counts) {
    const total = Object.values(counts.renders).reduce((a, b) => a + b, 0);
    console.log(
      `  commits ${counts.commits}, component renders ${total}: ` +
        Object.entries(counts.renders)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 60)
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
    );
  }
  return {
    cpu,
    task: m('TaskDuration'),
    script: m('ScriptDuration'),
    layout: m('LayoutDuration'),
    style: m('RecalcStyleDuration'),
    tasks,
  };
}

/** --shots <dir>: each page of each build at 1280 and 360 px, full page, settled (to compare builds by eye and pixel). */
async function screenshots(dir: string, origin: string, signedOut: BrowserContext, signedIn: BrowserContext) {
  await fs.mkdir(dir, { recursive: true });
  for (const [d, dist] of dists.entries()) {
    for (const p of pages) {
      const context = SIGNED_OUT.has(p) ? signedOut : signedIn;
      await serveFrom(context, origin, dist);
      for (const width of [1280, 360]) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 800 });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(`${origin}${p}`);
        await settle(page, cdp);
        await page.screenshot({
          path: path.join(dir, `${p.slice(1).replaceAll('/', '_')}-${width}-${d}.png`),
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
        await page.close();
      }
    }
  }
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function main() {
  const server = await startBenchServer('render-cpu', { WEB_DIST: dists[0] });
  await loadDemoWorld(server.platform);
  const origin = server.url;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  if (args.profile) await fs.mkdir(args.profile, { recursive: true });
  const results = new Map<string, Sample[]>();
  try {
    const browserCdp = await browser.newBrowserCDPSession();
    const signedOut = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const signedIn = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signInBrowser(await signedIn.newPage(), origin);
    if (args.shots) {
      await screenshots(args.shots, origin, signedOut, signedIn);
      return;
    }
    for (let round = 0; round < Number(args.rounds); round++) {
      for (const [d, dist] of dists.entries()) {
        for (const p of pages) {
          const context = SIGNED_OUT.has(p) ? signedOut : signedIn;
          await serveFrom(context, origin, dist);
          const page = await context.newPage();
          const file = args.profile && path.join(args.profile, `${d}${p.replaceAll('/', '_')}-${round + 1}.cpuprofile`);
          const s = await measure(page, `${origin}${p}`, browserCdp, file);
          await page.close();
          const key = `${d} ${p}`;
          results.set(key, [...(results.get(key) ?? []), s]);
          console.log(
            `round ${round + 1} dist ${d} ${p.padEnd(14)} renderer CPU ${s.cpu.toFixed(0)} ms, busy ${s.task.toFixed(0)} ms, script ${s.script.toFixed(0)}, layout ${s.layout.toFixed(0)}, style ${s.style.toFixed(0)}`,
          );
          if (s.tasks)
            console.log(
              `    long tasks ${s.tasks.count}, their CPU ${s.tasks.cpu.toFixed(0)} ms, blocking (CPU - 50) ${s.tasks.blocking.toFixed(0)} ms, after FCP ${s.tasks.blockingAfterFcp.toFixed(0)} ms; longest: ${s.tasks.top.join('; ')}`,
            );
          if (file) {
            const bySource = await selfTimeBySource(
              JSON.parse(await fs.readFile(file, 'utf8')) as CpuProfile,
              dist,
              !!process.env.RENDER_BY_FUNCTION,
            );
            console.log(
              bySource
                .slice(0, 12)
                .map(([s2, ms]) => `    ${ms.toFixed(0).padStart(6)} ms  ${s2}`)
                .join('\n'),
            );
          }
        }
      }
    }
    console.log(`\n# median main-thread busy (${args.throttle}x CPU throttle), ms`);
    for (const [key, samples] of results) {
      console.log(
        `  ${key.padEnd(20)} renderer CPU ${median(samples.map((s) => s.cpu)).toFixed(0)}  busy ${median(samples.map((s) => s.task)).toFixed(0)}  script ${median(samples.map((s) => s.script)).toFixed(0)}  layout ${median(samples.map((s) => s.layout)).toFixed(0)}  style ${median(samples.map((s) => s.style)).toFixed(0)}   (CPU all: ${samples.map((s) => s.cpu.toFixed(0)).join(', ')})`,
      );
      if (samples[0].tasks) {
        const t = (f: (x: LongTasks) => number) => median(samples.map((s) => f(s.tasks!))).toFixed(0);
        console.log(
          `  ${''.padEnd(20)} long tasks ${t((x) => x.count)}, their CPU ${t((x) => x.cpu)} ms, blocking (CPU - 50) ${t((x) => x.blocking)} ms, after FCP ${t((x) => x.blockingAfterFcp)} ms   (after FCP all: ${samples.map((s) => s.tasks!.blockingAfterFcp.toFixed(0)).join(', ')})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();

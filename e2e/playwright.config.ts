import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh server (embedded PostgreSQL, demo world) for the run; workers inherit the same env.
process.env.E2E_PORT ??= '4310';
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dc-e2e-'));
fs.chmodSync(process.env.E2E_DATA_DIR, 0o755);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  // Journeys are parallel-safe (each makes its own data); two workers halve the browser layer on a 2-core CI machine.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    // The theme turns animations off, so axe never sees a half-faded menu.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The old headless mode (Debian's chromium-headless-shell, what Playwright runs headless by default): the full
      // browser's headless mode took a third more CPU for the same journeys (browser process twice, renderers +20 %).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // npm test runs the server under test on another LTS line (E2E_SERVER_NODE, see scripts/test.mjs).
    command: `"${process.env.E2E_SERVER_NODE ?? 'node'}" apps/server/dist/server.js`,
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      E2E_IDP_HINT: 'developer-console',
      MAIL_RETRY_DELAY: '1',
      // A free port for the embedded MQTT broker, so a broker already on this machine never collides.
      MQTT_PORT: '0',
      // Contact Us journeys solve a real proof-of-work captcha: keep it quick on a busy 2-core machine.
      CAPTCHA_MAX_NUMBER: '10000',
      // Event journeys deliver webhooks to a receiver on 127.0.0.1 over http, and retry after a second.
      EVENT_WEBHOOK_ALLOW_HTTP: 'true',
      EVENT_WEBHOOK_ALLOW_PRIVATE: 'true',
      EVENT_DELIVERY_RETRY_DELAY: '1',
    },
  },
});

/** The prerendered landing page (issue 18): sent for /landing, revalidated like index.html, its guard allowed by hash. */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { inlineScriptHashes, LANDING_FILE, PAGES_DIR, withScriptSources } from './web-app.js';

const GUARD = 'document.documentElement.setAttribute("data-spa","")';
const INDEX = '<!doctype html><html><head><title>Developer Console</title></head><body><div id="root"></div></body></html>';
const LANDING = `<!doctype html><html><head><script>${GUARD}</script><style data-emotion="css a1">.css-a1{color:red}</style></head><body><div id="root" data-prerendered="en:en,de-DE"><h1 data-testid="landing-banner">Build on the integration platform</h1></div></body></html>`;
const APIM = INDEX.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/console-x.js"></head>');
const guardSource = `'sha256-${createHash('sha256').update(GUARD).digest('base64')}'`;

let server: TestServer;
let dist: string;

const statusOf = (pathname: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    http.get(`${server.url}${pathname}`, { headers }, (res) => resolve(res.resume().statusCode)).on('error', reject);
  });

const scriptSrc = (csp: string | null) => csp?.split(';').find((d) => d.trim().startsWith('script-src'))?.trim();

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-web-landing-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.writeFile(path.join(dist, LANDING_FILE), LANDING);
  await fs.writeFile(path.join(dist, `${LANDING_FILE}.br`), zlib.brotliCompressSync(LANDING));
  await fs.mkdir(path.join(dist, PAGES_DIR));
  await fs.writeFile(path.join(dist, PAGES_DIR, 'apim.html'), APIM);
  await fs.writeFile(path.join(dist, PAGES_DIR, 'apim.html.br'), zlib.brotliCompressSync(APIM));
  server = await startTestServer({ WEB_DIST: dist });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the prerendered landing page', () => {
  it('is sent for /landing, no-cache with an ETag (304 when unchanged), brotli when asked', async () => {
    const res = await fetch(`${server.url}/landing?from=mail`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(LANDING);
    // Revalidated as index.html is (compression.test.ts). Over plain HTTP: fetch adds `cache-control: no-cache` to a
    // conditional request, which the static handler rightly answers in full.
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await statusOf('/landing', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again).toBe(304);
  });

  it('allows exactly its guard script by hash, the rest of the policy unchanged', async () => {
    const landing = await fetch(`${server.url}/landing`);
    const other = await fetch(`${server.url}/applications`);
    expect(await other.text()).toBe(INDEX);
    const [withGuard, without] = [landing, other].map((r) => r.headers.get('content-security-policy'));
    expect(scriptSrc(without)).toBe("script-src 'self'");
    expect(scriptSrc(withGuard)).toBe(`script-src 'self' ${guardSource}`);
    expect(withGuard!.replace(` ${guardSource}`, '')).toBe(without);
  });
});

describe('a page with preloads of its own (dist/pages, apps/web/build/page-preloads.ts)', () => {
  it('is sent for its exact path, no-cache with an ETag, brotli when asked', async () => {
    const res = await fetch(`${server.url}/apim?searchText=x`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(APIM);
    const again = await statusOf('/apim', { 'accept-encoding': 'br', 'if-none-match': res.headers.get('etag')! });
    expect(again).toBe(304);
  });

  it('leaves every other path to index.html, the pages below it too', async () => {
    for (const other of ['/apim/123', '/applications', '/apim/', '/pages/apim']) {
      const res = await fetch(`${server.url}${other}`);
      expect(await res.text(), other).toBe(INDEX);
    }
  });
});

describe('inline script sources', () => {
  it('hashes inline scripts only, and adds them to script-src alone', () => {
    expect(inlineScriptHashes(`<script src="/a.js"></script><script>${GUARD}</script>`)).toEqual([guardSource]);
    expect(withScriptSources("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
    );
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
  });
});

/** Issue 18 acceptance: compressed and cached assets, compressed API lists, secrets never compressed nor cached. */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEAM_HEADER } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../test/demo-server.js';
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES } from './compression.js';

let demo: DemoServer;
let dist: string;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head></html>`;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent (fetch would decompress it and hide the coding). */
function raw(pathname: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${demo.server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The console's headers for a developer of Acme Integrations, accepting brotli and gzip. */
const asDeveloper = async () => ({
  authorization: `Bearer ${await demo.tokenOf('developer')}`,
  [PRODUCT_TEAM_HEADER]: demo.ids.acmeIntegrations,
  'accept-encoding': 'gzip, br',
});

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const script = path.join(dist, 'assets', 'index-AbCd1234.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync(SCRIPT));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  demo = await startDemoServer({ WEB_DIST: dist });
}, 120_000);

afterAll(async () => {
  await demo?.server.stop();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('static assets', () => {
  it('sends a hashed asset brotli-encoded with Vary: Accept-Encoding and the immutable header', async () => {
    const res = await raw('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli and the plain file to one without either', async () => {
    const gz = await raw('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html (and every client route) no-cache with an ETag, and 304 when unchanged', async () => {
    for (const route of ['/', '/landing', '/apim']) {
      const res = await raw(route, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(INDEX);
      const etag = res.headers.etag!;
      expect(etag).toBeTruthy();
      expect((await raw(route, { 'if-none-match': etag })).status).toBe(304);
    }
  });
});

describe('JSON answers', () => {
  it('sends the configuration files no-cache with an ETag, and 304 when unchanged', async () => {
    const first = await raw('/ui-config/environment.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw('/ui-config/environment.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses a large API list answer', async () => {
    const res = await raw('/api/products/products', await asDeveloper());
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(res.body);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.body.length).toBeLessThan(body.length / 2);
    expect(JSON.parse(body.toString())).toHaveProperty('items');
  });

  it('keeps a secret-bearing answer no-store and never compresses it (BREACH)', async () => {
    const headers = await asDeveloper();
    const path = `/api/apim/subscriptions/apps/${demo.ids['app:fieldSync']}/apis/${demo.ids['product:fleet-telematics']}/summary`;
    const res = await raw(path, headers);
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    // Large enough that it would have been compressed without the rule.
    expect(res.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(res.body.toString()).credentials.secrets.length).toBeGreaterThan(0);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0, and falls back to gzip or nothing', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

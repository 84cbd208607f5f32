/** Refusals at once: over 100,000,000 bytes (413, while streaming, in bounded memory), not JSON or YAML (415). */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINTER_MAX_FILE_BYTES, LINTER_TEAM_HEADER } from '@dc/contracts';
import { startDemoServer, type DemoServer } from '../../test/demo-server.js';
import { LINTER_BASE, linterClient } from './linter-test-kit.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let team: string;
beforeAll(async () => {
  demo = await startDemoServer();
  lint = linterClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => demo?.server.stop());

interface Streamed {
  status: number;
  body: string;
  sent: number;
  peakRssGrowth: number;
}

/** Streams a multipart upload of `fileBytes` (YAML-looking) in 1 MB writes until the server answers. */
async function streamUpload(fileBytes: number, declareLength: boolean): Promise<Streamed> {
  const boundary = `dc-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.yaml"\r\n` +
      `Content-Type: application/yaml\r\n\r\nopenapi: 3.0.0\ndescription: "`,
  );
  const tail = Buffer.from(`"\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(1 << 20, 'a');
  const bodyBytes = head.length + fileBytes - 30 + tail.length;
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${await demo.tokenOf('staff')}`,
    [LINTER_TEAM_HEADER]: team,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength) headers['content-length'] = bodyBytes;
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return new Promise<Streamed>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${demo.server.url}${LINTER_BASE}`, { method: 'POST', headers });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        clearInterval(sampler);
        req.destroy();
        resolve({ status: res.statusCode!, body, sent, peakRssGrowth: peak - base });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && !req.destroyed) {
        if (sent === 0) req.write(head);
        const remaining = head.length + fileBytes - 30 - sent;
        if (remaining <= 0) return req.end(tail);
        const piece = remaining < filler.length ? filler.subarray(0, remaining) : filler;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

const uploadsLeft = async () =>
  (await fs.readdir(path.join(demo.server.platform.config.LINT_STORAGE_DIR, 'uploads')).catch(() => [])).length;

describe('upload limits', () => {
  it('refuses a file over 100,000,000 bytes with 413 while it streams, in bounded memory', async () => {
    const res = await streamUpload(LINTER_MAX_FILE_BYTES + 1_000_000, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'LINT_FILE_TOO_LARGE', message: 'File Size exceeded 100 MB.' });
    // The server held at most a few chunks of the 101 MB, never the file.
    expect(res.peakRssGrowth).toBeLessThan(60 * 1024 * 1024);
    expect(await uploadsLeft()).toBe(0);
    const { rows } = await demo.server.platform.pool.query('SELECT 1 FROM lint_jobs');
    expect(rows).toHaveLength(0);
  });

  it('refuses a declared body over the limit before reading it (413)', async () => {
    const res = await streamUpload(LINTER_MAX_FILE_BYTES + 1_000_000, true);
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(LINTER_MAX_FILE_BYTES);
  });

  it('refuses other file types by name and by content with 415', async () => {
    const cases: Array<[string, string | Buffer]> = [
      ['notes.txt', 'openapi: 3.0.0\n'],
      ['spec', 'openapi: 3.0.0\n'],
      ['image.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      ['prose.yaml', 'This is a letter, not a spec.\nRegards\n'],
      ['page.yaml', '<html><body>hi</body></html>\n'],
      ['empty.json', ''],
    ];
    for (const [name, content] of cases) {
      const res = await lint.upload('staff', team, name, content);
      expect(res.status, name).toBe(415);
      expect(await res.json(), name).toMatchObject({
        code: 'LINT_INVALID_FILE_FORMAT',
        message: 'Invalid File Format. Supported types are JSON and YAML',
      });
    }
    expect(await uploadsLeft()).toBe(0);
  });

  it('lets a body declared at the limit through the early size check', async () => {
    // Checked on the limit itself without storing 100 MB: a body declared at the limit passes the early check.
    const { refuseOversizedBody } = await import('./upload-guards.js');
    const req = { headers: { 'content-length': String(LINTER_MAX_FILE_BYTES + 500) } };
    expect(() => refuseOversizedBody(req as never)).not.toThrow();
  });

  it('refuses a second file (400) and keeps nothing of the first', async () => {
    const form = new FormData();
    form.append('file', new Blob(['openapi: 3.0.0\n']), 'a.yaml');
    form.append('other', new Blob(['openapi: 3.0.0\n']), 'b.yaml');
    const res = await fetch(`${demo.server.url}${LINTER_BASE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await demo.tokenOf('staff')}`, [LINTER_TEAM_HEADER]: team },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'LINT_ONE_FILE_ONLY' });
    expect(await uploadsLeft()).toBe(0);
  });

  it('answers 400 when no file is sent', async () => {
    const res = await demo.call('staff', 'POST', LINTER_BASE, {});
    expect([400, 415]).toContain(res.status);
    const form = new FormData();
    form.append('note', 'no file here');
    const token = await demo.tokenOf('staff');
    const multipartRes = await fetch(`${demo.server.url}${LINTER_BASE}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, [LINTER_TEAM_HEADER]: team },
      body: form,
    });
    expect(multipartRes.status).toBe(400);
    expect(await multipartRes.json()).toMatchObject({ code: 'LINT_NO_FILE' });
  });
});

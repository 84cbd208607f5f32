/**
 * Security suite, item 5 (files): the linter refuses 100 MB + 1 byte with 413 while the body is still coming, in
 * bounded memory, and wrong content with 415; hostile documents (alias bombs, recursive $refs, $refs to local files
 * and to addresses on the network) read no file and call no address, in the linter, the product publisher and the
 * introduction upload; a $ref chain thousands deep is refused before validation; file names with ../ never reach
 * a storage path. Templates take JSON only (no file part), so they have no file name to abuse.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINTER_MAX_FILE_BYTES, LINTER_TEAM_HEADER, PRODUCT_SPEC_MAX_BYTES, type LintJob } from '@dc/contracts';
import { LINTER_BASE, linterClient } from '../../modules/linter/linter-test-kit.js';
import { productsClient } from '../../modules/products/products-test-kit.js';
import { REF_LIMITS } from '../../modules/products/spec-document.js';
import { startDemoServer, type DemoServer } from '../demo-server.js';

let demo: DemoServer;
let lint: ReturnType<typeof linterClient>;
let products: ReturnType<typeof productsClient>;
let team: string;
/** A local listener standing in for any address a $ref could name: it must never be called. */
let listener: http.Server;
let listenerUrl: string;
const listenerHits: string[] = [];
/** A file on this machine whose content must never show up in an answer. */
let canaryDir: string;
let canaryFile: string;
const CANARY = `canary-${randomBytes(12).toString('hex')}`;

beforeAll(async () => {
  listener = http.createServer((req, res) => {
    listenerHits.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/yaml');
    res.end(`type: object\ndescription: ${CANARY}\n`);
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  canaryDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dc-canary-'));
  canaryFile = path.join(canaryDir, 'schema.yaml');
  await fs.writeFile(canaryFile, `type: object\ndescription: ${CANARY}\n`);
  // Small limits: a hostile lint job must end quickly and in little memory.
  demo = await startDemoServer({ LINT_MAX_MEMORY_MB: '256', LINT_TIMEOUT_SECONDS: '60' });
  lint = linterClient(demo);
  products = productsClient(demo);
  team = demo.ids.platform;
});
afterAll(async () => {
  await demo?.server.stop();
  await new Promise((r) => listener?.close(r));
  if (canaryDir) await fs.rm(canaryDir, { recursive: true, force: true });
});

/** Every file under a directory (relative paths). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
const uploadsLeft = async () => filesUnder(path.join(demo.server.platform.config.LINT_STORAGE_DIR, 'uploads'));

interface Held {
  status: number;
  body: string;
  /** File bytes written before the answer came. */
  sent: number;
  /** The client had not finished the request when the answer came. */
  unfinished: boolean;
  peakRssGrowth: number;
}

/**
 * A multipart upload whose file has `fileBytes` bytes, written in 1 MB pieces up to `stopAfter` bytes; then the
 * client holds the rest (the closing boundary at least) back and waits: an answer can only come from a server that
 * refused before reading the whole body.
 */
async function holdBackUpload(fileBytes: number, stopAfter: number, declareLength: boolean): Promise<Held> {
  const boundary = `dc-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.yaml"\r\n` +
      `Content-Type: application/yaml\r\n\r\n`,
  );
  const firstLine = Buffer.from('openapi: 3.0.0\ndescription: ');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(1 << 20, 'a');
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${await demo.tokenOf('staff')}`,
    [LINTER_TEAM_HEADER]: team,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength) headers['content-length'] = head.length + fileBytes + tail.length;
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return new Promise<Held>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${demo.server.url}${LINTER_BASE}`, { method: 'POST', headers });
    req.on('response', (res) => {
      answered = true;
      const unfinished = !req.writableEnded;
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        clearInterval(sampler);
        req.destroy();
        resolve({ status: res.statusCode!, body, sent, unfinished, peakRssGrowth: peak - base });
      });
    });
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.write(head);
    req.write(firstLine);
    sent = firstLine.length;
    const pump = () => {
      while (!answered && sent < stopAfter) {
        const piece = filler.subarray(0, Math.min(filler.length, stopAfter - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      // Held back: the rest of the file (if any) and the closing boundary are never sent.
    };
    pump();
  });
}

describe('linter upload limits', () => {
  it('refuses 100 MB + 1 byte with 413 while the request is unfinished, never holding the file in memory', async () => {
    const size = LINTER_MAX_FILE_BYTES + 1;
    const res = await holdBackUpload(size, size, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'LINT_FILE_TOO_LARGE' });
    expect(res.sent).toBe(size);
    // The closing boundary was never sent: the server answered on the byte count alone.
    expect(res.unfinished).toBe(true);
    // Client and server share this process: 100 MB held anywhere would show; a few chunks in flight do not.
    expect(res.peakRssGrowth).toBeLessThan(64 * 1024 * 1024);
    expect(await uploadsLeft()).toEqual([]);
    const { rows } = await demo.server.platform.pool.query('SELECT 1 FROM lint_jobs');
    expect(rows).toHaveLength(0);
  }, 60_000);

  it('refuses a body declared over the limit after its first megabyte, before the rest is sent', async () => {
    // Declared clearly beyond the file limit plus multipart framing (a byte over is caught while streaming).
    const res = await holdBackUpload(LINTER_MAX_FILE_BYTES + 1_000_000, 1 << 20, true);
    expect(res.status).toBe(413);
    expect(res.unfinished).toBe(true);
    expect(res.sent).toBeLessThan(2 << 20);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses binary content under a spec name with 415', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
      randomBytes(2048),
    ]);
    const gzip = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0]), randomBytes(512)]);
    const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(64)]);
    const cases: Array<[string, Buffer]> = [
      ['spec.yaml', png],
      ['spec.yml', randomBytes(4096)],
      ['spec.json', gzip],
      ['openapi.yaml', elf],
    ];
    for (const [name, content] of cases) {
      const res = await lint.upload('staff', team, name, content, 'application/yaml');
      expect(res.status, name).toBe(415);
      expect(await res.json(), name).toMatchObject({ code: 'LINT_INVALID_FILE_FORMAT' });
    }
    expect(await uploadsLeft()).toEqual([]);
  });
});

const INFO = `openapi: 3.0.3\ninfo:\n  title: Hostile\n  version: 1.0.0\n`;

/** A billion laughs: nine levels of ten aliases expand to 10^9 nodes. */
function aliasBomb(): string {
  const levels = ['l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i < 9; i++)
    levels.push(
      `l${i}: &l${i} [${Array(10)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    );
  return `${INFO}paths: {}\nx-bomb:\n  ${levels.join('\n  ')}\n`;
}

/** Recursive schemas (legitimate: the resolver must stop) and $refs to a local file and network addresses. */
function hostileRefs(): string {
  const refs = [
    `file://${canaryFile}`,
    canaryFile,
    `${'../'.repeat(12)}${canaryFile.slice(1)}`,
    `${listenerUrl}/schema.yaml`,
    `${listenerUrl.replace('127.0.0.1', 'localhost')}/other.yaml#/type`,
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  ];
  const ops = refs
    .map(
      (ref, i) =>
        `  /r${i}:\n    get:\n      responses:\n        '200':\n          description: ok\n` +
        `          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`,
    )
    .join('');
  return (
    `${INFO}paths:\n${ops}components:\n  schemas:\n` +
    `    Self:\n      type: object\n      properties:\n        child:\n          $ref: '#/components/schemas/Self'\n` +
    `    Ping:\n      $ref: '#/components/schemas/Pong'\n    Pong:\n      $ref: '#/components/schemas/Ping'\n`
  );
}

/** S0 -> S1 -> ... -> S{n}: a chain of n $refs. */
function refChain(n: number): string {
  let s = `${INFO}paths: {}\ncomponents:\n  schemas:\n`;
  for (let i = 0; i < n; i++) s += `    S${i}:\n      $ref: '#/components/schemas/S${i + 1}'\n`;
  return `${s}    S${n}:\n      type: string\n`;
}

/** `count` $refs (in an extension, compact) to S0, which has a chain of `depth` behind it. */
function manyRefs(count: number, depth: number): string {
  let s = `${INFO}paths: {}\nx-refs: [${Array(count).fill("{$ref: '#/components/schemas/S0'}").join(', ')}]\n`;
  s += `components:\n  schemas:\n`;
  for (let i = 0; i < depth; i++) s += `    S${i}:\n      $ref: '#/components/schemas/S${i + 1}'\n`;
  return `${s}    S${depth}:\n      type: string\n`;
}

describe('hostile documents in the linter', () => {
  it('lints recursive $refs and $refs to files and addresses without reading or calling them', async () => {
    const refs = await lint.submit('staff', team, 'refs.yaml', hostileRefs());
    const bomb = await lint.submit('staff', team, 'bomb.yaml', aliasBomb());

    const { job } = await lint.finish('staff', team, refs.referenceId);
    expect(job.status).toBe('SUCCEEDED');
    const invalid = job.results!.filter((r) => r.code === 'invalid-ref');
    // External $refs are reported as not followed (the same file named twice is reported once).
    for (const i of [0, 2, 3, 4, 5]) {
      const at = invalid.find((r) => r.path.join('/').startsWith(`paths//r${i}/`));
      expect(at?.message, `r${i}`).toMatch(/^No resolver defined for scheme '(file|http)'/);
    }
    expect(JSON.stringify(job)).not.toContain(CANARY);
    const source = await lint.get('staff', team, refs.referenceId, '/source');
    expect(await source.text()).not.toContain(CANARY);

    // The bomb ends at once as too big for memory, instead of filling the worker's heap.
    const bombed = (await lint.finish('staff', team, bomb.referenceId)).job as LintJob;
    expect(bombed).toMatchObject({ status: 'FAILED', failure: 'memory' });
    expect(bombed.reason).toContain('YAML aliases');
    expect(listenerHits).toEqual([]);
  }, 90_000);
});

const publishMeta = (name: string) =>
  JSON.stringify({ visibility: 'PRIVATE', name, displayName: `Hostile ${name}`, tags: [] });
const publish = (text: string, name: string, fileName = 'spec.yaml') =>
  products.upload(
    'staff',
    'platform',
    '/api/products/products',
    { name: fileName, content: text },
    {
      metadata: publishMeta(name),
    },
  );
const productCount = async () =>
  Number((await demo.server.platform.pool.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0].n);

describe('hostile documents in the product publisher', () => {
  it('publishes a document with recursive and external $refs without reading or calling them', async () => {
    const res = await publish(hostileRefs(), 'hostile-refs');
    const text = await res.text();
    expect(res.status, text).toBeLessThan(500);
    expect(text).not.toContain(CANARY);
    const { rows } = await demo.server.platform.pool.query<{ doc: string }>(
      'SELECT document_json::text AS doc FROM product_versions',
    );
    expect(rows.map((r) => r.doc).join('\n')).not.toContain(CANARY);
    expect(listenerHits).toEqual([]);
  });

  it('refuses a 4,000-step $ref chain, one $ref too many and too many resolution steps before validating', async () => {
    const before = await productCount();
    const { maxRefs, maxResolutions } = REF_LIMITS;
    const cases: Array<[string, string, string]> = [
      ['chain', refChain(4000), 'a chain of $refs longer than 32'],
      ['count', manyRefs(maxRefs + 1, 0), `more than ${maxRefs} $refs`],
      // Refs each resolving a chain of 32: one ref more than the steps allow.
      ['steps', manyRefs(Math.floor(maxResolutions / 32) + 1, 31), `takes more than ${maxResolutions} steps`],
      ['bomb', aliasBomb(), 'YAML aliases'],
    ];
    for (const [name, text, message] of cases) {
      const res = await publish(text, name);
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { code: string; details: Array<{ message: string }> };
      expect(body.code, name).toBe('PRODUCT_SPEC_INVALID');
      expect(body.details[0].message, name).toContain(message);
    }
    expect(await productCount()).toBe(before);
  }, 60_000);

  it('still publishes a document with a recursive schema and a 32-step chain', async () => {
    const text = refChain(32).replace(
      'paths: {}\ncomponents:\n  schemas:\n',
      'paths: {}\ncomponents:\n  schemas:\n    Tree:\n      type: object\n      properties:\n' +
        "        children:\n          type: array\n          items:\n            $ref: '#/components/schemas/Tree'\n",
    );
    const res = await publish(text, 'legit-chain');
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it('refuses a document over 20 MB with 413 and creates nothing', async () => {
    const before = await productCount();
    const big = `${INFO}paths: {}\nx-pad: "${'a'.repeat(PRODUCT_SPEC_MAX_BYTES)}"\n`;
    const res = await publish(big, 'too-big');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PRODUCT_FILE_TOO_LARGE' });
    expect(await productCount()).toBe(before);
  });
});

describe('file names with ../', () => {
  // A token of this run in every name, so any file they produced anywhere can be found.
  const token = `esc${randomBytes(4).toString('hex')}`;
  const hostileNames = [
    `../../${token}-a.yaml`,
    `..\\..\\${token}-b.yaml`,
    `../../../../../../../../tmp/${token}-c.yaml`,
    `${os.tmpdir()}/${token}-d.yaml`,
    `..%2F..%2F${token}-e.yaml`,
  ];
  const simple = `${INFO}paths: {}\n`;
  let productId: string;

  it('never reach a storage path in the linter, the publisher or the introduction upload', async () => {
    const dataDir = demo.server.platform.config.DATA_DIR;
    for (const name of hostileNames) {
      const job = await lint.submit('staff', team, name, simple);
      // Shown without any directory part; stored (at once, before linting) under a generated name.
      expect(job.fileName).toMatch(new RegExp(`^[^/\\\\]*${token}-[a-e]\\.yaml$`));
    }

    const published = await publish(simple.replace('Hostile', 'Named'), 'named', hostileNames[0]);
    expect(published.status, await published.clone().text()).toBe(201);
    productId = ((await published.json()) as { product: { id: string } }).product.id;
    for (const name of hostileNames) {
      const form = new FormData();
      form.append('id', productId);
      form.append('name', 'introduction');
      form.append('type', 'api');
      form.append('file', new Blob(['title: Intro\nsummary: An introduction.\n']), name);
      const res = await fetch(`${demo.server.url}/api/documents/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await demo.tokenOf('staff')}`, team_uuid: team },
        body: form,
      });
      expect(res.status, name).toBe(201);
      expect(await res.json()).toMatchObject({ file: 'introduction' });
    }
    // A Markdown document's name is a key, never a path: ../ is refused.
    const save = await products.call(
      'staff',
      'platform',
      'POST',
      `/api/documents/document/${productId}?type=api&file=${encodeURIComponent(`../../${token}-f.md`)}`,
      { data: Buffer.from('# Escape').toString('base64') },
    );
    expect(save.status).toBe(400);

    expect((await filesUnder(dataDir)).filter((f) => f.includes(token))).toEqual([]);
    // Linter files carry generated names only (uploads/<uuid>.part, jobs/<uuid>.spec).
    const linterFiles = await filesUnder(demo.server.platform.config.LINT_STORAGE_DIR);
    for (const f of linterFiles) expect(f).toMatch(/^(uploads|jobs)\/[0-9a-f-]{36}\.(part|spec)$/);
    // Nor next to the data directory, nor in the temporary directory the names aim at.
    expect((await fs.readdir(os.tmpdir())).filter((f) => f.includes(token))).toEqual([]);
    expect((await fs.readdir(path.dirname(dataDir))).filter((f) => f.includes(token))).toEqual([]);
  }, 60_000);

  it('keeps alias bombs out of introductions too', async () => {
    const form = new FormData();
    form.append('id', productId);
    form.append('name', 'introduction');
    form.append('type', 'api');
    form.append('file', new Blob([aliasBomb().replace(INFO, 'title: Bomb\nsummary: x\n')]), 'intro.yaml');
    const res = await fetch(`${demo.server.url}/api/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await demo.tokenOf('staff')}`, team_uuid: team },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'DOCUMENT_INVALID' });
  });
});
